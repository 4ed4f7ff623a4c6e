import type { Closure, CollectionBranch } from '@fx/contracts';
import { COLLECTION_HORIZON_DAYS, addDays, dayLabel, londonNow } from '@fx/contracts/web';
import { PhoneLink } from '@/components/ui/phone-link';
import { ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { site } from '@/config/site';
import type { Office } from '@/config/site';
import { useBranches } from '@/lib/get-branches';
import { useNow } from '@/lib/page-clock';

/** OpenStreetMap's search for an address (the gateway's CSP allows no map frame or tiles). */
export function openStreetMapHref(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** The branch's closed days in the next weeks, soonest first. */
function closuresAhead(closures: readonly Closure[], now: Date): Closure[] {
  const today = londonNow(now).date;
  const last = addDays(today, COLLECTION_HORIZON_DAYS);
  return closures
    .filter((closure) => closure.date >= today && closure.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A counter as the site config gives it. A collection point shows the hours staff keep on the
 * dashboard (the same the order form offers days from) and the days it is closed soon.
 */
function OfficeCard({ office, branch }: { office: Office; branch: CollectionBranch | undefined }) {
  const headingId = `office-${office.id}`;
  const hours = branch?.hours ?? office.hours;
  const now = useNow();
  const closed = branch ? closuresAhead(branch.schedule.closures, now) : [];
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
          <PhoneLink phone={office.phone} />
        </li>
        <li>
          <ClockIcon size={18} />
          <dl className="office-card__hours">
            {hours.map((slot) => (
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
      {closed.length > 0 ? (
        <p className="office-card__note">
          Closed on{' '}
          {closed.map((closure) => `${dayLabel(closure.date)} (${closure.reason})`).join(', ')}.
        </p>
      ) : null}
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
  const { data } = useBranches();
  const branchOf = (office: Office) => data?.branches.find((branch) => branch.id === office.id);
  return (
    <div className="office-list">
      {site.offices.map((office) => (
        <OfficeCard key={office.id} office={office} branch={branchOf(office)} />
      ))}
    </div>
  );
}
