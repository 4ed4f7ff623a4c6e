import { PhoneLink } from '@/components/ui/phone-link';
import { ButtonLink } from '@/components/ui/button';
import { CheckIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { PageBanner } from '@/components/ui/page-banner';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import '@/styles/pages.css';

const inBranch = [
  'Buy travel money in 70+ currencies at 0% commission',
  'Reserve online and pay in store with Click & Collect',
  'Sell back your leftover currency with Click & Sell',
];

/** /sendmony: the bureau does not send money abroad; its transfer partner does. */
export function MoneyTransfers() {
  return (
    <>
      <PageBanner
        id="money-transfers-title"
        eyebrow="Sending money abroad"
        title="Money Transfers"
        lead="Need to send money to family, friends or a business overseas? Our transfer partner can help."
      />
      <div className="container page-overlap transfers-layout">
        <section className="card transfers-card" aria-labelledby="transfers-partner-title">
          <h2 id="transfers-partner-title" className="transfers-card__title">
            We don't send money abroad ourselves
          </h2>
          <p>
            {site.tradingName} is a travel money bureau: we buy and sell foreign currency notes. We
            don't make international payments or transfers from our branch or this website.
          </p>
          <p>
            For transfers, we point you to our partner's online money transfer service. You set up
            and pay for your transfer on their website, under their own terms, fees and exchange
            rates; {site.tradingName} is not a party to the transfer.
          </p>
          {site.moneyTransfersUrl ? (
            <>
              <a
                className="btn btn--primary btn--lg transfers-card__cta"
                href={site.moneyTransfersUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Go to the money transfer service
                <ExternalLinkIcon size={18} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <p className="transfers-card__note">
                You are leaving {site.tradingName}'s website. Check the provider's details before
                you send money.
              </p>
            </>
          ) : (
            <p className="transfers-card__note">
              Ask us in branch or call <PhoneLink /> and we will tell you how to reach it.
            </p>
          )}
        </section>
        <aside className="card transfers-aside" aria-labelledby="transfers-aside-title">
          <h2 id="transfers-aside-title" className="transfers-aside__title">
            What we can do for you
          </h2>
          <ul className="info-panel__list" role="list">
            {inBranch.map((item) => (
              <li key={item}>
                <span className="info-panel__tick">
                  <CheckIcon size={14} strokeWidth={3} />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <div className="transfers-aside__actions">
            <ButtonLink to={paths.exchangeRates()} variant="secondary">
              See exchange rates
            </ButtonLink>
            <ButtonLink to={paths.contact()} variant="outline">
              Contact us
            </ButtonLink>
          </div>
        </aside>
      </div>
    </>
  );
}
