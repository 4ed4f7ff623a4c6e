import type { Way } from '@fx/contracts';
import {
  COLLECTION_HORIZON_DAYS,
  OrderMessages,
  dayLabel,
  relativeDayLabel,
} from '@fx/contracts/web';
import type { Collection } from '@/features/orders/hooks/use-collection';

/** "Thursday 26 November", with "(today)" or "(tomorrow)" where it is. */
function dayOption(day: string, now: Date): string {
  const relative = relativeDayLabel(day, now);
  const near = relative === 'today' || relative === 'tomorrow' ? ` (${relative})` : '';
  return `${dayLabel(day)}${near}`;
}

const HINT: Record<Way, string> = {
  collect: 'The day you will collect your currency from the branch.',
  sell: 'The day you will bring your currency to the branch.',
};

/**
 * "Collection day": the days the branch can hand the order over (or take the currency in), from
 * the branch's week, its closed days and same-day cut-off and the order's lead time. Days it is
 * closed are simply not offered. The message of a day refused (by step 1 or the server) shows here.
 */
export function CollectionDayField({
  way,
  collection,
  invalid,
  onChange,
}: {
  way: Way;
  collection: Collection;
  invalid: boolean;
  onChange: (day: string) => void;
}) {
  const { branch, days, leadDays, dayProblem } = collection;
  const now = new Date();
  const first = days[0];
  const error = dayProblem ?? (invalid ? OrderMessages.collectionDate : null);
  let hint = HINT[way];
  if (leadDays > 0 && first) {
    hint = `Some of your currency is ordered in for you, so the first collection day is ${dayLabel(first)}.`;
  }
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor="collection-day">
        Collection day
      </label>
      <select
        id="collection-day"
        className="field__input"
        value={collection.collectionDate}
        disabled={!branch || days.length === 0}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`collection-day-hint${error ? ' collection-day-error' : ''}`}
      >
        <option value="">{branch ? 'Choose a day' : 'Choose a branch first'}</option>
        {days.map((day) => (
          <option key={day} value={day}>
            {dayOption(day, now)}
          </option>
        ))}
      </select>
      <p id="collection-day-hint" className="field__hint">
        {branch && days.length === 0
          ? `The branch has no opening in the next ${COLLECTION_HORIZON_DAYS} days for this order. Please call it on ${branch.phone}.`
          : hint}
      </p>
      {error ? (
        <p id="collection-day-error" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
