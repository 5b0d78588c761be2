import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import Select, { type SelectProps } from '@cloudscape-design/components/select';

/**
 * A condition's or an action's row: its type first, the inputs that type needs (one grid column each, of the
 * widths given) and its remove button last; "Condition 2 type", "Remove condition 2" name the controls.
 */
export function RuleRow<T extends string>({
  noun,
  n,
  typeOptions,
  type,
  onType,
  inputColumns,
  children,
  onRemove,
}: {
  noun: 'Condition' | 'Action';
  /** The row's number as the merchant counts (from 1). */
  n: number;
  typeOptions: SelectProps.Option[];
  type: T;
  onType: (type: T) => void;
  /** Column widths of the inputs, out of the 8 between the type (3) and the remove button (1). */
  inputColumns: readonly number[];
  children: ReactNode;
  onRemove: () => void;
}) {
  return (
    <Grid gridDefinition={[{ colspan: 3 }, ...inputColumns.map((colspan) => ({ colspan })), { colspan: 1 }]}>
      <Select
        ariaLabel={`${noun} ${n} type`}
        selectedOption={typeOptions.find((o) => o.value === type)!}
        options={typeOptions}
        onChange={(e) => onType(e.detail.selectedOption.value as T)}
      />
      {children}
      <Button
        formAction="none"
        variant="icon"
        iconName="remove"
        ariaLabel={`Remove ${noun.toLowerCase()} ${n}`}
        onClick={onRemove}
      />
    </Grid>
  );
}
