import { site } from '@/config/site';

/**
 * The brand mark plus the trading name. The mark is the bureau's logo image when it has one, or
 * a tile with an exchange mark in its colours. `tone` picks the colours for a dark or light background.
 */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <span className={`logo logo--${tone}`}>
      {site.logoUrl ? (
        <img className="logo__mark" src={site.logoUrl} alt="" width="32" height="32" />
      ) : (
        <svg
          className="logo__mark"
          viewBox="0 0 32 32"
          width="32"
          height="32"
          aria-hidden="true"
          focusable="false"
        >
          <rect width="32" height="32" rx="8" className="logo__tile" />
          {/* Two arrows passing each other: an exchange, whatever the bureau is called. */}
          <path
            d="M8 12.5h13m-3.5-3.5 3.5 3.5-3.5 3.5M24 19.5H11m3.5-3.5-3.5 3.5 3.5 3.5"
            className="logo__glyph"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          />
        </svg>
      )}
      <span className="logo__text">{site.tradingName}</span>
    </span>
  );
}
