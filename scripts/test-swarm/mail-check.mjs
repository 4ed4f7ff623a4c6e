// Every order the traffic placed, e-mailed exactly once: its confirmation and the branch's alert,
// and its acceptance when the staff accepted it, each once at the mail viewer; counted per phase.
// One case is let through, as docs/operations.md gives it: a sender killed outright after the SMTP
// server took an e-mail and before its job was marked sent runs that job again, a copy with the
// same Message-ID (which Gmail, say, drops), at most MAIL_CONCURRENCY of them per sender killed.
import { http } from '../test-deploy/client.mjs';
import { endpoints } from '../test-deploy/endpoints.mjs';
import { assert, check, measures, sleep } from '../test-deploy/harness.mjs';
import { psql } from './stack.mjs';

/** The stack's MAIL_CONCURRENCY: the swarm's settings leave it at its default. */
const MAIL_CONCURRENCY = 4;

/** Each order's e-mails at the mail viewer: how many different ones, and how many copies. */
async function counts(orders) {
  const inbox = (await http('GET', `${endpoints.mailViewer}/api/messages`, { timeoutMs: 30_000 }))
    .json;
  return orders.map((order) => {
    const mine = inbox.filter((message) => message.subject.includes(order.number));
    const distinct = new Set(mine.map((message) => message.messageId)).size;
    return { distinct, copies: mine.length - distinct };
  });
}

/**
 * How many e-mails each order got at the mail viewer, and how many it should (its confirmation and
 * the branch's alert, and its acceptance when accepted), once they stop arriving (2 minutes at most).
 */
export async function mailCounts(orders) {
  const numbers = orders.map((order) => `'${order.number}'`).join(',');
  const accepted = new Set(
    (
      await psql(
        `SELECT order_number FROM orders.orders WHERE order_number IN (${numbers}) AND status = 'accepted'`,
      )
    )
      .split('\n')
      .filter(Boolean),
  );
  const expected = orders.map((order) => (accepted.has(order.number) ? 3 : 2));
  const deadline = Date.now() + 120_000;
  let seen = await counts(orders);
  while (seen.some((n, i) => n.distinct < expected[i]) && Date.now() < deadline) {
    await sleep(2000);
    seen = await counts(orders);
  }
  await sleep(3000); // a second copy would arrive about now
  seen = await counts(orders);
  return { seen, expected, accepted };
}

/**
 * What the counts say: orders with each e-mail once (`exact`, a copy of one allowed), short of one
 * (`short`) or with one e-mail more (`extra`: sent twice as two messages), and the copies of one
 * message, which only a killed sender makes: at most MAIL_CONCURRENCY per sender killed.
 */
export function judgeMail(orders, { seen, expected }, sendersKilled) {
  const numbers = (test) =>
    orders.filter((_, i) => test(seen[i], expected[i])).map((o) => o.number);
  const copies = seen.reduce((sum, n) => sum + n.copies, 0);
  return {
    exact: numbers((n, want) => n.distinct === want).length,
    short: numbers((n, want) => n.distinct < want),
    extra: numbers((n, want) => n.distinct > want),
    copied: numbers((n) => n.copies > 0),
    /** "23471490: 4 of 3" for each order not e-mailed exactly once. */
    wrong: orders.flatMap((order, i) =>
      seen[i].distinct === expected[i]
        ? []
        : [`${order.number}: ${seen[i].distinct} of ${expected[i]}`],
    ),
    copies,
    copiesAllowed: MAIL_CONCURRENCY * sendersKilled,
  };
}

export async function checkEveryOrderMailedOnce(traffic) {
  await check('every order placed is e-mailed exactly once', async () => {
    const { orders } = traffic;
    assert(orders.length > 0, 'no order was placed');
    const counted = await mailCounts(orders);
    const { seen, expected, accepted } = counted;
    const byPhase = new Map();
    orders.forEach((order, i) => {
      const phase = byPhase.get(order.phase) ?? { orders: 0, exact: 0, mails: 0, copies: 0 };
      phase.orders += 1;
      phase.mails += seen[i].distinct;
      phase.copies += seen[i].copies;
      if (seen[i].distinct === expected[i]) phase.exact += 1;
      byPhase.set(order.phase, phase);
    });
    const report = [...byPhase]
      .map(
        ([phase, p]) =>
          `${phase}: ${p.orders} orders, ${p.mails} e-mails, ${p.exact} exactly once` +
          (p.copies ? `, ${p.copies} sent again as the same message` : ''),
      )
      .join('; ');
    measures.push(`e-mails: ${report}`);
    const judged = judgeMail(orders, counted, traffic.sendersKilled);
    const { wrong } = judged;
    assert(
      wrong.length === 0,
      `${wrong.length} orders not e-mailed exactly once (${wrong.slice(0, 5).join(', ')}); ${report}`,
    );
    const copies = `${judged.copies} e-mails sent again as the same message (${judged.copied.slice(0, 5).join(', ') || 'none'}), at most ${judged.copiesAllowed} allowed for ${traffic.sendersKilled} notifications tasks killed`;
    assert(judged.copies <= judged.copiesAllowed, `${copies}; ${report}`);
    return `${orders.length} orders (${accepted.size} accepted): ${report}; ${copies}`;
  });
}
