import type { PricedCurrency, RatesStatus } from '@fx/contracts';
import type { AmountSide, Way } from '@fx/contracts';
import { Decimal, PricingMessages } from '@fx/contracts/web';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { AlertIcon, ArrowRightIcon, InfoIcon } from '@/components/ui/icons';
import { RatesStatusLabel } from '@/components/ui/rates-status-label';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { AmountField } from '@/features/calculator/components/amount-field';
import { CalculatorTabs, tabId } from '@/features/calculator/components/calculator-tabs';
import {
  cleanAmountInput,
  isPositiveAmount,
  isUsableRate,
  linkedAmounts,
  normalizeAmount,
  orderPreview,
  placesFor,
} from '@/features/calculator/utils/amounts';
import type { TypedAmount } from '@/features/calculator/utils/amounts';
import { formatMoney, formatRateLine } from '@/lib/format';
import '@/styles/home.css';

/** What the widget asks to put in the cart: the amount typed last, at the rate shown. */
export interface CalculatorOrder {
  currency: string;
  way: Way;
  amount: string;
  side: AmountSide;
  rate: string;
}

export const DEFAULT_CURRENCY = 'EUR';

const copy = {
  collect: {
    lead: 'Buy currency online at our online rate, then pay and collect in store.',
    gbpLabel: 'You pay',
    foreignLabel: 'You get',
    action: 'Buy travel Money',
  },
  sell: {
    lead: 'Sell us your leftover currency online, then bring it in and get pounds.',
    gbpLabel: 'You get',
    foreignLabel: 'You sell',
    action: 'Sell Travel Money',
  },
} as const satisfies Record<Way, Record<string, string>>;

function customerRate(currency: PricedCurrency | undefined, way: Way): string | undefined {
  if (!currency) return undefined;
  return way === 'collect' ? currency.rates.collect : currency.rates.sell;
}

/** The note under the boxes when the order will differ from them (Click & Collect's £10 step). */
function orderNote(
  typed: TypedAmount,
  shown: { gbp: string; foreign: string },
  currency: string,
  way: Way,
  rate: string | undefined,
): string | null {
  const order = orderPreview(typed, currency, way, rate);
  if (!order || shown.gbp === '' || shown.foreign === '') return null;
  const sameGbp = new Decimal(order.gbp).eq(normalizeAmount(shown.gbp) ?? '0');
  const sameForeign = new Decimal(order.foreign).eq(normalizeAmount(shown.foreign) ?? '0');
  if (sameGbp && sameForeign) return null;
  const pounds = formatMoney(order.gbp, 'GBP', { stripIfInteger: true });
  const foreign = formatMoney(order.foreign, currency, {
    decimals: placesFor('foreign', currency),
  });
  return way === 'collect'
    ? `You pay ${pounds} for ${foreign} — we round Click & Collect orders up to the next £10.`
    : `You get ${pounds} for ${foreign}.`;
}

/**
 * The home page's rate calculator: Click & Collect / Click & Sell tabs, a currency, and two
 * linked amount boxes (pounds and the currency) that work each other out at the customer rate
 * as the customer types. Its button puts a line in the cart (`onOrder`, which answers with the
 * spec's message when it cannot) and opens the order page.
 */
