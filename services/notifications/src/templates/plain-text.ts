import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import type { FormatCallback } from 'html-to-text';

/** What a cell says before its text in a row's line, when not two spaces (`data-text-before`). */
const TEXT_BEFORE = 'data-text-before';

/**
 * A table row as one line of text, its cells in order: "EUR  GBP 500.00 -> EUR 566.70 at
 * 1.1334", each cell after the first preceded by its `data-text-before` or two spaces. (react-email
 * puts every cell on a line of its own, which reads as a list of words.) A row of one cell, the
 * frame of react-email's layout tables, keeps react-email's format for its content.
 */
const textRow: FormatCallback = (elem, walk, builder) => {
  const cells = (elem.children ?? []).filter(
    (child: { type?: string; name?: string }) =>
      child.type === 'tag' && (child.name === 'td' || child.name === 'th'),
  );
  if (cells.length < 2) {
    walk(elem.children, builder);
    return;
  }
  builder.openBlock({ leadingLineBreaks: 1 });
  cells.forEach(
    (cell: { attribs?: Record<string, string>; children: unknown[] }, index: number) => {
      if (index > 0) builder.addLiteral(cell.attribs?.[TEXT_BEFORE] ?? '  ');
      walk(cell.children as never, builder);
    },
  );
  builder.closeBlock({ trailingLineBreaks: 1 });
};

/**
 * react-email's plain-text conversion (its toPlainText), with table rows as lines, compiled once:
 * compiling the options on every e-mail cost more than rendering it.
 */
export const htmlToText = compile({
  wordwrap: false,
  formatters: { textRow },
  selectors: [
    ...plainTextSelectors,
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'tr', format: 'textRow' },
  ],
});

/**
 * Attributes React writes in the e-mails that no part of the conversion reads (it reads href, src,
 * alt, start, type, class, id, colspan, rowspan and the data-* its selectors and formats name). An
 * attribute's value never holds a `"` (React writes `&quot;`), and outside a tag React escapes
 * every `"`, so this matches those attributes only.
 */
const UNREAD_ATTRIBUTES =
  / (?:style|role|cellPadding|cellSpacing|align|width|border|target|scope)="[^"]*"/g;

/**
 * The text of markup React rendered, as htmlToText gives it. The attributes it does not read are
 * taken out first: they were most of what htmlparser2 had to parse (an order confirmation's
 * content, 5.0 -> 1.6 kB).
 */
export function toPlainText(markup: string): string {
  return htmlToText(markup.replace(UNREAD_ATTRIBUTES, ''));
}
