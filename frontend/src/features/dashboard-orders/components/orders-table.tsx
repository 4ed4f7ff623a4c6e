import type { OrderSummary } from '@fx/contracts';
import { Button, ButtonLink } from '@/components/ui/button';
import { TableHead } from '@/components/ui/table-head';
import { paths } from '@/config/paths';
import type { OrderAction } from '@/features/dashboard-orders/api/order-actions';
import { formatFxAmount } from '@/features/dashboard-orders/utils/format-amounts';
import { ACTION_COPY, WAY_LABEL } from '@/features/dashboard-orders/utils/order-copy';
import { FULFILMENT_LABEL, offeredActions } from '@/features/dashboard-orders/utils/payment-copy';
import { COMPLIANCE_LABEL, ComplianceBadge } from './compliance-badge';
import { PaymentBadge } from './payment-badge';
import { formatMoney, formatOrdinalDate, formatUkDateTime } from '@/lib/format';

/** A row's buttons: the lifecycle actions and the details link, in the order given. */
export type RowAction = OrderAction | 'details';

/**
 * The row's buttons: those the screen offers that this order allows; a delivery order is completed
 * by being dispatched, so its Complete becomes a link to the Dispatch screen.
 */
function rowActions(
  actions: readonly RowAction[],
  order: OrderSummary,
): (RowAction | 'dispatch')[] {
  const allowed = offeredActions(order);
  return actions.flatMap((action) => {
    if (action === 'details') return [action];
    if (action === 'complete' && order.fulfilment === 'delivery') return ['dispatch' as const];
    return allowed.includes(action) ? [action] : [];
  });
}

const COLUMNS = [
  'Order Id',
  'Name',
  'Phone Number',
  'Way',
  'Amount',
  'FX Amount',
  'Payment',
  'Compliance',
  'Delivery',
  'Time',
  'Action',
] as const;

/**
 * Pending, Accepted and History share this table: the spec's columns, then each row's actions.
 * On narrow screens every row becomes a card, each value labelled with its column.
 */
export function OrdersTable({
  caption,
  orders,
  actions,
  highlighted,
  busy,
  onAction,
}: {
  caption: string;
  orders: OrderSummary[];
  actions: readonly RowAction[];
  /** Rows to draw the eye to: orders that just arrived. */
  highlighted: ReadonlySet<string>;
  /** The list is being refreshed. */
  busy: boolean;
  onAction: (action: OrderAction, order: OrderSummary) => void;
}) {
  return (
    <div className="orders-table-wrap">
      <table className="orders-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.id}
              className={highlighted.has(order.id) ? 'orders-table__row--new' : undefined}
            >
              <th scope="row" data-label="Order Id" className="orders-table__number">
                <span>
                  {order.orderNumber}
                  {highlighted.has(order.id) ? (
                    <span className="orders-table__new">New</span>
                  ) : null}
                </span>
              </th>
              <td data-label="Name">
                <span className="orders-table__person">
                  <span className="orders-table__name">{order.name}</span>
                  <span className="orders-table__email">{order.email}</span>
                </span>
              </td>
              <td data-label="Phone Number" className="orders-table__nowrap">
                {order.phone}
              </td>
              <td data-label="Way">{WAY_LABEL[order.way]}</td>
              <td data-label="Amount" className="orders-table__money">
                {formatMoney(order.totalGbp, 'GBP')}
              </td>
              <td data-label="FX Amount" className="orders-table__money">
                {formatFxAmount(order.foreign)}
              </td>
              <td data-label="Payment" className="orders-table__nowrap">
                <PaymentBadge status={order.payment} />
              </td>
              <td data-label="Compliance" className="orders-table__nowrap">
                <ComplianceBadge status={order.compliance} />
              </td>
              <td data-label="Delivery" className="orders-table__nowrap">
                {FULFILMENT_LABEL[order.fulfilment]}
              </td>
              <td data-label="Time" className="orders-table__nowrap">
                <time dateTime={order.placedAt} title={formatUkDateTime(order.placedAt)}>
                  {formatOrdinalDate(order.placedAt)}
                </time>
              </td>
              <td data-label="Action">
                <div className="orders-table__actions">
                  {rowActions(actions, order).map((action) =>
                    action === 'dispatch' ? (
                      <ButtonLink
                        key={action}
                        to={paths.dashboard('dispatch')}
                        variant="secondary"
                        size="sm"
                        aria-label={`Dispatch order ${order.orderNumber}`}
                      >
                        Dispatch
                      </ButtonLink>
                    ) : action === 'complete' && order.fulfilment === 'collect' ? (
                      // A collection is completed with the ID seen: the form is on its details.
                      <ButtonLink
                        key={action}
                        to={paths.orderDetails(order.id)}
                        state={{ completeWithId: true }}
                        variant="secondary"
                        size="sm"
                        aria-label={`Complete order ${order.orderNumber}`}
                      >
                        Complete
                      </ButtonLink>
                    ) : action === 'details' ? (
                      <ButtonLink
                        key={action}
                        to={paths.orderDetails(order.id)}
                        variant="outline"
                        size="sm"
                        aria-label={`Details of order ${order.orderNumber}`}
                      >
                        Details
                      </ButtonLink>
                    ) : (
                      <Button
                        key={action}
                        variant={action === 'delete' ? 'ghost' : 'secondary'}
                        size="sm"
                        className={action === 'delete' ? 'orders-table__delete' : undefined}
                        aria-label={`${ACTION_COPY[action].button} order ${order.orderNumber}`}
                        disabled={action === 'accept' && order.compliance !== 'clear'}
                        title={
                          action === 'accept' && order.compliance !== 'clear'
                            ? COMPLIANCE_LABEL[order.compliance]
                            : undefined
                        }
                        onClick={() => onAction(action, order)}
                      >
                        {ACTION_COPY[action].button}
                      </Button>
                    ),
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
