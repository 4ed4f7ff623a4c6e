import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { OrderView } from '@fx/contracts';
import { Button } from '@/components/ui/button';
import { isPaid } from '@/components/orders/order-payment';
import { paths } from '@/config/paths';
import { clearCart } from '@/lib/cart-store';
import { formatPricedAmount } from '@/lib/format';
import {
  saveAttempt,
  saveCheckout,
  saveCollection,
  saveDetails,
} from '@/features/orders/utils/purchase-session';
import type { PayingOrder } from '@/features/orders/utils/purchase-session';

/** What the payment page sent the customer back with: paid (maybe), or cancelled. */
export type PaymentReturn = 'done' | 'cancelled' | null;

/**
 * The card payment of an order, as the server knows it: "Confirming your payment..." while it
 * awaits the provider's word, "Paid" with the amount and the card once held, or what to do when
 * the payment was cancelled or failed. `paying` is this tab's record of sending the customer to
 * pay: with it, the way back keeps the cart and details (the same order and checkout on a
 * cancelled payment; a new attempt once the order was cancelled).
 */
export function PaymentStatus({
  order,
  returned,
  paying,
}: {
  order: OrderView;
  returned: PaymentReturn;
  paying: PayingOrder | null;
}) {
  const navigate = useNavigate();
  const paid = isPaid(order);
  const currency = paying?.currency ?? order.lines[0]?.currency ?? 'EUR';
  const backToOrder = () => void navigate(paths.purchase(currency, 'Order'));

  useEffect(() => {
    // Paid: the order is placed; what this tab kept to place it is done with.
    if (!paid || !paying) return;
    clearCart(paying.way);
    saveCheckout(null);
    saveDetails(null);
    saveCollection(null);
    saveAttempt(null);
  }, [paid, paying]);

  if (order.payment.method !== 'card') return null;

  if (paid) {
    const card = order.payment.card;
    return (
      <div className="banner banner--success payment-status" role="status">
        <p className="payment-status__title">Paid</p>
        <p>
          {formatPricedAmount(order.payment.amountDueGbp, 'GBP')} by card
          {card ? ` ending ${card.last4}` : ''}.
        </p>
      </div>
    );
  }

  if (order.status === 'awaiting_payment' && returned === 'cancelled') {
    return (
      <div className="banner banner--info payment-status">
        <p>Your payment was cancelled: nothing was taken.</p>
        <Button onClick={backToOrder}>Back to your order</Button>
      </div>
    );
  }

  if (order.status === 'awaiting_payment') {
    return (
      <p className="banner banner--info payment-status" role="status">
        Confirming your payment...
      </p>
    );
  }

  if (order.status === 'cancelled' && order.payment.paidAt === null) {
    const tryAgain = () => {
      // That order is over: paying again is a new order, under a new Idempotency-Key.
      saveAttempt(null);
      backToOrder();
    };
    return (
      <div className="banner banner--error payment-status" role="alert">
        <p>
          Your payment did not go through, so this order was cancelled. Nothing was taken from your
          card. Your currencies and details are kept: you can try again.
        </p>
        {order.cancelReason ? <p>{order.cancelReason}</p> : null}
        <Button onClick={tryAgain}>Try again</Button>
      </div>
    );
  }
  return null;
}
