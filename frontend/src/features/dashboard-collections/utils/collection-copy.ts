import type { CollectionOrder } from '@fx/contracts';
import { addDays, dayLabel, londonNow } from '@fx/contracts/web';
import { formatPricedAmount } from '@/lib/format';

/** "Today, Thursday 26 November", "Tomorrow, Friday 27 November", else the day itself. */
export function dayHeading(date: string, now: Date): string {
  const today = londonNow(now).date;
  if (date === today) return `Today, ${dayLabel(date)}`;
  if (date === addDays(today, 1)) return `Tomorrow, ${dayLabel(date)}`;
  return dayLabel(date);
}

/** "No collections today", "No collections tomorrow", "No collections on Saturday 28 November". */
export function noCollections(date: string, now: Date): string {
  const today = londonNow(now).date;
  if (date === today) return 'No collections today';
  if (date === addDays(today, 1)) return 'No collections tomorrow';
  return `No collections on ${dayLabel(date)}`;
}

/** "€340.17 for £300.00": a line's foreign amount and its pounds. */
export function lineText(line: CollectionOrder['lines'][number]): string {
  return `${formatPricedAmount(line.foreign, line.currency)} for ${formatPricedAmount(line.gbp, 'GBP')}`;
}
