// A local mail sink for `npm start`: an SMTP server that accepts every message and keeps it as an
// .eml file, and a small web page that lists and shows them, so every e-mail the stack sends can
// be read without a real mail server. Local use only: no authentication, no TLS.
//
//   node scripts/mail-sink.cjs   (MAIL_SINK_SMTP_PORT=1025, MAIL_SINK_WEB_PORT=1080, MAIL_SINK_DIR=var/mail)
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

const ROOT = path.resolve(__dirname, '..');
const MAX_MESSAGES = 500;
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
const REFRESH_SECONDS = 5;
// 2026-11-22T07-01-02-123Z-<random>: the time the sink received the message, then a random part.
const OWN_NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-[0-9a-f]+$/;
// Every page; an HTML body in the sandboxed iframe inherits it (no scripts, no forms, no fetches
// except images).
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Starts the SMTP server and the web page. Resolves once both listen; port 0 picks a free port,
 * and the result names the real ones.
 *
 * @param {{ smtpPort: number, webPort: number, dir: string, host?: string,
 *   log?: (message: string) => void, maxMessages?: number }} options
 * @returns {Promise<{ close(): Promise<void>, smtpPort: number, webPort: number }>}
 */
async function startMailSink({
  smtpPort,
  webPort,
  dir,
  host = '127.0.0.1',
  log = () => {},
  maxMessages = MAX_MESSAGES,
}) {
  const store = createStore(path.resolve(dir), maxMessages);
  await fs.promises.mkdir(store.dir, { recursive: true });
  await store.prune();

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    banner: 'local mail sink: messages are kept, never delivered',
    size: MAX_MESSAGE_BYTES,
    logger: false,
    closeTimeout: 1000,
    // A client configured with credentials (smtp://user:pass@127.0.0.1:1025) is let in too.
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username || 'anonymous' });
    },
    onData(stream, session, callback) {
      const chunks = [];
      let bytes = 0;
      stream.on('data', (chunk) => {
        bytes += chunk.length;
        if (bytes <= MAX_MESSAGE_BYTES) chunks.push(chunk);
      });
      stream.once('end', () => {
        if (stream.sizeExceeded || bytes > MAX_MESSAGE_BYTES) {
          const error = new Error('Message is larger than the mail sink keeps');
          error.responseCode = 552;
          callback(error);
          return;
        }
        const raw = Buffer.concat([envelopeHeaders(session), ...chunks]);
        store.save(raw).then(
          (name) => {
            callback(null, `Kept as ${name}`);
            void describe(raw).then((summary) =>
              log(`Mail sink: "${summary.subject}" to ${summary.to || '(nobody)'}`),
            );
          },
          (error) => {
            log(`Mail sink: could not keep a message: ${error.message}`);
            callback(error);
          },
        );
      });
    },
  });
  smtp.on('error', (error) => log(`Mail sink (SMTP): ${error.message}`));

  const web = http.createServer((request, response) => {
    handle(store, request, response).catch((error) => {
      log(`Mail sink (web): ${error.message}`);
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Server error');
      else response.destroy();
    });
  });

  await listen(smtp.server, smtpPort, host);
  try {
    await listen(web, webPort, host);
  } catch (error) {
    await new Promise((resolve) => smtp.close(resolve));
    throw error;
  }

  let closing;
  return {
    smtpPort: smtp.server.address().port,
    webPort: web.address().port,
    close() {
      closing ??= Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => {
          web.close(() => resolve());
          web.closeAllConnections();
        }),
      ]).then(() => undefined);
      return closing;
    },
  };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Who the message was sent from and to over SMTP (shows Bcc recipients, which no header names). */
function envelopeHeaders(session) {
  const clean = (value) => String(value).replace(/[\r\n]+/g, ' ');
  const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
  return Buffer.from(
    `X-Mail-Sink-Envelope-From: <${clean(from)}>\r\nX-Mail-Sink-Envelope-To: ${clean(to)}\r\n`,
  );
}

