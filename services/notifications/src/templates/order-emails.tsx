import { Heading, Section, Text } from '@react-email/components';
import { Fragment } from 'react';
import type { ReactElement } from 'react';
import { ID_RULES, dayLabel } from '@fx/contracts';
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
import {
  BookingDetails,
  CollectionDay,
  FollowYourOrder,
  ImportantNotice,
  Layout,
  OrderLines,
} from './layout';
import { BuyBackNote, PaymentSummary } from './checkout-blocks';
import { cardPaymentOf, cardWords, deliveryOf, refundOf } from './checkout-facts';

export interface Email {
  subject: string;
  body: ReactElement;
  /** Extra mail headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

const wayName = (order: OrderSnapshot) => {
  if (deliveryOf(order)) return 'Home Delivery';
  return order.way === 'collect' ? 'Click & Collect' : 'Click & Sell';
};

/** What the confirmation says first: what happens next, and where the order is paid. */
function confirmationIntro(order: OrderSnapshot): string {
  if (order.way === 'sell')
    return 'Thank you for your order. We will e-mail you as soon as the branch has accepted it; bring the currency and we pay you in pounds.';
  if (!cardPaymentOf(order))
    return 'Thank you for your order. We are preparing your currency; we will e-mail you as soon as it is ready to collect. You pay in the branch.';
  if (deliveryOf(order))
    return 'Thank you for your order and your payment. We will send your currency to your door by Royal Mail and e-mail you the tracking number when it is on its way.';
  return 'Thank you for your order and your payment. We are preparing your currency; we will e-mail you as soon as it is ready to collect.';
}

/** To the customer, when the order is placed (a card order: once its payment is authorised). */
export function orderConfirmation({ order }: OrderPlaced, brand: Brand): Email {
  const subject = `Your ${wayName(order)} order ${order.orderNumber}`;
  const intro = confirmationIntro(order);
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
        <PaymentSummary order={order} />
        <BuyBackNote order={order} />
        <BookingDetails order={order} />
        <ImportantNotice order={order} />
        <FollowYourOrder brand={brand} order={order} />
      </Layout>
    ),
  };
}

/** ", paid by card" in a new order's subject, where it is. */
const paidWords = (order: OrderSnapshot) => (cardPaymentOf(order) ? ', paid by card' : '');

/** To the branch's inbox, when an order is placed. */
export function branchAlert({ order }: OrderPlaced, brand: Brand): Email {
  return {
    subject: `New ${wayName(order)} order ${order.orderNumber}: ${formatMoney(order.totalGbp, 'GBP')}${paidWords(order)}`,
    body: (
      <Layout brand={brand} preview={`New order ${order.orderNumber}`} title="New order">
        <Text>
          A new {wayName(order)} order, {order.orderNumber}, was placed on{' '}
          {formatDateTime(order.placedAt, brand.timeZone)} for {order.branch.name}.{' '}
          {deliveryOf(order)
            ? "It is delivered to the customer's door: accept it from the dashboard's Pending Orders, then send it from Dispatch with its Royal Mail tracking number."
            : "Accept it from the dashboard's Pending Orders."}
        </Text>
        <CollectionDay order={order} />
        <OrderLines order={order} />
        <PaymentSummary order={order} staff />
        <BuyBackNote order={order} staff />
        <BookingDetails order={order} />
      </Layout>
    ),
  };
}

/** The first words of the acceptance: where the currency is, or where to bring it. */
function acceptedWords(order: OrderSnapshot): { subject: string; text: string } {
  const number = order.orderNumber;
  const branch = `${order.branch.name}, ${order.branch.address}`;
  const delivery = deliveryOf(order);
  if (delivery)
    return {
      subject: `Your order ${number} is accepted: we are preparing it for delivery`,
      text: `Your order ${number} is accepted and your card is charged. We are preparing your currency to arrive on ${dayLabel(delivery.day)}, and will e-mail you the Royal Mail tracking number when it is on its way.`,
    };
  if (order.way === 'collect')
    return {
      subject: `Your order ${number} is ready for collection`,
      text: `Your order ${number} is ready for collection at ${branch}.`,
    };
  return {
    subject: `Your order ${number} is accepted: bring your currency`,
    text: `Your order ${number} is accepted. Please bring your currency to ${branch}.`,
  };
}

/** What to bring to the branch: ID, and for a collection the card paid with or to pay with. */
function whatToBring(order: OrderSnapshot): string {
  if (order.way === 'sell') return ID_RULES;
  return cardPaymentOf(order)
    ? `${ID_RULES} Please bring the card you paid with as well.`
    : `${ID_RULES} To pay by card, bring a payment card in the name on the order.`;
}

/** To the customer, when the branch accepts the order: ready (or being sent), and the rate guarantee. */
export function orderAccepted(event: OrderAccepted, brand: Brand): Email {
  const { order } = event;
  const until = formatDateTime(event.rateGuaranteedUntil, brand.timeZone);
  const words = acceptedWords(order);
  const delivered = deliveryOf(order) !== null;
  return {
    subject: words.subject,
    body: (
      <Layout
        brand={brand}
        preview={cardPaymentOf(order) ? words.subject : `Rates guaranteed until ${until}`}
        title="Order accepted"
      >
        <Text>Dear {order.customer.firstName},</Text>
        <Text>{words.text}</Text>
        <CollectionDay order={order} />
        <Text>
          <strong>
            {cardPaymentOf(order)
              ? 'Your rates are guaranteed: you paid at these rates.'
              : `Your rates are guaranteed until ${until}.`}
          </strong>
        </Text>
        <OrderLines order={order} />
        {delivered ? null : (
          <>
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
              <Text>{whatToBring(order)}</Text>
            </Section>
          </>
        )}
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

/**
 * What a cancellation means for the customer's money: nothing charged for a reservation, or what
 * comes back to the card (all of it, or all but the Terms' fee when the customer cancelled).
 */
function moneyBack(event: OrderCancelled, brand: Brand): string {
  const payment = cardPaymentOf(event.order);
  const surprise = `If this is a surprise, call us on ${brand.phone} or reply to this e-mail.`;
  if (!payment || !payment.card) return `Nothing was charged. ${surprise}`;
  const { feeGbp, backGbp } = refundOf(payment, event.cancellationFeeGbp);
  const paid = formatMoney(payment.amountDueGbp, 'GBP');
  const card = cardWords(payment);
  const back = feeGbp
    ? `We refund ${formatMoney(backGbp, 'GBP')} to your ${card}: the ${paid} you paid less the cancellation fee of ${formatMoney(feeGbp, 'GBP')} our Terms state for an order you cancel.`
    : `The full ${paid} you paid comes back to your ${card}: we release the hold on it, or refund it if it was already charged.`;
  return `${back} Your bank usually shows it within 5 to 10 working days. ${surprise}`;
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
          {event.reason ? ` (${event.reason})` : ''}.
        </Text>
        <Text>{moneyBack(event, brand)}</Text>
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
