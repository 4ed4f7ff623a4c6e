/**
 * Renders every e-mail template with sample data to HTML and text files, to look at in a browser:
 * `npm run email:preview` writes them to var/email-preview/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brandOf } from './app.module';
import { loadEnv } from './config/env';
import { emailFor } from './mail/mail-job';
import { renderEmail } from './templates/render';
import { SAMPLE_EMAILS } from './templates/samples';

const out = path.resolve(__dirname, '../../../var/email-preview');
// Only the brand settings matter here; the connection settings are placeholders.
const brand = brandOf(
  loadEnv({ AMQP_URL: 'amqp://unused', REDIS_URL: 'redis://unused:6379', ...process.env }),
);

mkdirSync(out, { recursive: true });
const index: string[] = [];
for (const [name, job] of Object.entries(SAMPLE_EMAILS)) {
  const email = renderEmail(emailFor(job, brand));
  writeFileSync(path.join(out, `${name}.html`), email.html);
  writeFileSync(path.join(out, `${name}.txt`), `Subject: ${email.subject}\n\n${email.text}`);
  index.push(`<li><a href="${name}.html">${name}</a> (<a href="${name}.txt">text</a>)</li>`);
}
writeFileSync(
  path.join(out, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>E-mail previews</title><h1>E-mail previews</h1><ul>${index.join('')}</ul>`,
);
process.stdout.write(`Wrote ${Object.keys(SAMPLE_EMAILS).length} e-mails to ${out}/index.html\n`);
