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
 * A style attribute as React writes it: its value never holds a `"` (React writes `&quot;`), and
 * outside a tag React escapes every `"`, so this matches style attributes only.
 */
const STYLE_ATTRIBUTE = / style="[^"]*"/g;

/**
 * The text of markup React rendered, as htmlToText gives it. The inline styles are taken out
 * first: no selector of the conversion reads them, and they were most of what htmlparser2 had to
 * parse (an order confirmation's content, 5.0 -> 1.9 kB).
 */
export function toPlainText(markup: string): string {
  return htmlToText(markup.replace(STYLE_ATTRIBUTE, ''));
}
