import type { OrderSnapshot } from '@fx/contracts';
import { emailFor } from '../mail/mail-job';
import { formatMoney } from './brand';
import { renderEmail } from './render';
import { SAMPLE_BRAND, SAMPLE_EMAILS } from './samples';

const brand = SAMPLE_BRAND;

const samples = Object.entries(SAMPLE_EMAILS).map(([name, job]) => {
  const order = 'order' in job.data ? job.data.order : undefined;
  return [name, renderEmail(emailFor(job, brand)).text.split('\n'), order] as const;
});

/** "EUR  GBP 500.00 -> EUR 566.70 at 1.1334": an order's line as the text writes it. */
function lineOf(order: OrderSnapshot, line: OrderSnapshot['lines'][number]): string {
  const pounds = formatMoney(line.gbp, 'GBP');
  const foreign = formatMoney(line.foreign, line.currency);
  const [from, to] = order.way === 'collect' ? [pounds, foreign] : [foreign, pounds];
  return `${line.currency}  ${from} -> ${to} at ${line.rate}`;
}

describe("the e-mails' plain text", () => {
  it('writes an order line as the row it is: "EUR  GBP 500.00 -> EUR 566.70 at 1.1334"', () => {
    const [, lines] = samples.find(([name]) => name === 'order-confirmation-collect')!;
    // An amount keeps its code on the same line: Intl puts a no-break space between them.
    expect(lines.map((line) => line.replace(/\u00a0/g, ' '))).toEqual(
      expect.arrayContaining([
        'EUR  GBP 500.00 -> EUR 566.70 at 1.1334',
        'JPY  GBP 250.00 -> JPY 46,551 at 186.2044',
        'Total: GBP 750.00 to pay in the branch',
        'Full Name: Ada Lovelace',
        'Pickup Location: Highstreet FX, High Street North, 112 High Street North, East Ham, London E6 2HT',
      ]),
    );
  });

  it.each(samples)('lays every table row of %s out on a line of its own', (_name, lines, order) => {
    // No cell stands alone on a line: not the header's words, not a code, an amount or a rate.
    const cells = new Set(['Currency', 'From', 'To', 'Rate', 'Total', 'Full Name', 'Email']);
    for (const line of order?.lines ?? []) {
      cells.add(line.currency).add(line.rate);
      cells.add(formatMoney(line.gbp, 'GBP')).add(formatMoney(line.foreign, line.currency));
    }
    expect(lines.filter((line) => cells.has(line.trim()))).toEqual([]);
    if (!order) return;
    for (const line of order.lines) expect(lines).toContain(lineOf(order, line));
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^Total: ${formatMoney(order.totalGbp, 'GBP')} `)),
    );
  });

  it('keeps the lines of a contact message as its sender wrote them', () => {
    const [, lines] = samples.find(([name]) => name === 'contact-message')!;
    expect(lines).toEqual(
      expect.arrayContaining([
        'Hello,',
        'Do you stock Icelandic krona? I travel next Friday.',
        'Thanks, Grace',
      ]),
    );
  });
});
