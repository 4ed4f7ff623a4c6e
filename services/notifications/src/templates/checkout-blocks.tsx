import { Heading, Section, Text } from '@react-email/components';
import { dayLabel } from '@fx/contracts';
import type { OrderSnapshot } from '@fx/contracts';
import { formatMoney } from './brand';
import { cardPaymentOf, cardWords, deliveryOf, extrasOf } from './checkout-facts';
import { LabelledRows } from './layout';

const money = (gbp: string) => formatMoney(gbp, 'GBP');

/**
 * How the order is paid: "Paid: GBP 758.98 by card ending 5556" with what the card paid besides
 * the currency, or "Pay in store" for a Click & Collect reservation; to the customer, that the rate
 * is theirs, to staff, when the card is charged. A Click & Sell order pays the customer in the
 * branch, which its lines already say.
 */
export function PaymentSummary({
  order,
  staff = false,
}: {
  order: OrderSnapshot;
  staff?: boolean;
}) {
  if (order.way === 'sell') return null;
  const payment = cardPaymentOf(order);
  if (!payment)
    return (
      <Text style={{ fontSize: '16px' }}>
        <strong>Pay in store</strong>: {money(order.totalGbp)} when{' '}
        {staff ? 'the customer collects the currency' : 'you collect your currency'}.
      </Text>
    );
  const { deliveryGbp, buyBackGbp } = extrasOf(order, payment);
  const delivery = deliveryOf(order);
  const rows: [string, string][] = [];
  if (deliveryGbp !== null) {
    const saturday = delivery?.saturday ? ' (Saturday delivery)' : '';
    const fee = deliveryGbp === '0.00' ? 'free' : money(deliveryGbp);
    rows.push(['Currency', money(order.totalGbp)], ['Delivery', `${fee}${saturday}`]);
  }
  if (buyBackGbp !== null) {
    if (rows.length === 0) rows.push(['Currency', money(order.totalGbp)]);
    rows.push(['Buy-back guarantee', money(buyBackGbp)]);
  }
  return (
    <Section>
      {rows.length > 0 ? <LabelledRows rows={rows} /> : null}
      <Text style={{ fontSize: '16px' }}>
        <strong>Paid</strong>: {money(payment.amountDueGbp)} by {cardWords(payment)}
      </Text>
      <Text>
        <strong>
          {staff
            ? 'The card is authorised and charged when the order is accepted.'
            : order.lines.length === 1
              ? 'Your rate is guaranteed: you paid at this rate.'
              : 'Your rates are guaranteed: you paid at these rates.'}
        </strong>
      </Text>
    </Section>
  );
}

/** The buy-back guarantee bought with the order, and its last day. */
export function BuyBackNote({ order, staff = false }: { order: OrderSnapshot; staff?: boolean }) {
  if (!order.buyBackUntil) return null;
  const until = <strong>{dayLabel(order.buyBackUntil)}</strong>;
  return (
    <Section>
      <Heading as="h2" style={{ fontSize: '17px' }}>
        Buy-back guarantee
      </Heading>
      {staff ? (
        <Text>
          The customer may sell unused notes of this order back at its rates until {until}.
        </Text>
      ) : (
        <Text>
          You can sell unused notes of this order back to us at the rates you paid until {until}.
          Start from My orders when you are back.
        </Text>
      )}
    </Section>
  );
}
