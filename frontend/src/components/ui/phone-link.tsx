import type { ReactNode } from 'react';
import { phoneHref, site } from '@/config/site';

/**
 * A phone number (the bureau's unless given) as a link that calls it. The number never breaks
 * across lines: `.phone-link` does not wrap (html-validate's tel-non-breaking rule is told of the
 * class), and its text stays the number as written, as screen readers and searches find it.
 */
export function PhoneLink({
  phone = site.phone,
  className,
  children,
}: {
  phone?: string;
  className?: string;
  /** What the link shows, when more than the number (e.g. an icon before it). */
  children?: ReactNode;
}) {
  return (
    <a href={phoneHref(phone)} className={className ? `phone-link ${className}` : 'phone-link'}>
      {children ?? phone}
    </a>
  );
}
