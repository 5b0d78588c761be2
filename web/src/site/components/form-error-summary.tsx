import { useEffect, useRef } from 'react';
import { fieldId } from './text-field';

export interface FormError {
  /** The field's name (links the line to it); absent for a form-level error. */
  field?: string;
  message: string;
}

/** The spec's one notice over a form's problems (accounts §5), followed by one line each. */
export const FORM_ERRORS_HEADING = 'Please Address Following Issues:';

/** Lists a form's problems above it and takes focus when they appear, so keyboard and screen-reader users hear them. */
export function FormErrorSummary({
  errors,
  heading = FORM_ERRORS_HEADING,
}: {
  errors: readonly FormError[];
  heading?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, errors]);
  if (!shown) return null;
  return (
    <div ref={ref} className="site-error-summary" role="alert" tabIndex={-1}>
      <p className="site-error-summary-heading">{heading}</p>
      <ul>
        {errors.map((error, i) => (
          <li key={`${error.field ?? ''}-${i}`}>
            {error.field ? <a href={`#${fieldId(error.field)}`}>{error.message}</a> : error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
