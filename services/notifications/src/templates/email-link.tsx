import type { CSSProperties, ReactNode } from 'react';

/**
 * A link in an e-mail, as react-email's <Link> looks (blue, not underlined) with two changes
 * caniemail asks for: text-decoration, which Outlook for Windows reads (it ignores
 * text-decoration-line, and underlined every link), and no target="_blank", which Gmail does not
 * support (every client opens a link from an e-mail in the browser anyway).
 */
export function EmailLink({
  href,
  style,
  children,
}: {
  href: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <a href={href} style={{ color: '#067df7', textDecoration: 'none', ...style }}>
      {children}
    </a>
  );
}
