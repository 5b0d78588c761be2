import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>,
  'onChange' | 'value' | 'id'
> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message (the spec's wording); shown under it and announced with it. */
  error?: string;
  hint?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}

/** The DOM id of a form field, so a FormErrorSummary line can link to it. */
export const fieldId = (name: string) => `field-${name}`;

export function TextField({ label, name, value, onChange, error, hint, rows, ...input }: TextFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id: fieldId(name),
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `site-input${error ? ' site-input-invalid' : ''}`,
  };
  return (
    <div className="site-field">
      <label htmlFor={fieldId(name)}>{label}</label>
      {hint && (
        <p id={hintId} className="site-field-hint">
          {hint}
        </p>
      )}
      {rows ? (
        <textarea {...input} {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type="text" {...input} {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className="site-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
