import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Closure } from '@fx/contracts';
import { dayLabel } from '@fx/contracts/web';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { withClosure } from '../utils/schedule-draft';
import type { ScheduleProblems } from '../utils/schedule-draft';

/** "Friday 25 December 2026": a closed day with its year, since the list may run into the next. */
function closureDay(date: string): string {
  return `${dayLabel(date)} ${date.slice(0, 4)}`;
}

/** The date and reason of a closed day to add, checked here before it joins the list. */
function AddClosure({
  closures,
  onAdd,
}: {
  closures: Closure[];
  onAdd: (next: Closure[]) => void;
}) {
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ date?: string; reason?: string }>({});

  const add = () => {
    const found: { date?: string; reason?: string } = {};
    if (!date) found.date = 'Choose the day the branch is closed';
    if (!reason.trim()) found.reason = 'Say why the branch is closed';
    const next = found.date ? null : withClosure(closures, { date, reason: reason.trim() });
    if (!found.date && !next) found.date = 'This day is already in the list';
    setProblems(found);
    if (next && !found.reason) {
      onAdd(next);
      setDate('');
      setReason('');
    }
  };
  // Enter adds the day rather than saving the whole schedule.
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="branch-closures__add">
      <TextField
        label="Closed on"
        type="date"
        value={date}
        error={problems.date}
        onChange={(event) => setDate(event.target.value)}
        onKeyDown={addOnEnter}
      />
      <TextField
        label="Reason"
        placeholder="Christmas Day"
        maxLength={100}
        value={reason}
        error={problems.reason}
        onChange={(event) => setReason(event.target.value)}
        onKeyDown={addOnEnter}
      />
      <Button variant="outline" onClick={add}>
        Add closed day
      </Button>
    </div>
  );
}

/** Bank holidays and other days the branch is shut although its week says open. */
export function ClosuresFields({
  closures,
  problems,
  onChange,
}: {
  closures: Closure[];
  problems: ScheduleProblems;
  onChange: (next: Closure[]) => void;
}) {
  return (
    <div className="branch-closures">
      {problems.closures ? <p className="field__error">{problems.closures}</p> : null}
      {closures.length === 0 ? (
        <p className="branch-closures__empty">No closed days: the branch opens as its week says.</p>
      ) : (
        <ul className="branch-closures__list" aria-label="Closed days">
          {closures.map((closure, index) => {
            const problem = [
              problems[`closures.${index}`],
              problems[`closures.${index}.date`],
              problems[`closures.${index}.reason`],
            ]
              .filter(Boolean)
              .join('; ');
            return (
              <li key={closure.date} className="branch-closures__item">
                <span>
                  <strong>{closureDay(closure.date)}</strong> · {closure.reason}
                  {problem ? <span className="field__error">{problem}</span> : null}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${closureDay(closure.date)}`}
                  onClick={() => onChange(closures.filter((each) => each !== closure))}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <AddClosure closures={closures} onAdd={onChange} />
    </div>
  );
}
