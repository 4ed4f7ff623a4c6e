import { WEEKDAYS, weeklyHoursLine } from '@fx/contracts';
import type { Closure, CollectionBranch, DayHours, StockLevel, Weekday } from '@fx/contracts';
import { query } from '@fx/service-kit';
import type { Queryable, SqlParams } from '@fx/service-kit';
import { hoursLines } from './branch-week';

/** A branch with its week, closed days, cut-off and the stock levels staff have set. */
const SELECT_BRANCH = `
  SELECT b.id, b.name, b.address, b.phone,
         to_char(b.same_day_cutoff, 'HH24:MI') AS same_day_cutoff,
         (SELECT json_object_agg(h.weekday, json_build_object(
                   'opens', to_char(h.opens, 'HH24:MI'), 'closes', to_char(h.closes, 'HH24:MI')))
            FROM orders.branch_hours h WHERE h.branch_id = b.id) AS weekly,
         (SELECT json_agg(json_build_object('date', to_char(c.date, 'YYYY-MM-DD'),
                                            'reason', c.reason) ORDER BY c.date)
            FROM orders.branch_closures c WHERE c.branch_id = b.id) AS closures,
         (SELECT json_object_agg(s.currency, json_build_object('status', s.status,
                                                               'leadDays', s.lead_days)
                                 ORDER BY s.currency)
            FROM orders.branch_stock s
           WHERE s.branch_id = b.id AND s.status <> 'in_stock') AS stock
    FROM orders.branches b`;

interface BranchRow {
  id: string;
  name: string;
  address: string;
  phone: string;
  same_day_cutoff: string | null;
  weekly: Partial<Record<Weekday, DayHours>> | null;
  closures: Closure[] | null;
  stock: Record<string, StockLevel> | null;
}

function toCollectionBranch(row: BranchRow): CollectionBranch {
  // A branch whose week was never set (its days could not be read) is closed every day.
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => [day, row.weekly?.[day] ?? null]),
  ) as CollectionBranch['schedule']['weekly'];
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    openingHours: weeklyHoursLine(weekly),
    hours: hoursLines(weekly),
    schedule: { weekly, closures: row.closures ?? [], sameDayCutoff: row.same_day_cutoff },
    stock: row.stock ?? {},
  };
}

/** Branches read on `db`: `condition` and what follows it are SQL over `b`, the branches table. */
export async function selectBranches(
  db: Queryable,
  condition: string,
  params: SqlParams = {},
): Promise<CollectionBranch[]> {
  const rows = await query<BranchRow[]>(db, `${SELECT_BRANCH} WHERE ${condition}`, params);
  return rows.map(toCollectionBranch);
}
