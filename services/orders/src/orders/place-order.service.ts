import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LimitMessages, OrderMessages } from '@fx/contracts';
import type { Actor, Branch, CollectionBranch, PlaceOrder, PlaceOrderResult } from '@fx/contracts';
import {
  Clock,
  DomainError,
  LOGGER,
  OutboxRelay,
  isUniqueViolation,
  outboxEntry,
} from '@fx/service-kit';
import { BranchesRepository } from '../branches/branches.repository';
import { ORDER_RULES } from '../pricing/order-rules';
import type { OrderRules } from '../pricing/order-rules';
import { Pricer } from '../pricing/pricer';
import { checkCollectionDay, checkStock } from './collection-check';
import { ORDER_NUMBERS } from './order-number';
import type { OrderNumbers } from './order-number';
import { pendingOrder } from './order-record';
import type { OrderRecord } from './order-record';
import { toOrderSnapshot, toOrderView } from './order-view';
import { OrderReader } from './orders-read.repository';
import { OrderWriter } from './orders-write.repository';
import { OrdersMetrics } from './orders.metrics';
import type { NewOrder } from './orders-write.repository';

/** Tries before giving up on finding an unused order number (each try has 1 in 90 million odds). */
const ORDER_NUMBER_TRIES = 10;

export interface PlaceOrderCommand {
  order: PlaceOrder;
  idempotencyKey?: string | undefined;
  placedBy: Actor;
}

/**
 * Places an order: the branch must exist, the server prices every line at its current rates, the
 * branch must have each currency to collect and offer the collection day, a moved rate is
 * answered with the fresh quote, the value must be within the limits (the customer's linked
 * orders too), and the order, its first status and its OrderPlaced event are written in one
 * transaction. A repeated Idempotency-Key returns the order it first placed, even if rates have
 * moved or the day has passed since.
 */
