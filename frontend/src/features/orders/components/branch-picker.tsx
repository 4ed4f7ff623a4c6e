import type { Way } from '@fx/contracts';
import type { Collection } from '@/features/orders/hooks/use-collection';
import { CollectionDayField } from './collection-day-field';

const QUESTION: Record<Way, string> = {
  collect: 'Where will you collect?',
  sell: 'Where will you bring your currency?',
};

/**
 * Step 1's collection point and day. With one branch it is chosen for the customer and shown as
 * text; with several, a list (with Try again when it could not be loaded). `invalid` marks the
 * branch list when none was chosen; `dayInvalid` the day when none was.
 */
export function BranchPicker({
  way,
  collection,
  invalid,
  dayInvalid,
  onChange,
  onChooseDay,
  withDay = true,
}: {
  way: Way;
  collection: Collection;
  invalid: boolean;
  dayInvalid: boolean;
  onChange: (branchId: string) => void;
  onChooseDay: (day: string) => void;
  /** False for a delivered order: no day to come to the branch. */
  withDay?: boolean;
}) {
  const { branches, branch } = collection;
  // A delivered order is sent from the branch, not collected there.
  const question = withDay ? QUESTION[way] : 'Which branch will send it?';
  return (
    <section className="card collection" aria-labelledby="branch-title">
      <h2 id="branch-title" className="purchase__section-title">
        {withDay ? 'Collection point' : 'Sending branch'}
      </h2>
      {collection.choosing ? (
        <div className={`field${invalid ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="branch">
            {question}
          </label>
          <select
            id="branch"
            className="field__input"
            value={branch?.id ?? ''}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid || undefined}
          >
            <option value="">Choose a branch</option>
            {branches.data?.branches.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}, {option.address}, {option.phone}
              </option>
            ))}
          </select>
          {branch ? <p className="field__hint">Open {branch.openingHours}</p> : null}
        </div>
      ) : branch ? (
        <div className="collection__branch">
          <p className="field__label">{question}</p>
          <p className="collection__branch-name">{branch.name}</p>
          <p className="collection__branch-line">
            {branch.address} · {branch.phone}
          </p>
          <p className="field__hint">Open {branch.openingHours}</p>
        </div>
      ) : branches.error ? (
        <p className="field__error" role="alert">
          We couldn&apos;t load our branches.{' '}
          <button type="button" className="link-button" onClick={() => void branches.mutate()}>
            Try again
          </button>
        </p>
      ) : branches.data ? (
        <p className="field__error" role="alert">
          No branch takes orders online at the moment.
        </p>
      ) : (
        <p className="field__hint" role="status">
          Loading our branch…
        </p>
      )}
      {withDay ? (
        <CollectionDayField
          way={way}
          collection={collection}
          invalid={dayInvalid}
          onChange={onChooseDay}
        />
      ) : null}
    </section>
  );
}
