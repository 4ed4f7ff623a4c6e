// A local mail sink for `npm start`: an SMTP server that accepts every message and keeps it as an
// .eml file, and a small web page that lists and shows them, so every e-mail the stack sends can
// be read without a real mail server. Local use only: no authentication, no TLS.
//
//   node scripts/mail-sink.cjs   (MAIL_SINK_SMTP_PORT=1025, MAIL_SINK_WEB_PORT=1080, MAIL_SINK_DIR=var/mail,
//                                 MAIL_SINK_MAX_MESSAGES=500)
//
// The parts live in ./mail-sink/: the message store, what is read from a message, the web server
// and its pages. (The try-it image copies this file and that folder side by side.)
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { SMTPServer } = require('smtp-server');
const { envelopeHeaders, describe } = require('./mail-sink/message.cjs');
const { MAX_MESSAGES, createStore } = require('./mail-sink/store.cjs');
const { createWebServer } = require('./mail-sink/web.cjs');

const ROOT = path.resolve(__dirname, '..');
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

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

  const web = createWebServer(store, log);

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
    maxMessages: Number(env.MAIL_SINK_MAX_MESSAGES || MAX_MESSAGES),
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
