import { useState } from 'react';
import type { FormEvent } from 'react';
import { checkTrackingNumber } from '@fx/contracts/web';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useDispatchOrder } from '../api/dispatch-order';
import { TRACKING_HINT } from '../utils/dispatch-copy';

/** The server's reason, at the field: its word on the tracking number, else its message. */
function serverProblem(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong: the order was not marked as sent';
  const detail = error.details?.find((each) => each.field === 'trackingNumber');
  return detail?.message ?? error.message;
}

/**
 * The tracking number and "Dispatched": checked here as the server checks it (format and check
 * digit), so a mistyped label is caught before anything is sent; the server's refusal shows at
 * the same field.
 */
export function TrackingForm({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const dispatch = useDispatchOrder();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const check = checkTrackingNumber(value);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await dispatch(orderId, check.trackingNumber);
    } catch (error) {
      setProblem(serverProblem(error));
      setSending(false);
    }
  }

  return (
    <form
      className="dispatch-form"
      noValidate
      aria-label={`Dispatch order ${orderNumber}`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField
        label="Tracking number"
        hint={TRACKING_HINT}
        error={problem}
        name="trackingNumber"
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
      />
      <Button type="submit" variant="secondary" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Sending…' : 'Dispatched'}
      </Button>
    </form>
  );
}
