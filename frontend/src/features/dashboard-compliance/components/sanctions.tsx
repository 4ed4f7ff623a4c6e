import { useState } from 'react';
import type { FormEvent } from 'react';
import type { SanctionsListStatus } from '@fx/contracts';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { api, isApiError } from '@/lib/api-client';
import { formatUkDateTime } from '@/lib/format';
import { COMPLIANCE, complianceKeys, useSanctionsList } from '../api/compliance';
import { ListStatus } from './officer-dashboard';
import { Loaded } from './states';

const FORMAT_LABEL = {
  uk_sanctions_list: 'UK Sanctions List (CSV)',
  ofsi_consolidated: "OFSI's consolidated list (ConList.csv)",
} as const;

/** Why an import was refused: the server's words, with the line and column it names. */
function refusalText(error: unknown): string {
  if (!isApiError(error)) return 'The file could not be imported.';
  const where = (error.details ?? []).map((detail) => detail.message).join('; ');
  return where && !error.message.includes(where) ? `${error.message} (${where})` : error.message;
}

/** The file's text (FileReader: every browser, and jsdom in the tests). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** "Import a list file": the officer's upload; a refused file leaves the list in force. */
function ImportForm() {
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!file) return setProblem('Choose the list file (CSV)');
    setProblem(null);
    setSending(true);
    try {
      const csv = await readText(file);
      const status = await api.post<SanctionsListStatus>(`${COMPLIANCE}/sanctions-list/import`, {
        csv,
      });
      await mutate(complianceKeys.list, status, { revalidate: false });
      void mutate(complianceKeys.dashboard);
      setDone(
        `Imported: ${status.entries.toLocaleString('en-GB')} entries. Open orders are screened again.`,
      );
    } catch (error) {
      setProblem(refusalText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="form card" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3>Import a list file</h3>
      <TextField
        label="List file"
        hint="The UK Sanctions List CSV or OFSI's ConList.csv"
        type="file"
        accept=".csv,text/csv"
        error={problem}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      {done ? <p role="status">{done}</p> : null}
      <Button type="submit" variant="secondary" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Importing…' : 'Import'}
      </Button>
    </form>
  );
}

/** /dashboard/compliance/sanctions: the list in force and the import. */
export function SanctionsView() {
  useDocumentTitle('Sanctions list');
  const read = useSanctionsList();
  return (
    <div className="compliance-screen">
      <h2>Sanctions list</h2>
      <Loaded read={read} what="the sanctions list">
        {(list) => (
          <section className="card">
            <ListStatus list={list} />
            {list.format ? <p>Format: {FORMAT_LABEL[list.format]}</p> : null}
            {list.importedAt ? <p>Imported {formatUkDateTime(list.importedAt)}</p> : null}
            {list.source ? <p>From {list.source}</p> : null}
          </section>
        )}
      </Loaded>
      <ImportForm />
    </div>
  );
}
