import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PrintFormat } from '#api/printing';
import { LABEL_SIZES, PRINT_CHOICES, type LabelSize, type PrintChoice } from '#domain/constants/print.constants';
import {
  PICK_LIST_NOTE,
  ZPL_NOTE,
  effectivePrintOptions,
  printSummary,
  type PrintOptions,
  type PrintableOrder,
} from './print-view';

const SIZE_ITEMS = (Object.keys(LABEL_SIZES) as LabelSize[]).map((size) => ({
  value: size,
  label: LABEL_SIZES[size].label,
}));

/** The print dialog's choices (orders §2): what to print, the label size and the file format, with what will print. */
export function PrintOptionsForm({
  orders,
  options,
  onChange,
}: {
  orders: readonly PrintableOrder[];
  options: PrintOptions;
  onChange: (options: PrintOptions) => void;
}) {
  const shown = effectivePrintOptions(options);
  const pickList = options.choice === 'pickSlips';
  const summary = printSummary(orders, options);
  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={3}>
        <FormField label="Print">
          <RadioGroup
            value={options.choice}
            onChange={(e) => onChange({ ...options, choice: e.detail.value as PrintChoice })}
            items={PRINT_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
          />
        </FormField>
        <FormField label="Label size" description={shown.format === 'zpl' ? ZPL_NOTE : undefined}>
          <RadioGroup
            value={shown.labelSize}
            onChange={(e) => onChange({ ...options, labelSize: e.detail.value as LabelSize })}
            items={SIZE_ITEMS.map((item) => ({ ...item, disabled: shown.format === 'zpl' }))}
          />
        </FormField>
        <FormField label="Format" description={pickList ? PICK_LIST_NOTE : undefined}>
          <RadioGroup
            value={shown.format}
            onChange={(e) => onChange({ ...options, format: e.detail.value as PrintFormat })}
            items={[
              { value: 'pdf', label: 'PDF' },
              {
                value: 'zpl',
                label: 'ZPL',
                description: 'Thermal printers, 203 dpi, 4x6 in',
                disabled: pickList,
              },
            ]}
          />
        </FormField>
      </ColumnLayout>
      <Alert type={summary.skipped ? 'warning' : 'info'} header={summary.headline}>
        {summary.skipped ?? 'Every selected order is included.'}
      </Alert>
    </SpaceBetween>
  );
}
