import type { CurrencyAvailability } from '@/lib/collection';
import { AlertIcon, CheckIcon, ClockIcon } from '@/components/ui/icons';

const ICON = { in_stock: CheckIcon, order_in: ClockIcon, unavailable: AlertIcon } as const;

/**
 * A currency's stock at the branch, as one short line: "Collect today", "Collect from Thursday"
 * (ordered in), "Not available". An unavailable currency's reason is read out with it, and shown
 * too where there is room (`showReason`); `id` lets a disabled button point at it as its reason.
 */
export function StockNote({
  availability,
  id,
  showReason = false,
  className,
}: {
  availability: CurrencyAvailability;
  id?: string | undefined;
  showReason?: boolean;
  className?: string | undefined;
}) {
  if (!availability.label) return null;
  const Icon = ICON[availability.status];
  const { reason } = availability;
  return (
    <span
      id={id}
      className={['stock-note', `stock-note--${availability.status}`, className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <Icon size={14} />
      {reason && showReason ? (
        <span>{`${availability.label}: ${reason}`}</span>
      ) : (
        <span>
          {availability.label}
          {reason ? <span className="visually-hidden">: {reason}</span> : null}
        </span>
      )}
    </span>
  );
}
