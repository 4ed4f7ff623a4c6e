import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { rateGuaranteeAdjective, site } from '@/config/site';
import '@/styles/home.css';

const promises = () => [
  'Lock in our online rate when you order',
  'Order online, pay in store',
  `${rateGuaranteeAdjective()} rate guarantee once your order is in store`,
];

/** The banner: the promise on the left, the calculator (`children`) on the right. */
export function HomeHero({ children }: { children: ReactNode }) {
  return (
    <section className="hero home-hero" aria-labelledby="home-title">
      <div className="container home-hero__grid">
        <div className="home-hero__intro">
          <p className="eyebrow eyebrow--on-dark">Travel money · {site.tradingName}</p>
          <h1 id="home-title" className="hero__title home-hero__title">
            Travel money at the rates you see
          </h1>
          <p className="hero__lead home-hero__lead">
            Reserve 70+ currencies online with 0% commission, then collect them from our branch on{' '}
            {site.address.split(',')[0]}.
          </p>
        </div>
        <div className="home-hero__calculator">{children}</div>
        <div className="home-hero__extras">
          <ul className="home-hero__promises" role="list">
            {promises().map((promise) => (
              <li key={promise}>
                <span className="home-hero__tick">
                  <CheckIcon size={14} />
                </span>
                {promise}
              </li>
            ))}
          </ul>
          <ButtonLink to={paths.exchangeRates()} variant="outline" className="btn--on-dark">
            See exchange rates
            <ArrowRightIcon size={18} />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
