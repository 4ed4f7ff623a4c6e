import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { RenderedEmail } from '../templates/render';
import { MAIL_OPTIONS } from './mail.tokens';
import type { MailOptions } from './mail.tokens';
import { SmtpConnections } from './smtp-connections';

/** Sends e-mail over SMTP (nodemailer), as configured by SMTP_URL. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly connections: SmtpConnections;

  constructor(@Inject(MAIL_OPTIONS) private readonly options: MailOptions) {
    const url = new URL(options.smtpUrl);
    const secure = url.protocol === 'smtps:';
    this.connections = new SmtpConnections({
      host: url.hostname,
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      ...(url.username
        ? {
            auth: {
              user: decodeURIComponent(url.username),
              pass: decodeURIComponent(url.password),
            },
          }
        : {}),
      timeoutMs: options.smtpTimeoutMs,
      max: options.concurrency,
    });
  }

  /**
   * Resolves with the message's id once the SMTP server has accepted it; rejects with its reason
   * otherwise. The message is built in memory (base64 parts: a third cheaper to encode than
   * quoted-printable) and sent whole: streamed, it went to the socket in a few hundred writes.
   */
  async send(message: RenderedEmail & { to: string; replyTo?: string }): Promise<string> {
    const mime = new MailComposer({
      from: this.options.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      html: message.html,
      text: message.text,
      textEncoding: 'base64',
      ...(message.headers ? { headers: message.headers } : {}),
    }).compile();
    await this.connections.send(mime.getEnvelope(), await mime.build());
    return mime.messageId();
  }

  onApplicationShutdown(): void {
    this.connections.close();
  }
}
