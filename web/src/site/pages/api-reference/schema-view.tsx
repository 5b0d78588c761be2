import { childPropertiesOf, constraintsOf, typeText, type JsonSchema } from './openapi-view';

/** Nested objects deeper than this are summarised by type (the order body nests shipments → boxes → items). */
const MAX_DEPTH = 5;

/** A schema's fields as a nested list: name, type, required, limits, and the fields inside objects and arrays. */
export function SchemaView({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const { properties, required } = childPropertiesOf(schema);
  const names = Object.keys(properties);
  if (names.length === 0 || depth >= MAX_DEPTH) return null;
  return (
    <ul className="site-schema">
      {names.map((name) => {
        const property = properties[name];
        const limits = constraintsOf(property);
        return (
          <li key={name}>
            <code className="site-schema-name">{name}</code>{' '}
            <span className="site-schema-type">{typeText(property)}</span>
            {required.includes(name) && <span className="site-schema-required">required</span>}
            {property.description && <p className="site-schema-text">{property.description}</p>}
            {limits.length > 0 && <p className="site-schema-limits">{limits.join(' · ')}</p>}
            <SchemaView schema={property} depth={depth + 1} />
          </li>
        );
      })}
    </ul>
  );
}
