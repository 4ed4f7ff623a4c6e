import type { Closure } from '@fx/contracts';

/**
 * The instants the date rules are tested at, each written in London time: the hours and days
 * where a collection day, "today" or a window has gone wrong, or could. The unit suites run at
 * every one (describe.each); the integration and browser suites at one a run (scripts/test.mjs
 * sets FX_TEST_NOW, naming it).
 */
export const TEST_INSTANTS = [
  { label: 'a Tuesday at 10:30, before the same-day cut-off', at: '2026-11-24T10:30:00+00:00' },
  { label: 'the same Tuesday at 15:30, after the cut-off', at: '2026-11-24T15:30:00+00:00' },
  { label: 'a Wednesday at 20:40 (issue 30 failed then)', at: '2026-11-25T20:40:00+00:00' },
  { label: 'a Thursday at 23:30, the last half hour of the day', at: '2026-11-26T23:30:00+00:00' },
  { label: 'a Saturday at 22:30', at: '2026-11-28T22:30:00+00:00' },
  { label: 'a Sunday at 11:00, the branch closed', at: '2026-11-29T11:00:00+00:00' },
  { label: 'Saturday 21:30 before the spring clock change', at: '2026-03-28T21:30:00+00:00' },
  { label: 'Saturday 21:30 before the autumn clock change', at: '2026-10-24T21:30:00+01:00' },
  { label: 'a summer Wednesday at 00:30, still Tuesday in UTC', at: '2026-07-15T00:30:00+01:00' },
  { label: 'Christmas Eve at 15:00, before two bank holidays', at: '2026-12-24T15:00:00+00:00' },
  { label: 'Monday 28 December at 10:00, a bank holiday', at: '2026-12-28T10:00:00+00:00' },
] as const;

export type TestInstant = (typeof TEST_INSTANTS)[number];

/** TEST_INSTANTS as describe.each takes them: `describe.each(AT_EACH_INSTANT)('at %s', (_, at) => ...)`. */
export const AT_EACH_INSTANT: readonly (readonly [string, Date])[] = TEST_INSTANTS.map(
  (instant) => [instant.label, new Date(instant.at)] as const,
);

/** The bank holidays among the instants, as a branch's closed days. */
export const BANK_HOLIDAYS: readonly Closure[] = [
  { date: '2026-12-25', reason: 'Christmas Day' },
  { date: '2026-12-28', reason: 'Boxing Day (substitute day)' },
];
