import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A label, a control, an optional hint and an inline error; the error is tied to the control
 * (aria-invalid, aria-describedby) so screen readers read it with the field.
 */
export function FieldShell({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div
      className={['field', error ? 'field--invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input (a text input unless `type` says otherwise) with an optional hint and an inline error. */
export function TextField({
  label,
  hint,
  error,
  ref,
  className,
  ...inputProps
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input ref={ref} className="field__input" type="text" {...control} {...inputProps} />
      )}
    </FieldShell>
  );
}
