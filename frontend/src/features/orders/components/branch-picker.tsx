import type { BranchList, Way } from '@fx/contracts';
import type { SWRResponse } from 'swr';
import type { ApiError } from '@/lib/api-client';

/**
 * Step 1's collection point: a branch from the list (with Try again when it could not be loaded),
 * and the chosen branch's opening hours. `invalid` marks the field when no branch was chosen.
 */
export function BranchPicker({
  way,
  branches,
  value,
  invalid,
  onChange,
}: {
  way: Way;
  branches: SWRResponse<BranchList, ApiError>;
  value: string;
  invalid: boolean;
  onChange: (branchId: string) => void;
}) {
  const branchList = branches.data?.branches ?? [];
  const chosen = branchList.find((branch) => branch.id === value);
  return (
    <section className="card" aria-labelledby="branch-title">
      <h2 id="branch-title" className="purchase__section-title">
        Collection point
      </h2>
      <div className={`field${invalid ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor="branch">
          {way === 'collect' ? 'Where will you collect?' : 'Where will you bring your currency?'}
        </label>
        <select
          id="branch"
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
        >
          <option value="">{branches.isLoading ? 'Loading branches…' : 'Choose a branch'}</option>
          {branchList.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}, {branch.address}, {branch.phone}
            </option>
          ))}
        </select>
        {branches.error ? (
          <p className="field__error">
            We couldn&apos;t load our branches.{' '}
            <button type="button" className="link-button" onClick={() => void branches.mutate()}>
              Try again
            </button>
          </p>
        ) : null}
        {chosen ? <p className="field__hint">Open {chosen.openingHours}</p> : null}
      </div>
    </section>
  );
}