export function CalculatorWidget({
  currencies,
  status,
  error,
  retrying = false,
  onRetry,
  onOrder,
}: {
  /** The rate table's currencies; undefined while it loads. */
  currencies: readonly PricedCurrency[] | undefined;
  /** How current the table's rates are; undefined while it loads. */
  status?: RatesStatus | undefined;
  /** Why the rate table could not be loaded (only when there is no table to show). */
  error?: string | undefined;
  retrying?: boolean;
  onRetry: () => void;
  onOrder: (order: CalculatorOrder) => string | null;
}) {
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const selectId = `${baseId}-currency`;
  const navigate = useNavigate();
  const toast = useToast();
  const [way, setWay] = useState<Way>('collect');
  const [code, setCode] = useState(DEFAULT_CURRENCY);
  const [typed, setTyped] = useState<TypedAmount>({ side: 'gbp', value: '' });

  const options = useMemo(
    () => [...(currencies ?? [])].sort((a, b) => a.code.localeCompare(b.code)),
    [currencies],
  );
  const selected =
    options.find((currency) => currency.code === code) ??
    options.find((currency) => currency.code === DEFAULT_CURRENCY) ??
    options[0];
  const currency = selected?.code ?? code;
  const rate = customerRate(selected, way);
  const ready = isUsableRate(rate);
  const shown = linkedAmounts(typed, rate, currency);
  const note = orderNote(typed, shown, currency, way, rate);
  const text = copy[way];

  const type = (side: AmountSide, raw: string) => {
    const value = cleanAmountInput(raw, placesFor(side, currency));
    if (value !== null) setTyped({ side, value });
  };

  const changeCurrency = (next: string) => {
    setCode(next);
    setTyped((current) => ({ side: current.side, value: '' }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    const amount = normalizeAmount(typed.value);
    if (amount === null || !isPositiveAmount(shown.gbp) || !isPositiveAmount(shown.foreign)) {
      toast.error(PricingMessages.INVALID_AMOUNT);
      return;
    }
    const problem = onOrder({ currency, way, amount, side: typed.side, rate });
    if (problem) {
      toast.error(problem);
      return;
    }
    void navigate(paths.purchase(currency, way === 'collect' ? 'Order' : 'Sell'));
  };

  const gbpField = (
    <AmountField
      label={text.gbpLabel}
      currency="GBP"
      value={shown.gbp}
      places={placesFor('gbp', currency)}
      disabled={!ready}
      onChange={(raw) => type('gbp', raw)}
    />
  );
  const foreignField = (
    <AmountField
      label={text.foreignLabel}
      currency={currency}
      value={shown.foreign}
      places={placesFor('foreign', currency)}
      disabled={!ready}
      onChange={(raw) => type('foreign', raw)}
    />
  );

  let body;
  if (error && !currencies) {
    body = (
      <div className="calc__error" role="alert">
        <span className="calc__error-icon">
          <AlertIcon size={22} />
        </span>
        <p className="calc__error-title">We couldn't load today's rates</p>
        <p className="calc__error-text">{error}</p>
        <Button variant="secondary" onClick={onRetry} aria-busy={retrying}>
          {retrying ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    );
  } else if (currencies && options.length === 0) {
    body = (
      <div className="calc__error" role="status">
        <p className="calc__error-title">No currencies are available online right now</p>
        <p className="calc__error-text">Please try again later, or visit us in store.</p>
      </div>
    );
  } else {
    body = (
      <form className="calc__form" onSubmit={submit} noValidate>
        <p className="calc__lead">{text.lead}</p>
        <div className="calc-field">
          <label className="calc-field__label" htmlFor={selectId}>
            Currency
          </label>
          <select
            id={selectId}
            className="calc__select"
            value={currency}
            disabled={!currencies}
            onChange={(event) => changeCurrency(event.target.value)}
          >
            {options.length > 0 ? (
              options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.code} – {option.name}
                </option>
              ))
            ) : (
              <option value={DEFAULT_CURRENCY}>{DEFAULT_CURRENCY} – Euro</option>
            )}
          </select>
        </div>
        <div className="calc__amounts">
          {way === 'collect' ? gbpField : foreignField}
          <span className="calc__equals" aria-hidden="true">
            =
          </span>
          {way === 'collect' ? foreignField : gbpField}
        </div>
        <div className="calc__rate-line">
          {ready ? (
            <p className="calc__rate">
              <span className="calc__rate-label">Our online rate</span>
              <span className="rate">{formatRateLine(rate, currency)}</span>
            </p>
          ) : (
            <p className="calc__rate" role="status">
              <span className="calc__spinner" aria-hidden="true" />
              <span>Loading today's rate…</span>
            </p>
          )}
          {ready && status ? <RatesStatusLabel status={status} variant="compact" /> : null}
          <p className="calc__branch-note">Online rates may differ from our rates in branch.</p>
          <div className="calc__note-region" aria-live="polite">
            {note ? (
              <p className="calc__note">
                <InfoIcon size={16} />
                <span>{note}</span>
              </p>
            ) : null}
          </div>
        </div>
        <Button type="submit" size="lg" block disabled={!ready}>
          {text.action}
          <ArrowRightIcon size={18} />
        </Button>
      </form>
    );
  }

  return (
    <section className="card calc" aria-label="Currency calculator">
      <CalculatorTabs baseId={baseId} panelId={panelId} active={way} onSelect={setWay} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(baseId, way)}
        className="calc__panel"
      >
        {body}
      </div>
    </section>
  );
}
