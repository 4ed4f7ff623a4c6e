// caniemail's verdict on e-mails: reads {"clients": [...globs], "emails": {"name": "<html>"}} on
// stdin and writes, for each e-mail, the features caniemail finds not supported ("errors") and
// partly supported ("warnings") by each client, as JSON. A script of its own because caniemail
// is an ES module, which Node loads and jest's CommonJS runtime does not
// (src/templates/email-support.spec.ts runs it).
import { caniemail } from 'caniemail';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { clients, emails } = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const listed = (map) =>
  [...map].flatMap(([client, issues]) =>
    issues.map((issue) => ({ client, feature: issue.title, notes: issue.notes })),
  );

const verdicts = {};
for (const [name, html] of Object.entries(emails)) {
  const { issues } = caniemail({ clients, html });
  verdicts[name] = { errors: listed(issues.errors), warnings: listed(issues.warnings) };
}
process.stdout.write(JSON.stringify(verdicts));
