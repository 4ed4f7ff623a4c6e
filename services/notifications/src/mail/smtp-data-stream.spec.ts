import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import DataStream from 'nodemailer/lib/smtp-connection/data-stream';
import { mimeMessage } from './mime-message';
import { skipEscapingWhenUnneeded, unchangedBySmtpEscaping } from './smtp-data-stream';

/** What a DataStream sends for these chunks written one after the other. */
async function sent(stream: DataStream, chunks: Buffer[]): Promise<Buffer> {
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.once('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out);
}

/** nodemailer's DataStream, as a connection with the fast path creates it. */
function fastStream(): DataStream {
  const connection = { _createSendStream: () => new DataStream() };
  skipEscapingWhenUnneeded(connection as unknown as SMTPConnection);
  return connection._createSendStream();
}

const message = mimeMessage({
  from: 'Highstreet FX <orders@highstreetfx.test>',
  to: 'ann@example.com',
  subject: 'Your Click & Collect order 48151623',
  text: `Dear Ann,\n\n${'EUR 566.70 at 1.1334.\n'.repeat(40)}`,
  html: `<p>Dear Ann,</p>${'<p>EUR 566.70 at 1.1334.</p>'.repeat(40)}`,
}).raw;

const cases: Record<string, Buffer[]> = {
  'an e-mail built here': [message],
  'an e-mail in two chunks, cut between CR and LF': [
    message.subarray(0, message.indexOf('\r\n') + 1),
    message.subarray(message.indexOf('\r\n') + 1),
  ],
  'a dot at the start of a line': [Buffer.from('Subject: a\r\n\r\n.hidden\r\n')],
  'a dot first of all': [Buffer.from('.hidden\r\n')],
  'a dot first in the chunk after a line break': [Buffer.from('one\r\n'), Buffer.from('.two\r\n')],
  'a bare LF': [Buffer.from('one\ntwo\r\n')],
  'a bare LF first in a chunk': [Buffer.from('one'), Buffer.from('\ntwo')],
  'a bare CR': [Buffer.from('one\rtwo\r\n')],
  'a bare CR then a dot': [Buffer.from('one\r.two\r\n')],
  'a CR ending a chunk, no LF after it': [Buffer.from('one\r'), Buffer.from('two')],
  'no line break at the end': [Buffer.from('one\r\ntwo')],
};

describe('the SMTP data of a message', () => {
  it.each(Object.entries(cases))('is what nodemailer sends for %s', async (_name, chunks) => {
    expect(await sent(fastStream(), chunks)).toEqual(await sent(new DataStream(), chunks));
  });

  it('needs no escaping for an e-mail built here, so it goes out as it is', () => {
    expect(unchangedBySmtpEscaping(message, false)).toBe(true);
    expect(unchangedBySmtpEscaping(Buffer.from('a\r\n.b'), false)).toBe(false);
    expect(unchangedBySmtpEscaping(Buffer.from('a\nb'), false)).toBe(false);
    expect(unchangedBySmtpEscaping(Buffer.from('a\rb'), false)).toBe(false);
  });
});
