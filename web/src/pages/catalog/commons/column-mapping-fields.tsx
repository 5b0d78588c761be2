import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { ColumnMapping } from '#domain/imports/column-mapping.rules';
import type { ImportField } from '#domain/imports/import-fields.constants';

/** One Select per import field, choosing the file's column it takes (the shared mapping rules check the result). */
export function ColumnMappingFields<K extends string>({
  fields,
  headers,
  mapping,
  onChange,
  errors,
  columns,
  labelOf,
  unmappedLabel,
}: {
  fields: readonly ImportField<K>[];
  headers: readonly string[];
  mapping: ColumnMapping<K>;
  onChange: (change: (mapping: ColumnMapping<K>) => ColumnMapping<K>) => void;
  /** Keyed `mapping.<field>`, as mappingProblems answers; none while they should not show yet. */
  errors?: Record<string, string>;
  columns: 3 | 4;
  labelOf: (field: ImportField<K>) => string;
  /** The choice that leaves a field out ('Not mapped'). */
  unmappedLabel: string;
}) {
  const unmapped = { value: '', label: unmappedLabel };
  return (
    <ColumnLayout columns={columns}>
      {fields.map((field) => {
        const header = mapping[field.key];
        return (
          <FormField key={field.key} label={labelOf(field)} errorText={errors?.[`mapping.${field.key}`]}>
            <Select
              selectedOption={header ? { value: header, label: header } : unmapped}
              options={[unmapped, ...headers.map((h) => ({ value: h, label: h }))]}
              onChange={({ detail }) =>
                onChange((m) => ({ ...m, [field.key]: detail.selectedOption.value || undefined }))
              }
            />
          </FormField>
        );
      })}
    </ColumnLayout>
  );
}
