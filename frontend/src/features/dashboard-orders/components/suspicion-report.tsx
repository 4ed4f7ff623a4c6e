import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ReportReceipt } from '@fx/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { orderKey } from '@/features/dashboard-orders/api/get-order';
import { api } from '@/lib/api-client';
import { problemsOf } from '@/lib/field-errors';

/**
 * "Raise a suspicion report" (issue 33): what the member of staff noticed goes to the compliance
 * officer; they are told only that it was received, with its reference.
 */
export function SuspicionReportButton({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Raise a suspicion report
      </Button>
      {open ? <SuspicionReportDialog orderId={orderId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SuspicionReportDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const [noticed, setNoticed] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormProblem(null);
    if (noticed.trim().length < 10) {
      setProblem('Say what you noticed (at least 10 characters)');
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      setReceipt(
        await api.post<ReportReceipt>(`${orderKey(orderId)}/suspicion-reports`, {
          noticed: noticed.trim(),
        }),
      );
    } catch (error) {
      const refused = problemsOf(error, ['noticed']);
      setProblem(refused.fields.noticed ?? null);
      setFormProblem(refused.form);
    } finally {
      setSending(false);
    }
  }

  if (receipt) {
    return (
      <Dialog open title="Report received" onClose={onClose}>
        <p role="status">Received, reference {receipt.reference}.</p>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} autoFocus>
            OK
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      title="Raise a suspicion report"
      description="Tell the compliance officer what you noticed. Do not tell the customer."
      onClose={() => (sending ? undefined : onClose())}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextAreaField
          label="What you noticed"
          error={problem}
          value={noticed}
          maxLength={4000}
          onChange={(event) => setNoticed(event.target.value)}
        />
        {formProblem ? (
          <p className="form-error" role="alert">
            {formProblem}
          </p>
        ) : null}
        <div className="dialog__actions">
          <Button variant="outline" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="secondary"
            disabled={sending}
            aria-busy={sending || undefined}
          >
            Send to the compliance officer
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
