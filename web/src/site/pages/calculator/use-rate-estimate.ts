import { useCallback, useState } from 'react';
import { RATE_ESTIMATES_PATH, rateEstimateRequestSchema, type RateEstimateView } from '#api/rate-estimates';
import { fieldErrorsOf } from '#domain/validation/field-errors.rules';
import {
  HUMAN_CHECK_PATH,
  formErrorsOf,
  requestOf,
  type CalculatorErrors,
  type CalculatorForm,
} from './calculator-form-state';

export type EstimateState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'invalid'; errors: CalculatorErrors; humanCheck?: string }
  | { status: 'failed'; message: string }
  | { status: 'done'; view: RateEstimateView };

const TOO_MANY = 'You have priced many parcels in a short time. Please wait a minute and try again.';
const UNAVAILABLE = 'Rates are unavailable right now. Please try again in a minute.';

/**
 * The quote: checked first with the same shared rules the route uses (the spec's messages without a
 * round trip), then asked of the public route; its 400 field messages and 429 are shown as they come.
 */
export function useRateEstimate() {
  const [state, setState] = useState<EstimateState>({ status: 'idle' });

  /** Resolves true when the route was asked (the human check's token is spent), false when the form stopped it. */
  const estimate = useCallback(async (form: CalculatorForm, humanCheckToken?: string): Promise<boolean> => {
    const body = requestOf(form, humanCheckToken);
    const checked = rateEstimateRequestSchema.safeParse(body);
    if (!checked.success) {
      setState({ status: 'invalid', errors: formErrorsOf(fieldErrorsOf(checked.error.issues, { rootKey: '' })) });
      return false;
    }
    setState({ status: 'loading' });
    try {
      const res = await fetch(RATE_ESTIMATES_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await res.json().catch(() => undefined);
      if (res.ok) setState({ status: 'done', view: answer as RateEstimateView });
      else if (res.status === 400 && answer?.fieldErrors)
        setState({
          status: 'invalid',
          errors: formErrorsOf(answer.fieldErrors),
          humanCheck: answer.fieldErrors[HUMAN_CHECK_PATH],
        });
      else setState({ status: 'failed', message: res.status === 429 ? TOO_MANY : UNAVAILABLE });
    } catch {
      setState({ status: 'failed', message: UNAVAILABLE });
    }
    return true;
  }, []);

  return { state, estimate };
}
