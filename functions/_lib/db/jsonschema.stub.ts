/**
 * Stands in for the `jsonschema` package inside Lambda bundles (the bundler aliases it here; see
 * infra/constructs/function-bundling.ts). ElectroDB uses jsonschema only to check each entity
 * model when it is constructed: a fixed, developer-written shape, checked for real in every test
 * run and by the local runtime, which load the real package. In a bundle it cost 28 kB and most
 * of the module-init time (two schema validations per entity on every cold start).
 */
export class Validator {
  declare customFormats: Record<string, (input: unknown) => boolean>;

  addSchema(): void {}

  validate(): { errors: never[] } {
    return { errors: [] };
  }
}

// ElectroDB registers its custom formats on the prototype as it loads, before any instance exists.
Validator.prototype.customFormats = {};
