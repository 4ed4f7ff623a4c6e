// The mail sink's web page: GET / lists the messages, /api/messages gives them as JSON,
// /messages/<id> shows one and /messages/<id>.eml downloads it. Read-only, GET and HEAD only.
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { parse } = require('./message.cjs');
const { page, listPage, messagePage } = require('./pages.cjs');

// Every page; an HTML body in the sandboxed iframe inherits it (no scripts, no forms, no fetches
// except images).
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The HTTP server over `store`; an error is logged and answered 500 (or the reply cut short). */
function createWebServer(store, log) {
  return http.createServer((request, response) => {
    handle(store, request, response).catch((error) => {
      log(`Mail sink (web): ${error.message}`);
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Server error');
      else response.destroy();
    });
  });
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

module.exports = { createWebServer };
