/** Reading an OpenAPI 3.1 document (JSON Schema 2020-12) for display: loose types, no validation. */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: readonly unknown[];
  const?: unknown;
  $ref?: string;
  description?: string;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface MediaType {
  schema: JsonSchema;
  example?: unknown;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: readonly { name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string }[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: readonly { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: {
    securitySchemes?: Record<string, { type: string; in?: string; name?: string }>;
    schemas?: Record<string, JsonSchema>;
  };
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `#/components/schemas/OrderRequest` → `OrderRequest`. */
export const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** Every operation of the document in path order, methods in HTTP_METHODS order. */
export function operationsOf(doc: OpenApiDocument): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method] })),
  );
}

/** `anyOf: [X, {type: 'null'}]` (zod's nullable) reads as X, nullable. */
export function unwrapNullable(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return { schema, nullable: false };
  const others = variants.filter((v) => v.type !== 'null');
  if (others.length === 1 && others.length < variants.length) return { schema: others[0], nullable: true };
  return { schema, nullable: false };
}

/** A schema's type in words: `string`, `array of object`, `OrderRequest`, `string or number`. */
export function typeText(schema: JsonSchema): string {
  const { schema: s, nullable } = unwrapNullable(schema);
  let text: string;
  if (s.$ref) text = refName(s.$ref);
  else if (s.const !== undefined) text = JSON.stringify(s.const);
  else if (s.type === 'array') text = `array of ${s.items ? typeText(s.items) : 'any'}`;
  else if (Array.isArray(s.type)) text = s.type.join(' or ');
  else if (s.type) text = s.type;
  else if (s.anyOf ?? s.oneOf) text = (s.anyOf ?? s.oneOf)!.map(typeText).join(' or ');
  else text = 'any';
  return nullable ? `${text} or null` : text;
}

/** The limits a value must meet, in words: `at most 60 characters`, `one of: Parcel, LocalCourier`. */
export function constraintsOf(schema: JsonSchema): string[] {
  const { schema: s } = unwrapNullable(schema);
  const out: string[] = [];
  if (s.enum) out.push(`one of: ${s.enum.map((v) => String(v)).join(', ')}`);
  if (s.format) out.push(`format ${s.format}`);
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  if (s.minLength !== undefined && s.minLength > 0) out.push(`at least ${s.minLength} characters`);
  if (s.maxLength !== undefined) out.push(`at most ${s.maxLength} characters`);
  if (s.minimum !== undefined) out.push(`minimum ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) out.push(`greater than ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined) out.push(`maximum ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) out.push(`less than ${s.exclusiveMaximum}`);
  if (s.minItems !== undefined && s.minItems > 0) out.push(`at least ${s.minItems} items`);
  if (s.maxItems !== undefined) out.push(`at most ${s.maxItems} items`);
  if (s.default !== undefined && s.default !== '' && s.default !== null)
    out.push(`default ${JSON.stringify(s.default)}`);
  return out;
}

/** The properties to list under a schema: an object's own, or an array's items'. */
export function childPropertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  const { schema: s } = unwrapNullable(schema);
  const target = s.type === 'array' && s.items ? unwrapNullable(s.items).schema : s;
  return { properties: target.properties ?? {}, required: target.required ?? [] };
}
