import type { ReactNode } from 'react';
import { OFFLINE_NOTICE_ID } from '@/components/layout/app-notices';
import { Button, ButtonLink } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button';
import { useOnline } from '@/lib/online';

/**
 * A button that starts an order (Buy, Sell, Click & Collect): a link to the order form online, and
 * offline a disabled button described by the offline notice, instead of a form that cannot send.
 */
export function OrderButtonLink({
  to,
  children,
  ...style
}: {
  to: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  if (!useOnline()) {
    return (
      <Button {...style} disabled aria-describedby={OFFLINE_NOTICE_ID}>
        {children}
      </Button>
    );
  }
  return (
    <ButtonLink to={to} {...style}>
      {children}
    </ButtonLink>
  );
}
