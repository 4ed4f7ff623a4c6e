import { bankHolidayRegion, bankHolidays, easterSunday, isBankHoliday } from './bank-holidays';
import type { BankHolidayRegion } from './bank-holidays';

/** gov.uk/bank-holidays, as published for 2026 to 2028 (dates only, each region in order). */
const PUBLISHED: Record<BankHolidayRegion, Record<number, string[]>> = {
  'england-and-wales': {
    2026: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
    2027: ['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28'],
    2028: ['01-03', '04-14', '04-17', '05-01', '05-29', '08-28', '12-25', '12-26'],
  },
  scotland: {
    2026: ['01-01', '01-02', '04-03', '05-04', '05-25', '08-03', '11-30', '12-25', '12-28'],
    2027: ['01-01', '01-04', '03-26', '05-03', '05-31', '08-02', '11-30', '12-27', '12-28'],
    2028: ['01-03', '01-04', '04-14', '05-01', '05-29', '08-07', '11-30', '12-25', '12-26'],
  },
  'northern-ireland': {
    2026: [
      '01-01',
      '03-17',
      '04-03',
      '04-06',
      '05-04',
      '05-25',
      '07-13',
      '08-31',
      '12-25',
      '12-28',
    ],
    2027: [
      '01-01',
      '03-17',
      '03-26',
      '03-29',
      '05-03',
      '05-31',
      '07-12',
      '08-30',
      '12-27',
      '12-28',
    ],
    2028: [
      '01-03',
      '03-17',
      '04-14',
      '04-17',
      '05-01',
      '05-29',
      '07-12',
      '08-28',
      '12-25',
      '12-26',
    ],
  },
};

describe('the bank holidays of each region', () => {
  describe.each(Object.keys(PUBLISHED) as BankHolidayRegion[])('in %s', (region) => {
    it.each([2026, 2027, 2028])('are gov.uk’s for %s', (year) => {
      const dates = bankHolidays(region, year).map((day) => day.date);
      expect(dates).toEqual(PUBLISHED[region][year]!.map((day) => `${year}-${day}`));
    });
  });

  it('names a weekend holiday’s substitute as gov.uk does', () => {
    expect(bankHolidays('england-and-wales', 2027).slice(-2)).toEqual([
      { date: '2027-12-27', name: 'Christmas Day (substitute day)' },
      { date: '2027-12-28', name: 'Boxing Day (substitute day)' },
    ]);
    expect(bankHolidays('northern-ireland', 2026)).toContainEqual({
      date: '2026-07-13',
      name: 'Battle of the Boyne (Orangemen’s Day) (substitute day)',
    });
  });

  it('takes Christmas on a Sunday on the Tuesday, after Boxing Day on the Monday (2022)', () => {
    expect(bankHolidays('england-and-wales', 2022).slice(-2)).toEqual([
      { date: '2022-12-26', name: 'Boxing Day' },
      { date: '2022-12-27', name: 'Christmas Day (substitute day)' },
    ]);
  });

  it('moves both of Scotland’s New Year days past a weekend, in order (2022)', () => {
    expect(bankHolidays('scotland', 2022).slice(0, 2)).toEqual([
      { date: '2022-01-03', name: "New Year's Day (substitute day)" },
      { date: '2022-01-04', name: '2nd January (substitute day)' },
    ]);
  });

  it('moves a St Andrew’s Day on a Saturday to the Monday (2024: 2 December)', () => {
    expect(bankHolidays('scotland', 2024)).toContainEqual({
      date: '2024-12-02',
      name: "St Andrew's Day (substitute day)",
    });
  });

  it('gives Scotland no Easter Monday and the first Monday of August', () => {
    const scotland = bankHolidays('scotland', 2026).map((day) => day.date);
    expect(scotland).not.toContain('2026-04-06');
    expect(scotland).toContain('2026-08-03');
    expect(scotland).not.toContain('2026-08-31');
  });

  it('counts 8 in England and Wales, 9 in Scotland and 10 in Northern Ireland, any year', () => {
    for (let year = 2000; year <= 2100; year += 1) {
      expect(bankHolidays('england-and-wales', year)).toHaveLength(8);
      expect(bankHolidays('scotland', year)).toHaveLength(9);
      expect(bankHolidays('northern-ireland', year)).toHaveLength(10);
    }
  });

  it('never falls on a weekend once substitutes are given', () => {
    for (let year = 2000; year <= 2100; year += 1) {
      for (const day of bankHolidays('scotland', year)) {
        expect([0, 6]).not.toContain(new Date(`${day.date}T12:00:00Z`).getUTCDay());
      }
    }
  });
});

describe('Easter', () => {
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('falls in %s on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('a day without deliveries', () => {
  it('is a bank holiday of the region only', () => {
    expect(isBankHoliday('scotland', '2026-11-30')).toBe(true);
    expect(isBankHoliday('england-and-wales', '2026-11-30')).toBe(false);
    expect(isBankHoliday('northern-ireland', '2026-03-17')).toBe(true);
    expect(isBankHoliday('scotland', '2026-03-17')).toBe(false);
  });

  it('is also the day itself of a holiday that fell on a Saturday (Christmas 2027)', () => {
    expect(isBankHoliday('england-and-wales', '2027-12-25')).toBe(true);
    expect(isBankHoliday('england-and-wales', '2027-12-24')).toBe(false);
  });

  it('is reckoned by nation: Wales shares England’s', () => {
    expect(bankHolidayRegion('wales')).toBe('england-and-wales');
    expect(bankHolidayRegion('england')).toBe('england-and-wales');
    expect(bankHolidayRegion('scotland')).toBe('scotland');
    expect(bankHolidayRegion('northern-ireland')).toBe('northern-ireland');
  });
});
