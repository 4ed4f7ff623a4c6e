import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';

/**
 * react-email's plain-text conversion (its toPlainText), compiled once: compiling the options on
 * every e-mail cost more than rendering it.
 */
export const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});
