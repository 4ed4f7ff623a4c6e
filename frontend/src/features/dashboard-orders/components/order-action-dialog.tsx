import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { OrderActionState } from '@/features/dashboard-orders/hooks/use-order-action';
import {
  ACTION_COPY,
  CONFIRM_TEXT,
  CONFIRM_TITLE,
  REFUND_ON_DELETE,
} from '@/features/dashboard-orders/utils/order-copy';

/** 'Are you sure?', then 'Accepted!' / 'Completed!' / 'Deleted!', or why it failed. */
export function OrderActionDialog({
  state,
  onConfirm,
  onClose,
}: {
  state: OrderActionState;
  onConfirm: () => void;
  onClose: () => void;
}) {
  if (state.step === 'closed') return null;
  const copy = ACTION_COPY[state.action];
  const subject = `Order ${state.order.orderNumber}${state.order.name ? ` · ${state.order.name}` : ''}`;
  return (
    <ConfirmDialog
      open
      title={CONFIRM_TITLE}
      description={
        <>
          <p>{CONFIRM_TEXT}</p>
          {state.action === 'delete' && state.order.paid ? (
            <p className="order-action__refund">{REFUND_ON_DELETE}</p>
          ) : null}
          <p className="order-action__subject">
            {copy.button}: {subject}
          </p>
        </>
      }
      confirmLabel={copy.confirm}
      destructive={state.action === 'delete'}
      pending={state.step === 'pending'}
      outcome={
        state.step === 'done'
          ? { tone: 'success', title: copy.doneTitle, description: <p>{copy.doneText}</p> }
          : state.step === 'failed'
            ? {
                tone: 'error',
                title: copy.failTitle,
                description: (
                  <>
                    <p>{state.message}</p>
                    <p className="order-action__subject">{subject}</p>
                  </>
                ),
              }
            : null
      }
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
