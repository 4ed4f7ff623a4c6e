import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell } from './text-field';

/** TextField's multi-line sibling: a labelled textarea with an optional hint and inline error. */
export function TextAreaField({
  label,
  hint,
  error,
  ref,
  className,
  rows = 6,
  ...textareaProps
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          className="field__input field__input--multiline"
          {...control}
          {...textareaProps}
        />
      )}
    </FieldShell>
  );
}
