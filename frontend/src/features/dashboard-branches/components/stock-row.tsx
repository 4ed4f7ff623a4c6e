import { useId, useState } from 'react';
import type { PricedCurrency, StockLevel, StockStatus } from '@fx/contracts';
import { MAX_LEAD_DAYS, STOCK_STATUSES } from '@fx/contracts/web';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { formatUpdatedAt } from '@/lib/format';
import { useSaveStock } from '../api/save-branch';
import { STATUS_LABEL, USUAL_LEAD_DAYS, describeLevel } from '../utils/stock-copy';

/** What the row says beside its Save: this tab saved it, or someone else changed it. */
export type RowNote = { kind: 'saved' } | { kind: 'remote'; by: string; at: string };

function noteText(note: RowNote | undefined): string | null {
  if (!note) return null;
  if (note.kind === 'saved') return 'Saved';
  return `Changed by ${note.by} at ${formatUpdatedAt(note.at)}`;
}

function sameLevel(a: StockLevel, b: StockLevel): boolean {
  return a.status === b.status && a.leadDays === b.leadDays;
}

/**
 * One currency at the branch: its status and, for an order-in currency, the lead time; saved on
 * its own, with the outcome in the row. Keyed by the saved level, so a change made elsewhere
 * replaces what the row shows.
 */
export function StockRow({
  branchId,
  currency,
  level,
  note,
  onSaved,
}: {
  branchId: string;
  currency: PricedCurrency;
  level: StockLevel;
  note: RowNote | undefined;
  onSaved: () => void;
}) {
  const toast = useToast();
  const save = useSaveStock();
  const id = useId();
  const [status, setStatus] = useState<StockStatus>(level.status);
  const [leadDays, setLeadDays] = useState(String(level.leadDays || USUAL_LEAD_DAYS));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const wanted: StockLevel = {
    status,
    leadDays: status === 'order_in' ? Number(leadDays) : 0,
  };
  const changed = !sameLevel(wanted, level);

  async function onSave() {
    setSaving(true);
    setProblem(null);
    try {
      await save(branchId, currency.code, wanted);
      toast.success(`${currency.code}: ${describeLevel(wanted)}`);
      onSaved();
    } catch (error) {
      const details = isApiError(error) ? (error.details ?? []) : [];
      const reason = details.map((detail) => detail.message).join('; ');
      setProblem(reason || (error instanceof Error ? error.message : 'Not saved'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <tr className={note?.kind === 'remote' ? 'is-flash is-flash-up' : undefined}>
      <th scope="row">
        <span className="admin-currency">
          <span className="admin-currency__code">{currency.code}</span>
          <span className="admin-currency__name">{currency.name}</span>
        </span>
      </th>
      <td data-label="Status">
        <select
          className="field__input stock-row__status"
          aria-label={`${currency.code} stock`}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as StockStatus);
            setProblem(null);
          }}
        >
          {STOCK_STATUSES.map((each) => (
            <option key={each} value={each}>
              {STATUS_LABEL[each]}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Lead time">
        {status === 'order_in' ? (
          <span className="stock-row__lead">
            <input
              className="field__input stock-row__days"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LEAD_DAYS}
              aria-label={`${currency.code} lead time in days`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-note` : undefined}
              value={leadDays}
              onChange={(event) => setLeadDays(event.target.value)}
            />
            days
          </span>
        ) : (
          <span className="stock-row__none">—</span>
        )}
      </td>
      <td data-label="" className="admin-table__action">
        <Button
          size="sm"
          variant={changed ? 'secondary' : 'outline'}
          disabled={!changed || saving}
          aria-busy={saving || undefined}
          aria-label={`Save ${currency.code}`}
          onClick={() => void onSave()}
        >
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <span
          id={`${id}-note`}
          className={`stock-row__note${problem ? ' field__error' : ''}`}
          role={problem ? 'alert' : 'status'}
        >
          {problem ?? noteText(note)}
        </span>
      </td>
    </tr>
  );
}
