import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { SpanKind, inSpan } from '@fx/service-kit';
import type { RenderedEmail } from '../templates/render';
import { MAIL_OPTIONS } from './mail.tokens';
import type { MailOptions } from './mail.tokens';
import { mimeMessage } from './mime-message';
import { SmtpConnections } from './smtp-connections';

/** Sends e-mail over SMTP (nodemailer), as configured by SMTP_URL. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly connections: SmtpConnections;
  private readonly server: { 'server.address': string; 'server.port': number };

  constructor(@Inject(MAIL_OPTIONS) private readonly options: MailOptions) {
    const url = new URL(options.smtpUrl);
    const secure = url.protocol === 'smtps:';
    this.server = {
      'server.address': url.hostname,
      'server.port': Number(url.port) || (secure ? 465 : 587),
    };
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
   * otherwise. The message is built in memory and sent whole: streamed, it went to the socket in
   * a few hundred writes. Traced as a CLIENT span `smtp send` (the server and the template, never
   * the recipient). `key` names the e-mail: sent again, it keeps its Message-ID (mimeMessage).
   */
  send(
    message: RenderedEmail & { to: string; replyTo?: string },
    template: string,
    key: string | undefined,
  ): Promise<string> {
    return inSpan(
      'smtp send',
      { kind: SpanKind.CLIENT, attributes: { ...this.server, 'fx.mail.template': template } },
      async () => {
        const mime = mimeMessage({ ...message, from: this.options.from }, key);
        await this.connections.send(mime.envelope, mime.raw);
        return mime.messageId;
      },
    );
  }

  onApplicationShutdown(): void {
    this.connections.close();
  }
}
