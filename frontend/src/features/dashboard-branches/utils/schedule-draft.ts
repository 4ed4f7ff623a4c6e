import type { Closure, CollectionSchedule, CollectionScheduleInput, Weekday } from '@fx/contracts';
import { WEEKDAYS } from '@fx/contracts/web';
import type { ErrorDetail } from '@fx/contracts';

/** A day of the week as the form holds it: the times stay when the day is unticked. */
export interface DayDraft {
  open: boolean;
  opens: string;
  closes: string;
}

/** The schedule form's values. */
export interface ScheduleDraft {
  weekly: Record<Weekday, DayDraft>;
  closures: Closure[];
  sameDay: boolean;
  cutoff: string;
}

/** What a newly ticked day or cut-off starts from. */
const USUAL_DAY: DayDraft = { open: false, opens: '09:00', closes: '17:30' };
const USUAL_CUTOFF = '12:00';

export function draftOf(schedule: CollectionSchedule): ScheduleDraft {
  const weekly = {} as Record<Weekday, DayDraft>;
  for (const day of WEEKDAYS) {
    const hours = schedule.weekly[day];
    weekly[day] = hours ? { open: true, ...hours } : { ...USUAL_DAY };
  }
  return {
    weekly,
    closures: [...schedule.closures],
    sameDay: schedule.sameDayCutoff !== null,
    cutoff: schedule.sameDayCutoff ?? USUAL_CUTOFF,
  };
}

/** The PUT body: closed days in the form's order, so the server's `closures.N` points at row N. */
export function scheduleInputOf(draft: ScheduleDraft): CollectionScheduleInput {
  const weekly = {} as CollectionScheduleInput['weekly'];
  for (const day of WEEKDAYS) {
    const { open, opens, closes } = draft.weekly[day];
    weekly[day] = open ? { opens, closes } : null;
  }
  return {
    weekly,
    closures: draft.closures.map(({ date, reason }) => ({ date, reason })),
    sameDayCutoff: draft.sameDay ? draft.cutoff : null,
  };
}

/** A closed day added in date order; null when that date is already listed. */
export function withClosure(closures: readonly Closure[], added: Closure): Closure[] | null {
  if (closures.some((closure) => closure.date === added.date)) return null;
  return [...closures, added].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The server's refusal, by the field it names ('weekly.mon.closes', 'closures.2.reason',
 * 'sameDayCutoff'); `form` gathers what names no field the form shows.
 */
export type ScheduleProblems = Record<string, string>;

const FORM_FIELD =
  /^(weekly(\.(mon|tue|wed|thu|fri|sat|sun)(\.(opens|closes))?)?|closures(\.\d+(\.(date|reason))?)?|sameDayCutoff)$/;

export function problemsOf(details: readonly ErrorDetail[]): ScheduleProblems {
  const problems: ScheduleProblems = {};
  for (const { field, message } of details) {
    const key = FORM_FIELD.test(field) ? field : 'form';
    problems[key] = problems[key] ? `${problems[key]}; ${message}` : message;
  }
  return problems;
}
