// Prometheus (profile "observability") as an operator reads it: it finds every instance of every
// service on its internal port and scrapes it, the alert rules are loaded and evaluate, and an
// order placed on the site moves the orders counter as Prometheus sees it.
import { http, placeOrder } from './client.mjs';
import { prometheus, suffix } from './compose.mjs';
import { assert, check, log, sleep } from './harness.mjs';

const ONE_EACH = {
  gateway: 1,
  rates: 1,
  orders: 1,
  identity: 1,
  notifications: 1,
  payments: 1,
  compliance: 1,
  prometheus: 1,
};

async function prometheusApi(route) {
  const response = await http('GET', `${prometheus}/api/v1/${route}`);
  assert(
    response.status === 200 && response.json?.status === 'success',
    `Prometheus /api/v1/${route} answered ${response.status}: ${response.text.slice(0, 300)}`,
  );
  return response.json.data;
}

const query = async (expr) =>
  Number(
    (await prometheusApi(`query?query=${encodeURIComponent(expr)}`)).result[0]?.value[1] ?? NaN,
  );

/** Waits until each job has exactly its number of targets, every one of them up. */
async function waitForTargets(expected, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let targets = [];
  for (;;) {
    targets = (await prometheusApi('targets?state=active')).activeTargets;
    const wrong = Object.entries(expected).filter(([job, count]) => {
      const of = targets.filter((t) => t.labels.job === job);
      return of.length !== count || of.some((t) => t.health !== 'up');
    });
    if (wrong.length === 0) break;
    if (Date.now() > deadline) {
      const seen = targets
        .map((t) => `${t.labels.job} ${t.labels.instance} ${t.health} ${t.lastError ?? ''}`)
        .join('; ');
      throw new Error(
        `after ${timeoutMs / 1000} s, expected ${JSON.stringify(expected)}; targets: ${seen || 'none'}`,
      );
    }
    await sleep(2000);
  }
  return Object.entries(expected)
    .map(([job, count]) => `${job} ${count}/${count} up`)
    .join(', ');
}

/** For the scaling check: every instance of a scaled service is a target of its own, and up. */
export async function checkEveryInstanceIsScraped(scaled) {
  await check(
    `Prometheus scrapes every instance of the scaled services (${Object.entries(scaled)
      .map(([job, count]) => `${job} x${count}`)
      .join(', ')})`,
    () => waitForTargets({ ...ONE_EACH, ...scaled }),
  );
}

export async function checkPrometheus() {
  await check('Prometheus (profile observability) scrapes every service: every target up', () =>
    waitForTargets(ONE_EACH),
  );

  await check('Prometheus has the alert rules loaded and evaluating', async () => {
    const groups = (await prometheusApi('rules?type=alert')).groups;
    const rules = groups.flatMap((group) => group.rules);
    assert(rules.length >= 7, `${rules.length} alert rules loaded`);
    const broken = rules.filter((rule) => rule.health !== 'ok');
    assert(
      broken.length === 0,
      `rules not evaluating: ${broken.map((r) => `${r.name}: ${r.health} ${r.lastError ?? ''}`).join('; ')}`,
    );
    const active = rules.filter((rule) => rule.state !== 'inactive');
    if (active.length) log(`       active now: ${active.map((r) => `${r.name} (${r.state})`)}`);
    return `${rules.length} rules (${rules.map((r) => r.name).join(', ')}), ${active.length} active`;
  });

  await check(
    'an order placed on the site moves fx_orders_placed_total in Prometheus',
    async () => {
      const counted = 'sum(fx_orders_placed_total{job="orders", way="collect"}) or vector(0)';
      const before = await query(counted);
      const order = await placeOrder(`metrics-${suffix}@example.com`, { amount: '100' });
      // Prometheus reads the orders service every 10 s: wait for a scrape after the order.
      const deadline = Date.now() + 60_000;
      let after = before;
      while (after === before && Date.now() < deadline) {
        await sleep(2000);
        after = await query(counted);
      }
      assert(after - before === 1, `orders counted before ${before}, after ${after}`);
      return `order ${order.orderNumber}: ${before} -> ${after}`;
    },
  );
}
