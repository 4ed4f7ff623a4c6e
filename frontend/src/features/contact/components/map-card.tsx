import { ExternalLinkIcon } from '@/components/ui/icons';
import { site } from '@/config/site';
import { openStreetMapHref } from '@/features/contact/components/office-list';

/** A map pin with its point at (0, 0). */
function Pin({
  x,
  y,
  scale = 1,
  main = false,
}: {
  x: number;
  y: number;
  scale?: number;
  main?: boolean;
}) {
  return (
    <g
      transform={`translate(${x} ${y}) scale(${scale})`}
      className={main ? 'map-card__pin map-card__pin--main' : 'map-card__pin'}
    >
      <path d="M0 0C0 0-13-12-13-22a13 13 0 0 1 26 0C13-12 0 0 0 0Z" />
      <circle cx="0" cy="-22" r="5" className="map-card__pin-dot" />
    </g>
  );
}

/**
 * Where to find us. The gateway's Content-Security-Policy allows no map frame and no map tiles,
 * so rather than an embed that would show as a broken box, a drawn map links out to
 * OpenStreetMap for each office.
 */
export function MapCard() {
  return (
    <section className="card map-card" aria-labelledby="map-card-title">
      <svg
        className="map-card__art"
        viewBox="0 0 400 150"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="400" height="150" className="map-card__land" />
        <path d="M0 112C90 100 150 124 230 110S360 90 400 98V150H0Z" className="map-card__park" />
        <path d="M-10 38 410 58M-10 96 410 88M290-10 270 160" className="map-card__road" />
        <path
          d="M40-10 66 160M210-10 212 160M350-10 336 160M-10 130 180 150"
          className="map-card__street"
        />
        <path d="M120-10 146 160" className="map-card__road map-card__road--main" />
        <Pin x={137} y={104} main />
        <Pin x={132} y={68} scale={0.8} />
      </svg>
      <div className="map-card__body">
        <h2 id="map-card-title" className="map-card__title">
          Find us
        </h2>
        <p className="map-card__text">Open a map for directions to each of our counters.</p>
        <ul className="map-card__links" role="list">
          {site.offices.map((office) => (
            <li key={office.id}>
              <a
                className="map-card__link"
                href={openStreetMapHref(office.address)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span className="map-card__link-name">{office.name}</span>
                <span className="map-card__link-action">
                  Open in map
                  <ExternalLinkIcon size={16} />
                  <span className="visually-hidden"> (OpenStreetMap, opens in a new tab)</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
