import type { SiteChange } from '@fx/contracts';
import { TableHead } from '@/components/ui/table-head';
import { formatUkDateTime } from '@/lib/format';
import { SITE_FIELD_LABELS } from './site-fields';

const COLUMNS = ['When', 'Who', 'Setting', 'From', 'To'] as const;

const shown = (value: string | null) => value ?? 'Not shown';

/** Who changed which detail when, newest first; each row a card on narrow screens. */
export function SiteChangesTable({ changes }: { changes: readonly SiteChange[] }) {
  if (changes.length === 0) {
    return (
      <p className="dash-card__lead">
        No changes yet: the site shows the details it was set up with.
      </p>
    );
  }
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--changes">
        <caption className="visually-hidden">Changes to the site settings, newest first</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {changes.map((change) => (
            <tr key={`${change.changedAt}-${change.field}`}>
              <td data-label="When">{formatUkDateTime(change.changedAt)}</td>
              <td data-label="Who" className="admin-table__text">
                {change.changedBy}
              </td>
              <th scope="row" data-label="Setting">
                {SITE_FIELD_LABELS[change.field]}
              </th>
              <td data-label="From" className="admin-table__text">
                {shown(change.from)}
              </td>
              <td data-label="To" className="admin-table__text">
                {shown(change.to)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
