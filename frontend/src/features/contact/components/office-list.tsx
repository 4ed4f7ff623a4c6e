import { ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { phoneHref, site } from '@/config/site';
import type { Office } from '@/config/site';

/** OpenStreetMap's search for an address (the gateway's CSP allows no map frame or tiles). */
export function openStreetMapHref(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

function OfficeCard({ office }: { office: Office }) {
  const headingId = `office-${office.id}`;
  return (
    <article className="card office-card" aria-labelledby={headingId}>
      <div className="office-card__head">
        <h3 id={headingId} className="office-card__name">
          {office.name}
        </h3>
        <span
          className={`office-card__badge${office.collectionPoint ? '' : ' office-card__badge--plain'}`}
        >
          {office.collectionPoint ? 'Main branch · Click & Collect' : 'Bureau counter'}
        </span>
      </div>
      <ul className="office-card__details" role="list">
        <li>
          <MapPinIcon size={18} />
          <address>{office.address}</address>
        </li>
        <li>
          <PhoneIcon size={18} />
          <a href={phoneHref(office.phone)}>{office.phone}</a>
        </li>
        <li>
          <ClockIcon size={18} />
          <dl className="office-card__hours">
            {office.hours.map((slot) => (
              <div key={slot.days}>
                <dt>{slot.days}</dt>
                <dd>
                  <time>{slot.opens}</time> to <time>{slot.closes}</time>
                </dd>
              </div>
            ))}
          </dl>
        </li>
      </ul>
      {office.collectionPoint ? null : (
        <p className="office-card__note">
          Currency exchange over the counter. Click &amp; Collect orders are collected from our{' '}
          {site.offices[0].name} branch.
        </p>
      )}
    </article>
  );
}

/** The bureau counters from the site config, each with its address, phone and hours. */
export function OfficeList() {
  return (
    <div className="office-list">
      {site.offices.map((office) => (
        <OfficeCard key={office.id} office={office} />
      ))}
    </div>
  );
}
