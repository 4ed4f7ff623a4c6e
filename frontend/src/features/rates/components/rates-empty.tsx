import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';

export function RatesEmpty({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="state-panel">
      <span className="state-panel__icon state-panel__icon--muted">
        <SearchIcon size={24} />
      </span>
      <h2 className="state-panel__title">{`No currency matches "${query.trim()}"`}</h2>
      <p className="state-panel__text">
        Check the spelling, or try the three-letter code (for example USD) or the country.
      </p>
      <Button variant="outline" onClick={onClear}>
        Clear search
      </Button>
    </div>
  );
}
