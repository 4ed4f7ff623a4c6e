import { priceLineAtRate } from '../../money/pricing';
import type { PricedLine } from '../../money/pricing';
import {
  DEFAULT_BUY_BACK_SETTINGS,
  buyBackGuarantee,
  buyBackLabels,
  checkSellBack,
  isBuyBackOpen,
} from './buy-back';
import type { BuyBackSettings } from './buy-back';

const settings = (change: Partial<BuyBackSettings> = {}): BuyBackSettings => ({
  ...DEFAULT_BUY_BACK_SETTINGS,
  ...change,
});
/** A Click & Collect line of `gbp` pounds bought at `rate`, priced as the order was. */
const bought = (currency: string, gbp: string, rate: string): PricedLine =>
  priceLineAtRate({ currency, way: 'collect', amount: gbp, side: 'gbp' }, rate);
const sold = (currency: string, foreign: string, rate: string): PricedLine =>
  priceLineAtRate({ currency, way: 'sell', amount: foreign, side: 'foreign' }, rate);

const paidAt = new Date('2026-11-26T10:00:00+00:00');
const euroOrder = () => buyBackGuarantee(settings(), [bought('EUR', '500', '1.1523')], paidAt);

describe('the guarantee of an order', () => {
  it('lasts 30 days from the London day of payment, the reminder going out 3 days before', () => {
    expect(euroOrder()).toMatchObject({ until: '2026-12-26', reminderOn: '2026-12-23' });
    const lateSummerNight = new Date('2026-07-15T00:30:00+01:00'); // 14 July in UTC
    const guarantee = buyBackGuarantee(
      settings(),
      [bought('EUR', '500', '1.1523')],
      lateSummerNight,
    );
    expect(guarantee).toMatchObject({ until: '2026-08-14', reminderOn: '2026-08-11' });
    const week = buyBackGuarantee(settings({ windowDays: 7 }), [], paidAt);
    expect(week).toMatchObject({ until: '2026-12-03', reminderOn: '2026-11-30' });
  });

  it('allows 30% of each currency bought at the order’s rate, rounded down to what can be handed', () => {
    const guarantee = buyBackGuarantee(
      settings(),
      [bought('EUR', '500', '1.1523'), bought('JPY', '1000', '185.1234')],
      paidAt,
    );
    // 500 x 1.1523 = 576.15 EUR, 30% = 172.845; 1,000 x 185.1234 = 185,123 JPY, 30% = 55,536.9.
    expect(guarantee.allowances).toEqual([
      { currency: 'EUR', rate: '1.1523', foreign: '172.84' },
      { currency: 'JPY', rate: '185.1234', foreign: '55536' },
    ]);
    expect(guarantee.capGbp).toBe('750');
  });

  it('adds up lines of the same currency and leaves out currency the customer sold', () => {
    const guarantee = buyBackGuarantee(
      settings(),
      [
        bought('EUR', '300', '1.1523'),
        sold('USD', '100', '1.3501'),
        bought('EUR', '200', '1.1523'),
      ],
      paidAt,
    );
    expect(guarantee.allowances).toEqual([{ currency: 'EUR', rate: '1.1523', foreign: '172.84' }]);
  });

  it('never allows more of a currency than the cap buys at its rate', () => {
    const half = settings({ sharePct: '50' });
    const guarantee = buyBackGuarantee(half, [bought('EUR', '2000', '1.1523')], paidAt);
    // 50% of 2,304.60 EUR is 1,152.30, over £750 x 1.1523 = 864.225 EUR.
    expect(guarantee.allowances).toEqual([{ currency: 'EUR', rate: '1.1523', foreign: '864.22' }]);
  });

  it('is labelled "Sell back at <rate> until <date>", the date as the site writes it', () => {
    const guarantee = buyBackGuarantee(
      settings(),
      [bought('EUR', '500', '1.1523'), bought('USD', '500', '1.3012')],
      paidAt,
    );
    expect(buyBackLabels(guarantee)).toEqual([
      'Sell back at 1.1523 EUR per £1 until Saturday 26 December',
      'Sell back at 1.3012 USD per £1 until Saturday 26 December',
    ]);
  });
});

