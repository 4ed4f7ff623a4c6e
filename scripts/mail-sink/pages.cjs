// The mail sink's HTML: the list of messages and one message with its headers, HTML and text.
'use strict';
const { addresses, envelope, idOf } = require('./message.cjs');
const { MAX_MESSAGES } = require('./store.cjs');

const REFRESH_SECONDS = 5;

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

module.exports = { page, listPage, messagePage };
