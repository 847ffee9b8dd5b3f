import type { ReactNode } from 'react';

/**
 * A labelled field of the login form with its message below, in antd Form's vertical look (label above, red text
 * under the input) without antd's Form. `htmlFor` ties the label to the input, so it is named for screen readers.
 */
export function LoginField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="login-field">
      <label className="login-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <div className="login-field-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
