import { simpleParser } from 'mailparser';
import { mimeMessage } from './mime-message';

describe('an e-mail as SMTP sends it', () => {
  const message = {
    from: 'Highstreet FX <orders@highstreetfx.test>',
    to: 'zoë@example.com',
    replyTo: 'ann@example.com',
    subject: 'New Click & Collect order 48151623: £1,250.00, to collect on Thursday 26 November',
    text: `Dear Zoë,\n\nYour order: ${'EUR 566.70 at 1.1334; '.repeat(20)}\n`,
    html: '<p>Dear Zo&euml;,</p><p>Your order: <strong>EUR 566.70</strong> — £1,250.00</p>',
    headers: { 'List-Unsubscribe': '<https://highstreetfx.test/alerts/unsubscribe?token=abc>' },
  };

  it('reads back, in any mail client, as the text and HTML it was given, with its addresses and subject', async () => {
    const mime = mimeMessage(message);
    const parsed = await simpleParser(mime.raw);
    expect(parsed.from?.value).toEqual([
      { name: 'Highstreet FX', address: 'orders@highstreetfx.test' },
    ]);
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value[0]?.address).toBe(
      'zoë@example.com',
    );
    expect(parsed.replyTo?.value[0]?.address).toBe('ann@example.com');
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text).toBe(message.text);
    expect(parsed.html).toBe(message.html);
    expect(parsed.headerLines.find((header) => header.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <https://highstreetfx.test/alerts/unsubscribe?token=abc>',
    );
    expect(parsed.messageId).toBe(mime.messageId);
    expect(mime.envelope).toEqual({ from: 'orders@highstreetfx.test', to: ['zoë@example.com'] });
  });

  it('keeps every line within what SMTP allows', () => {
    const lines = mimeMessage(message).raw.toString('utf8').split('\r\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(78);
  });

  it('keeps its Message-ID when the same e-mail is sent again, and no other e-mail shares it', async () => {
    const ids = async (key?: string) =>
      (await simpleParser(mimeMessage(message, key).raw)).messageId;
    const first = await ids('4f1c2a9e-0b7d-4c55-9e1a-2b3c4d5e6f70.order-confirmation');
    expect(first).toMatch(/^<[0-9a-f]{64}@highstreetfx\.test>$/);
    expect(await ids('4f1c2a9e-0b7d-4c55-9e1a-2b3c4d5e6f70.order-confirmation')).toBe(first);
    expect(await ids('4f1c2a9e-0b7d-4c55-9e1a-2b3c4d5e6f70.branch-alert')).not.toBe(first);
    expect(await ids()).not.toBe(await ids());
  });
});
