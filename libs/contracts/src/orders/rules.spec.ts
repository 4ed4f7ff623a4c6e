import {
  collectionDays,
  dayLabel,
  earliestCollection,
  firstCollectionDay,
  londonNow,
  parseDays,
  refuseCollectionDay,
  relativeDayLabel,
  weeklyFromLines,
  weeklyHoursLine,
} from './rules';
import type { CollectionSchedule } from './rules';

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
