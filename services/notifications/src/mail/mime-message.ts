import { createHash, randomUUID } from 'node:crypto';
import MimeNode from 'nodemailer/lib/mime-node';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface MimeMessage {
  raw: Buffer;
  envelope: SMTPConnection.Envelope;
  messageId: string;
}

/** Base64 in lines of 76 characters, as MIME wants it. */
function base64Lines(content: string): string {
  const encoded = Buffer.from(content, 'utf8').toString('base64');
  const lines: string[] = [];
  for (let at = 0; at < encoded.length; at += 76) lines.push(encoded.slice(at, at + 76));
  return lines.join('\r\n');
}

/**
 * An e-mail as SMTP sends it, text and HTML as alternatives. nodemailer writes the headers (the
 * addresses, the subject's encoded words, Date and the boundary); the two base64 parts are joined
 * here in one go: nodemailer's own composer streamed each part through several transforms, which
 * cost more CPU than rendering the e-mail. The boundary comes from one UUID (nodemailer drew
 * random bytes six times for it and the Message-ID).
 *
 * The Message-ID comes from `key`, what the e-mail is (its job's id): sent again (a retry, or a
 * job run again after its sender was killed mid-send), it is the same message to the mail systems
 * that drop a copy of one they already hold (Gmail does). Without a key, it is random.
 */
export function mimeMessage(message: MailMessage, key?: string): MimeMessage {
  const unique = randomUUID();
  const root = new MimeNode('multipart/alternative', { baseBoundary: unique });
  root.setHeader({
    From: message.from,
    To: message.to,
    ...(message.replyTo ? { 'Reply-To': message.replyTo } : {}),
    Subject: message.subject,
    ...message.headers,
  });
  const envelope = root.getEnvelope();
  const local = key === undefined ? unique : createHash('sha256').update(key).digest('hex');
  root.setHeader('Message-ID', `<${local}@${String(envelope.from).split('@').pop()}>`);
  const head = root.buildHeaders();
  const boundary = String(root.boundary);
  const part = (type: string, content: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\n` +
    `Content-Transfer-Encoding: base64\r\n\r\n${base64Lines(content)}\r\n`;
  return {
    raw: Buffer.from(
      `${head}\r\n\r\n${part('text/plain', message.text)}${part('text/html', message.html)}--${boundary}--\r\n`,
      'utf8',
    ),
    envelope,
    messageId: root.messageId(),
  };
}
