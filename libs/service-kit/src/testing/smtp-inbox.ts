import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server inside the test: it keeps every message it accepts, parsed, and can be told to
 * refuse the next few (a temporary 451, as a struggling mail server would).
 */
export class SmtpInbox {
  readonly messages: ParsedMail[] = [];
  refused = 0;
  /** How long the server takes to accept each message, as a busy mail server would. */
  delayMs = 0;
  private refuseNext = 0;
  private readonly server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refuseNext > 0) {
            this.refuseNext -= 1;
            this.refused += 1;
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          new Promise((resolve) => setTimeout(resolve, this.delayMs))
            .then(() => simpleParser(Buffer.concat(chunks)))
            .then((mail) => {
              this.messages.push(mail);
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  refuse(count: number): void {
    this.refuseNext = count;
  }

  to(address: string): ParsedMail[] {
    return this.messages.filter((mail) =>
      [mail.to].flat().some((to) => to?.text.toLowerCase().includes(address.toLowerCase())),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
