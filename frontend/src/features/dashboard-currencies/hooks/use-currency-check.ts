import { useCallback, useRef, useState } from 'react';
import type { CurrencyCheckResult } from '@fx/contracts';
import { isApiError } from '@/lib/api-client';
import { checkCurrency } from '../api/check-currency';
import { WRONG_CURRENCY_MESSAGE } from '../utils/currency-form';

/** The Check button's states (spec, section 4): unchecked, checking, checked; or it failed. */
export type CurrencyCheck =
  | { status: 'unchecked' }
  | { status: 'checking'; code: string }
  | { status: 'checked'; result: CurrencyCheckResult }
  | { status: 'failed'; code: string; message: string };

/**
 * Asks the server whether its rate provider can price a code. Only the latest request counts:
 * a reset (the code changed) or a newer check makes an older answer irrelevant.
 */
export function useCurrencyCheck() {
  const [check, setCheck] = useState<CurrencyCheck>({ status: 'unchecked' });
  const latest = useRef(0);

  /** Resolves true when this check passed and is still the latest. */
  const run = useCallback(async (code: string): Promise<boolean> => {
    const request = ++latest.current;
    setCheck({ status: 'checking', code });
    try {
      const result = await checkCurrency(code);
      if (request !== latest.current) return false;
      setCheck({ status: 'checked', result });
      return true;
    } catch (error) {
      if (request !== latest.current) return false;
      // CURRENCY_INVALID is the provider saying no; anything else (network, 503) keeps its words.
      const message =
        isApiError(error) && error.code !== 'CURRENCY_INVALID'
          ? error.message
          : WRONG_CURRENCY_MESSAGE;
      setCheck({ status: 'failed', code, message });
      return false;
    }
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    setCheck({ status: 'unchecked' });
  }, []);

  return { check, run, reset };
}
