import { formatRateLine } from '@/lib/format';
import type { CurrencyCheck } from '../hooks/use-currency-check';

/** The Check button's label for where the check stands. */
export function checkLabel(check: CurrencyCheck): string {
  switch (check.status) {
    case 'checking':
      return 'Checking';
    case 'checked':
      return 'Checked';
    case 'unchecked':
    case 'failed':
      return 'Check';
  }
}

/**
 * What the rate provider check is doing, or what it found, under the code field; before any check,
 * that one is needed before `submitLabel`.
 */
export function CheckStatus({
  id,
  check,
  codeError,
  submitLabel,
}: {
  id: string;
  check: CurrencyCheck;
  codeError: string | null | undefined;
  submitLabel: string;
}) {
  return (
    <p id={id} className="currency-form__check-status" aria-live="polite">
      {check.status === 'checking' ? `Asking the rate provider for ${check.code}…` : null}
      {check.status === 'checked' ? (
        <>
          Market rate found:{' '}
          <strong>{formatRateLine(check.result.marketRate, check.result.code)}</strong>
        </>
      ) : null}
      {check.status === 'unchecked' && !codeError
        ? `Check the code with the rate provider before you ${submitLabel.toLowerCase()} it.`
        : null}
    </p>
  );
}
