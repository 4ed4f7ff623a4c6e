import { useRef, useState } from 'react';
import { useRunOrderAction } from '@/features/dashboard-orders/api/order-actions';
import type { OrderAction } from '@/features/dashboard-orders/api/order-actions';
import { isApiError } from '@/lib/api-client';

/** The order an action is about: its id for the API, its number for people. */
export type ActionTarget = {
  id: string;
  orderNumber: string;
  name?: string;
  /** Paid by card and still open: deleting it refunds the customer in full. */
  paid?: boolean;
};

export type OrderActionState =
  | { step: 'closed' }
  | { step: 'confirm' | 'pending' | 'done'; action: OrderAction; order: ActionTarget }
  | { step: 'failed'; action: OrderAction; order: ActionTarget; message: string };

/**
 * The confirm-then-act flow of the order screens: ask, confirm (once: a second press while the
 * call runs does nothing), then the outcome, success or the server's reason.
 */
export function useOrderAction() {
  const run = useRunOrderAction();
  const [state, setState] = useState<OrderActionState>({ step: 'closed' });
  const running = useRef(false);

  const ask = (action: OrderAction, order: ActionTarget) => {
    if (!running.current) setState({ step: 'confirm', action, order });
  };

  const confirm = async () => {
    if (state.step !== 'confirm' || running.current) return;
    running.current = true;
    const { action, order } = state;
    setState({ step: 'pending', action, order });
    try {
      await run(action, order.id);
      setState({ step: 'done', action, order });
    } catch (error) {
      setState({
        step: 'failed',
        action,
        order,
        message: isApiError(error) ? error.message : 'Something went wrong',
      });
    } finally {
      running.current = false;
    }
  };

  const close = () => {
    if (!running.current) setState({ step: 'closed' });
  };

  return { state, ask, confirm: () => void confirm(), close };
}