describe('a sell-back under the guarantee', () => {
  const lastDay = new Date('2026-12-26T23:59:00+00:00');

  it('is priced as a Click & Sell line at the order’s rate, with the pricing rules’ rounding', () => {
    const check = checkSellBack(euroOrder(), [{ currency: 'EUR', amount: '100' }], [], lastDay);
    // 100 / 1.1523 = 86.7829…
    expect(check).toEqual({
      ok: true,
      lines: [{ currency: 'EUR', way: 'sell', rate: '1.1523', gbp: '86.78', foreign: '100.00' }],
      totalGbp: '86.78',
    });
  });

  it('takes the whole allowance, and not a cent more', () => {
    expect(checkSellBack(euroOrder(), [{ currency: 'EUR', amount: '172.84' }], [], paidAt).ok).toBe(
      true,
    );
    expect(checkSellBack(euroOrder(), [{ currency: 'EUR', amount: '172.85' }], [], paidAt)).toEqual(
      {
        ok: false,
        refusals: [
          {
            field: 'lines.0.amount',
            message: "You can sell back at most 172.84 EUR under this order's guarantee",
          },
        ],
      },
    );
  });

  it('counts what was sold back before, and the lines of the same request', () => {
    const before = [sold('EUR', '100', '1.1523')];
    const refused = checkSellBack(
      euroOrder(),
      [{ currency: 'EUR', amount: '72.85' }],
      before,
      paidAt,
    );
    expect(refused).toMatchObject({
      ok: false,
      refusals: [{ message: "You can sell back at most 72.84 EUR under this order's guarantee" }],
    });
    const twice = [
      { currency: 'EUR', amount: '100' },
      { currency: 'EUR', amount: '80' },
    ];
    expect(checkSellBack(euroOrder(), twice, [], paidAt)).toMatchObject({
      ok: false,
      refusals: [{ field: 'lines.1.amount' }],
    });
    const fullyUsed = [sold('EUR', '172.84', '1.1523')];
    expect(
      checkSellBack(euroOrder(), [{ currency: 'EUR', amount: '1' }], fullyUsed, paidAt),
    ).toMatchObject({
      refusals: [{ message: "You can sell back at most 0.00 EUR under this order's guarantee" }],
    });
  });

  it('is refused over the cap in all, across currencies', () => {
    const half = settings({ sharePct: '50' });
    const order = [bought('EUR', '1500', '1.1523'), bought('USD', '1000', '1.3012')];
    const guarantee = buyBackGuarantee(half, order, paidAt);
    const request = [
      { currency: 'EUR', amount: '864.22' },
      { currency: 'USD', amount: '130.12' },
    ];
    expect(checkSellBack(guarantee, request, [], paidAt)).toEqual({
      ok: false,
      refusals: [
        {
          field: 'lines',
          message: "You can sell back at most £750 in all under this order's guarantee",
        },
      ],
    });
    expect(checkSellBack(guarantee, request.slice(0, 1), [], paidAt).ok).toBe(true);
  });

  it('is refused for a currency the order did not buy, or an amount that is not one', () => {
    const request = [
      { currency: 'USD', amount: '50' },
      { currency: 'EUR', amount: '10.001' },
      { currency: 'EUR', amount: '-5' },
    ];
    expect(checkSellBack(euroOrder(), request, [], paidAt)).toEqual({
      ok: false,
      refusals: [
        {
          field: 'lines.0.currency',
          message: "This order's buy-back guarantee does not cover USD",
        },
        { field: 'lines.1.amount', message: 'Please give correct amount' },
        { field: 'lines.2.amount', message: 'Please give correct amount' },
      ],
    });
  });

  it('ends with the last day of the window, London time', () => {
    const guarantee = euroOrder();
    expect(isBuyBackOpen(guarantee, lastDay)).toBe(true);
    const dayAfter = new Date('2026-12-27T00:00:00+00:00');
    expect(isBuyBackOpen(guarantee, dayAfter)).toBe(false);
    expect(checkSellBack(guarantee, [{ currency: 'EUR', amount: '10' }], [], dayAfter)).toEqual({
      ok: false,
      refusals: [
        { field: 'order', message: 'The buy-back guarantee ended on Saturday 26 December' },
      ],
    });
  });

  it('has a window read in London in summer: 23:30 UTC is already the next day', () => {
    const summer = buyBackGuarantee(
      settings(),
      [bought('EUR', '500', '1.1523')],
      new Date('2026-06-01T12:00:00Z'),
    );
    expect(summer.until).toBe('2026-07-01');
    expect(isBuyBackOpen(summer, new Date('2026-07-01T22:59:00Z'))).toBe(true);
    expect(isBuyBackOpen(summer, new Date('2026-07-01T23:30:00Z'))).toBe(false);
  });
});
