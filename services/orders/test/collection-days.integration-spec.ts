import {
  Decimal,
  addDays,
  currencyUnavailableMessage,
  dayLabel,
  londonNow,
  weekdayOf,
} from '@fx/contracts';
import type {
  CollectionScheduleInput,
  OrderView,
  PlaceOrder,
  StockLevel,
  Way,
  WeeklyHours,
} from '@fx/contracts';
import { eventually, testClock } from '@fx/service-kit/testing';
import { firstOfferedDay } from '../src/testing/fixtures';
import { orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

type Line = Omit<PlaceOrder['lines'][number], 'shownRate'>;

const staff = { kind: 'staff' as const, id: 'clerk@highstreetfx.test' };
const BRANCH = 'high-street-north';

/** Open every day from `opens` to `closes`. */
const everyDay = (opens: string, closes: string): WeeklyHours => ({
  mon: { opens, closes },
  tue: { opens, closes },
  wed: { opens, closes },
  thu: { opens, closes },
  fri: { opens, closes },
  sat: { opens, closes },
  sun: { opens, closes },
});

describe("collection days and the branch's stock", () => {
  let stack: OrdersStack;
  let seeded: CollectionScheduleInput;

  beforeAll(async () => {
    stack = await startOrdersStack('collection-days');
    seeded = (await branchOf(BRANCH)).schedule;
  });

  afterAll(() => stack?.close());

  const { branchOf, orderOf, place, placed, rowCount, domainError } = orderHelpers(() => stack);
  const request = () => stack.service.client;
  const setSchedule = (schedule: CollectionScheduleInput, branchId = BRANCH) =>
    request().request('orders.branches.schedule', { branchId, schedule, by: staff });
  const setStock = (currency: string, level: StockLevel, branchId = BRANCH) =>
    request().request('orders.branches.stock', { branchId, currency, level, by: staff });
  const euros = (amount = '100') => orderOf([{ currency: 'EUR', amount, side: 'gbp' }]);
  const today = () => londonNow(testClock().now()).date;

  // Each test starts from the seeded week with every currency in stock.
  afterEach(async () => {
    await setSchedule(seeded);
    for (const currency of ['EUR', 'USD'])
      await setStock(currency, { status: 'in_stock', leadDays: 0 });
  });

  it('lists the seeded London branch on High Street North with its address, phone, week and stock', async () => {
    const { branches } = await request().request('orders.branches.list', {});
    const weekday = { opens: '09:00', closes: '18:00' };
    expect(branches).toEqual([
      expect.objectContaining({
        id: 'high-street-north',
        address: expect.stringContaining('High Street North'),
        phone: expect.stringMatching(/^0\d{2,4} ?\d{3,4} ?\d{3,4}$/),
        openingHours: 'Monday to Saturday 09:00–18:00, Sunday 10:00–16:00',
        hours: [
          { days: 'Monday to Saturday', ...weekday },
          { days: 'Sunday', opens: '10:00', closes: '16:00' },
        ],
        schedule: {
          weekly: {
            mon: weekday,
            tue: weekday,
            wed: weekday,
            thu: weekday,
            fri: weekday,
            sat: weekday,
            sun: { opens: '10:00', closes: '16:00' },
          },
          closures: [],
          sameDayCutoff: '14:00',
        },
        stock: {},
      }),
    ]);
  });

  it('refuses a day the branch closes for, naming the field and the reason', async () => {
    const order = await euros();
    const day = order.collectionDate!;
    await setSchedule({ ...seeded, closures: [{ date: day, reason: 'Stocktake' }] });
    const message = `The branch is closed on ${dayLabel(day)} (Stocktake)`;
    expect(await domainError(place(order))).toEqual({
      code: 'COLLECTION_DAY_UNAVAILABLE',
      message,
      details: [{ field: 'collectionDate', message }],
    });
    // The next day offered is still taken.
    expect((await placed(await euros())).collectionDate).not.toBe(day);
  });

  it('refuses a day its week is closed on', async () => {
    await setSchedule({ ...seeded, weekly: { ...seeded.weekly, sun: null } });
    const sunday = [1, 2, 3, 4, 5, 6, 7]
      .map((days) => addDays(today(), days))
      .find((day) => weekdayOf(day) === 'sun')!;
    const order = { ...(await euros()), collectionDate: sunday };
    expect(await domainError(place(order))).toMatchObject({
      code: 'COLLECTION_DAY_UNAVAILABLE',
      details: [
        { field: 'collectionDate', message: `The branch is closed on ${dayLabel(sunday)}` },
      ],
    });
  });

  it('refuses today once past the same-day cut-off, and takes tomorrow', async () => {
    const branch = await setSchedule({
      weekly: everyDay('00:00', '23:59'),
      closures: [],
      sameDayCutoff: '00:00',
    });
    expect(branch.openingHours).toBe('Monday to Sunday 00:00–23:59');
    const order = await euros();
    const message = 'Orders for collection today must be placed before 00:00';
    expect(await domainError(place({ ...order, collectionDate: today() }))).toEqual({
      code: 'COLLECTION_DAY_UNAVAILABLE',
      message,
      details: [{ field: 'collectionDate', message }],
    });
    const tomorrow = addDays(today(), 1);
    expect((await placed({ ...order, collectionDate: tomorrow })).collectionDate).toBe(tomorrow);
  });

  it('offers an order-in currency from its lead time on, refusing an earlier day, and says so to the dashboards', async () => {
    const level = { status: 'order_in' as const, leadDays: 3 };
    const branch = await setStock('EUR', level);
    expect(branch.stock).toEqual({ EUR: level });
    const order = await euros();
    // Seen from the instant the service sees (its clock is the test's, FX_TEST_NOW or not).
    const now = testClock().now();
    const earliest = firstOfferedDay(branch, order, now);
    const inStockDay = firstOfferedDay({ ...branch, stock: {} }, order, now);
    expect(await domainError(place({ ...order, collectionDate: inStockDay }))).toMatchObject({
      code: 'COLLECTION_DAY_UNAVAILABLE',
      message: `This order can be collected from ${dayLabel(earliest)}`,
    });
    const later = { ...order, collectionDate: earliest };
    expect((await placed(later)).collectionDate).toBe(earliest);

    const event = await eventually(() =>
      stack.events.find(
        (seen) =>
          seen.type === 'stock.changed' &&
          (seen.payload as { level: StockLevel }).level.status === 'order_in',
      ),
    );
    expect(event.payload).toEqual({
      branchId: BRANCH,
      currency: 'EUR',
      level,
      changedBy: staff,
      changedAt: expect.any(String),
    });
  });

  it('refuses to collect a currency the branch has marked unavailable (409), naming the line', async () => {
    await setStock('USD', { status: 'unavailable', leadDays: 0 });
    const order = await orderOf([
      { currency: 'EUR', amount: '100', side: 'gbp' },
      { currency: 'USD', amount: '100', side: 'gbp' },
    ]);
    const before = await rowCount();
    expect(await domainError(place(order))).toEqual({
      code: 'CURRENCY_UNAVAILABLE',
      message: currencyUnavailableMessage('USD'),
      details: [{ field: 'lines.1.currency', message: currencyUnavailableMessage('USD') }],
    });
    expect(await rowCount()).toBe(before);
    // Customers may still sell it to the branch.
    expect(
      (await placed(await orderOf([{ currency: 'USD', amount: '100', side: 'foreign' }], 'sell')))
        .way,
    ).toBe('sell');
  });

  it('refuses stock of a currency the bureau does not offer, and edits of a branch it does not have', async () => {
    const inStock = { status: 'in_stock' as const, leadDays: 0 };
    expect(await domainError(setStock('XTS', inStock))).toEqual({
      code: 'UNPROCESSABLE',
      message: 'The bureau does not offer this currency',
      details: [{ field: 'currency', message: 'The bureau does not offer this currency' }],
    });
    const unknown = {
      code: 'BRANCH_UNKNOWN',
      message: 'There is no such branch',
      details: [{ field: 'branchId', message: 'There is no such branch' }],
    };
    expect(await domainError(setStock('EUR', inStock, 'nowhere'))).toEqual(unknown);
    expect(await domainError(setSchedule(seeded, 'nowhere'))).toEqual(unknown);
    const backwards = {
      ...seeded,
      weekly: { ...seeded.weekly, mon: { opens: '18:00', closes: '09:00' } },
    };
    expect(await domainError(setSchedule(backwards))).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'schedule.weekly.mon.closes', message: 'must close after it opens' }],
    });
  });

  it('lists the accepted orders to collect today and tomorrow, with what to hand out and pay out', async () => {
    await setSchedule({ weekly: everyDay('00:00', '23:59'), closures: [], sameDayCutoff: '23:59' });
    const day = (offset: number) => addDays(today(), offset);
    const on = async (offset: number, lines: Line[], way: Way = 'collect') => ({
      ...(await orderOf(lines, way)),
      collectionDate: day(offset),
    });
    const accepted = async (order: PlaceOrder) => {
      const view = await placed(order);
      const { rows } = await stack.sql.query<{ id: string }>(
        'SELECT id FROM orders.orders WHERE order_number = $1',
        [view.orderNumber],
      );
      await request().request('orders.admin.accept', { id: rows[0]!.id, by: staff });
      return view;
    };
    const eur = (amount: string): Line => ({ currency: 'EUR', amount, side: 'gbp' });
    const first = await accepted(await on(0, [eur('200'), { ...eur('100'), currency: 'USD' }]));
    const second = await accepted(await on(0, [eur('300')]));
    const sale = await accepted(
      await on(0, [{ currency: 'USD', amount: '150', side: 'foreign' }], 'sell'),
    );
    const tomorrow = await accepted(await on(1, [eur('100')]));
    await placed(await on(0, [eur('150')])); // pending: nothing to prepare yet
    await accepted(await on(2, [eur('400')])); // the day after tomorrow: not in the next two days

    const report = await request().request('orders.admin.collections', { days: 2 });
    const foreign = (view: OrderView, currency: string) =>
      view.lines.find((line) => line.currency === currency)!.foreign;
    expect(report.timeZone).toBe('Europe/London');
    expect(report.days.map((each) => each.date)).toEqual([day(0), day(1)]);
    const [todays, tomorrows] = report.days;
    expect(todays!.orders.map((order) => order.orderNumber)).toEqual(
      [first, second, sale].map((order) => order.orderNumber),
    );
    expect(todays!.toHandOut).toEqual([
      {
        currency: 'EUR',
        amount: new Decimal(foreign(first, 'EUR')).plus(foreign(second, 'EUR')).toFixed(2),
      },
      { currency: 'USD', amount: foreign(first, 'USD') },
    ]);
    expect(todays!.toPayOutGbp).toBe(sale.totalGbp);
    expect(tomorrows).toEqual({
      date: day(1),
      orders: [
        {
          id: expect.any(String),
          orderNumber: tomorrow.orderNumber,
          name: 'Ada Lovelace',
          phone: tomorrow.customer.phone,
          way: 'collect',
          branchId: BRANCH,
          branchName: tomorrow.branch.name,
          totalGbp: '100.00',
          lines: [{ currency: 'EUR', foreign: foreign(tomorrow, 'EUR'), gbp: '100.00' }],
          acceptedAt: expect.any(String),
        },
      ],
      toHandOut: [{ currency: 'EUR', amount: foreign(tomorrow, 'EUR') }],
      toPayOutGbp: '0.00',
    });
  });
});
