// The soak's report: the orders its customers placed (counted in the database, so an order whose
// answer a customer never saw counts too), each e-mailed exactly once or not, none doubled (one
// order per customer), the faults with what they hit and how long the stack took to be whole, and
// the failed requests by kind and by fault. Printed, and written to var/soak/ as Markdown and JSON.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../test-swarm/cluster.mjs';
import { judgeMail, mailCounts } from '../test-swarm/mail-check.mjs';
import { psql } from '../test-swarm/stack.mjs';

const clock = (ms) => {
  const s = Math.max(0, Math.round(ms / 1000));
  return `+${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

async function soakOrders() {
  const rows = await psql(
    "SELECT order_number, email, status FROM orders.orders WHERE email LIKE 'swarm-%@example.com' ORDER BY placed_at",
  );
  return rows
    .split('\n')
    .filter(Boolean)
    .map((row) => {
      const [number, email, status] = row.split('|');
      return { number, email, status };
    });
}

/** The figures of the run: { text, json, clean } (clean: nothing lost, doubled or mailed twice). */
export async function soakReport({ started, minutes, faults, traffic }) {
  // The orders as the database has them; if it does not answer, those the customers were told of.
  let unreachable = '';
  const orders = await soakOrders().catch((error) => {
    unreachable = error.message.split('\n')[0];
    return traffic.orders.map((o) => ({ number: o.number, email: o.number, status: '' }));
  });
  const answered = new Set(traffic.orders.map((o) => o.number));
  const perCustomer = new Map();
  for (const order of orders) perCustomer.set(order.email, (perCustomer.get(order.email) ?? 0) + 1);
  const doubled = [...perCustomer].filter(([, n]) => n > 1);
  const counted =
    orders.length > 0 && !unreachable
      ? await mailCounts(orders)
      : { seen: orders.map(() => ({ distinct: 0, copies: 0 })), expected: orders.map(() => 2) };
  // A notifications container killed, or a node frozen past the jobs' locks (30 s) with its tasks.
  const sendersKilled = faults.filter(
    (f) => f.target.startsWith('notifications ') || f.name === 'pause a node',
  ).length;
  const { exact, short, extra, copied, copies, copiesAllowed } = judgeMail(
    orders,
    counted,
    sendersKilled,
  );
  const requests = traffic.phases.reduce((sum, p) => sum + p.requests, 0);

  const byKind = new Map();
  for (const f of traffic.failures) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
  const lines = [
    `# Chaos soak, ${new Date(started).toISOString()}: ${minutes} minutes, ${faults.length} faults`,
    '',
    ...(unreachable
      ? [
          `- **The database did not answer at the end (${unreachable})**: the orders below are those the customers were told of, and their e-mails were not counted.`,
        ]
      : []),
    `- Orders placed: **${orders.length}** (${answered.size} answered to the customer, ${orders.length - answered.size} placed though the customer saw an error or no answer)`,
    `- E-mailed exactly once (confirmation, branch alert, acceptance when accepted): **${exact} of ${orders.length}**; missing e-mails: ${short.length}${short.length ? ` (${short.slice(0, 5).join(', ')})` : ''}; e-mailed twice: ${extra.length}${extra.length ? ` (${extra.slice(0, 5).join(', ')})` : ''}`,
    `- Sent again as the same message (same Message-ID) by a notifications container killed or frozen mid-send: ${copies} (${copied.slice(0, 5).join(', ') || 'none'}), at most ${copiesAllowed} allowed for ${sendersKilled} such faults`,
    `- Doubled (two orders for one customer's order): **${doubled.length}**`,
    `- Customer requests: ${requests}, failed after the customer's one retry: **${traffic.failures.length}**`,
    '',
    '## Faults',
    '',
    '| # | at | fault | what it hit | whole again after | requests failed meanwhile |',
    '|---|---|---|---|---|---|',
    ...faults.map((f, i) => {
      const phase = traffic.phases.find((p) => p.name === f.phase);
      return `| ${i + 1} | ${clock(f.at - started)} | ${f.name} | ${f.target} | ${f.recovered} | ${phase ? `${phase.failed.length} of ${phase.requests}` : '-'} |`;
    }),
    '',
    '## Failed requests by kind',
    '',
    ...(byKind.size === 0 ? ['None.'] : [...byKind].map(([kind, n]) => `- ${n} x ${kind}`)),
    '',
    '## Failed requests, when',
    '',
    ...(traffic.failures.length === 0
      ? ['None.']
      : traffic.failures.map((f) => `- ${clock(f.at - started)} (${f.phase}): ${f.kind}`)),
  ];
  const json = {
    started: new Date(started).toISOString(),
    databaseUnreachable: unreachable || undefined,
    minutes,
    orders: orders.length,
    answered: answered.size,
    mailedExactlyOnce: exact,
    missingMail: short,
    mailedTwice: extra,
    sentAgainAsTheSameMessage: copied,
    doubled: doubled.map(([email, n]) => ({ email, orders: n })),
    requests,
    failures: traffic.failures.map((f) => ({ ...f, at: new Date(f.at).toISOString() })),
    faults: faults.map((f) => ({ ...f, at: new Date(f.at).toISOString() })),
  };
  const out = path.join(ROOT, 'var', 'soak');
  fs.mkdirSync(out, { recursive: true });
  const stamp = new Date(started).toISOString().replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(out, `report-${stamp}.md`), `${lines.join('\n')}\n`);
  fs.writeFileSync(path.join(out, `report-${stamp}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const clean =
    !unreachable &&
    orders.length > 0 &&
    exact === orders.length &&
    doubled.length === 0 &&
    extra.length === 0 &&
    copies <= copiesAllowed;
  return { text: lines.join('\n'), file: path.join('var', 'soak', `report-${stamp}.md`), clean };
}
