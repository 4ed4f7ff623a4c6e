import type { MyOrder } from '@fx/contracts';
import { useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ReceiptIcon } from '@/components/ui/icons';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { refundOnCancel } from '@/components/orders/order-payment';
import { formatPricedAmount } from '@/lib/format';
import { useCancelMyOrder } from '@/features/account/api/cancel-my-order';
import { useMyOrders } from '@/features/account/api/get-my-orders';
import { MyOrderCard, orderHeadingId } from '@/features/account/components/my-order-card';
import { useOrderAgain } from '@/features/account/hooks/use-order-again';
import { isApiError } from '@/lib/api-client';

type CancelState =
  | { step: 'closed' }
  | { step: 'confirm' | 'pending'; order: MyOrder }
  | { step: 'failed'; order: MyOrder; message: string };

/** What cancelling a paid order gives back: the amount paid less the fee the Terms state. */
function RefundNote({ order }: { order: MyOrder }) {
  if (order.payment.method !== 'card' || order.payment.paidAt === null) return null;
  const fee = site.orders.cancellationFeeGbp;
  const refund = refundOnCancel(order.payment.amountDueGbp, fee);
  const card = order.payment.card ? ` ending ${order.payment.card.last4}` : '';
  return (
    <p>
      We will refund {formatPricedAmount(refund, 'GBP')} to your card{card}: the{' '}
      {formatPricedAmount(order.payment.amountDueGbp, 'GBP')} you paid less a{' '}
      {formatPricedAmount(fee, 'GBP')} fee, as our Terms state.
    </p>
  );
}

export function cancelledMessage(orderNumber: string): string {
  return `Order ${orderNumber} is cancelled. We have e-mailed you.`;
}

/**
 * The signed-in customer's orders, newest first, with cancel and order-again. The API refuses an
 * unverified e-mail address (403): `unverified` shows what to do about it, given the API's message.
 */
export function MyOrders({ unverified }: { unverified: (message: string) => ReactNode }) {
  const { data, error, isValidating, mutate } = useMyOrders();
  const cancelOrder = useCancelMyOrder();
  const orderAgain = useOrderAgain();
  const toast = useToast();
  const [cancel, setCancel] = useState<CancelState>({ step: 'closed' });
  const [again, setAgain] = useState<{ id: string; problem: string | null } | null>(null);
  /** After a cancel the button pressed is gone: focus goes to the order's heading instead. */
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  useLayoutEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const confirmCancel = async () => {
    if (cancel.step !== 'confirm') return;
    const { order } = cancel;
    setCancel({ step: 'pending', order });
    try {
      await cancelOrder(order.id);
      setCancel({ step: 'closed' });
      setFocusRequest({ id: orderHeadingId(order) });
      toast.success(cancelledMessage(order.orderNumber));
    } catch (failure) {
      setCancel({
        step: 'failed',
        order,
        message: isApiError(failure) ? failure.message : 'Something went wrong',
      });
    }
  };

  const startOrderAgain = async (order: MyOrder) => {
    setAgain({ id: order.id, problem: null });
    try {
      const problem = await orderAgain(order);
      setAgain(problem ? { id: order.id, problem } : null);
    } catch (failure) {
      setAgain({
        id: order.id,
        problem: `We couldn't load today's rates: ${isApiError(failure) ? failure.message : 'Something went wrong'}`,
      });
    }
  };

  if (!data) {
    if (error?.code === 'EMAIL_NOT_VERIFIED') return unverified(error.message);
    if (error) {
      return (
        <ErrorPanel
          title="We couldn't load your orders"
          message={error.message}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      );
    }
    return <LoadingScreen label="Loading your orders…" />;
  }

  if (data.orders.length === 0) {
    return (
      <div className="state-panel card">
        <span className="state-panel__icon state-panel__icon--muted">
          <ReceiptIcon size={24} />
        </span>
        <h2 className="state-panel__title">You have no orders yet</h2>
        <p className="state-panel__text">
          Orders you place with this e-mail address appear here, whether or not you were signed in.
        </p>
        <ButtonLink to={paths.exchangeRates()}>See today&apos;s rates</ButtonLink>
      </div>
    );
  }

  const count = data.orders.length;
  return (
    <>
      <p className="account__summary">
        {count === 1 ? 'You have placed 1 order' : `You have placed ${count} orders`}, newest first.
      </p>
      <ul className="my-orders" role="list">
        {data.orders.map((order) => (
          <MyOrderCard
            key={order.id}
            order={order}
            onCancel={(target) => setCancel({ step: 'confirm', order: target })}
            onOrderAgain={(target) => void startOrderAgain(target)}
            orderingAgain={again?.id === order.id && again.problem === null}
            orderAgainProblem={again?.id === order.id ? again.problem : null}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={cancel.step !== 'closed'}
        title={cancel.step === 'closed' ? '' : `Cancel order ${cancel.order.orderNumber}?`}
        description={
          <>
            <p>
              The branch will not prepare it. You can place a new order at any time, at the rates of
              the day.
            </p>
            {cancel.step === 'closed' ? null : <RefundNote order={cancel.order} />}
          </>
        }
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep my order"
        destructive
        pending={cancel.step === 'pending'}
        outcome={
          cancel.step === 'failed'
            ? {
                tone: 'error',
                title: `We couldn't cancel order ${cancel.order.orderNumber}`,
                description: <p>{cancel.message}</p>,
              }
            : null
        }
        onConfirm={() => void confirmCancel()}
        onClose={() => {
          if (cancel.step === 'failed') setFocusRequest({ id: orderHeadingId(cancel.order) });
          setCancel({ step: 'closed' });
        }}
      />
    </>
  );
}
