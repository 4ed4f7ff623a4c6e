/** Grey placeholder rows while the rate table loads. */
export function RatesSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="rates-skeleton" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">Loading exchange rates…</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="rates-skeleton__row" aria-hidden="true">
          <span className="skeleton skeleton--badge" />
          <span className="skeleton skeleton--text" />
          <span className="skeleton skeleton--rate" />
          <span className="skeleton skeleton--button" />
        </div>
      ))}
    </div>
  );
}
