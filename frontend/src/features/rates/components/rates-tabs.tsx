import type { PricedCurrency } from '@fx/contracts';
import { OrderButtonLink } from '@/components/orders/order-button-link';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { paths } from '@/config/paths';
import type { PurchaseWay } from '@/config/paths';
import { CollectAction } from '@/features/rates/components/collect-action';
import type { AvailabilityOf } from '@/features/rates/components/collect-action';
import { CurrencyName } from '@/features/rates/components/currency-name';
import type { CurrencyAction } from '@/features/rates/components/rates-table';
import { formatRateLine } from '@/lib/format';

type TabKey = 'collect' | 'sell';

const tabs: readonly { key: TabKey; label: string; rateLabel: string; way: PurchaseWay }[] = [
  { key: 'collect', label: 'Click & Collect', rateLabel: 'We sell', way: 'Order' },
  { key: 'sell', label: 'Click & Sell', rateLabel: 'We buy', way: 'Sell' },
];

/**
 * The narrow-screen view: one tab per way, each listing the currencies with just that rate and
 * its button. Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern).
 */
export function RatesTabs({
  id,
  currencies,
  rateAction,
  availabilityOf = () => undefined,
}: {
  id?: string;
  currencies: PricedCurrency[];
  /** Shown beside the Click & Collect rate, so in that tab only. */
  rateAction?: CurrencyAction | undefined;
  /** Click & Collect's stock, said in that tab. */
  availabilityOf?: AvailabilityOf;
}) {
  const [active, setActive] = useState<TabKey>('collect');
  const baseId = useId();
  const tabRefs = useRef(new Map<TabKey, HTMLButtonElement>());

  const select = (key: TabKey) => {
    setActive(key);
    tabRefs.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    let next: number | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    select(tab.key);
  };

  return (
    <div className="rates-tabs" id={id}>
      <div
        role="tablist"
        aria-label="Choose how you want to trade"
        className="rates-tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.key, node);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              className="rates-tabs__tab"
              onClick={() => select(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== active}
          className="rates-tabs__panel"
        >
          {tab.key === active ? (
            <ul className="rate-cards" role="list">
              {currencies.map((currency) => {
                const rate = tab.key === 'collect' ? currency.rates.collect : currency.rates.sell;
                const action = tab.key === 'collect' ? rateAction?.(currency) : null;
                const rateLine = (
                  <p className="rate-card__rate">
                    <span className="rate-card__rate-label">{tab.rateLabel}</span>
                    <span className="rate">{formatRateLine(rate, currency.code)}</span>
                  </p>
                );
                return (
                  <li key={currency.code} className="rate-card">
                    <CurrencyName currency={currency} />
                    {action ? (
                      <div className="rate-card__rate-row">
                        {rateLine}
                        {action}
                      </div>
                    ) : (
                      rateLine
                    )}
                    {tab.key === 'collect' ? (
                      <CollectAction
                        currency={currency}
                        availability={availabilityOf(currency.code)}
                        className="rate-card__action"
                      >
                        {tab.label}
                      </CollectAction>
                    ) : (
                      <OrderButtonLink
                        to={paths.purchase(currency.code, tab.way)}
                        size="sm"
                        variant="outline"
                        className="rate-card__action"
                      >
                        {tab.label}
                        <span className="visually-hidden"> {currency.name}</span>
                      </OrderButtonLink>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ))}
    </div>
  );
}
