import type { OrderStatus, Way } from '@fx/contracts';
import type { OrderAction } from '@/features/dashboard-orders/api/order-actions';

/** The spec's words for each action (section 8), the typo in 'Yes, Aceept!' included. */
export const ACTION_COPY: Record<
  OrderAction,
  { button: string; confirm: string; doneTitle: string; doneText: string; failTitle: string }
> = {
  accept: {
    button: 'Accept',
    confirm: 'Yes, Aceept!',
    doneTitle: 'Accepted!',
    doneText: 'This order has been accepted.',
    failTitle: "The order wasn't accepted",
  },
  complete: {
    button: 'Complete',
    confirm: 'Yes, Complete it!',
    doneTitle: 'Completed!',
    doneText: 'This order has been completed.',
    failTitle: "The order wasn't completed",
  },
  delete: {
    button: 'Delete',
    confirm: 'Yes, delete it!',
    doneTitle: 'Deleted!',
    doneText: 'Your file has been deleted.',
    failTitle: "The order wasn't deleted",
  },
};

export const CONFIRM_TITLE = 'Are you sure?';
export const CONFIRM_TEXT = "You won't be able to revert this!";

/** Said before staff delete an open order paid by card: the payments service refunds it all. */
export const REFUND_ON_DELETE =
  'The customer paid by card: the order is cancelled and they get a full refund.';

export const WAY_LABEL: Record<Way, string> = {
  collect: 'Click & Collect',
  sell: 'Click & Sell',
};

export const STATUS_LABEL: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Pending',
  accepted: 'Accepted',
  completed: 'Completed',
  cancelled: 'Cancelled',
  archived: 'Deleted from History',
};
