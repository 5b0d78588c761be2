import type { RateEstimateRequest } from '#api/rate-estimates';

/** What the visitor typed, as text: numbers are parsed by the shared schema, which words the messages. */
export interface CalculatorForm {
  shipFrom: string;
  shipTo: string;
  addressType: 'Residence' | 'Business';
  length: string;
  width: string;
  height: string;
  dimensionUnits: 'in' | 'cm';
  weight: string;
  weightUnits: 'lb' | 'oz' | 'kg' | 'g';
  insurance: string;
}

export const EMPTY_CALCULATOR_FORM: CalculatorForm = {
  shipFrom: '',
  shipTo: '',
  addressType: 'Residence',
  length: '',
  width: '',
  height: '',
  dimensionUnits: 'in',
  weight: '',
  weightUnits: 'lb',
  insurance: '',
};

/** The route's body: the spec's Rate estimate shape (accounts §3). Blank insurance means none. */
export function requestOf(form: CalculatorForm, humanCheckToken?: string): RateEstimateRequest {
  return {
    ...(humanCheckToken ? { humanCheckToken } : {}),
    shipFrom: form.shipFrom,
    shipTo: form.shipTo,
    addressType: form.addressType,
    dimensions: { length: form.length, width: form.width, height: form.height, units: form.dimensionUnits },
    weight: { value: form.weight, units: form.weightUnits },
    insurance: form.insurance.trim() === '' ? 0 : form.insurance,
  } as unknown as RateEstimateRequest;
}

/** The schema's (and the API's) field paths → the form's field names. */
const FIELD_OF_PATH: Record<string, keyof CalculatorForm> = {
  shipFrom: 'shipFrom',
  shipTo: 'shipTo',
  addressType: 'addressType',
  'dimensions.length': 'length',
  'dimensions.width': 'width',
  'dimensions.height': 'height',
  'dimensions.units': 'dimensionUnits',
  'weight.value': 'weight',
  'weight.units': 'weightUnits',
  insurance: 'insurance',
};

/** The human check's message goes beside its widget, not on a field of the form. */
export const HUMAN_CHECK_PATH = 'humanCheckToken';

export type CalculatorErrors = Partial<Record<keyof CalculatorForm, string>>;

export function formErrorsOf(fieldErrors: Record<string, string>): CalculatorErrors {
  const errors: CalculatorErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = FIELD_OF_PATH[path];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
