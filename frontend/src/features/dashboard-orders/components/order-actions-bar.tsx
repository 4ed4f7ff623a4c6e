import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { OrderDetails } from '@fx/contracts';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { useOrderAction } from '@/features/dashboard-orders/hooks/use-order-action';
import { ACTION_COPY } from '@/features/dashboard-orders/utils/order-copy';
import { offeredActions, refundsOnDelete } from '@/features/dashboard-orders/utils/payment-copy';
import { NOT_CLEAR_NOTE } from './compliance-badge';
import { IdCheckDialog } from './id-check-form';
import { SuspicionReportButton } from './suspicion-report';

/**
 * The order's actions: Accept only once compliance says clear (issue 33; the server refuses with
 * 409 otherwise, shown in the dialog), Complete of a collection through the "ID seen" form, and a
 * suspicion report from any open or closed order.
 */
export function OrderActionsBar({
  order,
  flow,
}: {
  order: OrderDetails;
  flow: ReturnType<typeof useOrderAction>;
}) {
  const noteId = useId();
  // Complete from a list arrives here with the form open.
  const arrived = useLocation().state as { completeWithId?: boolean } | null;
  const [idForm, setIdForm] = useState(
    Boolean(arrived?.completeWithId) && order.status === 'accepted',
  );
  const actions = offeredActions({
    status: order.status,
    payment: order.payment.status,
    fulfilment: order.fulfilment.kind,
  });
  const standing = order.compliance.status;
  const report = <SuspicionReportButton orderId={order.id} />;
  if (actions.length === 0) {
    return (
      <>
        <p className="order-details__no-actions">
          {order.status === 'cancelled' || order.status === 'archived'
            ? 'This order is closed: nothing more can be done with it.'
            : 'No actions.'}
        </p>
        <div className="order-details__actions">{report}</div>
      </>
    );
  }
  return (
    <>
      <div className="order-details__actions">
        {order.status === 'accepted' && order.fulfilment.kind === 'delivery' ? (
          <ButtonLink to={paths.dashboard('dispatch')} variant="secondary">
            Dispatch
          </ButtonLink>
        ) : null}
        {actions.map((action) => {
          const blocked = action === 'accept' && standing !== 'clear';
          return (
            <Button
              key={action}
              variant={action === 'delete' ? 'ghost' : 'secondary'}
              className={action === 'delete' ? 'orders-table__delete' : undefined}
              disabled={blocked}
              aria-describedby={blocked ? noteId : undefined}
              onClick={() =>
                action === 'complete' && order.fulfilment.kind === 'collect'
                  ? setIdForm(true)
                  : flow.ask(action, {
                      id: order.id,
                      orderNumber: order.orderNumber,
                      name: `${order.customer.firstName} ${order.customer.lastName}`,
                      paid: refundsOnDelete(order.status, order.payment.status),
                    })
              }
            >
              {ACTION_COPY[action].button}
            </Button>
          );
        })}
        {report}
      </div>
      {standing !== 'clear' && actions.includes('accept') ? (
        <p id={noteId} className="order-details__no-actions">
          {NOT_CLEAR_NOTE[standing]}
        </p>
      ) : null}
      {idForm ? <IdCheckDialog order={order} onClose={() => setIdForm(false)} /> : null}
    </>
  );
}
