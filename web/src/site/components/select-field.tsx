import { useId, type SelectHTMLAttributes } from 'react';
import { fieldId } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Shown first with an empty value, so no option is chosen for the visitor. */
  placeholder?: string;
  error?: string;
}

export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  placeholder,
  error,
  ...select
}: SelectFieldProps) {
  const errorId = useId();
  return (
    <div className="site-field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <select
        {...select}
        id={fieldId(name)}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`site-input site-select${error ? ' site-input-invalid' : ''}`}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="site-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
