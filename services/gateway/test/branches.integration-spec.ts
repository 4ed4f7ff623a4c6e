import { Decimal, dayLabel } from '@fx/contracts';
import type {
  CollectionBranch,
  CollectionBranchList,
  CollectionSchedule,
  Collections,
  OrderList,
  OrderView,
} from '@fx/contracts';
import type { MessageEvent } from '@nestjs/common';
import amqplib from 'amqplib';
import { randomSuffix, testUrls } from '@fx/service-kit/testing';
import { AdminEventStream } from '../src/events/admin-event-stream';
import { useAuthStack } from './support/auth-stack';
import { streamAround } from './support/event-stream';
import { BRANCH_ID, GRACE, eurOrder, screenedClear } from './support/order-body';

const SCHEDULE = `/api/v1/admin/branches/${BRANCH_ID}/schedule`;
const stockOf = (currency: string) => `/api/v1/admin/branches/${BRANCH_ID}/stock/${currency}`;
const IN_STOCK = { status: 'in_stock', leadDays: 0 };

/**
 * Collection days and branch stock through the gateway, in front of the real orders, rates and
 * identity services: staff set a branch's week and a currency's stock and everyone sees it at
 * once, an order for a day the branch does not offer is refused, and Collections lists the
 * accepted orders to prepare by day. Only staff change anything.
 */
