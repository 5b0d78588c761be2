import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/button';
import { FormErrorSummary, type FormError } from '../../components/form-error-summary';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import type { CalculatorErrors, CalculatorForm } from './calculator-form-state';

const LABELS: Record<keyof CalculatorForm, string> = {
  shipFrom: 'From ZIP',
  shipTo: 'To ZIP or postal code',
  addressType: 'Address type',
  length: 'Length',
  width: 'Width',
  height: 'Height',
  dimensionUnits: 'Dimension units',
  weight: 'Weight',
  weightUnits: 'Weight units',
  insurance: 'Insurance (declared value, $)',
};

const ADDRESS_TYPES = [
  { value: 'Residence', label: 'Residential' },
  { value: 'Business', label: 'Commercial' },
];
const LENGTH_UNITS = [
  { value: 'in', label: 'in' },
  { value: 'cm', label: 'cm' },
];
const WEIGHT_UNITS = [
  { value: 'lb', label: 'lb' },
  { value: 'oz', label: 'oz' },
  { value: 'kg', label: 'kg' },
  { value: 'g', label: 'g' },
];

export function CalculatorFormView({
  form,
  errors,
  loading,
  onChange,
  onSubmit,
  children,
}: {
  form: CalculatorForm;
  errors: CalculatorErrors;
  loading: boolean;
  onChange: (patch: Partial<CalculatorForm>) => void;
  onSubmit: () => void;
  /** Shown above the button (the human check). */
  children?: ReactNode;
}) {
  const summary: FormError[] = (Object.keys(LABELS) as (keyof CalculatorForm)[]).flatMap((field) =>
    errors[field] ? [{ field, message: `${LABELS[field]}: ${errors[field]}` }] : [],
  );
  const text = (field: keyof CalculatorForm, extra: { inputMode?: 'numeric' | 'decimal'; hint?: string } = {}) => (
    <TextField
      label={LABELS[field]}
      name={field}
      value={form[field]}
      error={errors[field]}
      onChange={(value) => onChange({ [field]: value })}
      {...extra}
    />
  );
  type Choice = 'addressType' | 'dimensionUnits' | 'weightUnits';
  const select = <F extends Choice>(field: F, options: { value: string; label: string }[]) => (
    <SelectField
      label={LABELS[field]}
      name={field}
      value={form[field]}
      options={options}
      onChange={(value) => onChange({ [field]: value as CalculatorForm[F] })}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="site-form calculator-form" noValidate onSubmit={submit} aria-label="Rate calculator">
      <FormErrorSummary errors={summary} />
      <div className="calculator-row">
        {text('shipFrom', { inputMode: 'numeric', hint: 'US ZIP the parcel ships from' })}
        {text('shipTo', { hint: 'US ZIP, Canadian or UK postal code' })}
        {select('addressType', ADDRESS_TYPES)}
      </div>
      <div className="calculator-row calculator-row-dims">
        {text('length', { inputMode: 'decimal' })}
        {text('width', { inputMode: 'decimal' })}
        {text('height', { inputMode: 'decimal' })}
        {select('dimensionUnits', LENGTH_UNITS)}
      </div>
      <div className="calculator-row">
        {text('weight', { inputMode: 'decimal' })}
        {select('weightUnits', WEIGHT_UNITS)}
        {text('insurance', { inputMode: 'decimal', hint: 'Leave blank for none' })}
      </div>
      {children}
      <div>
        <Button type="submit" variant="primary" loading={loading}>
          Compare rates
        </Button>
      </div>
    </form>
  );
}
