import { AT_EACH_INSTANT, BANK_HOLIDAYS } from '@fx/service-kit/testing';
import { addDays, dayLabel, londonNow, relativeDayLabel } from './calendar';
import {
  COLLECTION_HORIZON_DAYS,
  collectionDays,
  earliestCollection,
  firstCollectionDay,
} from './collection-days';
import { openingOn, parseDays, weeklyFromLines, weeklyHoursLine } from './opening-hours';
import type { CollectionSchedule } from './opening-hours';
import { refuseCollectionDay } from './refusals';

/** High Street North: Monday to Saturday 09:00-18:00, Sunday 10:00-16:00, same day before 14:00. */
const highStreet = (): CollectionSchedule => ({
  weekly: weeklyFromLines([
    { days: 'Monday to Saturday', opens: '09:00', closes: '18:00' },
    { days: 'Sunday', opens: '10:00', closes: '16:00' },
  ])!,
  closures: [],
  sameDayCutoff: '14:00',
});

/** 2026-11-24 is a Tuesday; London is on GMT in November, so UTC is London time. */
const tuesdayAt = (time: string) => new Date(`2026-11-24T${time}:00Z`);

describe('the days a branch reads from its opening-hours lines', () => {
  it.each([
    ['Monday to Saturday', ['mon', 'tue', 'wed', 'thu', 'fri', 'sat']],
    ['Mon-Fri', ['mon', 'tue', 'wed', 'thu', 'fri']],
    ['Sunday', ['sun']],
    ['Saturday and Sunday', ['sat', 'sun']],
    ['Monday, Wednesday & Friday', ['mon', 'wed', 'fri']],
    ['Every day', ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']],
    ['Friday to Monday', ['mon', 'fri', 'sat', 'sun']],
  ])('reads "%s"', (text, days) => {
    expect(parseDays(text)).toEqual(days);
  });

  it('names no day in "By appointment", so a branch cannot be set up with it', () => {
    expect(parseDays('By appointment')).toBeNull();
    expect(
      weeklyFromLines([{ days: 'By appointment', opens: '09:00', closes: '17:00' }]),
    ).toBeNull();
  });

  it('writes the week back as one line, days with the same hours run together', () => {
    expect(weeklyHoursLine(highStreet().weekly)).toBe(
      'Monday to Saturday 09:00–18:00, Sunday 10:00–16:00',
    );
    const split = { ...highStreet().weekly, wed: null };
    expect(weeklyHoursLine(split)).toBe(
      'Monday to Tuesday 09:00–18:00, Thursday to Saturday 09:00–18:00, Sunday 10:00–16:00',
    );
  });
});

describe('the collection days offered', () => {
  it('offers today before the cut-off, and every open day up to 14 days ahead', () => {
    const days = collectionDays(highStreet(), tuesdayAt('10:30'));
    expect(days[0]).toBe('2026-11-24');
    expect(days.at(-1)).toBe('2026-12-08');
    expect(days).toHaveLength(15);
  });

  it('starts tomorrow once the same-day cut-off has passed', () => {
    expect(firstCollectionDay(highStreet(), tuesdayAt('14:00'))).toBe('2026-11-25');
    const refusal = refuseCollectionDay(highStreet(), tuesdayAt('14:00'), '2026-11-24');
    expect(refusal).toEqual({
      reason: 'cutoff',
      message: 'Orders for collection today must be placed before 14:00',
    });
  });

  it('skips a closed day of the week and a holiday, saying why', () => {
    const schedule = {
      ...highStreet(),
      weekly: { ...highStreet().weekly, wed: null },
      closures: [{ date: '2026-11-26', reason: 'Stocktake' }],
    };
    const days = collectionDays(schedule, tuesdayAt('15:00'));
    expect(days.slice(0, 2)).toEqual(['2026-11-27', '2026-11-28']);
    expect(refuseCollectionDay(schedule, tuesdayAt('15:00'), '2026-11-25')?.message).toBe(
      'The branch is closed on Wednesday 25 November',
    );
    expect(refuseCollectionDay(schedule, tuesdayAt('15:00'), '2026-11-26')?.message).toBe(
      'The branch is closed on Thursday 26 November (Stocktake)',
    );
  });

  it('adds an order-in currency’s lead time: three days from a Tuesday morning is Friday', () => {
    expect(earliestCollection(highStreet(), tuesdayAt('09:00'), 3)).toBe('2026-11-27');
    expect(refuseCollectionDay(highStreet(), tuesdayAt('09:00'), '2026-11-26', 3)?.message).toBe(
      'This order can be collected from Friday 27 November',
    );
    expect(refuseCollectionDay(highStreet(), tuesdayAt('09:00'), '2026-11-27', 3)).toBeNull();
    // After the cut-off the order is handled tomorrow: Saturday.
    expect(firstCollectionDay(highStreet(), tuesdayAt('16:00'), 3)).toBe('2026-11-28');
  });

  it('refuses yesterday and a day beyond the horizon', () => {
    expect(refuseCollectionDay(highStreet(), tuesdayAt('09:00'), '2026-11-23')?.reason).toBe(
      'range',
    );
    expect(refuseCollectionDay(highStreet(), tuesdayAt('09:00'), '2026-12-09')?.reason).toBe(
      'range',
    );
  });

  it('never offers the same day when the branch has no cut-off, nor after closing', () => {
    expect(firstCollectionDay({ ...highStreet(), sameDayCutoff: null }, tuesdayAt('08:00'))).toBe(
      '2026-11-25',
    );
    const late = { ...highStreet(), sameDayCutoff: '23:00' };
    expect(firstCollectionDay(late, tuesdayAt('18:30'))).toBe('2026-11-25');
  });

  it('counts days in London: 23:30 UTC in summer is already tomorrow there', () => {
    expect(londonNow(new Date('2026-07-14T23:30:00Z'))).toEqual({
      date: '2026-07-15',
      time: '00:30',
    });
  });
});

describe('days as a customer reads them', () => {
  it('names the date and, near at hand, the day', () => {
    expect(dayLabel('2026-11-26')).toBe('Thursday 26 November');
    expect(relativeDayLabel('2026-11-24', tuesdayAt('09:00'))).toBe('today');
    expect(relativeDayLabel('2026-11-25', tuesdayAt('09:00'))).toBe('tomorrow');
    expect(relativeDayLabel('2026-11-27', tuesdayAt('09:00'))).toBe('Friday');
    expect(relativeDayLabel('2026-12-03', tuesdayAt('09:00'))).toBe('Thursday 3 December');
  });
});

/** Monday to Saturday 09:00-18:00, closed on Sundays and the bank holidays, same day before 14:00. */
const weekdaysAndSaturday = (): CollectionSchedule => ({
  weekly: { ...highStreet().weekly, sun: null },
  closures: [...BANK_HOLIDAYS],
  sameDayCutoff: '14:00',
});

/**
 * The first day offered at each test instant by the branch closed on Sundays and bank holidays:
 * everything in stock, and with a currency ordered in three days ahead. Worked out by hand.
 */
const FIRST_DAYS: Record<string, { inStock: string; orderedIn: string }> = {
  '2026-11-24T10:30:00.000Z': { inStock: '2026-11-24', orderedIn: '2026-11-27' },
  '2026-11-24T15:30:00.000Z': { inStock: '2026-11-25', orderedIn: '2026-11-28' },
  // Issue 30: Sunday 29 is four days on but closed, so the order-in day is Monday 30.
  '2026-11-25T20:40:00.000Z': { inStock: '2026-11-26', orderedIn: '2026-11-30' },
  '2026-11-26T23:30:00.000Z': { inStock: '2026-11-27', orderedIn: '2026-11-30' },
  '2026-11-28T22:30:00.000Z': { inStock: '2026-11-30', orderedIn: '2026-12-02' },
  // Before the cut-off on a closed day: handled today, collected from the next open day.
  '2026-11-29T11:00:00.000Z': { inStock: '2026-11-30', orderedIn: '2026-12-02' },
  '2026-03-28T21:30:00.000Z': { inStock: '2026-03-30', orderedIn: '2026-04-01' },
  '2026-10-24T20:30:00.000Z': { inStock: '2026-10-26', orderedIn: '2026-10-28' },
  '2026-07-14T23:30:00.000Z': { inStock: '2026-07-15', orderedIn: '2026-07-18' },
  '2026-12-24T15:00:00.000Z': { inStock: '2026-12-26', orderedIn: '2026-12-29' },
  '2026-12-28T10:00:00.000Z': { inStock: '2026-12-29', orderedIn: '2026-12-31' },
};

/** London's date at `now`, worked out by Intl rather than by the rules. */
const londonDate = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);

