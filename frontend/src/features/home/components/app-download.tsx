import { useId } from 'react';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';
import { site } from '@/config/site';
import '@/styles/home.css';

function AppleGlyph() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.1 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4.5 2.8c-.3.3-.5.8-.5 1.4v15.6c0 .6.2 1.1.5 1.4l8.7-9.2-8.7-9.2zm9.8 10.3l2.7 2.8-11 6.1 8.3-8.9zm0-2.2L6 2l11 6.1-2.7 2.8zm3.9-2.1l3.1 1.7c.9.5.9 1.4 0 1.9l-3.1 1.7-2.9-2.7 2.9-2.6z" />
    </svg>
  );
}

/** A store badge that cannot be used yet: it says so instead of linking nowhere. */
function StoreBadge({ store, glyph }: { store: string; glyph: ReactNode }) {
  return (
    <button type="button" className="store-badge" disabled>
      {glyph}
      <span className="store-badge__text">
        <span className="store-badge__small">Coming soon</span>
        <span className="store-badge__store">{store}</span>
      </span>
    </button>
  );
}

/** The download-the-app block; the app is not out yet. */
export function AppDownload() {
  const titleId = useId();
  return (
    <section className="home-section" aria-labelledby={titleId}>
      <div className="container">
        <div className="app-promo">
          <div className="app-promo__text">
            <p className="eyebrow eyebrow--on-dark">Mobile app</p>
            <h2 id={titleId} className="app-promo__title">
              Travel money in your pocket
            </h2>
            <p className="app-promo__lead">
              The {site.tradingName} app is on its way: check today's rates and reserve your
              currency wherever you are. Until then, this website does it all on your phone.
            </p>
            <div className="app-promo__badges">
              <StoreBadge store="App Store" glyph={<AppleGlyph />} />
              <StoreBadge store="Google Play" glyph={<PlayGlyph />} />
            </div>
          </div>
          <div className="app-promo__phone" aria-hidden="true">
            <div className="app-promo__screen">
              <Logo tone="dark" />
              <span className="app-promo__bar" />
              <span className="app-promo__bar app-promo__bar--short" />
              <span className="app-promo__bar" />
              <span className="app-promo__button" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
