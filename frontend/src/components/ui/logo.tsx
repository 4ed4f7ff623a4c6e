import { site } from '@/config/site';

/** The brand mark plus the trading name. `tone` picks the colours for a dark or light background. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <span className={`logo logo--${tone}`}>
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" className="logo__tile" />
        <path
          d="M9 22V10m0 6h8m0-6v12"
          className="logo__glyph"
          strokeWidth="2.6"
          strokeLinecap="round"
          fill="none"
        />
        <circle cx="23" cy="21" r="3" className="logo__dot" />
      </svg>
      <span className="logo__text">{site.tradingName}</span>
    </span>
  );
}