describe.each(AT_EACH_INSTANT)('the collection days at %s', (_label, now) => {
  const today = londonDate(now);
  const schedules: [string, CollectionSchedule][] = [
    ['closed on Sundays and bank holidays', weekdaysAndSaturday()],
    ['open every day', highStreet()],
    ['never the same day', { ...highStreet(), sameDayCutoff: null }],
  ];

  it('is the day the hand-worked table says, in stock and ordered in', () => {
    const expected = FIRST_DAYS[now.toISOString()];
    if (!expected) throw new Error(`FIRST_DAYS has no row for ${now.toISOString()}`);
    expect(londonNow(now).date).toBe(today);
    expect({
      inStock: firstCollectionDay(weekdaysAndSaturday(), now),
      orderedIn: firstCollectionDay(weekdaysAndSaturday(), now, 3),
    }).toEqual(expected);
  });

  it.each(schedules)(
    'offers open days only, from the first to the horizon, and takes each (%s)',
    (_name, schedule) => {
      for (const lead of [0, 3]) {
        const days = collectionDays(schedule, now, lead);
        expect(days[0]).toBe(firstCollectionDay(schedule, now, lead));
        for (const day of days) {
          expect(openingOn(schedule, day)).not.toBeNull();
          expect(day >= today && day <= addDays(today, COLLECTION_HORIZON_DAYS)).toBe(true);
          expect(refuseCollectionDay(schedule, now, day, lead)).toBeNull();
        }
      }
    },
  );

  it.each(schedules)(
    'refuses every other day, naming the first day offered when a currency is ordered in (%s)',
    (_name, schedule) => {
      for (const lead of [0, 3]) {
        const offered = new Set(collectionDays(schedule, now, lead));
        const first = firstCollectionDay(schedule, now, lead)!;
        for (let offset = -1; offset <= COLLECTION_HORIZON_DAYS + 1; offset += 1) {
          const day = addDays(today, offset);
          if (offered.has(day)) continue;
          const refusal = refuseCollectionDay(schedule, now, day, lead);
          expect(refusal).not.toBeNull();
          if (refusal?.reason === 'lead') {
            expect(refusal.message).toBe(`This order can be collected from ${dayLabel(first)}`);
          }
          if (refusal?.reason === 'cutoff') expect(lead).toBe(0);
        }
      }
    },
  );

  it('calls the London date today and the next one tomorrow', () => {
    expect(relativeDayLabel(today, now)).toBe('today');
    expect(relativeDayLabel(addDays(today, 1), now)).toBe('tomorrow');
    expect(earliestCollection(highStreet(), now) >= today).toBe(true);
  });
});
