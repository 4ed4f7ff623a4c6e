import type { CollectionBranch, PricedCurrency, RatesStatus } from '@fx/contracts';
import type { AmountSide, Way } from '@fx/contracts';
import { PricingMessages } from '@fx/contracts/web';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { OFFLINE_NOTICE_ID } from '@/components/layout/app-notices';
import { StockNote } from '@/components/orders/stock-note';
import { Button } from '@/components/ui/button';
import { ArrowRightIcon, InfoIcon } from '@/components/ui/icons';
import { RatesStatusLabel } from '@/components/ui/rates-status-label';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { AmountField } from '@/features/calculator/components/amount-field';
import {
  CalculatorEmpty,
  CalculatorError,
} from '@/features/calculator/components/calculator-states';
import { CalculatorTabs, tabId } from '@/features/calculator/components/calculator-tabs';
import {
  cleanAmountInput,
  isPositiveAmount,
  isUsableRate,
  linkedAmounts,
  normalizeAmount,
  placesFor,
} from '@/features/calculator/utils/amounts';
import type { TypedAmount } from '@/features/calculator/utils/amounts';
import { calculatorCopy, customerRate, orderNote } from '@/features/calculator/utils/order-note';
import { earliestAvailability } from '@/lib/collection';
import { formatRateLine } from '@/lib/format';
import { orderLimitsText } from '@/lib/order-limits';
import { useOnline } from '@/lib/online';
import { useNow } from '@/lib/page-clock';
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

/**
 * The home page's rate calculator: Click & Collect / Click & Sell tabs, a currency (for Click &
 * Collect, when the branch that has it first can hand it over), two linked amount boxes (pounds
 * and the currency) that work each other out at the customer rate as the customer types, and the
 * order limits. Its button puts a line in the cart (`onOrder`, which answers with the message
 * when it cannot: an amount outside the limits, a full cart) and opens the order page; it is
 * disabled, with the reason, for a currency no branch can supply.
 */
export function CalculatorWidget({
  currencies,
  branches,
  status,
  error,
  retrying = false,
  onRetry,
  onOrder,
}: {
  /** The rate table's currencies; undefined while it loads. */
  currencies: readonly PricedCurrency[] | undefined;
  /** The branches with their days and stock; undefined while they load (nothing is said). */
  branches?: readonly CollectionBranch[] | undefined;
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
  const online = useOnline();
  const [way, setWay] = useState<Way>('collect');
  const [code, setCode] = useState(DEFAULT_CURRENCY);
  const [typed, setTyped] = useState<TypedAmount>({ side: 'gbp', value: '' });

  // Codes are three capital letters, compared as written: a collator (localeCompare) would load
  // ICU's data, tens of ms of the first render.
  const options = useMemo(
    () => [...(currencies ?? [])].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
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
  const text = calculatorCopy[way];
  const now = useNow();
  const availability =
    way === 'collect' && branches
      ? earliestAvailability(branches, currency, now)?.availability
      : undefined;
  const unavailable = availability?.status === 'unavailable';
  const stockId = `${baseId}-stock`;

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
    if (!ready || unavailable) return;
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
    body = <CalculatorError message={error} retrying={retrying} onRetry={onRetry} />;
  } else if (currencies && options.length === 0) {
    body = <CalculatorEmpty />;
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
          {availability ? (
            <StockNote
              availability={availability}
              id={stockId}
              showReason
              className="calc__stock"
            />
          ) : null}
        </div>
        <div className="calc__amounts">
          {way === 'collect' ? gbpField : foreignField}
          <span className="calc__equals" aria-hidden="true">
            =
          </span>
          {way === 'collect' ? foreignField : gbpField}
        </div>
        <p className="calc__limits">{orderLimitsText()}</p>
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
        <Button
          type="submit"
          size="lg"
          block
          disabled={!ready || unavailable || !online}
          aria-describedby={unavailable ? stockId : !online ? OFFLINE_NOTICE_ID : undefined}
        >
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
