import type { CollectionBranch } from '@fx/contracts';
import { useId } from 'react';
import { PhoneLink } from '@/components/ui/phone-link';
import { Button } from '@/components/ui/button';
import {
  AlertIcon,
  ExternalLinkIcon,
  InfoIcon,
  MapPinIcon,
  PhoneIcon,
} from '@/components/ui/icons';
import { officeOf } from '@/config/site';
import { useBranches } from '@/lib/get-branches';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import '@/styles/home.css';

/**
 * A maps search for the branch's address as the site's settings give it (the branches are the
 * settings' offices, by id; the settings name no map link of their own), else as the branch list
 * does: the visitor's own maps app gives the route.
 */
function directionsUrl(branch: CollectionBranch): string {
  const address = officeOf(branch.id)?.address ?? branch.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

function BranchCard({ branch }: { branch: CollectionBranch }) {
  return (
    <article className="card store-card">
      <div className="store-card__map" aria-hidden="true">
        <span className="store-card__pin">
          <MapPinIcon size={28} />
        </span>
        <span className="store-card__area">{branch.address.split(',').at(-1)?.trim()}</span>
      </div>
      <div className="store-card__body">
        <h3 className="store-card__name">{branch.name}</h3>
        <address className="store-card__address">
          <MapPinIcon size={18} />
          <span>{branch.address}</span>
        </address>
        <PhoneLink phone={branch.phone} className="store-card__phone">
          <PhoneIcon size={18} />
          {branch.phone}
        </PhoneLink>
        <h4 className="store-card__hours-title">Opening hours</h4>
        {/* The heading above introduces the list (aria-labelledby is not for a <dl>). */}
        <dl className="store-card__hours">
          {branch.hours.map((slot) => (
            <div key={slot.days} className="store-card__slot">
              <dt>{slot.days}</dt>
              <dd>
                {slot.opens}–{slot.closes}
              </dd>
            </div>
          ))}
        </dl>
        <a
          className="btn btn--outline btn--sm store-card__directions"
          href={directionsUrl(branch)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Get directions
          <ExternalLinkIcon size={16} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}

function StoreSkeleton() {
  return (
    <div className="card store-card" aria-busy="true">
      <span className="visually-hidden">Loading our branch details…</span>
      <div className="store-card__map" aria-hidden="true" />
      <div className="store-card__body" aria-hidden="true">
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" />
      </div>
    </div>
  );
}

/** "Find your nearest store": each branch with its address, phone and opening hours. */
export function NearestStore() {
  const { data, error, isValidating, mutate } = useBranches();
  const titleId = useId();

  let body;
  if (data && data.branches.length > 0) {
    body = (
      <div className="store-list">
        {data.branches.map((branch) => (
          <BranchCard key={branch.id} branch={branch} />
        ))}
      </div>
    );
  } else if (data) {
    body = (
      <div className="card home-state">
        <InfoIcon size={22} />
        <div>
          <p className="home-state__title">Our branch details are on their way</p>
          <p className="home-state__text">
            Call us on <PhoneLink /> and we will tell you where to find us.
          </p>
        </div>
      </div>
    );
  } else if (error) {
    body = (
      <div className="card home-state" role="alert">
        <AlertIcon size={22} />
        <div>
          <p className="home-state__title">We couldn't load our branch details</p>
          <p className="home-state__text">{error.message || NETWORK_ERROR_MESSAGE}</p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void mutate()}
            aria-busy={isValidating}
          >
            {isValidating ? 'Trying again…' : 'Try again'}
          </Button>
        </div>
      </div>
    );
  } else {
    body = <StoreSkeleton />;
  }

  return (
    <section className="home-section" aria-labelledby={titleId}>
      <div className="container">
        <div className="home-section__head">
          <p className="eyebrow">Visit us</p>
          <h2 id={titleId} className="home-section__title">
            Find your nearest store
          </h2>
          <p className="home-section__lead">
            Collect your Click &amp; Collect order, or bring the currency you are selling to us.
          </p>
        </div>
        {body}
      </div>
    </section>
  );
}
