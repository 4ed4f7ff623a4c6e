import { useId, useState } from 'react';
import type { CollectionBranch, StockChanged } from '@fx/contracts';
import { COLLECTION_HORIZON_DAYS } from '@fx/contracts/web';
import { DashLoading } from '@/components/layout/dash-loading';
import { ErrorPanel, retryProps } from '@/components/ui/error-panel';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { useCurrencies } from '@/lib/get-currencies';
import { useBranches } from '@/lib/get-branches';
import { useLiveStock } from '../hooks/use-live-stock';
import { ScheduleForm } from './schedule-form';
import { StockTable } from './stock-table';
import type { RowNote } from './stock-row';
import '@/styles/dashboard-admin.css';
import '@/styles/dashboard-orders.css';
import '@/styles/dashboard-branches.css';

/** Notes by branch, then by currency. */
type Notes = Record<string, Record<string, RowNote>>;

function BranchPicker({
  branches,
  value,
  onChange,
}: {
  branches: CollectionBranch[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="field branch-picker">
      <label className="field__label" htmlFor={id}>
        Branch
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {branches.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The stock card: the currencies on sale (the public rate table) against the branch's levels. */
function StockCard({
  branch,
  notes,
  onSaved,
}: {
  branch: CollectionBranch;
  notes: Record<string, RowNote>;
  onSaved: (currency: string) => void;
}) {
  const titleId = useId();
  const rates = useCurrencies();
  return (
    <section className="card dash-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="dash-card__title">
        Stock
      </h3>
      <p className="dash-card__lead">
        In stock: ready from the next collection day. Order in: the collection days start after the
        lead time. Unavailable: customers cannot order it here.
      </p>
      {rates.error && !rates.data ? (
        <ErrorPanel
          headingLevel={3}
          title="We couldn't load the currencies"
          {...retryProps(rates)}
        />
      ) : !rates.data ? (
        <DashLoading>Loading the currencies…</DashLoading>
      ) : (
        <StockTable
          branch={branch}
          currencies={rates.data.currencies}
          notes={notes}
          onSaved={onSaved}
        />
      )}
    </section>
  );
}

/** The Branches screen's body: per branch, its opening hours and its stock, kept live. */
export function BranchesManager() {
  const branches = useBranches();
  const [chosen, setChosen] = useState<string | null>(null);
  const [notes, setNotes] = useState<Notes>({});
  const scheduleTitleId = useId();

  const note = (branchId: string, currency: string, value: RowNote) =>
    setNotes((all) => ({ ...all, [branchId]: { ...all[branchId], [currency]: value } }));
  const { connected } = useLiveStock((change: StockChanged) =>
    note(change.branchId, change.currency, {
      kind: 'remote',
      by: change.changedBy.id ?? 'another member of staff',
      at: change.changedAt,
    }),
  );

  if (branches.error && !branches.data) {
    return (
      <ErrorPanel
        headingLevel={3}
        title="We couldn't load the branches"
        {...retryProps(branches)}
      />
    );
  }
  if (!branches.data) return <DashLoading>Loading the branches…</DashLoading>;
  const list = branches.data.branches;
  const branch = list.find((each) => each.id === chosen) ?? list[0];
  if (!branch) {
    return <p className="branch-stock__none">There are no active branches.</p>;
  }

  return (
    <div className="branches-manager">
      <div className="branches-manager__bar">
        {list.length > 1 ? (
          <BranchPicker branches={list} value={branch.id} onChange={setChosen} />
        ) : (
          <p className="branches-manager__name">{branch.name}</p>
        )}
        <LiveIndicator
          connected={connected}
          liveTitle="Stock changed by other staff shows here as it happens."
        />
      </div>
      <section className="card dash-card" aria-labelledby={scheduleTitleId}>
        <h3 id={scheduleTitleId} className="dash-card__title">
          Opening hours and closed days
        </h3>
        <p className="dash-card__lead">
          The collection days customers are offered follow these: open days only, from the next
          opening (or today, before the cut-off), up to {COLLECTION_HORIZON_DAYS} days ahead.
        </p>
        <ScheduleForm key={branch.id} branch={branch} />
      </section>
      <StockCard
        key={branch.id}
        branch={branch}
        notes={notes[branch.id] ?? {}}
        onSaved={(currency) => note(branch.id, currency, { kind: 'saved' })}
      />
    </div>
  );
}
