import { AT_EACH_INSTANT } from '@fx/service-kit/testing';
import { bankHolidayRegion, isBankHoliday } from './bank-holidays';
import { londonNow, weekdayOf } from './calendar';
import {
  DEFAULT_DELIVERY_SETTINGS,
  deliveryDay,
  deliveryFee,
  dispatchDay,
  quoteDelivery,
  refuseDelivery,
} from './delivery';
import type { DeliverySettings } from './delivery';
import { NATIONS } from './postcode';

const settings = (change: Partial<DeliverySettings> = {}): DeliverySettings => ({
  ...DEFAULT_DELIVERY_SETTINGS,
  ...change,
});
/** An instant written in London's own time, with its offset (GMT +00:00, BST +01:00). */
const at = (instant: string) => new Date(instant);

describe('the day a delivery arrives', () => {
  it.each([
    ['a Tuesday at 10:30', '2026-11-24T10:30:00+00:00', '2026-11-24', '2026-11-25'],
    ['a Tuesday at 13:59', '2026-11-24T13:59:00+00:00', '2026-11-24', '2026-11-25'],
    ['a Tuesday at 14:00, the cut-off', '2026-11-24T14:00:00+00:00', '2026-11-25', '2026-11-26'],
    ['a Tuesday at 15:30', '2026-11-24T15:30:00+00:00', '2026-11-25', '2026-11-26'],
    ['a Thursday at 23:30', '2026-11-26T23:30:00+00:00', '2026-11-27', '2026-11-30'],
    ['a Friday at 10:00', '2026-11-27T10:00:00+00:00', '2026-11-27', '2026-11-30'],
    ['a Saturday at 22:30', '2026-11-28T22:30:00+00:00', '2026-11-30', '2026-12-01'],
    ['a Sunday at 11:00', '2026-11-29T11:00:00+00:00', '2026-11-30', '2026-12-01'],
    ['Christmas Eve at 10:00', '2026-12-24T10:00:00+00:00', '2026-12-24', '2026-12-29'],
    ['Christmas Eve at 15:00', '2026-12-24T15:00:00+00:00', '2026-12-29', '2026-12-30'],
    ['Boxing Day (substitute) at 10:00', '2026-12-28T10:00:00+00:00', '2026-12-29', '2026-12-30'],
  ])('paid %s in England: sent %s, delivered %s', (_, paid, sent, delivered) => {
    expect(dispatchDay(settings(), at(paid))).toBe(sent);
    expect(deliveryDay(settings(), at(paid), 'england')).toBe(delivered);
  });

  it.each([
    ['13:30 BST, before the cut-off', '2026-07-14T13:30:00+01:00', '2026-07-15'],
    ['14:30 BST (13:30 UTC), after it', '2026-07-14T14:30:00+01:00', '2026-07-16'],
    ['00:30 BST on a Wednesday, still Tuesday in UTC', '2026-07-15T00:30:00+01:00', '2026-07-16'],
    [
      '13:30 on the Friday before the spring change (GMT)',
      '2026-03-27T13:30:00+00:00',
      '2026-03-30',
    ],
    ['14:30 BST on the Monday after it', '2026-03-30T14:30:00+01:00', '2026-04-01'],
    ['13:30 GMT on the Monday after the autumn change', '2026-10-26T13:30:00+00:00', '2026-10-27'],
  ])(
    'reads the time in London across the clock changes: paid at %s, delivered %s',
    (_, paid, day) => {
      expect(deliveryDay(settings(), at(paid), 'england')).toBe(day);
    },
  );

  it('skips the bank holidays of the address’s nation only', () => {
    const friday = at('2026-11-27T10:00:00+00:00');
    expect(deliveryDay(settings(), friday, 'england')).toBe('2026-11-30');
    expect(deliveryDay(settings(), friday, 'scotland')).toBe('2026-12-01'); // St Andrew's Day
    const monday = at('2026-03-16T10:00:00+00:00');
    expect(deliveryDay(settings(), monday, 'wales')).toBe('2026-03-17');
    expect(deliveryDay(settings(), monday, 'northern-ireland')).toBe('2026-03-18'); // St Patrick's
    const newYearsEve = at('2026-12-31T10:00:00+00:00');
    expect(deliveryDay(settings(), newYearsEve, 'england')).toBe('2027-01-04');
    expect(deliveryDay(settings(), newYearsEve, 'scotland')).toBe('2027-01-05'); // 2 January
  });

  it('delivers in Scotland on Easter Monday, but sends nothing on England’s', () => {
    const beforeCutoff = at('2026-04-02T10:00:00+01:00');
    expect(deliveryDay(settings(), beforeCutoff, 'scotland')).toBe('2026-04-06');
    expect(deliveryDay(settings(), beforeCutoff, 'england')).toBe('2026-04-07');
    const afterCutoff = at('2026-04-02T15:00:00+01:00');
    expect(dispatchDay(settings(), afterCutoff)).toBe('2026-04-07');
    expect(deliveryDay(settings(), afterCutoff, 'scotland')).toBe('2026-04-08');
  });

  it('delivers on a Saturday only when the customer chose it', () => {
    const friday = at('2026-11-27T10:00:00+00:00');
    expect(deliveryDay(settings(), friday, 'england', true)).toBe('2026-11-28');
    expect(deliveryDay(settings(), friday, 'england', false)).toBe('2026-11-30');
    const fridayLate = at('2026-11-27T15:00:00+00:00');
    expect(deliveryDay(settings(), fridayLate, 'england', true)).toBe('2026-12-01');
  });

  it('delivers nothing on Boxing Day that falls on a Saturday, even when chosen', () => {
    const christmasEve = at('2026-12-24T10:00:00+00:00');
    expect(deliveryDay(settings(), christmasEve, 'england', true)).toBe('2026-12-29');
  });

  it('follows the settings: the cut-off, where the bureau sends from and one-off closed days', () => {
    const tuesday = at('2026-11-24T15:30:00+00:00');
    expect(deliveryDay(settings({ cutoff: '16:00' }), tuesday, 'england')).toBe('2026-11-25');
    expect(deliveryDay(settings({ closedDays: ['2026-11-25'] }), tuesday, 'england')).toBe(
      '2026-11-27',
    );
    const friday = at('2026-11-27T10:00:00+00:00');
    expect(dispatchDay(settings({ dispatchNation: 'scotland' }), at('2026-11-30T10:00:00Z'))).toBe(
      '2026-12-01',
    );
    expect(deliveryDay(settings({ dispatchNation: 'scotland' }), friday, 'england')).toBe(
      '2026-11-30',
    );
  });

  describe.each(AT_EACH_INSTANT)('paid %s', (_, now) => {
    it.each(NATIONS)('arrives in %s on a later working day there', (nation) => {
      const day = deliveryDay(settings(), now, nation);
      expect(day > londonNow(now).date).toBe(true);
      expect(['sat', 'sun']).not.toContain(weekdayOf(day));
      expect(isBankHoliday(bankHolidayRegion(nation), day)).toBe(false);
      expect(deliveryDay(settings(), now, nation, true) <= day).toBe(true);
    });
  });
});

