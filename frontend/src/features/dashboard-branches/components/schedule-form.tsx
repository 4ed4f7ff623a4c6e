import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { CollectionBranch } from '@fx/contracts';
import { weeklyHoursLine } from '@fx/contracts/web';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useSaveSchedule } from '../api/save-branch';
import { draftOf, problemsOf, scheduleInputOf } from '../utils/schedule-draft';
import type { ScheduleDraft, ScheduleProblems } from '../utils/schedule-draft';
import { ClosuresFields } from './closures-fields';
import { WeeklyHoursFields } from './weekly-hours-fields';

/** The same-day cut-off: a time, or no collection on the day an order is placed. */
function CutoffFields({
  draft,
  problem,
  onChange,
}: {
  draft: ScheduleDraft;
  problem: string | undefined;
  onChange: (next: Pick<ScheduleDraft, 'sameDay' | 'cutoff'>) => void;
}) {
  const id = useId();
  return (
    <div className="branch-cutoff">
      <label className="branch-cutoff__toggle">
        <input
          type="checkbox"
          checked={draft.sameDay}
          onChange={(event) => onChange({ ...draft, sameDay: event.target.checked })}
        />
        Same-day collection
      </label>
      <div className={`field${problem ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={id}>
          Orders placed before
        </label>
        <input
          id={id}
          className="field__input branch-hours__time"
          type="time"
          value={draft.cutoff}
          disabled={!draft.sameDay}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange({ ...draft, cutoff: event.target.value })}
        />
        <p id={`${id}-hint`} className="field__hint">
          {draft.sameDay
            ? 'can be collected the same day; later ones from the next opening.'
            : 'No same-day collection: orders are ready from the next opening day.'}
        </p>
        {problem ? (
          <p id={`${id}-error`} className="field__error">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A branch's opening hours, same-day cut-off and closed days: edited together and saved as one
 * schedule; the server's refusals show beside the fields they name.
 */
export function ScheduleForm({ branch }: { branch: CollectionBranch }) {
  const toast = useToast();
  const save = useSaveSchedule();
  const idPrefix = useId();
  const [draft, setDraft] = useState(() => draftOf(branch.schedule));
  const [problems, setProblems] = useState<ScheduleProblems>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const edit = (next: ScheduleDraft) => {
    setDraft(next);
    setSaved(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setProblems({});
    try {
      const answer = await save(branch.id, scheduleInputOf(draft));
      setDraft(draftOf(answer.schedule));
      const line = `Saved: ${weeklyHoursLine(answer.schedule.weekly)}`;
      setSaved(line);
      toast.success(`Opening hours saved for ${answer.name}`);
    } catch (error) {
      const details = isApiError(error) ? (error.details ?? []) : [];
      const found = problemsOf(details);
      if (Object.keys(found).length === 0) {
        found.form = error instanceof Error ? error.message : 'The hours could not be saved.';
      }
      setProblems(found);
      toast.error('The opening hours were not saved');
    } finally {
      setSaving(false);
    }
  }

  const formProblem = [problems.form, problems.weekly].filter(Boolean).join('; ');
  return (
    <form className="branch-schedule" noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className="branch-schedule__group">
        <legend className="branch-schedule__legend">Opening hours</legend>
        <WeeklyHoursFields
          idPrefix={idPrefix}
          weekly={draft.weekly}
          problems={problems}
          onChange={(day, hours) => edit({ ...draft, weekly: { ...draft.weekly, [day]: hours } })}
        />
      </fieldset>
      <fieldset className="branch-schedule__group">
        <legend className="branch-schedule__legend">Same-day cut-off</legend>
        <CutoffFields
          draft={draft}
          problem={problems.sameDayCutoff}
          onChange={(next) => edit({ ...draft, ...next })}
        />
      </fieldset>
      <fieldset className="branch-schedule__group">
        <legend className="branch-schedule__legend">Closed days and holidays</legend>
        <ClosuresFields
          closures={draft.closures}
          problems={problems}
          onChange={(closures) => edit({ ...draft, closures })}
        />
      </fieldset>
      {formProblem ? (
        <p className="form-error" role="alert">
          {formProblem}
        </p>
      ) : null}
      <div className="branch-schedule__actions">
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving…' : 'Save opening hours'}
        </Button>
        <p className="branch-schedule__saved" role="status">
          {saved}
        </p>
      </div>
    </form>
  );
}
