import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { PricedCurrency, Way } from '@fx/contracts';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { rateGuaranteeAdjective } from '@/config/site';
import { addCartLine } from '@/lib/cart-store';
import type { CurrencyAvailability } from '@/lib/collection';
import { orderLimitsText } from '@/lib/order-limits';
import { CurrencyOptions } from '@/components/ui/currency-options';
import { StockNote } from '@/components/orders/stock-note';

const bullets = () => [
  'Bring you ID for collection',
  'Order online, pay in-store',
  `${rateGuaranteeAdjective()} rate guarantee upon order arrival in the store`,
];

/**
 * The Add Currency panel: collapsed until opened, then a currency (with its stock at the branch),
 * an amount in pounds or in the currency (the order limits said beside it), and 'Add +'. The line
 * is priced at the rate shown here, with the shared pricing module; a currency the branch cannot
 * supply cannot be added, and a line that takes the order outside the limits is refused.
 */
export function AddCurrencyPanel({
  way,
  currencies,
  initialCode,
  defaultOpen,
  availabilityOf,
}: {
  way: Way;
  currencies: PricedCurrency[];
  initialCode: string;
  defaultOpen: boolean;
  /** A currency's stock where the order goes; undefined for Click & Sell or while unknown. */
  availabilityOf: (code: string) => CurrencyAvailability | undefined;
}) {
  const toast = useToast();
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [code, setCode] = useState(
    currencies.some((currency) => currency.code === initialCode) ? initialCode : 'EUR',
  );
  const [side, setSide] = useState<'gbp' | 'foreign'>(way === 'collect' ? 'gbp' : 'foreign');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const currency = currencies.find((candidate) => candidate.code === code);
  const rate = currency ? currency.rates[way] : undefined;
  const availability = availabilityOf(code);
  const unavailable = availability?.status === 'unavailable';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rate || unavailable) return;
    const problem = addCartLine({ currency: code, way, amount: amount.trim(), side, rate });
    setError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    setAmount('');
    toast.success(`Added ${code} to your order`);
  };

  return (
    <section className="card add-currency" aria-labelledby={`${panelId}-title`}>
      <div className="add-currency__head">
        <h2 id={`${panelId}-title`} className="add-currency__title">
          Add Currency
        </h2>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Close' : 'Add Currency'}
        </Button>
      </div>
      <ul className="add-currency__bullets" role="list">
        {bullets().map((bullet) => (
          <li key={bullet}>
            <CheckIcon size={16} /> {bullet}
          </li>
        ))}
      </ul>
      {open ? (
        <form id={panelId} className="add-currency__form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${panelId}-currency`}>
              Currency
            </label>
            <select
              id={`${panelId}-currency`}
              className="field__input"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setAmount('');
              }}
            >
              <CurrencyOptions currencies={currencies} />
            </select>
            {availability ? (
              <StockNote
                availability={availability}
                id={`${panelId}-stock`}
                showReason
                className="add-currency__stock"
              />
            ) : null}
          </div>
          <fieldset className="add-currency__side">
            <legend className="field__label">I want to enter the amount in</legend>
            {(['gbp', 'foreign'] as const).map((option) => (
              <label key={option} className="radio">
                <input
                  type="radio"
                  name={`${panelId}-side`}
                  value={option}
                  checked={side === option}
                  onChange={() => setSide(option)}
                />
                {option === 'gbp' ? 'Pounds (GBP)' : code}
              </label>
            ))}
          </fieldset>
          <TextField
            label={`Amount in ${side === 'gbp' ? 'GBP' : code}`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={error}
            hint={rate ? `1 GBP = ${rate} ${code} · ${orderLimitsText()}` : 'Loading the rate…'}
          />
          <Button
            type="submit"
            disabled={!rate || unavailable}
            aria-describedby={unavailable ? `${panelId}-stock` : undefined}
          >
            Add +
          </Button>
        </form>
      ) : null}
    </section>
  );
}
