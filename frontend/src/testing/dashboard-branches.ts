import type {
  CollectionBranch,
  CollectionDay,
  CollectionOrder,
  Collections,
  StockChanged,
} from '@fx/contracts';
import { addDays, londonNow } from '@fx/contracts/web';
import { highStreetNorth } from '@/testing/branches';

/** The London branch as GET /api/v1/branches returns it now: its week, closed days and stock. */
export function makeCollectionBranch(overrides: Partial<CollectionBranch> = {}): CollectionBranch {
  return {
    ...highStreetNorth,
    schedule: {
      weekly: {
        mon: { opens: '09:00', closes: '18:00' },
        tue: { opens: '09:00', closes: '18:00' },
        wed: { opens: '09:00', closes: '18:00' },
        thu: { opens: '09:00', closes: '18:00' },
        fri: { opens: '09:00', closes: '18:00' },
        sat: { opens: '09:00', closes: '18:00' },
        sun: { opens: '10:00', closes: '16:00' },
      },
      closures: [{ date: '2026-12-25', reason: 'Christmas Day' }],
      sameDayCutoff: '14:00',
    },
    stock: { JPY: { status: 'order_in', leadDays: 3 } },
    ...overrides,
  };
}

/** A `stock.changed` payload: another member of staff marked the euro order-in. */
export function makeStockChanged(overrides: Partial<StockChanged> = {}): StockChanged {
  return {
    branchId: highStreetNorth.id,
    currency: 'EUR',
    level: { status: 'order_in', leadDays: 4 },
    changedBy: { kind: 'staff', id: 'alex@highstreetfx.co.uk' },
    changedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Today's London date, and the day after, as the Collections report names them. */
export function collectionDates(now = new Date()): { today: string; tomorrow: string } {
  const today = londonNow(now).date;
  return { today, tomorrow: addDays(today, 1) };
}

/** An accepted order on the Collections report: a Click & Collect of euros by default. */
export function makeCollectionOrder(overrides: Partial<CollectionOrder> = {}): CollectionOrder {
  return {
    id: '0b7c9a52-3f0e-4d5a-9c1e-2a6f8e4d1b01',
    orderNumber: '12345678',
    name: 'Ada Lovelace',
    phone: '07700 900123',
    way: 'collect',
    branchId: highStreetNorth.id,
    branchName: highStreetNorth.name,
    totalGbp: '300.00',
    lines: [{ currency: 'EUR', foreign: '340.17', gbp: '300.00' }],
    acceptedAt: '2026-11-22T10:15:00.000Z',
    ...overrides,
  };
}

export function makeCollectionDay(
  date: string,
  orders: CollectionOrder[] = [],
  totals: Pick<CollectionDay, 'toHandOut' | 'toPayOutGbp'> = { toHandOut: [], toPayOutGbp: '0.00' },
): CollectionDay {
  return { date, orders, ...totals };
}

export function makeCollections(days: CollectionDay[]): Collections {
  return { timeZone: 'Europe/London', days };
}