@Injectable()
export class PlaceOrderService {
  constructor(
    private readonly writer: OrderWriter,
    private readonly reader: OrderReader,
    private readonly branches: BranchesRepository,
    private readonly pricer: Pricer,
    private readonly relay: OutboxRelay,
    private readonly metrics: OrdersMetrics,
    private readonly clock: Clock,
    @Inject(ORDER_NUMBERS) private readonly numbers: OrderNumbers,
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async place(command: PlaceOrderCommand): Promise<PlaceOrderResult> {
    const requestHash = hashOf(command.order);
    // A repeated key is found by the insert itself (the key is unique), so the common case, a new
    // order, reads nothing first; an answer other than "placed" checks for an earlier order, which
    // wins even if rates have moved or the day has passed since.
    let draft: Omit<NewOrder, 'orderNumber'> | PlaceOrderResult;
    try {
      draft = await this.draft(command, requestHash);
    } catch (error) {
      const earlier = await this.earlier(command.idempotencyKey);
      if (earlier) return replay(earlier, requestHash);
      throw error;
    }
    if ('outcome' in draft) {
      const earlier = await this.earlier(command.idempotencyKey);
      return earlier ? replay(earlier, requestHash) : draft;
    }

    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.insert({ ...draft, orderNumber: this.numbers.next() });
      } catch (error) {
        if (!isUniqueViolation(error) || constraintOf(error) !== 'orders_order_number_key') {
          throw error;
        }
        if (attempt >= ORDER_NUMBER_TRIES) throw error;
        this.logger.info({ attempt }, 'order number already taken; drawing another');
      }
    }
  }

  /**
   * The order to write, priced at the current rates and checked against the branch and the
   * limits; the fresh quote instead when a rate moved.
   */
  private async draft(
    command: PlaceOrderCommand,
    requestHash: string,
  ): Promise<Omit<NewOrder, 'orderNumber'> | PlaceOrderResult> {
    // Independent look-ups, side by side: the branch and the prices (an unknown branch is the
    // first thing to say).
    const [branch, priced] = await Promise.all([
      this.branches.findActive(command.order.branchId),
      this.pricer.priceOrder(command.order).then(
        (result) => ({ ok: true as const, result }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    ]);
    if (!branch) {
      throw new DomainError('BRANCH_UNKNOWN', OrderMessages.branch, [
        { field: 'branchId', message: OrderMessages.branch },
      ]);
    }
    if (!priced.ok) throw priced.error;
    // One instant for the day's check and the order's time, so they cannot fall either side of
    // the cut-off or midnight.
    const now = this.clock.now();
    checkStock(branch, command.order);
    checkCollectionDay(branch, command.order, now);
    const { quote, marketRates, changes } = priced.result;
    if (changes.length > 0) return { outcome: 'ratesChanged', quote, changes };
    this.pricer.checkLimits(quote.totalGbp);

    const { customer } = command.order;
    return {
      way: command.order.way,
      branch: orderBranch(branch),
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      totalGbp: quote.totalGbp,
      collectionDate: command.order.collectionDate,
      idempotencyKey: command.idempotencyKey ?? null,
      requestHash,
      placedBy: command.placedBy,
      placedAt: now,
      lines: command.order.lines.map((line, index) => ({
        currency: line.currency,
        requestedAmount: line.amount,
        requestedSide: line.side,
        shownRate: line.shownRate,
        marketRate: marketRates[index]!,
        rate: quote.lines[index]!.rate,
        gbp: quote.lines[index]!.gbp,
        foreign: quote.lines[index]!.foreign,
      })),
    };
  }

  private earlier(idempotencyKey: string | undefined): Promise<OrderRecord | null> {
    return idempotencyKey
      ? this.reader.findByIdempotencyKey(idempotencyKey)
      : Promise.resolve(null);
  }

  /**
   * Writes the order with its OrderPlaced event, unless the customer's orders over the window
   * would pass the linked-order limit. The order's id is made here, so the event and the answer
   * are built from what is written, without reading it back.
   */
  private async insert(order: NewOrder): Promise<PlaceOrderResult> {
    const placed: OrderRecord = pendingOrder({ ...order, id: randomUUID() });
    const event = outboxEntry('order.placed', { order: toOrderSnapshot(placed) });
    const limit = { limitGbp: this.rules.linkedLimitGbp, windowDays: this.rules.linkedWindowDays };
    const outcome = await this.writer.insertPlaced({ ...order, id: placed.id }, event, limit);
    if (outcome === 'placed') {
      this.relay.committed(event);
      this.metrics.placed(order.way);
      return { outcome: 'placed', order: toOrderView(placed), replayed: false };
    }
    // The key's order (placed before, or meanwhile, and then counted towards the limit) has
    // committed, so it is visible, and it is the answer.
    const earlier = await this.earlier(order.idempotencyKey ?? undefined);
    if (earlier) return replay(earlier, order.requestHash);
    if (outcome === 'keyTaken') throw new Error('an idempotency key conflicted with no order');
    const message = LimitMessages.linked(limit.limitGbp, limit.windowDays, order.branch.phone);
    throw new DomainError('ORDER_LIMIT_REACHED', message, [{ field: 'lines', message }]);
  }
}

function replay(earlier: OrderRecord, requestHash: string): PlaceOrderResult {
  if (earlier.requestHash !== requestHash) {
    const message = 'This Idempotency-Key was already used for a different order';
    throw new DomainError('IDEMPOTENCY_KEY_REUSED', message, [
      { field: 'Idempotency-Key', message },
    ]);
  }
  return { outcome: 'placed', order: toOrderView(earlier), replayed: true };
}

/** The branch as the order keeps it: where and when to collect, without today's stock. */
function orderBranch(branch: CollectionBranch): Branch {
  const { id, name, address, phone, openingHours, hours } = branch;
  return { id, name, address, phone, openingHours, hours };
}

/** The same request always hashes the same: the parsed order's fields in schema order. */
function hashOf(order: PlaceOrder): string {
  return createHash('sha256').update(JSON.stringify(order)).digest('base64url');
}

function constraintOf(error: unknown): string | undefined {
  const err = error as { constraint?: string; driverError?: { constraint?: string } };
  return err.constraint ?? err.driverError?.constraint;
}
