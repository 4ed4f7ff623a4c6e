// Every order the traffic placed, e-mailed exactly once: its confirmation and the branch's alert,
// and its acceptance when the staff accepted it, each once at the mail viewer; counted per phase.
import { http } from '../test-deploy/client.mjs';
import { endpoints } from '../test-deploy/endpoints.mjs';
import { assert, check, measures, sleep } from '../test-deploy/harness.mjs';
import { psql } from './stack.mjs';

async function counts(orders) {
  const inbox = (await http('GET', `${endpoints.mailViewer}/api/messages`, { timeoutMs: 30_000 }))
    .json;
  return orders.map(
    (order) => inbox.filter((message) => message.subject.includes(order.number)).length,
  );
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
  while (seen.some((n, i) => n < expected[i]) && Date.now() < deadline) {
    await sleep(2000);
    seen = await counts(orders);
  }
  await sleep(3000); // a second copy would arrive about now
  seen = await counts(orders);
  return { seen, expected, accepted };
}

export async function checkEveryOrderMailedOnce(traffic) {
  await check('every order placed is e-mailed exactly once', async () => {
    const { orders } = traffic;
    assert(orders.length > 0, 'no order was placed');
    const { seen, expected, accepted } = await mailCounts(orders);
    const byPhase = new Map();
    orders.forEach((order, i) => {
      const phase = byPhase.get(order.phase) ?? { orders: 0, exact: 0, mails: 0 };
      phase.orders += 1;
      phase.mails += seen[i];
      if (seen[i] === expected[i]) phase.exact += 1;
      byPhase.set(order.phase, phase);
    });
    const report = [...byPhase]
      .map(
        ([phase, p]) => `${phase}: ${p.orders} orders, ${p.mails} e-mails, ${p.exact} exactly once`,
      )
      .join('; ');
    measures.push(`e-mails: ${report}`);
    const wrong = orders.flatMap((order, i) =>
      seen[i] === expected[i] ? [] : [`${order.number}: ${seen[i]} of ${expected[i]}`],
    );
    assert(
      wrong.length === 0,
      `${wrong.length} orders not e-mailed exactly once (${wrong.slice(0, 5).join(', ')}); ${report}`,
    );
    return `${orders.length} orders (${accepted.size} accepted): ${report}`;
  });
}
