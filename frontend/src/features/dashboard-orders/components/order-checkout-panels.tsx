import { useId } from 'react';
import type { ReactNode } from 'react';
import type { BuyBackView, OrderDetails } from '@fx/contracts';
import { Decimal, dayLabel } from '@fx/contracts/web';
import { formatMoney, formatPricedAmount, formatUkDateTime } from '@/lib/format';
import { PaymentBadge } from './payment-badge';

type Row = [label: string, value: ReactNode];

function Facts({ rows }: { rows: Row[] }) {
  return (
    <dl className="order-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="order-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="card order-details__panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children}
    </section>
  );
}

const gbp = (amount: string) => formatMoney(amount, 'GBP');

/** "Visa ending 5556": the card as staff may see it, never more than its last four digits. */
export function cardText(card: { brand: string; last4: string }): string {
  const brand = card.brand ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} ending ${card.last4}`;
}

/** How the order is paid: in store, or the card payment's status, amount, card and refunds. */
export function PaymentPanel({ order }: { order: OrderDetails }) {
  const { payment } = order;
  if (payment.method === 'in_store') {
    return (
      <Panel title="Payment">
        <p className="order-details__guarantee">
          {order.way === 'collect'
            ? `Paid in store: the customer pays ${gbp(payment.amountDueGbp)} at the counter.`
            : `Paid in store: the branch pays the customer ${gbp(order.totalGbp)}.`}
        </p>
      </Panel>
    );
  }
  const rows: Row[] = [
    ['Status', <PaymentBadge key="status" status={payment.status} />],
    ['Amount', gbp(payment.amountDueGbp)],
    ['Card', payment.card ? cardText(payment.card) : 'Not known yet'],
  ];
  if (payment.paidAt) rows.push(['Paid', formatUkDateTime(payment.paidAt)]);
  if (new Decimal(payment.refundedGbp).gt(0)) rows.push(['Refunded', gbp(payment.refundedGbp)]);
  return (
    <Panel title="Payment">
      <Facts rows={rows} />
    </Panel>
  );
}

/** Collection in the branch, or the delivery: where, which day, the fee and its tracking. */
export function FulfilmentPanel({ order }: { order: OrderDetails }) {
  const { fulfilment } = order;
  if (fulfilment.kind === 'collect') {
    const rows: Row[] = [['Branch', `${order.branch.name}, ${order.branch.address}`]];
    if (order.collectionDate) rows.push(['Day', dayLabel(order.collectionDate)]);
    return (
      <Panel title={order.way === 'collect' ? 'Collection' : 'In the branch'}>
        <Facts rows={rows} />
      </Panel>
    );
  }
  const { address } = fulfilment;
  const fee = new Decimal(fulfilment.feeGbp).eq(0) ? 'Free' : gbp(fulfilment.feeGbp);
  return (
    <Panel title="Delivery">
      <Facts
        rows={[
          [
            'Address',
            <span key="address" className="order-facts__address">
              {[address.line1, address.line2, address.town, address.postcode]
                .filter(Boolean)
                .join(', ')}
            </span>,
          ],
          ['Day', dayLabel(fulfilment.day)],
          ['Saturday', fulfilment.saturday ? 'Yes, Saturday delivery' : 'No'],
          ['Fee', fee],
          ['Tracking number', fulfilment.trackingNumber ?? 'Not dispatched yet'],
          ...(fulfilment.dispatchedAt
            ? [['Dispatched', formatUkDateTime(fulfilment.dispatchedAt)] as Row]
            : []),
        ]}
      />
    </Panel>
  );
}

/** The buy-back guarantee bought with the order: until when, how much of each currency, used by. */
export function BuyBackPanel({ buyBack }: { buyBack: BuyBackView }) {
  return (
    <Panel title="Buy-back guarantee">
      <Facts
        rows={[
          ['Until', dayLabel(buyBack.until)],
          [
            'Sells back',
            <ul key="allowances" className="order-facts__list" role="list">
              {buyBack.allowances.map((allowance) => (
                <li key={allowance.currency}>
                  Up to {formatPricedAmount(allowance.foreign, allowance.currency)} at{' '}
                  {allowance.rate} {allowance.currency} per £1
                </li>
              ))}
            </ul>,
          ],
          ['Cap', gbp(buyBack.capGbp)],
          ['Price', gbp(buyBack.priceGbp)],
          [
            'Sell-backs used',
            buyBack.usedBy.length > 0
              ? buyBack.usedBy.map((n) => `order ${n}`).join(', ')
              : 'None yet',
          ],
          ['Reminder e-mail', dayLabel(buyBack.reminderOn)],
        ]}
      />
    </Panel>
  );
}