describe('collection days and branch stock through the gateway', () => {
  const auth = useAuthStack('gw-branches');
  const { http, signUpUser } = auth;
  const run = randomSuffix();
  let adminToken: string;
  let gateToken: string;
  /** Signed in as staff behind the open staff gate. */
  const staff = () => ({ token: adminToken, gateToken });
  const gateway = () => auth.started.stack.gateway;

  beforeAll(async () => {
    adminToken = await auth.signInAdmin();
    gateToken = await auth.openGate();
  });

  const publicBranch = async () =>
    (await http('GET', '/api/v1/branches'))
      .json<CollectionBranchList>()
      .branches.find((branch) => branch.id === BRANCH_ID)!;

  /** Grace's order for `amount` pounds of euros on a day offered, under an e-mail of the test's. */
  const order = (label: string, amount: string) =>
    eurOrder(gateway(), { ...GRACE, email: `${label}-${run}@example.com` }, amount);

  it('shows a currency staff mark order-in on the public branch list at once, and lets no customer change it', async () => {
    const orderIn = { status: 'order_in', leadDays: 3 };
    const saved = await http('PUT', stockOf('usd'), { ...staff(), body: orderIn });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CollectionBranch>().stock.USD).toEqual(orderIn);

    const list = await http('GET', '/api/v1/branches');
    expect(list.statusCode).toBe(200);
    // A browser may keep the list a few seconds only: stock changes show within them.
    expect(list.headers['cache-control']).toBe('public, max-age=5, must-revalidate');
    expect((await publicBranch()).stock.USD).toEqual(orderIn);

    const customer = await signUpUser('stock');
    const unavailable = { status: 'unavailable', leadDays: 0 };
    expect((await http('PUT', stockOf('USD'), { body: unavailable })).statusCode).toBe(401);
    const asCustomer = await http('PUT', stockOf('USD'), {
      token: customer.idToken,
      gateToken,
      body: unavailable,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await publicBranch()).stock.USD).toEqual(orderIn);

    await http('PUT', stockOf('USD'), { ...staff(), body: IN_STOCK });
  });

  /**
   * Whether the broker has the queue (a passive check, on a connection of its own): an exclusive
   * queue of another connection answers RESOURCE_LOCKED (405), one that does not exist 404.
   */
  const queueExists = async (queue: string) => {
    const broker = await amqplib.connect(testUrls.amqp);
    try {
      const channel = await broker.createChannel();
      channel.on('error', () => undefined);
      return await channel.checkQueue(queue).then(
        () => true,
        (error: { code?: number }) => error.code === 405,
      );
    } finally {
      await broker.close();
    }
  };

  it('announces a stock change on the staff event stream, listening to the bus only while a dashboard is connected', async () => {
    const unavailable = { status: 'unavailable', leadDays: 0 };
    const { connection } = auth.started.stack;
    const queue = connection.name(gateway().get(AdminEventStream).queue);
    expect(await queueExists(queue)).toBe(false);
    let whileConnected: boolean | undefined;
    const stream = await streamAround(
      gateway(),
      { authorization: `Bearer ${adminToken}`, 'x-access-gate': gateToken },
      'stock.changed',
      async () => {
        whileConnected = await queueExists(queue);
        return http('PUT', stockOf('JPY'), { ...staff(), body: unavailable });
      },
    );
    expect(whileConnected).toBe(true);
    expect(stream.text).toContain('event: stock.changed');
    expect(stream.text).toContain('"currency":"JPY"');
    await http('PUT', stockOf('JPY'), { ...staff(), body: IN_STOCK });
  });

  it('streams to a dashboard opened while the gateway stops listening after the last one left', async () => {
    const events = gateway().get(AdminEventStream);
    const linger = events.lingerMs;
    events.lingerMs = 0;
    try {
      const left = (await events.stream()).subscribe();
      left.unsubscribe();
      // The last dashboard left: the gateway stops listening now, as the next one arrives.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const seen: MessageEvent[] = [];
      const next = (await events.stream()).subscribe((event) => seen.push(event));
      await http('PUT', stockOf('JPY'), {
        ...staff(),
        body: { status: 'unavailable', leadDays: 0 },
      });
      const deadline = Date.now() + 5_000;
      while (!seen.some((event) => event.type === 'stock.changed') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      next.unsubscribe();
      expect(seen.map((event) => event.type)).toContain('stock.changed');
    } finally {
      events.lingerMs = linger;
      await http('PUT', stockOf('JPY'), { ...staff(), body: IN_STOCK });
    }
  });

  it('refuses a stock level or a week that makes no sense, naming the field, and keeps what was set', async () => {
    const before = await publicBranch();
    const { schedule } = before;
    const closedAllWeek = Object.fromEntries(
      Object.keys(schedule.weekly).map((day) => [day, null]),
    );
    const refusals: [string, string, unknown, string, string][] = [
      [
        'order-in without a lead time',
        stockOf('USD'),
        { status: 'order_in', leadDays: 0 },
        'leadDays',
        'An order-in currency needs a lead time of 1 to 10 days; others none',
      ],
      [
        'closing before opening',
        SCHEDULE,
        { ...schedule, weekly: { ...schedule.weekly, mon: { opens: '18:00', closes: '09:00' } } },
        'weekly.mon.closes',
        'must close after it opens',
      ],
      [
        'a cut-off that is not a time',
        SCHEDULE,
        { ...schedule, sameDayCutoff: '2pm' },
        'sameDayCutoff',
        'must be a time written 14:00',
      ],
      [
        'a closed day that is not a date',
        SCHEDULE,
        { ...schedule, closures: [{ date: '2026-02-30', reason: 'Stocktake' }] },
        'closures.0.date',
        'must be a date written 2026-12-24',
      ],
      [
        'a week with no opening',
        SCHEDULE,
        { ...schedule, weekly: closedAllWeek },
        'weekly',
        'The branch must open on at least one day of the week',
      ],
    ];
    for (const [name, url, body, field, message] of refusals) {
      const response = await http('PUT', url, { ...staff(), body });
      expect([name, response.statusCode]).toEqual([name, 422]);
      expect(response.json()).toMatchObject({
        statusCode: 422,
        code: 'UNPROCESSABLE',
        details: expect.arrayContaining([{ field, message }]) as unknown,
      });
    }
    const notACode = await http('PUT', stockOf('EURO'), { ...staff(), body: IN_STOCK });
    expect(notACode.statusCode).toBe(400);
    expect(notACode.json()).toMatchObject({ details: [{ field: 'currency' }] });
    expect(await publicBranch()).toEqual(before);
  });

  it('refuses an order for a day the branch has closed with 422 naming collectionDate, and places nothing', async () => {
    const { schedule } = await publicBranch();
    const body = await order('closed', '200');
    const closed: CollectionSchedule = {
      ...schedule,
      closures: [...schedule.closures, { date: body.collectionDate, reason: 'Stocktake' }],
    };
    expect((await http('PUT', SCHEDULE, { ...staff(), body: closed })).statusCode).toBe(200);
    try {
      const refused = await http('POST', '/api/v1/orders', { body });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        statusCode: 422,
        code: 'COLLECTION_DAY_UNAVAILABLE',
        message: expect.stringContaining(`${dayLabel(body.collectionDate)} (Stocktake)`) as string,
        details: [{ field: 'collectionDate' }],
      });
      const listed = await http(
        'GET',
        `/api/v1/admin/orders?status=pending&q=closed-${run}`,
        staff(),
      );
      expect(listed.json<OrderList>().orders).toEqual([]);
    } finally {
      await http('PUT', SCHEDULE, { ...staff(), body: schedule });
    }
    // Open again, the same order is placed for that day.
    expect((await http('POST', '/api/v1/orders', { body })).statusCode).toBe(201);
  });

  it('lists an accepted order under its collection day, with the euros to hand out', async () => {
    const body = await order('collect', '300');
    const placed = (await http('POST', '/api/v1/orders', { body })).json<OrderView>();
    expect(placed.collectionDate).toBe(body.collectionDate);
    const collections = async () =>
      (await http('GET', '/api/v1/admin/collections?days=7', staff())).json<Collections>();
    const listedIds = (report: Collections) =>
      report.days.flatMap((day) => day.orders.map((listed) => listed.orderNumber));
    // A pending order is not prepared yet.
    expect(listedIds(await collections())).not.toContain(placed.orderNumber);

    const pending = await http(
      'GET',
      `/api/v1/admin/orders?status=pending&q=collect-${run}`,
      staff(),
    );
    const { id } = pending.json<OrderList>().orders[0]!;
    await screenedClear(async () =>
      (await http('GET', `/api/v1/admin/orders/${id}`, staff())).json(),
    );
    expect((await http('POST', `/api/v1/admin/orders/${id}/accept`, staff())).statusCode).toBe(200);

    const report = await collections();
    const day = report.days.find((listed) => listed.date === placed.collectionDate)!;
    const [line] = placed.lines;
    expect(day.orders).toEqual([
      expect.objectContaining({
        id,
        orderNumber: placed.orderNumber,
        way: 'collect',
        totalGbp: '300.00',
        lines: [{ currency: 'EUR', foreign: line!.foreign, gbp: '300.00' }],
      }),
    ]);
    expect(day.toHandOut.map((amount) => amount.currency)).toEqual(['EUR']);
    expect(new Decimal(day.toHandOut[0]!.amount).eq(line!.foreign)).toBe(true);
    expect(new Decimal(day.toPayOutGbp).eq(0)).toBe(true);

    const bad = await http('GET', '/api/v1/admin/collections?days=0', staff());
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ field: 'days' }] });
  });
});
