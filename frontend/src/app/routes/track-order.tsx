import { useState } from 'react';
import type { FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useTrackedOrder } from '@/features/orders/api/track-order';
import type { TrackLookup } from '@/features/orders/api/track-order';
import { PaymentStatus } from '@/features/orders/components/payment-status';
import type { PaymentReturn } from '@/features/orders/components/payment-status';
import { readPaying } from '@/features/orders/utils/purchase-session';
import { OrderConfirmation } from '@/components/orders/order-confirmation';
import { SellBackButtons } from '@/components/orders/sell-back-buttons';
import '@/styles/orders.css';

/**
 * /orders and /orders/{number}: a customer sees their order's status with its number and e-mail.
 * Back from the card payment page (?payment=done or cancelled), this tab already knows the e-mail
 * and shows the payment as the server reads it, asking again until it is settled.
 */
export function TrackOrder() {
  const params = useParams();
  const [search] = useSearchParams();
  const payment = search.get('payment');
  const returned: PaymentReturn = payment === 'done' || payment === 'cancelled' ? payment : null;
  const [paying] = useState(() => (params.orderNumber ? readPaying(params.orderNumber) : null));
  const [orderNumber, setOrderNumber] = useState(params.orderNumber ?? '');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ orderNumber?: string; email?: string }>({});
  const [lookup, setLookup] = useState<TrackLookup | null>(paying);
  const tracked = useTrackedOrder(lookup);
  const order = tracked.data;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = orderNumber.replace(/\s/g, '');
    const found = {
      orderNumber: /^\d{8}$/.test(number) ? undefined : 'Enter the 8-digit order number',
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
        ? undefined
        : 'Enter a valid e-mail address',
    };
    setErrors(found);
    if (found.orderNumber || found.email) return;
    const next = { orderNumber: number, email: email.trim() };
    if (lookup?.orderNumber === next.orderNumber && lookup.email === next.email) {
      void tracked.mutate();
    } else setLookup(next);
  };

  const problem = !tracked.error
    ? null
    : tracked.error.code === 'ORDER_NOT_FOUND'
      ? 'We could not find an order with that number and e-mail address. Please check both.'
      : tracked.error.message;
  const pending = tracked.isLoading;
  const awaiting = order?.status === 'awaiting_payment';

  return (
    <div className="container purchase">
      <h1 className="purchase__title">{paying ? 'Your order' : 'Track your order'}</h1>
      {paying ? null : (
        <form className="card track-form" onSubmit={onSubmit} noValidate>
          <p>Enter your order number and the e-mail address you ordered with.</p>
          <div className="details-form__row">
            <TextField
              label="Order number"
              inputMode="numeric"
              autoComplete="off"
              value={orderNumber}
              onChange={(event) => setOrderNumber(event.target.value)}
              error={errors.orderNumber}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
            />
          </div>
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Looking…' : 'Show my order'}
          </Button>
          {problem ? (
            <p className="banner banner--error" role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      )}
      {paying && problem ? (
        <p className="banner banner--error" role="alert">
          {problem}
        </p>
      ) : null}
      {paying && pending ? (
        <p className="banner banner--info" role="status">
          {returned === 'done' ? 'Confirming your payment...' : 'Loading your order…'}
        </p>
      ) : null}
      {order ? (
        <section aria-live="polite" className="track-result">
          <PaymentStatus order={order} returned={returned} paying={paying} />
          {awaiting ? null : <OrderConfirmation order={order} />}
          <SellBackButtons order={order} />
        </section>
      ) : null}
    </div>
  );
}
