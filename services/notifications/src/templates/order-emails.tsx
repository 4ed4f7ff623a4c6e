import { Heading, Section, Text } from '@react-email/components';
import { Fragment } from 'react';
import type { ReactElement } from 'react';
import { ID_RULES } from '@fx/contracts';
import type {
  ContactRequest,
  OrderAccepted,
  OrderCancelled,
  OrderCompleted,
  OrderPlaced,
  OrderSnapshot,
} from '@fx/contracts';
import type { Brand } from './brand';
import { formatDateTime, formatMoney } from './brand';
import { BookingDetails, CollectionDay, ImportantNotice, Layout, OrderLines } from './layout';
import { EmailLink } from './email-link';

export interface Email {
  subject: string;
  body: ReactElement;
  /** Extra mail headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

const wayName = (order: OrderSnapshot) =>
  order.way === 'collect' ? 'Click & Collect' : 'Click & Sell';

const orderLink = (brand: Brand, order: OrderSnapshot) =>
  `${brand.siteUrl.replace(/\/$/, '')}/orders/${order.orderNumber}`;

/** To the customer, when the order is placed. */
export function orderConfirmation({ order }: OrderPlaced, brand: Brand): Email {
  const subject = `Your ${wayName(order)} order ${order.orderNumber}`;
  const intro =
    order.way === 'collect'
      ? 'Thank you for your order. We are preparing your currency; we will e-mail you as soon as it is ready to collect. You pay in the branch.'
      : 'Thank you for your order. We will e-mail you as soon as the branch has accepted it; bring the currency and we pay you in pounds.';
  return {
    subject,
    body: (
      <Layout
        brand={brand}
        preview={`Order Number ${order.orderNumber}`}
        title="Order Confirmation"
      >
        <Text>Dear {order.customer.firstName},</Text>
        <Text>{intro}</Text>
        <Text style={{ fontSize: '18px' }}>
          Order Number: <strong>{order.orderNumber}</strong>
        </Text>
        <CollectionDay order={order} />
        <OrderLines order={order} />
        <BookingDetails order={order} />
        <ImportantNotice order={order} />
        <Text>
          Follow your order at{' '}
          <EmailLink href={orderLink(brand, order)}>{orderLink(brand, order)}</EmailLink> with the
          e-mail address you gave.
        </Text>
      </Layout>
    ),
  };
}

/** To the branch's inbox, when an order is placed. */
export function branchAlert({ order }: OrderPlaced, brand: Brand): Email {
  return {
    subject: `New ${wayName(order)} order ${order.orderNumber}: ${formatMoney(order.totalGbp, 'GBP')}`,
    body: (
      <Layout brand={brand} preview={`New order ${order.orderNumber}`} title="New order">
        <Text>
          A new {wayName(order)} order, {order.orderNumber}, was placed on{' '}
          {formatDateTime(order.placedAt, brand.timeZone)} for {order.branch.name}. Accept it from
          the dashboard's Pending Orders.
        </Text>
        <CollectionDay order={order} />
        <OrderLines order={order} />
        <BookingDetails order={order} />
      </Layout>
    ),
  };
}

/** To the customer, when the branch accepts the order: ready, and the rate guarantee. */
export function orderAccepted(event: OrderAccepted, brand: Brand): Email {
  const { order } = event;
  const until = formatDateTime(event.rateGuaranteedUntil, brand.timeZone);
  return {
    subject:
      order.way === 'collect'
        ? `Your order ${order.orderNumber} is ready for collection`
        : `Your order ${order.orderNumber} is accepted: bring your currency`,
    body: (
      <Layout brand={brand} preview={`Rates guaranteed until ${until}`} title="Order accepted">
        <Text>Dear {order.customer.firstName},</Text>
        <Text>
          {order.way === 'collect'
            ? `Your order ${order.orderNumber} is ready for collection at ${order.branch.name}, ${order.branch.address}.`
            : `Your order ${order.orderNumber} is accepted. Please bring your currency to ${order.branch.name}, ${order.branch.address}.`}
        </Text>
        <CollectionDay order={order} />
        <Text>
          <strong>Your rates are guaranteed until {until}.</strong>
        </Text>
        <OrderLines order={order} />
        <Section>
          <Heading as="h2" style={{ fontSize: '17px' }}>
            Opening hours
          </Heading>
          <Text>{order.branch.openingHours}</Text>
          <Text>Branch phone: {order.branch.phone}</Text>
        </Section>
        <Section>
          <Heading as="h2" style={{ fontSize: '17px' }}>
            What to bring
          </Heading>
          <Text>
            {ID_RULES}
            {order.way === 'collect'
              ? ' To pay by card, bring a payment card in the name on the order.'
              : ''}
          </Text>
        </Section>
      </Layout>
    ),
  };
}

export function orderCompleted({ order }: OrderCompleted, brand: Brand): Email {
  return {
    subject: `Your order ${order.orderNumber} is complete`,
    body: (
      <Layout
        brand={brand}
        preview={`Order ${order.orderNumber} is complete`}
        title="Order complete"
      >
        <Text>Dear {order.customer.firstName},</Text>
        <Text>
          {order.way === 'collect'
            ? 'Thank you for collecting your currency. Have a good trip!'
            : 'Thank you for selling your currency to us. Welcome home!'}
        </Text>
        <OrderLines order={order} />
      </Layout>
    ),
  };
}

export function orderCancelled(event: OrderCancelled, brand: Brand): Email {
  const { order } = event;
  return {
    subject: `Your order ${order.orderNumber} is cancelled`,
    body: (
      <Layout
        brand={brand}
        preview={`Order ${order.orderNumber} is cancelled`}
        title="Order cancelled"
      >
        <Text>Dear {order.customer.firstName},</Text>
        <Text>
          Your order {order.orderNumber} has been cancelled
          {event.reason ? ` (${event.reason})` : ''}. Nothing was charged. If this is a surprise,
          call us on {brand.phone} or reply to this e-mail.
        </Text>
        <OrderLines order={order} />
      </Layout>
    ),
  };
}

/** The Contact page's message, to the bureau's inbox. */
export function contactMessage(
  message: ContactRequest & { reference: string; receivedAt: string },
  brand: Brand,
): Email {
  return {
    subject: `Contact form: ${message.name} (${message.reference})`,
    body: (
      <Layout brand={brand} preview={message.message.slice(0, 80)} title="Message from the website">
        <Text>
          From {message.name} &lt;{message.email}&gt;
          {message.phone ? `, phone ${message.phone}` : ''}, on{' '}
          {formatDateTime(message.receivedAt, brand.timeZone)}:
        </Text>
        <Text style={{ borderLeft: '3px solid #0b3d91', paddingLeft: '12px' }}>
          {/* Its lines as <br>s: Outlook for Windows ignores white-space (caniemail). */}
          {message.message.split(/\r?\n/).map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </Text>
      </Layout>
    ),
  };
}
