import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ConfirmOutcome } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { FieldShell, TextField } from '@/components/ui/text-field';
import { problemsOf } from '@/lib/field-errors';

export type DecisionField = {
  name: string;
  label: string;
  kind: 'text' | 'date' | 'reason' | 'checkbox';
  hint?: string;
  /** Shown when left empty; checkboxes are never required. */
  required?: string;
};

export type DecisionValues = Record<string, string | boolean>;

/** The reason every decision needs (the API wants at least 3 characters). */
export const REASON: DecisionField = {
  name: 'reason',
  label: 'Reason',
  kind: 'reason',
  required: 'Give the reason',
};

/**
 * An officer's decision: its fields (a reason at least), checked here first, then "Are you
 * sure?", then the call. A 422 puts the server's words at the fields it names; any other refusal
 * (403, 409) is shown in the dialog as the server said it.
 */
export function DecisionForm({
  title,
  fields,
  submitLabel,
  confirmTitle,
  confirmText,
  doneText,
  destructive = false,
  onSubmit,
}: {
  title: string;
  fields: DecisionField[];
  submitLabel: string;
  confirmTitle: string;
  confirmText: string;
  doneText: string;
  destructive?: boolean;
  onSubmit: (values: DecisionValues) => Promise<unknown>;
}) {
  const [values, setValues] = useState<DecisionValues>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.kind === 'checkbox' ? false : ''])),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(null);

  function ask(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of fields) {
      const value = values[field.name];
      if (field.required && typeof value === 'string' && value.trim() === '')
        found[field.name] = field.required;
      if (field.kind === 'reason' && typeof value === 'string' && value.trim().length > 0) {
        if (value.trim().length < 3) found[field.name] = 'Give the reason';
      }
    }
    setProblems(found);
    if (Object.keys(found).length === 0) setAsking(true);
  }

  async function confirm() {
    setPending(true);
    try {
      const trimmed = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [
          key,
          typeof value === 'string' ? value.trim() : value,
        ]),
      );
      await onSubmit(trimmed);
      setOutcome({ tone: 'success', title: 'Done', description: <p>{doneText}</p> });
    } catch (error) {
      const refused = problemsOf(
        error,
        fields.map((field) => field.name),
      );
      setProblems(refused.fields);
      if (refused.form) {
        setOutcome({ tone: 'error', title: 'Not done', description: <p>{refused.form}</p> });
      } else setAsking(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form card compliance-decision" noValidate aria-label={title} onSubmit={ask}>
      <h3>{title}</h3>
      {fields.map((field) =>
        field.kind === 'checkbox' ? (
          <FieldShell key={field.name} label={field.label} className="field--check">
            {(control) => (
              <input
                type="checkbox"
                {...control}
                checked={values[field.name] === true}
                onChange={(event) =>
                  setValues((now) => ({ ...now, [field.name]: event.target.checked }))
                }
              />
            )}
          </FieldShell>
        ) : field.kind === 'reason' ? (
          <TextAreaField
            key={field.name}
            label={field.label}
            hint={field.hint}
            rows={3}
            maxLength={2000}
            error={problems[field.name]}
            value={String(values[field.name] ?? '')}
            onChange={(event) => setValues((now) => ({ ...now, [field.name]: event.target.value }))}
          />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            hint={field.hint}
            type={field.kind}
            maxLength={100}
            error={problems[field.name]}
            value={String(values[field.name] ?? '')}
            onChange={(event) => setValues((now) => ({ ...now, [field.name]: event.target.value }))}
          />
        ),
      )}
      <Button type="submit" variant="secondary" className={destructive ? 'btn--danger' : undefined}>
        {submitLabel}
      </Button>
      <ConfirmDialog
        open={asking}
        title={confirmTitle}
        description={<p>{confirmText}</p>}
        confirmLabel={submitLabel}
        destructive={destructive}
        pending={pending}
        outcome={outcome}
        onConfirm={() => void confirm()}
        onClose={() => {
          setAsking(false);
          setOutcome(null);
        }}
      />
    </form>
  );
}
