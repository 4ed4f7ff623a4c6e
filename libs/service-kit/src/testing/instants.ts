import type { Closure } from '@fx/contracts';
import instants from './instants.json';

/** An instant the date rules are tested at: London time, with its offset. */
export interface TestInstant {
  label: string;
  at: string;
}

/**
 * The instants the date rules are tested at (instants.json, which scripts/test.mjs reads too):
 * the hours and days where a collection day, "today" or a window has gone wrong, or could. The
 * unit suites run at every one (describe.each); the integration and browser suites at one a run,
 * which `npm test` picks and names (FX_TEST_NOW).
 */
export const TEST_INSTANTS: readonly TestInstant[] = instants;

/** TEST_INSTANTS as describe.each takes them: `describe.each(AT_EACH_INSTANT)('at %s', (_, now) => ...)`. */
export const AT_EACH_INSTANT: readonly (readonly [string, Date])[] = TEST_INSTANTS.map(
  (instant) => [instant.label, new Date(instant.at)] as const,
);

/** The bank holidays among the instants, as a branch's closed days. */
export const BANK_HOLIDAYS: readonly Closure[] = [
  { date: '2026-12-25', reason: 'Christmas Day' },
  { date: '2026-12-28', reason: 'Boxing Day (substitute day)' },
];
