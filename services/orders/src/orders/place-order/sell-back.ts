import { Injectable } from '@nestjs/common';
import { BuyBackMessages, checkSellBack } from '@fx/contracts';
import type { PlaceOrder, PricedLine } from '@fx/contracts';
import { DomainError, query } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';
import type { PricedOrder } from '../../pricing/pricer';
import type { OrderRecord } from '../order-record';
import { OrderReader } from '../orders-read.repository';

/** A Click & Sell order under an earlier order's guarantee: the order, and the sale's prices. */
export interface SellBack {
  original: { id: string; orderNumber: string };
  priced: PricedOrder;
}

const notCovered = () =>
  new DomainError('UNPROCESSABLE', BuyBackMessages.notCovered, [
    { field: 'buyBackOf', message: BuyBackMessages.notCovered },
  ]);

/**
 * Prices a sell-back at the original order's rates, not the market's: the original order must be
 * the same customer's (by e-mail; anyone else's is answered as not covered) with a guarantee that
 * runs, and the notes within what it allows after what was sold back under it before
 * (rules/buy-back.ts checkSellBack). Each refusal is a 422 naming its field.
 */
@Injectable()
export class SellBackPricer {
  constructor(private readonly reader: OrderReader) {}

  async price(
    order: PlaceOrder,
    market: PricedOrder,
    now: Date,
    db?: Queryable,
  ): Promise<SellBack> {
    const email = order.customer.email;
    const original = await this.reader.findByNumberAndEmail(order.buyBackOf!, email, db);
    const guarantee = original && isPaid(original) ? original.buyBack?.guarantee : null;
    if (!original || !guarantee) throw notCovered();
    const foreignOnly = order.lines.flatMap((line, index) =>
      line.side === 'foreign'
        ? []
        : [{ field: `lines.${index}.side`, message: 'Sell back an amount of the currency' }],
    );
    if (foreignOnly.length > 0)
      throw new DomainError('UNPROCESSABLE', foreignOnly[0]!.message, foreignOnly);
    const soldBefore: PricedLine[] = await this.reader.soldBackUnder(original.id, db);
    const check = checkSellBack(guarantee, order.lines, soldBefore, now);
    if (!check.ok) {
      const details = check.refusals.map((refusal) => ({
        field: refusal.field === 'order' ? 'buyBackOf' : refusal.field,
        message: refusal.message,
      }));
      throw new DomainError('UNPROCESSABLE', details[0]!.message, details);
    }
    const quote = { ...market.quote, lines: check.lines, totalGbp: check.totalGbp };
    return {
      original: { id: original.id, orderNumber: original.orderNumber },
      priced: { ...market, quote, changes: [] },
    };
  }
}

/**
 * Checks the sell-back again in the transaction that writes it, under the original order's row
 * lock: two sell-backs under one guarantee at once are written one after the other, the second
 * counting the first, so they cannot both pass its share or cap.
 */
export function sellBackGuard(
  pricer: SellBackPricer,
  order: PlaceOrder,
  sale: SellBack,
  now: Date,
): (transaction: Queryable) => Promise<void> {
  return async (transaction) => {
    await query(transaction, 'SELECT id FROM orders.orders WHERE id = :id FOR UPDATE', {
      id: sale.original.id,
    });
    await pricer.price(order, sale.priced, now, transaction);
  };
}

/** A guarantee holds once the order is paid and for as long as it is not cancelled. */
function isPaid(order: OrderRecord): boolean {
  return order.payment.paidAt !== null && order.status !== 'cancelled';
}