/** The .eml files in `dir`: saves, lists newest first, keeps the newest `maxMessages`. */
function createStore(dir, maxMessages) {
  const summaries = new Map(); // file name -> summary; a kept file never changes

  async function files() {
    const names = (await fs.promises.readdir(dir)).filter((name) => name.endsWith('.eml'));
    const entries = await Promise.all(
      names.map(async (name) => ({ name, received: await receivedAt(dir, name) })),
    );
    return entries
      .filter((entry) => entry.received)
      .sort((a, b) => b.received - a.received || (a.name < b.name ? 1 : -1));
  }

  async function prune() {
    const all = await files();
    await Promise.all(
      all
        .slice(maxMessages)
        .map(({ name }) => fs.promises.unlink(path.join(dir, name)).catch(() => undefined)),
    );
  }

  return {
    dir,
    prune,
    async save(raw) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`;
      // Written aside, then renamed: a half-written message never shows up in the list.
      const partial = path.join(dir, `.${name}.part`);
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(partial, raw, { flag: 'wx' });
      await fs.promises.rename(partial, path.join(dir, name));
      await prune();
      return name;
    },
    /** The file with exactly this name in `dir`, or undefined: nothing else can be reached. */
    async find(name) {
      return (await files()).find((entry) => entry.name === name);
    },
    async list() {
      const all = await files();
      for (const name of summaries.keys()) {
        if (!all.some((entry) => entry.name === name)) summaries.delete(name);
      }
      const result = [];
      for (let i = 0; i < all.length; i += 16) {
        const batch = all.slice(i, i + 16);
        result.push(
          ...(await Promise.all(
            batch.map(async ({ name, received }) => {
              if (!summaries.has(name)) {
                const raw = await fs.promises.readFile(path.join(dir, name)).catch(() => null);
                if (!raw) return null;
                summaries.set(name, await describe(raw));
              }
              return { id: idOf(name), date: received.toISOString(), ...summaries.get(name) };
            }),
          )),
        );
      }
      return result.filter(Boolean);
    },
  };
}

async function receivedAt(dir, name) {
  const match = OWN_NAME.exec(idOf(name));
  if (match) {
    const [, day, hours, minutes, seconds, millis] = match;
    const date = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  // Another .eml dropped into the directory: its modification time.
  const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
  return stat && stat.isFile() ? stat.mtime : null;
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
    text: parsed.text || '',
  };
}

async function handle(store, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    return send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed');
  }
  const { pathname } = new URL(request.url || '/', 'http://sink.invalid');

  if (pathname === '/') {
    return send(response, 200, 'text/html; charset=utf-8', listPage(await store.list()));
  }
  if (pathname === '/api/messages') {
    return send(
      response,
      200,
      'application/json; charset=utf-8',
      JSON.stringify(await store.list()),
    );
  }
  const match = /^\/messages\/([^/]+)$/.exec(pathname);
  if (match) {
    let requested;
    try {
      requested = decodeURIComponent(match[1]);
    } catch {
      return notFound(response);
    }
    // /messages/<id>.eml is the raw file; /messages/<id> is the page showing it.
    const raw = requested.endsWith('.eml') ? await store.find(requested) : undefined;
    if (raw) {
      response.setHeader(
        'Content-Disposition',
        `attachment; filename="${raw.name.replace(/[^\w.-]/g, '_')}"`,
      );
      const body = await fs.promises.readFile(path.join(store.dir, raw.name));
      return send(response, 200, 'message/rfc822', body);
    }
    const file = await store.find(`${requested}.eml`);
    if (!file) return notFound(response);
    const body = await fs.promises.readFile(path.join(store.dir, file.name));
    return send(response, 200, 'text/html; charset=utf-8', messagePage(file, await parse(body)));
  }
  return notFound(response);
}

function notFound(response) {
  return send(
    response,
    404,
    'text/html; charset=utf-8',
    page('Not found', '<p>No such message.</p><p><a href="/">All messages</a></p>'),
  );
}

function send(response, status, type, body) {
  response.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

function escapeHtml(value) {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escaped text whose http(s) links can be clicked (they open in a new tab). */
function linkify(text) {
  return escapeHtml(text).replace(
    /https?:\/\/(?:[^\s&]|&amp;)+/g,
    (url) => `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`,
  );
}

const STYLE = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5rem auto; max-width: 72rem; padding: 0 1rem; color: #1d1d1f; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
  p.note { color: #555; margin-top: 0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; vertical-align: top; padding: .4rem .6rem; border-bottom: 1px solid #ddd; overflow-wrap: anywhere; }
  th { background: #f4f4f6; font-weight: 600; }
  table.headers th { width: 9rem; white-space: nowrap; }
  td.date { white-space: nowrap; font-variant-numeric: tabular-nums; }
  tr:hover td { background: #fafafa; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f7f7f9; border: 1px solid #ddd; padding: .8rem; }
  iframe { width: 100%; height: 36rem; border: 1px solid #ddd; background: #fff; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
  a { color: #0a58ca; }
`;

function page(title, body, head = '') {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function formatDate(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en-GB', { hour12: false });
}

function listPage(messages) {
  const rows = messages
    .map(
      (message) => `<tr>
<td class="date"><time datetime="${escapeHtml(message.date)}">${escapeHtml(formatDate(message.date))}</time></td>
<td>${escapeHtml(message.from)}</td>
<td>${escapeHtml(message.to)}</td>
<td><a href="/messages/${escapeHtml(encodeURIComponent(message.id))}">${escapeHtml(message.subject)}</a></td>
</tr>`,
    )
    .join('\n');
  const body = `<h1>Mail sink</h1>
<p class="note">Every e-mail sent to this SMTP server, newest first (${messages.length}; the newest ${MAX_MESSAGES} are kept). This page refreshes every ${REFRESH_SECONDS} seconds. JSON: <a href="/api/messages">/api/messages</a>.</p>
${
  messages.length === 0
    ? '<p>No e-mail yet.</p>'
    : `<table>
<thead><tr><th>Received</th><th>From</th><th>To</th><th>Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}`;
  return page(
    `Mail sink (${messages.length})`,
    body,
    `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">\n`,
  );
}

function messagePage(file, parsed) {
  const id = idOf(file.name);
  const subject = parsed.subject || '(no subject)';
  const fields = [
    ['From', addresses(parsed.from)],
    ['To', addresses(parsed.to)],
    ['Cc', addresses(parsed.cc)],
    ['Reply-To', addresses(parsed.replyTo)],
    ['Date', parsed.date ? formatDate(parsed.date) : ''],
    ['Received', formatDate(file.received)],
    ['Envelope from', envelope(parsed, 'x-mail-sink-envelope-from')],
    ['Envelope to', envelope(parsed, 'x-mail-sink-envelope-to')],
    [
      'Attachments',
      (parsed.attachments || [])
        .map((a) => `${a.filename || '(unnamed)'} (${a.contentType}, ${a.size} bytes)`)
        .join(', '),
    ],
  ].filter(([, value]) => value);
  const headerRows = fields
    .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const allHeaders = (parsed.headerLines || []).map((header) => header.line).join('\n');
  const body = `<p><a href="/">&larr; All messages</a> &middot; <a href="/messages/${escapeHtml(encodeURIComponent(id))}.eml" download>Download .eml</a></p>
<h1>${escapeHtml(subject)}</h1>
<table class="headers">
${headerRows}
</table>
${
  parsed.html
    ? `<h2>HTML</h2>
<iframe sandbox srcdoc="${escapeHtml(parsed.html)}" title="HTML body of the message"></iframe>`
    : ''
}
<h2>Text</h2>
${parsed.text ? `<pre>${linkify(parsed.text)}</pre>` : '<p>No text part.</p>'}
<details>
<summary>All headers</summary>
<pre>${escapeHtml(allHeaders)}</pre>
</details>`;
  return page(subject, body);
}

module.exports = { startMailSink };

/** `dir` relative to the current directory when it is inside it, else in full. */
function shown(dir) {
  const relative = path.relative(process.cwd(), path.resolve(dir));
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
}

if (require.main === module) {
  const env = process.env;
  const dir = env.MAIL_SINK_DIR || path.join(ROOT, 'var', 'mail');
  const host = env.MAIL_SINK_HOST || '127.0.0.1';
  startMailSink({
    host,
    smtpPort: Number(env.MAIL_SINK_SMTP_PORT || 1025),
    webPort: Number(env.MAIL_SINK_WEB_PORT || 1080),
    dir,
    log: (message) => process.stdout.write(`${message}\n`),
  }).then(
    (sink) => {
      process.stdout.write(
        `Mail sink: SMTP on smtp://${host}:${sink.smtpPort}, read the e-mails at http://${host}:${sink.webPort} (files in ${shown(dir)})\n`,
      );
      const stop = () => void sink.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error) => {
      process.stderr.write(`Mail sink could not start: ${error.message}\n`);
      process.exit(1);
    },
  );
}
