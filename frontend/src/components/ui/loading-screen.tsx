/** A centred spinner for a page that is waiting on something; announced as busy. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="loading-screen" aria-busy="true" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p className="loading-screen__label">{label}</p>
    </div>
  );
}
