import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';

/** The rate table could not be loaded: why, and Try again. */
export function CalculatorError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="calc__error" role="alert">
      <span className="calc__error-icon">
        <AlertIcon size={22} />
      </span>
      <p className="calc__error-title">We couldn't load today's rates</p>
      <p className="calc__error-text">{message}</p>
      <Button variant="secondary" onClick={onRetry} aria-busy={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  );
}

/** The rate table has no currency on sale. */
export function CalculatorEmpty() {
  return (
    <div className="calc__error" role="status">
      <p className="calc__error-title">No currencies are available online right now</p>
      <p className="calc__error-text">Please try again later, or visit us in store.</p>
    </div>
  );
}
