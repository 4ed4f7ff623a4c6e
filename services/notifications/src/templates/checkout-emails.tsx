import { Heading, Section, Text } from '@react-email/components';
import { dayLabel } from '@fx/contracts';
import type { EventPayload } from '@fx/contracts';
import type { Brand } from './brand';
import { formatMoney } from './brand';
import { addressLine, deliveryOf } from './checkout-facts';
import { EmailLink } from './email-link';
import { CollectionDay, FollowYourOrder, LabelledRows, Layout, OrderLines } from './layout';
import type { Email } from './order-emails';

export type OrderDispatched = EventPayload<'order.dispatched'>;
export type BuyBackEnding = EventPayload<'order.buy_back_ending'>;

const site = (brand: Brand, path: string) => `${brand.siteUrl.replace(/\/$/, '')}${path}`;

/** Royal Mail's own tracking page for an item (the number is letters and digits only). */
const royalMailTracking = (trackingNumber: string) =>
  `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(trackingNumber)}`;

/** To the customer, when staff dispatched a delivery order: its tracking number and day. */
export function orderDispatched(event: OrderDispatched, brand: Brand): Email {
  const { order, trackingNumber } = event;
  const delivery = deliveryOf(order);
  const day = delivery ? dayLabel(delivery.day) : null;
  return {
    subject: `Your order ${order.orderNumber} is on its way`,
    body: (
      <Layout
        brand={brand}
        preview={`Royal Mail tracking number ${trackingNumber}`}
        title="Your currency is on its way"
      >
        <Text>Dear {order.customer.firstName},</Text>
        <Text>
          We have sent your order {order.orderNumber} by Royal Mail
          {delivery ? ` to ${addressLine(delivery)}` : ''}.
          {day ? ` It arrives on ${day}; someone must be at the address to sign for it.` : ''}
        </Text>
        <Text style={{ fontSize: '18px' }}>
          Royal Mail tracking number: <strong>{trackingNumber}</strong>
        </Text>
        <Text>
          Track it at{' '}
          <EmailLink href={royalMailTracking(trackingNumber)}>
            {royalMailTracking(trackingNumber)}
          </EmailLink>
        </Text>
        <CollectionDay order={order} />
        <OrderLines order={order} />
        <FollowYourOrder brand={brand} order={order} />
      </Layout>
    ),
  };
}

/**
 * To the customer, a few days before the buy-back guarantee of their order ends: until when, and
 * how much of each currency they may still sell back at the order's rate.
 */
export function buyBackEnding(event: BuyBackEnding, brand: Brand): Email {
  const { order } = event;
  const until = dayLabel(event.until);
  const rows = event.allowances.map(
    (allowance) =>
      [
        allowance.currency,
        `up to ${formatMoney(allowance.foreign, allowance.currency)} at ${allowance.rate} ${allowance.currency} per £1`,
      ] as const,
  );
  const myOrders = site(brand, '/account/orders');
  return {
    subject: `Your buy-back guarantee ends on ${until}`,
    body: (
      <Layout
        brand={brand}
        preview={`Sell back unused notes of order ${order.orderNumber} until ${until}`}
        title="Your buy-back guarantee ends soon"
      >
        <Text>Dear {order.customer.firstName},</Text>
        <Text>
          <strong>Your buy-back guarantee ends on {until}.</strong> Until then you can sell unused
          notes of order {order.orderNumber} back to us at the rates you paid:
        </Text>
        <LabelledRows rows={rows} />
        <Text>
          What you have already sold back under the guarantee counts towards these amounts. Start a
          sale from My orders: <EmailLink href={myOrders}>{myOrders}</EmailLink>, then bring the
          notes to {order.branch.name}, {order.branch.address}.
        </Text>
        <Section>
          <Heading as="h2" style={{ fontSize: '17px' }}>
            Your order
          </Heading>
          <OrderLines order={order} />
        </Section>
      </Layout>
    ),
  };
}
