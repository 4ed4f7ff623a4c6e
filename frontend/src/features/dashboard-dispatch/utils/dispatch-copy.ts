import type { DispatchOrder } from '@fx/contracts';
import { dayLabel, relativeDayLabel } from '@fx/contracts/web';

export const TRACKING_HINT = 'Royal Mail: two letters, eight digits, a check digit and GB';

/** "Arriving today, Thursday 26 November", "Arriving Saturday 28 November". */
export function arrivingHeading(date: string, now: Date): string {
  const relative = relativeDayLabel(date, now);
  const day = dayLabel(date);
  return relative === 'today' || relative === 'tomorrow'
    ? `Arriving ${relative}, ${day}`
    : `Arriving ${day}`;
}

export const DISPATCH_STATUS: Record<DispatchOrder['status'], string> = {
  pending: 'Not accepted yet',
  accepted: 'To send',
  completed: 'Sent',
};

/** "1 Park Row, Flat 2, Leeds, LS1 5AB". */
export function addressText(address: DispatchOrder['address']): string {
  return [address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ');
}
