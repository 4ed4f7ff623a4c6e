import type { OrderPaymentStatus } from '@fx/contracts';
import { paymentLabel, paymentTone } from '@/features/dashboard-orders/utils/payment-copy';

/** An order's payment status in a word or two, coloured by what it asks of staff. */
export function PaymentBadge({ status }: { status: OrderPaymentStatus | null }) {
  return (
    <span className={`pay-badge pay-badge--${paymentTone(status)}`}>{paymentLabel(status)}</span>
  );
}
