import { addDays } from '@fx/contracts';
import { AT_EACH_INSTANT } from '@fx/service-kit/testing';
import { collectionRange, collectionsByDay } from './collections';
import type { CollectionRow } from './orders-reports.repository';

const order = (date: string, orderNumber: string): CollectionRow => ({
  date,
  id: `id-${orderNumber}`,
  orderNumber,
  name: 'Ada Lovelace',
  phone: '07700 900000',
  way: 'collect',
  branchId: 'high-street-north',
  branchName: 'High Street North',
  totalGbp: '100.00',
  lines: [{ currency: 'EUR', foreign: '113.34', gbp: '100.00' }],
  acceptedAt: '2026-06-30T09:00:00.000Z',
});

describe.each(AT_EACH_INSTANT)('the Collections screen at %s', (_label, now) => {
  it('starts from the London date and counts whole days on', () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
    expect(collectionRange(now, 3)).toEqual([today, addDays(today, 1), addDays(today, 2)]);
  });
});

describe('the Collections screen', () => {
  it("counts days from today in London, which starts an hour before UTC's in summer", () => {
    expect(collectionRange(new Date('2026-06-30T23:30:00Z'), 2)).toEqual([
      '2026-07-01',
      '2026-07-02',
    ]);
    expect(collectionRange(new Date('2026-12-31T23:30:00Z'), 1)).toEqual(['2026-12-31']);
  });

  it('shows every day asked for, an empty one with nothing to prepare', () => {
    const collections = collectionsByDay(
      ['2026-07-01', '2026-07-02'],
      [order('2026-07-01', '11111111'), order('2026-07-01', '22222222')],
      [
        { date: '2026-07-01', way: 'collect', currency: 'EUR', amount: '226.68' },
        { date: '2026-07-01', way: 'collect', currency: 'USD', amount: '50.00' },
        { date: '2026-07-01', way: 'sell', currency: 'GBP', amount: '80.12' },
      ],
    );
    expect(collections.timeZone).toBe('Europe/London');
    expect(collections.days).toEqual([
      {
        date: '2026-07-01',
        orders: [
          expect.objectContaining({ orderNumber: '11111111' }),
          expect.objectContaining({ orderNumber: '22222222' }),
        ],
        toHandOut: [
          { currency: 'EUR', amount: '226.68' },
          { currency: 'USD', amount: '50.00' },
        ],
        toPayOutGbp: '80.12',
      },
      { date: '2026-07-02', orders: [], toHandOut: [], toPayOutGbp: '0.00' },
    ]);
    expect(collections.days[0]!.orders[0]).not.toHaveProperty('date');
  });
});