describe('the delivery fee', () => {
  it.each([
    ['400.00', false, '4.99'],
    ['499.99', false, '4.99'],
    ['500.00', false, '0.00'],
    ['2500.00', false, '0.00'],
    ['400.00', true, '12.98'],
    ['500.00', true, '7.99'],
  ])('of an order of £%s (Saturday: %s) is £%s', (total, saturday, fee) => {
    expect(deliveryFee(settings(), total, saturday)).toBe(fee);
  });

  it('is never waived when there is no free-from amount', () => {
    expect(deliveryFee(settings({ freeFromGbp: null }), '2500', false)).toBe('4.99');
  });

  it('adds no Saturday fee when Saturday was chosen but the order arrives on a weekday', () => {
    const request = { totalGbp: '450.00', postcode: ' sw1a1aa ', saturday: true };
    expect(quoteDelivery(settings(), request, at('2026-11-24T10:30:00+00:00'))).toEqual({
      ok: true,
      postcode: 'SW1A 1AA',
      nation: 'england',
      day: '2026-11-25',
      onSaturday: false,
      feeGbp: '4.99',
    });
    expect(quoteDelivery(settings(), request, at('2026-11-27T10:30:00+00:00'))).toMatchObject({
      ok: true,
      day: '2026-11-28',
      onSaturday: true,
      feeGbp: '12.98',
    });
  });
});

describe('an order that cannot be delivered', () => {
  it.each([
    ['399.99', 'SW1A 1AA', [['lines', 'Home delivery is for orders of £400 or more']]],
    ['2500.01', 'SW1A 1AA', [['lines', 'Home delivery is for orders of up to £2,500']]],
    [
      '450',
      'JE2 3AB',
      [['postcode', 'We deliver only to addresses in the UK: we cannot deliver to Jersey']],
    ],
    [
      '100',
      '75001',
      [
        ['lines', 'Home delivery is for orders of £400 or more'],
        [
          'postcode',
          'Enter a UK postcode, such as SW1A 1AA: we deliver only to addresses in the UK',
        ],
      ],
    ],
  ])('£%s to %s is refused, naming each field', (total, postcode, expected) => {
    const refusals = refuseDelivery(settings(), total, postcode);
    expect(refusals.map((refusal) => [refusal.field, refusal.message])).toEqual(expected);
    const request = { totalGbp: total, postcode, saturday: false };
    expect(quoteDelivery(settings(), request, at('2026-11-24T10:30:00Z'))).toEqual({
      ok: false,
      refusals,
    });
  });

  it('is not refused at exactly the minimum or the maximum', () => {
    expect(refuseDelivery(settings(), '400', 'EH1 1YZ')).toEqual([]);
    expect(refuseDelivery(settings(), '2500.00', 'BT1 1AA')).toEqual([]);
  });

  it('follows the configured limits', () => {
    const refusals = refuseDelivery(
      settings({ minGbp: '250', maxGbp: '1000' }),
      '1000.50',
      'M1 1AE',
    );
    expect(refusals).toEqual([
      { reason: 'maximum', field: 'lines', message: 'Home delivery is for orders of up to £1,000' },
    ]);
    expect(refuseDelivery(settings({ minGbp: '250' }), '250', 'M1 1AE')).toEqual([]);
  });
});
