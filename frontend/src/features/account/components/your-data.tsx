import { useState } from 'react';
import type { ErasureResult } from '@fx/contracts';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ConfirmOutcome } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatUkDate } from '@/lib/format';
import { useAuth } from '@/lib/use-auth';
import { downloadMyData, requestErasure } from '@/features/account/api/my-data';

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message : 'Something went wrong. Please try again.';

/** What was erased and what was kept, as the answer says. */
function ErasureSummary({ result }: { result: ErasureResult }) {
  return (
    <>
      {result.erased.length > 0 ? (
        <>
          <p>Deleted:</p>
          <ul className="your-data__list">
            {result.erased.map((item) => (
              <li key={item.what}>{item.what}</li>
            ))}
          </ul>
        </>
      ) : null}
      {result.refused.length > 0 ? (
        <>
          <p>Kept, as the law requires:</p>
          <ul className="your-data__list">
            {result.refused.map((item) => (
              <li key={item.what}>
                {item.what}: {item.reason}
                {item.keptUntil ? ` (until ${formatUkDate(item.keptUntil)})` : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>Your account no longer exists: you will be signed out when you close this.</p>
    </>
  );
}

/**
 * My account, Your data: download a copy (a JSON file) and delete the account, behind a dialog
 * that says what goes (the account, rate alerts, saved details) and what stays and why (orders and
 * ID records, five years from completion, by law). After the answer, the customer is signed out.
 */
export function YourData() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [download, setDownload] = useState<{ ok: boolean; message: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [outcome, setOutcome] = useState<(ConfirmOutcome & { erased: boolean }) | null>(null);

  const save = async () => {
    setDownloading(true);
    setDownload(null);
    try {
      const name = await downloadMyData();
      setDownload({ ok: true, message: `Your data was saved as ${name}.` });
    } catch (error) {
      setDownload({ ok: false, message: `We couldn't download your data: ${messageOf(error)}` });
    } finally {
      setDownloading(false);
    }
  };

  const erase = async () => {
    setErasing(true);
    try {
      const result = await requestErasure();
      const description = <ErasureSummary result={result} />;
      setOutcome({ tone: 'success', title: 'Your account was deleted', description, erased: true });
    } catch (error) {
      const description = `Nothing was deleted: ${messageOf(error)}`;
      setOutcome({
        tone: 'error',
        title: "We couldn't delete your account",
        description,
        erased: false,
      });
    } finally {
      setErasing(false);
    }
  };

  const close = () => {
    const erased = outcome?.erased ?? false;
    setAsking(false);
    setOutcome(null);
    if (erased) void signOut().then(() => navigate(paths.home()));
  };

  return (
    <div className="your-data">
      <section className="card your-data__part" aria-labelledby="download-title">
        <h2 id="download-title">Download my data</h2>
        <p>A file (JSON) with your account, your orders and your rate alerts, as we hold them.</p>
        <Button
          onClick={() => void save()}
          disabled={downloading}
          aria-busy={downloading || undefined}
        >
          {downloading ? 'Preparing your data…' : 'Download my data'}
        </Button>
        {download ? (
          <p
            className={download.ok ? 'field__hint' : 'field__error'}
            role={download.ok ? 'status' : 'alert'}
          >
            {download.message}
          </p>
        ) : null}
      </section>
      <section className="card your-data__part" aria-labelledby="erase-title">
        <h2 id="erase-title">Delete my account</h2>
        <p>Your sign-in, your rate alerts and your saved details are deleted.</p>
        <Button variant="outline" onClick={() => setAsking(true)}>
          Delete my account
        </Button>
      </section>
      <ConfirmDialog
        open={asking}
        title="Delete your account?"
        description={
          <>
            We will delete your account (your sign-in), your rate alerts and your saved details. By
            law (the Money Laundering Regulations 2017) we must keep your orders and the record of
            the ID we saw for five years from the day each order was completed; they are deleted
            after that. This cannot be undone.
          </>
        }
        confirmLabel="Delete my account"
        destructive
        pending={erasing}
        outcome={outcome}
        onConfirm={() => void erase()}
        onClose={close}
      />
    </div>
  );
}
