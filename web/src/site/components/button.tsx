import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Disables the button and says so while a request is under way. */
  loading?: boolean;
}

export function Button({ variant = 'secondary', loading, disabled, className, children, ...button }: ButtonProps) {
  return (
    <button
      type="button"
      {...button}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={['site-button', `site-button-${variant}`, className].filter(Boolean).join(' ')}
    >
      {loading && <span className="site-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
