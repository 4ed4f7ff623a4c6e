import { useState } from 'react';
import type { FormEvent } from 'react';
import type { SiteEditField, SiteSettings } from '@fx/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useSaveSiteEdits } from '../api/admin-site';
import { SITE_FIELD_LABELS, editsBetween, problemsOf, valuesOf } from './site-fields';
import type { SiteFieldValues } from './site-fields';

const HINTS: Partial<Record<SiteEditField, string>> = {
  tagline: 'The line under the brand in the footer.',
  facebook: 'Leave empty to show no Facebook icon.',
  instagram: 'Leave empty to show no Instagram icon.',
  x: 'Leave empty to show no X icon.',
  moneyTransfersUrl:
    'The Money Transfers page links here; empty: it asks customers to call instead.',
};

/** The details staff may change; only what changed is sent, and each change is recorded. */
export function SiteSettingsForm({ site }: { site: SiteSettings }) {
  const toast = useToast();
  const save = useSaveSiteEdits();
  const [saved, setSaved] = useState<SiteFieldValues>(() => valuesOf(site));
  const [values, setValues] = useState<SiteFieldValues>(saved);
  const [problems, setProblems] = useState<Partial<Record<SiteEditField, string>>>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormProblem(null);
    const found = problemsOf(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const edits = editsBetween(saved, values);
    if (Object.keys(edits).length === 0) {
      setFormProblem('Nothing has changed.');
      return;
    }
    setSaving(true);
    try {
      const answer = await save(edits);
      const now = valuesOf(answer.site);
      setSaved(now);
      setValues(now);
      toast.success('Site settings saved');
    } catch (error) {
      const fieldProblems: Partial<Record<SiteEditField, string>> = {};
      for (const detail of isApiError(error) ? (error.details ?? []) : []) {
        if (detail.field in SITE_FIELD_LABELS)
          fieldProblems[detail.field as SiteEditField] = detail.message;
      }
      setProblems(fieldProblems);
      if (Object.keys(fieldProblems).length === 0)
        setFormProblem(error instanceof Error ? error.message : 'The settings could not be saved.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="form site-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {(Object.keys(SITE_FIELD_LABELS) as SiteEditField[]).map((field) => (
        <TextField
          key={field}
          label={SITE_FIELD_LABELS[field]}
          hint={HINTS[field]}
          error={problems[field]}
          type={field === 'tagline' ? 'text' : 'url'}
          inputMode={field === 'tagline' ? 'text' : 'url'}
          placeholder={field === 'tagline' ? undefined : 'https://'}
          value={values[field]}
          maxLength={field === 'tagline' ? 200 : 300}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        />
      ))}
      {formProblem ? (
        <p className="form-error" role="alert">
          {formProblem}
        </p>
      ) : null}
      <div className="site-form__actions">
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={saving}
          onClick={() => {
            setValues(saved);
            setProblems({});
            setFormProblem(null);
          }}
        >
          Undo my edits
        </Button>
      </div>
    </form>
  );
}
