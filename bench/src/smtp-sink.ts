import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  subject: string;
  to: string;
  at: number;
}

/**
 * The benchmark's own SMTP server: it accepts every message, notes when it accepted it and its
 * subject and recipients, and keeps nothing else (the mail sink of `npm start` writes files).
 */
export class TimingSmtpSink {
  readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    const received = this.received;
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      disableReverseLookup: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.once('end', () => {
          const at = performance.now();
          const head = Buffer.concat(chunks).toString('utf8', 0, 8192);
          const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
          received.push({ subject, to, at });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(resolve) : resolve()));
  }
}
