// What the mail sink reads from a kept message: its parsed form, its addresses, the SMTP envelope
// the sink records in headers of its own, and the summary the list shows.
'use strict';
const { simpleParser } = require('mailparser');

/** Who the message was sent from and to over SMTP (shows Bcc recipients, which no header names). */
function envelopeHeaders(session) {
  const clean = (value) => String(value).replace(/[\r\n]+/g, ' ');
  const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
  return Buffer.from(
    `X-Mail-Sink-Envelope-From: <${clean(from)}>\r\nX-Mail-Sink-Envelope-To: ${clean(to)}\r\n`,
  );
}

function idOf(name) {
  return name.replace(/\.eml$/, '');
}

async function parse(raw) {
  try {
    return await simpleParser(raw);
  } catch {
    return { subject: '(could not be parsed)', text: raw.toString('utf8'), headerLines: [] };
  }
}

function addresses(value) {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((entry) => entry.text).join(', ');
}

function envelope(parsed, name) {
  const line = (parsed.headerLines || []).find((header) => header.key === name);
  return line ? line.line.slice(line.line.indexOf(':') + 1).trim() : '';
}

async function describe(raw) {
  const parsed = await parse(raw);
  return {
    from: addresses(parsed.from) || envelope(parsed, 'x-mail-sink-envelope-from'),
    to: addresses(parsed.to) || envelope(parsed, 'x-mail-sink-envelope-to'),
    subject: parsed.subject || '(no subject)',
    messageId: parsed.messageId || '',
    text: parsed.text || '',
  };
}

module.exports = { envelopeHeaders, idOf, parse, addresses, envelope, describe };
