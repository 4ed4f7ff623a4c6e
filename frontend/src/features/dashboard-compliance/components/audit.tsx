import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatUkDateTime } from '@/lib/format';
import { fetchExport, useAudit } from '../api/compliance';
import { actorText } from '../utils/compliance-copy';
import { Empty, Loaded } from './states';
import { problemsOf } from '@/lib/field-errors';

const PAGE_SIZE = 50;

/** "Export CSV" for a date range: fetched with the officer's token, then a download link. */
function ExportForm() {
  const [range, setRange] = useState({ from: '', to: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [file, setFile] = useState<{ url: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!range.from) found.from = 'Enter the first day';
    if (!range.to) found.to = 'Enter the last day';
    if (range.from && range.to && range.from > range.to)
      found.to = 'must be on or after the first day';
    setProblems(found);
    setFormProblem(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const blob = await fetchExport(range.from, range.to);
      setFile({
        url: URL.createObjectURL(blob),
        name: `compliance-${range.from}-to-${range.to}.csv`,
      });
    } catch (error) {
      const refused = problemsOf(error, ['from', 'to']);
      setProblems(refused.fields);
      setFormProblem(refused.form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form card" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3>Export CSV</h3>
      <p>Orders over the thresholds, holds and decisions, for an HMRC visit.</p>
      <TextField
        label="From"
        type="date"
        error={problems.from}
        value={range.from}
        onChange={(event) => setRange((now) => ({ ...now, from: event.target.value }))}
      />
      <TextField
        label="To"
        type="date"
        error={problems.to}
        value={range.to}
        onChange={(event) => setRange((now) => ({ ...now, to: event.target.value }))}
      />
      {formProblem ? (
        <p className="form-error" role="alert">
          {formProblem}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
        Prepare the export
      </Button>
      {file ? (
        <p>
          <a href={file.url} download={file.name}>
            Download {file.name}
          </a>
        </p>
      ) : null}
    </form>
  );
}

/** /dashboard/compliance/audit: the append-only audit log, paged, and the CSV export. */
export function AuditView() {
  useDocumentTitle('Audit log');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const read = useAudit(page);
  const pageLink = (n: number) =>
    n === 1
      ? paths.dashboard('compliance/audit')
      : `${paths.dashboard('compliance/audit')}?page=${n}`;
  return (
    <div className="compliance-screen">
      <h2>Audit log</h2>
      <ExportForm />
      <Loaded read={read} what="the audit log">
        {({ entries, total }) => {
          const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
          if (entries.length === 0) return <Empty>Nothing has been recorded yet.</Empty>;
          return (
            <>
              <table className="orders-table compliance-table">
                <caption>
                  Audit log, page {page} of {pages}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">What</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Detail</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatUkDateTime(entry.at)}</td>
                      <td>{actorText(entry.by)}</td>
                      <td>{entry.action}</td>
                      <td>{entry.subject}</td>
                      <td>{entry.detail ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <nav className="compliance-pages" aria-label="Audit log pages">
                {page > 1 ? <Link to={pageLink(page - 1)}>Previous</Link> : null}
                <span>
                  Page {page} of {pages}
                </span>
                {page < pages ? <Link to={pageLink(page + 1)}>Next</Link> : null}
              </nav>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
