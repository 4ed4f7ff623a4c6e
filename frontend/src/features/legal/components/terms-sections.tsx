import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { rateGuaranteeHours, site, siteSettings } from '@/config/site';
import { cardTermsSections } from '@/features/legal/components/card-terms-sections';
import { LegalContact } from '@/features/legal/components/legal-contact';
import type { LegalSection } from '@/features/legal/components/legal-document';

/** The spec's constants for the Terms (section 9). */
export const termsConstants = {
  minimumAge: 18,
  proofOfAddressDays: 90,
  refundBusinessDays: 15,
  recipientCollectionMonths: 3,
  depositFollowUpBusinessDays: 30,
  lastUpdated: 'November 2017',
} as const;

const c = termsConstants;

/** The sections, read at render: they name the bureau's details. */
export function termsSections(): readonly LegalSection[] {
  const { tradingName, company } = site;
  const settings = siteSettings();
  const cards = settings.payments.cards;
  return [
    {
      id: 'regulated-operator',
      title: 'Regulated operator',
      body: (
        <>
          <p>
            {tradingName} is a trading name of {company.name}, a company registered in{' '}
            {company.registeredIn} under company number {company.number}, whose registered office is
            at {site.address}.
          </p>
          <p>
            {company.name} is registered with HM Revenue &amp; Customs (HMRC) as a Money Service
            Business and is supervised by HMRC under the Money Laundering, Terrorist Financing and
            Transfer of Funds (Information on the Payer) Regulations 2017. Our registration details
            are displayed in our branches and are available on request.
          </p>
        </>
      ),
    },
    {
      id: 'responsibility',
      title: 'Responsibility',
      body: (
        <>
          <p>
            You must be at least {c.minimumAge} years old to place an order, to collect an order or
            to exchange currency with us. We may ask you to prove your age.
          </p>
          <p>
            You are responsible for making sure that the details you give us are complete and
            accurate, including your name, e-mail address, phone number, the currency and the
            amounts. Please check your order confirmation as soon as you receive it and tell us
            straight away if anything is wrong.
          </p>
          <p>
            It is your responsibility to check any limits on taking currency into or out of the
            countries you travel to, and to declare cash where the law requires it. Once you have
            collected your currency, you are responsible for keeping it safe.
          </p>
          <p>
            We are responsible for supplying the currency you ordered, in the amount and at the rate
            confirmed to you, subject to these Terms.
          </p>
        </>
      ),
    },
    {
      id: 'payment-transactions',
      title: 'Payment transactions',
      body: (
        <>
          <h3 className="legal-doc__subheading">Click &amp; Collect</h3>
          <p>
            {cards
              ? 'You either pay now by card when you order (see Paying now by card below), or reserve your currency online and pay for it in store when you collect it. In store we accept'
              : 'You reserve your currency online and pay for it in store when you collect it. We accept'}{' '}
            debit cards, credit cards and cash in pounds sterling. Your card issuer may treat a
            credit card payment as a cash advance and charge a fee; that fee is not ours. The card
            you pay with must be in the name of the person named on the order.
          </p>
          <p>
            We charge 0% commission. The rate shown when you reserve an order is guaranteed for{' '}
            {rateGuaranteeHours()} from the moment your order arrives in store
            {cards ? '; the rate of an order you pay for now is guaranteed from payment' : ''}.
            Rates online may differ from the rates offered over the counter in branch. The amount
            you pay in pounds is rounded up to the next £10, and the currency you receive is worked
            out from the rounded amount.
          </p>
          <h3 className="legal-doc__subheading">Click &amp; Sell</h3>
          <p>
            You reserve the sale of your foreign currency online and bring it to the branch. We
            check the notes and pay you in pounds sterling at the rate confirmed to you. We can only
            buy notes that are genuine, in circulation and in good condition; we cannot buy coins.
          </p>
          <h3 className="legal-doc__subheading">Collection by someone else</h3>
          <p>
            Where an order has been paid for in advance and you name another person (the recipient)
            to collect it, the recipient must collect it within {c.recipientCollectionMonths} months
            of the order date and must meet the identification requirements in section 4. An order
            that is not collected within {c.recipientCollectionMonths} months is cancelled and
            refunded under section 8.
          </p>
        </>
      ),
    },
    ...cardTermsSections(settings, c.refundBusinessDays),
    {
      id: 'collection-and-id',
      title: 'Collection and ID requirements',
      body: (
        <>
          <p>
            Please collect your order on the collection day you chose when ordering, within the
            branch's office hours. Orders are subject to the availability of stock and of
            denominations. To collect an order you must bring:
          </p>
          <ul className="legal-doc__list">
            <li>
              a valid passport, a full UK or European photo driving licence, or a European national
              identity card;
            </li>
            <li>if you pay by card, the payment card, which must match the name on the order;</li>
            <li>
              where we ask for it, proof of your address dated within the last{' '}
              {c.proofOfAddressDays} days, such as a utility bill, a council tax bill or a bank
              statement.
            </li>
          </ul>
          <p>
            We will not release an order if the identification does not match the details on the
            order, if it has expired, or if the person collecting is under {c.minimumAge}. Please
            count your currency before you leave the counter.
          </p>
        </>
      ),
    },
    {
      id: 'anti-money-laundering',
      title: 'Anti-money laundering',
      body: (
        <>
          <p>
            The law requires us to check the identity of our customers, to understand the purpose of
            a transaction and the source of the funds used for it, and to keep records. We may ask
            you for further information or documents at any time, including for smaller
            transactions.
          </p>
          <p>
            We may delay or refuse a transaction, or cancel an order, if you do not give us the
            information we ask for, or if we suspect that a transaction is connected with money
            laundering, terrorist financing, fraud or any other crime. We are required to report
            suspicious activity to the National Crime Agency and the law may prevent us from telling
            you that we have done so.
          </p>
          <p>
            We keep records of your identity and of your transactions for at least five years after
            our relationship with you ends, as the Money Laundering Regulations require.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may change these Terms from time to time, for example to reflect a change in the law or
          in our services. The version published on this page when you place your order applies to
          that order. The date at the top of this page shows when the Terms were last updated.
        </p>
      ),
    },
    {
      id: 'definitions',
      title: 'Definitions',
      body: (
        <dl className="legal-doc__definitions">
          <div>
            <dt>“We”, “us”, “our”</dt>
            <dd>
              {company.name}, trading as {tradingName}.
            </dd>
          </div>
          <div>
            <dt>“You”, “your”</dt>
            <dd>The customer placing an order or exchanging currency with us.</dd>
          </div>
          <div>
            <dt>“Order”</dt>
            <dd>A Click &amp; Collect or Click &amp; Sell reservation placed on this website.</dd>
          </div>
          <div>
            <dt>“Click &amp; Collect”</dt>
            <dd>Buying foreign currency online, paying for it and collecting it in store.</dd>
          </div>
          <div>
            <dt>“Click &amp; Sell”</dt>
            <dd>Reserving online the sale of your foreign currency to our branch.</dd>
          </div>
          <div>
            <dt>“Recipient”</dt>
            <dd>A person you name to collect an order on your behalf.</dd>
          </div>
          <div>
            <dt>“Business day”</dt>
            <dd>Monday to Friday, except bank holidays in England.</dd>
          </div>
          <div>
            <dt>“Branch”</dt>
            <dd>Our bureau at {site.address}, where orders are collected.</dd>
          </div>
        </dl>
      ),
    },
    {
      id: 'cancellations-and-refunds',
      title: 'Cancellations and refunds',
      body: (
        <>
          <p>
            You can cancel an order free of charge at any time before you collect it: call us or
            e-mail us with your order number. As you pay for a Click &amp; Collect order when you
            collect it, there is usually nothing to refund.
            {cards
              ? ' An order you paid for now by card is cancelled and refunded as Paying now by card says.'
              : ''}
          </p>
          <p>
            Where you have paid in advance or paid a deposit, we refund the amount to the original
            method of payment within {c.refundBusinessDays} business days of the cancellation. If
            you have paid a deposit and have not completed your order, we will contact you within{' '}
            {c.depositFollowUpBusinessDays} business days to arrange either collection or a refund.
          </p>
          <p>
            Once you have collected your currency we cannot take it back at the rate you bought it
            at, but you can sell it back to us at our current rate with{' '}
            <Link to={paths.exchangeRates()}>Click &amp; Sell</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Liability',
      body: (
        <>
          <p>
            If we fail to meet these Terms, we are responsible for loss or damage you suffer that is
            a foreseeable result of our failure, up to the value of your order. We are not
            responsible for loss or damage that is not foreseeable, for business losses, or for
            delays or failures caused by events outside our reasonable control.
          </p>
          <p>
            We are not responsible for currency that is lost or stolen after you have collected it,
            or for fees charged by your bank or card issuer.
          </p>
          <p>
            Nothing in these Terms limits our liability for death or personal injury caused by our
            negligence, for fraud, or for anything else that cannot be limited by law, and nothing
            in them affects your statutory rights. These Terms are governed by the law of England
            and Wales.
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <>
          <p>
            If you have a question about these Terms or a complaint about our service, please
            contact us. You can also use our <Link to={paths.contact()}>contact form</Link>.
          </p>
          <LegalContact />
        </>
      ),
    },
  ];
}
