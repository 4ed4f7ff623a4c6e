import { BUY_BACK_REMINDER_DAYS, Decimal, pounds } from '@fx/contracts/web';
import type { SiteSettings } from '@fx/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LegalSection } from '@/features/legal/components/legal-document';

/**
 * The Terms of paying now by card, home delivery and the buy-back guarantee (issue 32): every
 * number from the site's settings, as the orders and payments services enforce them. Shown only
 * where the bureau takes card payments.
 */

type Settings = Pick<SiteSettings, 'orders' | 'payments'>;

/** "debit cards" or "debit and credit cards": what the bureau's acquirer lets it take. */
export function cardsTaken({ payments }: Settings): string {
  return payments.creditCards ? 'debit and credit cards' : 'debit cards only';
}

/** "free of charge" or "less a cancellation fee of £2.50". */
export function cancellationFeeWords({ orders }: Settings): string {
  const fee = orders.cancellationFeeGbp;
  return new Decimal(fee).gt(0)
    ? `less a cancellation fee of ${pounds(fee)}`
    : 'in full, free of charge';
}

/** "The fee is £4.99, free for orders of £500 or more." */
export function deliveryFeeWords({ orders }: Settings): string {
  const { feeGbp, freeFromGbp } = orders.delivery;
  const free = freeFromGbp === null ? '' : `, free for orders of ${pounds(freeFromGbp)} or more`;
  return `The delivery fee is ${pounds(feeGbp)}${free}.`;
}

function payingByCard(settings: Settings, refundBusinessDays: number): LegalSection {
  const { payments } = settings;
  return {
    id: 'paying-by-card',
    title: 'Paying now by card',
    body: (
      <>
        <p>
          For a Click &amp; Collect order you can pay now by card instead of paying in store. You
          pay on our card processor's secure page; we never see or keep your full card number. We
          take {cardsTaken(settings)}.
          {payments.creditCards
            ? ' Your card issuer may treat a credit card payment as a cash advance and charge a fee; that fee is not ours.'
            : ' We do not take credit cards for these payments.'}{' '}
          The card must be in your name. Please complete the payment within{' '}
          {payments.checkoutExpiryMinutes} minutes: after that the order lapses and nothing is
          charged.
        </p>
        <p>
          <strong>
            The rate of an order you pay for now is guaranteed from the moment you pay.
          </strong>{' '}
          The amount is authorised on your card when you pay (held, not yet taken) and charged when
          the branch accepts your order, before it is collected or dispatched.
        </p>
        <p>
          You can cancel a paid order until the branch accepts it, and a delivery until we dispatch
          it: we refund it {cancellationFeeWords(settings)}. If your card has not been charged yet,
          we release the hold instead. If we cancel your order, for whatever reason, we refund it in
          full. Refunds go back to the card you paid with within {refundBusinessDays} business days.
        </p>
      </>
    ),
  };
}

function homeDelivery(settings: Settings): LegalSection {
  const { delivery } = settings.orders;
  return {
    id: 'home-delivery',
    title: 'Home delivery',
    body: (
      <>
        <p>
          We deliver orders paid now by card to addresses in the UK only, by Royal Mail, for orders
          of {pounds(delivery.minGbp)} to {pounds(delivery.maxGbp)}. {deliveryFeeWords(settings)}{' '}
          Saturday delivery, where you choose it, costs {pounds(delivery.saturdayFeeGbp)} more.
        </p>
        <p>
          Paid before {delivery.cutoff} on a working day, your order arrives the next working day;
          paid later, the working day after. We do not deliver on Sundays or on the bank holidays of
          the address's nation (England and Wales, Scotland and Northern Ireland each have their
          own). The delivery day is fixed when you pay and shown in your confirmation.
        </p>
        <p>
          The payment card must be in your name, and we deliver only to its billing address: the
          postcode you give must be the card's. Someone must be at the address to sign for the
          parcel. We e-mail you the Royal Mail tracking number when your order is on its way.
        </p>
      </>
    ),
  };
}

function buyBackGuarantee(settings: Settings): LegalSection {
  const { buyBack } = settings.orders;
  return {
    id: 'buy-back-guarantee',
    title: 'Buy-back guarantee',
    body: (
      <>
        <p>
          When you pay now by card for a Click &amp; Collect order you can add our buy-back
          guarantee for {pounds(buyBack.priceGbp)}. For {buyBack.windowDays} days from payment you
          can then sell unused notes of that order back to us at the rate of the order, not the rate
          of the day: up to {buyBack.sharePct}% of each currency you bought and up to{' '}
          {pounds(buyBack.capGbp)} in all.
        </p>
        <p>
          Start the sale from <Link to={paths.myOrders()}>My orders</Link> (Sell back) with the same
          e-mail address as the order, then bring the notes to the branch as for any Click &amp;
          Sell order. We e-mail you {BUY_BACK_REMINDER_DAYS} days before the guarantee ends.
        </p>
      </>
    ),
  };
}

/** The three sections, in the order the Terms place them after Payment transactions. */
export function cardTermsSections(
  settings: Settings,
  refundBusinessDays: number,
): readonly LegalSection[] {
  if (!settings.payments.cards) return [];
  return [
    payingByCard(settings, refundBusinessDays),
    homeDelivery(settings),
    buyBackGuarantee(settings),
  ];
}
