import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { formatUpdatedAt } from '@/lib/format';
import { useReconcile } from '../api/payment-actions';

/**
 * "Reconcile now" with its progress, and when it last ran (it also runs on a schedule). A refusal
 * (the provider not answering) is said here; the last overview stays on screen.
 */
export function ReconcileBar({ lastReconciledAt }: { lastReconciledAt: string | null }) {
  const reconcile = useReconcile();
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onReconcile() {
    setRunning(true);
    setProblem(null);
    try {
      await reconcile();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The reconciliation did not run: try again');
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className="payments-reconcile">
      <Button
        variant="secondary"
        disabled={running}
        aria-busy={running || undefined}
        onClick={() => void onReconcile()}
      >
        {running ? 'Reconciling…' : 'Reconcile now'}
      </Button>
      <p className="payments-reconcile__status" role="status">
        {running ? (
          <>
            <span className="dash-spinner" aria-hidden="true" /> Comparing the provider&apos;s
            payments, refunds and disputes with the orders…
          </>
        ) : lastReconciledAt ? (
          <>
            Last run: <time dateTime={lastReconciledAt}>{formatUpdatedAt(lastReconciledAt)}</time>
          </>
        ) : (
          'Not run yet'
        )}
      </p>
      {problem ? (
        <p className="field__error payments-reconcile__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
