import { Link } from 'react-router';
import { PhoneLink } from '@/components/ui/phone-link';
import { Accordion } from '@/components/ui/accordion';
import type { AccordionItem } from '@/components/ui/accordion';
import { Decimal, pounds } from '@fx/contracts/web';
import type { SiteSettings } from '@fx/contracts';
import { paths } from '@/config/paths';
import { rateGuaranteeHours, site, siteSettings } from '@/config/site';

/**
 * Paying now by card, home delivery and the buy-back guarantee, briefly: the Terms say the rest.
 * Asked only where the bureau takes card payments; every number is the settings'.
 */
function cardItems({ orders, payments }: SiteSettings): AccordionItem[] {
  const { delivery, buyBack } = orders;
  const free =
    delivery.freeFromGbp === null
      ? ''
      : `, free for orders of ${pounds(delivery.freeFromGbp)} or more`;
  return [
    {
      id: 'pay-now',
      title: 'Can I pay online by card?',
      content: (
        <p>
          Yes, for Click &amp; Collect: choose Pay now by card and pay on our card processor's
          secure page. We take{' '}
          {payments.creditCards ? 'debit and credit cards' : 'debit cards only'}, in your name. Your
          rate is guaranteed from the moment you pay; the card is charged when the branch accepts
          your order. You can still reserve and pay in store instead.
        </p>
      ),
    },
    {
      id: 'delivery',
      title: 'Can you deliver my currency to my home?',
      content: (
        <p>
          Yes, to UK addresses, for orders paid now by card from {pounds(delivery.minGbp)} to{' '}
          {pounds(delivery.maxGbp)}. Delivery costs {pounds(delivery.feeGbp)}
          {free}. Paid before {delivery.cutoff} on a working day, it arrives the next working day
          (Saturday for {pounds(delivery.saturdayFeeGbp)} more; never on Sundays or bank holidays).
          We deliver to the billing address of your card, and someone must sign for it.
        </p>
      ),
    },
    {
      id: 'buy-back-guarantee',
      title: 'What is the buy-back guarantee?',
      content: (
        <p>
          An add-on for {pounds(buyBack.priceGbp)} when you pay now by card: for{' '}
          {buyBack.windowDays} days you can sell unused notes back to us at the rate of your order,
          up to {buyBack.sharePct}% of each currency and {pounds(buyBack.capGbp)} in all. Start from{' '}
          <Link to={paths.myOrders()}>My orders</Link>.
        </p>
      ),
    },
  ];
}

/** What a paid order's cancellation gives back, as the Terms state it. */
function paidCancellation({ orders }: SiteSettings): string {
  const fee = orders.cancellationFeeGbp;
  const refund = new Decimal(fee).gt(0) ? `less a cancellation fee of ${pounds(fee)}` : 'in full';
  return ` An order paid now by card can be cancelled until the branch accepts it (a delivery until we dispatch it) and is refunded ${refund}.`;
}

/**
 * The questions travellers ask most, with those of paying by card, delivery and the guarantee
 * where the bureau takes cards (read at render: they name the bureau's details).
 */
