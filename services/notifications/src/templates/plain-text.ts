import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';

/**
 * react-email's plain-text conversion (its toPlainText), compiled once: compiling the options on
 * every e-mail cost more than rendering it.
 */
export const htmlToText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});

/**
 * Attributes React writes in the e-mails that no part of the conversion reads (it reads href, src,
 * alt, start, type, class, id, colspan, rowspan and the data-* its selectors name). An attribute's
 * value never holds a `"` (React writes `&quot;`), and outside a tag React escapes every `"`, so
 * this matches those attributes only.
 */
const UNREAD_ATTRIBUTES =
  / (?:style|role|cellPadding|cellSpacing|align|width|border|target)="[^"]*"/g;

/**
 * The text of markup React rendered, as htmlToText gives it. The attributes it does not read are
 * taken out first: they were most of what htmlparser2 had to parse (an order confirmation's
 * content, 5.0 -> 1.6 kB).
 */
export function toPlainText(markup: string): string {
  return htmlToText(markup.replace(UNREAD_ATTRIBUTES, ''));
}
