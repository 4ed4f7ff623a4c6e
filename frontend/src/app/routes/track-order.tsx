import { useState } from 'react';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import type { OrderView } from '@fx/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { trackOrder } from '@/features/orders/api/track-order';
import { OrderConfirmation } from '@/components/orders/order-confirmation';
import { isApiError } from '@/lib/api-client';
import '@/styles/orders.css';

/** /orders and /orders/{number}: a customer sees their order's status with its number and e-mail. */
export function TrackOrder() {
  const params = useParams();
  const [orderNumber, setOrderNumber] = useState(params.orderNumber ?? '');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ orderNumber?: string; email?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [order, setOrder] = useState<OrderView | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
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
    setPending(true);
    setProblem(null);
    try {
      setOrder(await trackOrder(number, email.trim()));
    } catch (error) {
      setOrder(null);
      setProblem(
        isApiError(error) && error.code === 'ORDER_NOT_FOUND'
          ? 'We could not find an order with that number and e-mail address. Please check both.'
          : isApiError(error)
            ? error.message
            : 'Something went wrong',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="container purchase">
      <h1 className="purchase__title">Track your order</h1>
      <form className="card track-form" onSubmit={(event) => void onSubmit(event)} noValidate>
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
      {order ? (
        <section aria-live="polite" className="track-result">
          <OrderConfirmation order={order} />
        </section>
      ) : null}
    </div>
  );
}