export function faqItems(): readonly AccordionItem[] {
  const [mainBranch] = site.offices;
  const settings = siteSettings();
  const cards = settings.payments.cards;
  return [
    {
      id: 'commission',
      title: 'Do you charge commission or fees?',
      content: (
        <p>
          No. We charge 0% commission on every currency, whether you buy travel money or sell back
          what you didn't spend. The rate you see is the rate you get.
        </p>
      ),
    },
    {
      id: 'click-and-collect',
      title: 'How does Click & Collect work?',
      content: (
        <>
          <p>
            Choose your currency and amount on our website and reserve it online. You don't pay
            anything until you collect: come to our {mainBranch.name} branch at {mainBranch.address}
            , pay in store and leave with your currency.
          </p>
          <p>
            When you order, choose the day you will collect: today if you order before the branch's
            cut-off time and the currency is in stock, or any day the branch opens in the next two
            weeks. Currencies we order in for you show the first day they can be collected. Please
            come on that day, within office hours.
          </p>
          <p>
            Each order can be from {pounds(site.orders.minGbp)} to {pounds(site.orders.maxGbp)}.
            Money-laundering rules treat orders that belong together as one, so your orders over{' '}
            {site.orders.linkedWindowDays} days can come to at most{' '}
            {pounds(site.orders.linkedLimitGbp)}; for more, please contact the branch.
          </p>
        </>
      ),
    },
    {
      id: 'rate-guarantee',
      title: 'Is the rate I see online the rate I get?',
      content: (
        <p>
          Yes, for orders reserved online. Your rate is guaranteed for {rateGuaranteeHours()} from
          the moment your order arrives in store
          {cards ? ', or from the moment you pay if you pay now by card' : ''}. Rates offered over
          the counter in branch may differ from our online rates, so it usually pays to order online
          first.
        </p>
      ),
    },
    ...(cards ? cardItems(settings) : []),
    {
      id: 'identification',
      title: 'What do I need to bring to collect my order?',
      content: (
        <>
          <p>
            A valid passport, a full UK or European photo driving licence, or a European national
            identity card, and, if you pay by card, a payment card in the name on the order. You
            must be 18 or over.
          </p>
          <p>
            For some orders we may also ask for proof of address dated within the last 90 days, such
            as a utility bill or bank statement.
          </p>
        </>
      ),
    },
    {
      id: 'currencies',
      title: 'Which currencies can I buy?',
      content: (
        <p>
          We stock 70+ currencies, from euros and US dollars to harder-to-find currencies. See{' '}
          <Link to={paths.exchangeRates()}>today's exchange rates</Link> for the full list. Orders
          are subject to stock and denomination availability.
        </p>
      ),
    },
    {
      id: 'sell-back',
      title: 'Can I sell back currency I have left over?',
      content: (
        <p>
          Yes. Use Click &amp; Sell to reserve the sale online at our buy-back rate, then bring your
          notes to the branch and we pay you in pounds. We can only buy notes that are genuine, in
          circulation and in good condition.
        </p>
      ),
    },
    {
      id: 'cancel',
      title: 'Can I cancel my order?',
      content: (
        <p>
          Yes, free of charge at any time before you collect it: call or e-mail us with your order
          number. Where you have paid in advance, we refund you within 15 business days.
          {cards ? paidCancellation(settings) : ''} See our{' '}
          <Link to={paths.terms()}>Terms &amp; Conditions</Link> for the details.
        </p>
      ),
    },
    {
      id: 'send-money',
      title: 'Can you send money abroad for me?',
      content: site.moneyTransfersUrl ? (
        <p>
          We don't send money abroad ourselves, but our partner can.{' '}
          <Link to={paths.moneyTransfers()}>Find out about money transfers</Link>.
        </p>
      ) : (
        <p>
          We don't send money abroad ourselves. Call us on <PhoneLink /> and we will tell you who
          can.
        </p>
      ),
    },
  ];
}

/** The FAQ accordion, one answer open at a time, and how to reach support. */
export function FaqQuestions() {
  const items = faqItems();
  return (
    <div className="faq-layout">
      <section className="card faq-card" aria-labelledby="faq-questions-title">
        <h2 id="faq-questions-title" className="faq-card__title">
          Travel money questions
        </h2>
        <Accordion items={items} headingLevel={3} defaultOpenId={items[0]?.id ?? null} />
      </section>
      <aside className="card faq-support" aria-labelledby="faq-support-title">
        <h2 id="faq-support-title" className="faq-support__title">
          Still have a question?
        </h2>
        <p>Our support team is happy to help, in branch opening hours.</p>
        <ul className="faq-support__list" role="list">
          <li>
            <span className="faq-support__label">Call support</span>
            <PhoneLink className="faq-support__value" />
          </li>
          <li>
            <span className="faq-support__label">E-mail support</span>
            <a href={`mailto:${site.email}`} className="faq-support__value">
              {site.email}
            </a>
          </li>
        </ul>
        <p className="faq-support__more">
          Or send us a message from our <Link to={paths.contact()}>contact page</Link>.
        </p>
      </aside>
    </div>
  );
}
