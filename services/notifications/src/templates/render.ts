import { framedEmail } from './framed-markup';
import type { Email } from './order-emails';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * HTML and a plain-text part. React escapes every value put into the markup. (react-email's own
 * render() loads react-dom with a dynamic import, which jest's CommonJS runtime cannot do; the
 * templates use no Suspense, so the synchronous renderer gives the same markup.)
 */
export function renderEmail(email: Email): RenderedEmail {
  const { markup, text } = framedEmail(email.body);
  return {
    subject: email.subject.replace(/[\r\n]+/g, ' ').replace(/\u00a0/g, ' '),
    html: `${DOCTYPE}${markup}`,
    text,
    ...(email.headers ? { headers: email.headers } : {}),
  };
}
