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
        <SelectField
          label={LABELS.addressType}
          name="addressType"
          value={form.addressType}
          options={ADDRESS_TYPES}
          onChange={(value) => onChange({ addressType: value as CalculatorForm['addressType'] })}
        />
      </div>
      <div className="calculator-row calculator-row-dims">
        {text('length', { inputMode: 'decimal' })}
        {text('width', { inputMode: 'decimal' })}
        {text('height', { inputMode: 'decimal' })}
        <SelectField
          label={LABELS.dimensionUnits}
          name="dimensionUnits"
          value={form.dimensionUnits}
          options={LENGTH_UNITS}
          onChange={(value) => onChange({ dimensionUnits: value as CalculatorForm['dimensionUnits'] })}
        />
      </div>
      <div className="calculator-row">
        {text('weight', { inputMode: 'decimal' })}
        <SelectField
          label={LABELS.weightUnits}
          name="weightUnits"
          value={form.weightUnits}
          options={WEIGHT_UNITS}
          onChange={(value) => onChange({ weightUnits: value as CalculatorForm['weightUnits'] })}
        />
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
