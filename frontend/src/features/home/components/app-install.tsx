import { useId, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { site } from '@/config/site';
import { install, useAppOffers } from '@/lib/app-install';
import '@/styles/home.css';

/** How this browser can install the site: known only in the browser, after the first render. */
type Platform = 'installed' | 'ios' | 'other';

function platformOf(): Platform {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (standalone) return 'installed';
  // iPhone and iPad Safari have no install prompt: the app is added from the Share menu.
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios ? 'ios' : 'other';
}

const noChanges = () => () => undefined;

/** What the block offers: Install where the browser offers it, the steps where it does not. */
function InstallAction() {
  const { install: prompt, installed } = useAppOffers();
  // The server's HTML (and hydration) says the general way; the browser's own follows.
  const platform = useSyncExternalStore(noChanges, platformOf, () => 'other' as const);

  if (installed || platform === 'installed') {
    return <p className="app-promo__how">The app is installed: open it from your home screen.</p>;
  }
  if (prompt) {
    return (
      <div className="app-promo__badges">
        <Button size="lg" onClick={() => void install()}>
          Install the app
        </Button>
      </div>
    );
  }
  if (platform === 'ios') {
    return (
      <ol className="app-promo__steps">
        <li>
          Tap <strong>Share</strong> in Safari's toolbar.
        </li>
        <li>
          Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
        </li>
      </ol>
    );
  }
  return (
    <p className="app-promo__how">
      To install it, choose <strong>Install app</strong> or <strong>Add to Home screen</strong> in
      your browser's menu.
    </p>
  );
}

/** The app block: this site installs as an app, from the browser, on any phone. */
export function AppInstall() {
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
              Add the {site.tradingName} app to your home screen: today's rates open in a tap, even
              without a signal, and rate alerts can come straight to your phone. No app store
              needed.
            </p>
            <InstallAction />
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
