import { WEEKDAYS, WEEKDAY_NAMES, parseDays, weeklyFromLines } from '@fx/contracts';
import type { Branch, Office, Weekday, WeeklyHours } from '@fx/contracts';

/** The offices orders are collected from: those marked collectionPoint, else the first. */
export function collectionOffices(offices: readonly Office[]): readonly Office[] {
  const marked = offices.filter((office) => office.collectionPoint);
  return marked.length > 0 ? marked : offices.slice(0, 1);
}

/** The first of an office's opening-hours lines whose days cannot be read, or null. */
export function unreadableDays(office: Office): string | null {
  return office.hours.find((line) => parseDays(line.days) === null)?.days ?? null;
}

/** An office's week as its opening-hours lines say it (SITE_OFFICES is checked at start). */
export function officeWeek(office: Office): WeeklyHours {
  const weekly = weeklyFromLines(office.hours);
  if (!weekly) {
    throw new Error(
      `SITE_OFFICES: cannot tell which days "${unreadableDays(office)}" means (office ${office.id})`,
    );
  }
  return weekly;
}

/**
 * The week as the lines an option or an e-mail lists: days in a row with the same hours run
 * together ("Monday to Saturday" 09:00–18:00, "Sunday" 10:00–16:00); closed days are left out.
 */
export function hoursLines(weekly: WeeklyHours): Branch['hours'] {
  const lines: (Branch['hours'][number] & { from: Weekday; to: Weekday })[] = [];
  WEEKDAYS.forEach((day, index) => {
    const hours = weekly[day];
    if (!hours) return;
    const run = lines.at(-1);
    const follows = run?.to === WEEKDAYS[index - 1];
    if (run && follows && run.opens === hours.opens && run.closes === hours.closes) run.to = day;
    else lines.push({ from: day, to: day, days: '', ...hours });
  });
  return lines.map(({ from, to, opens, closes }) => ({
    days: from === to ? WEEKDAY_NAMES[from] : `${WEEKDAY_NAMES[from]} to ${WEEKDAY_NAMES[to]}`,
    opens,
    closes,
  }));
}
