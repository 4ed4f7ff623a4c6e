import {
  CONSENT_MORATORIUM_DAYS,
  CONSENT_NOTICE_WORKING_DAYS,
  addDays,
  isBankHoliday,
  weekdayOf,
} from '@fx/contracts';

// The NCA consent clock (POCA 2002 s.335): the notice period is 7 working days starting with the
// first working day after the report was made (working days: Monday to Friday, not an England
// and Wales bank holiday); a refusal within it starts a 31-day moratorium from the refusal.

export function isWorkingDay(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 'sat' && weekday !== 'sun' && !isBankHoliday('england-and-wales', date);
}

/** The last day of the notice period for a report submitted on `submittedOn`. */
export function noticeEndsOn(submittedOn: string): string {
  let day = submittedOn;
  for (let counted = 0; counted < CONSENT_NOTICE_WORKING_DAYS;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) counted += 1;
  }
  return day;
}

/** The last day of the moratorium after a refusal on `refusedOn`. */
export function moratoriumEndsOn(refusedOn: string): string {
  return addDays(refusedOn, CONSENT_MORATORIUM_DAYS);
}

/**
 * Whether the holds of a report awaiting consent may be lifted on `today` (London): the notice
 * period passed without a refusal, or the moratorium after a refusal ended.
 */
export function consentDeemed(
  report: {
    noticeEndsOn: string | null;
    moratoriumEndsOn: string | null;
    refusedOn: string | null;
  },
  today: string,
): boolean {
  if (report.refusedOn) return !!report.moratoriumEndsOn && today > report.moratoriumEndsOn;
  return !!report.noticeEndsOn && today > report.noticeEndsOn;
}
