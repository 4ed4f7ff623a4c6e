import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { LimitMessages, OrderMessages } from '@fx/contracts';
import type { CollectionBranch, PlaceOrder, PlaceOrderResult } from '@fx/contracts';
import {
  Clock,
  DomainError,
  LOGGER,
  OutboxRelay,
  isUniqueViolation,
  outboxEntry,
} from '@fx/service-kit';
import { BranchesRepository } from '../../branches/branches.repository';
import { ORDER_RULES } from '../../pricing/order-rules';
import type { OrderRules } from '../../pricing/order-rules';
import { Pricer } from '../../pricing/pricer';
import type { PricedOrder } from '../../pricing/pricer';
import { checkCollectionDay, checkStock } from '../collection-check';
import { ORDER_NUMBERS } from '../order-number';
import type { OrderNumbers } from '../order-number';
import { placedOrder } from '../order-record';
import type { OrderRecord } from '../order-record';
import { toOrderSnapshot, toOrderView } from '../order-view';
import { OrderReader } from '../orders-read.repository';
import { OrderWriter } from '../orders-write.repository';
import type { NewOrder } from '../orders-write.repository';
import { OrdersMetrics } from '../orders.metrics';
import { cardTermsOf } from './card-checkout';
import { newOrderOf, requestHashOf } from './new-order';
import { SellBackPricer, sellBackGuard } from './sell-back';
import { DueDiligence } from '../due-diligence/due-diligence';

/** A check run in the transaction that writes the order (OrderWriter.insertPlaced). */
type WriteGuard = Parameters<OrderWriter['insertPlaced']>[3];
import { PlaceOrderCommand } from './place-order.command';

/** Tries before giving up on finding an unused order number (each try has 1 in 90 million odds). */
const ORDER_NUMBER_TRIES = 10;

/**
 * Places an order: a straight list of checks (the branch, the lines priced at the server's current
 * rates or, selling back under a guarantee, at its order's, the branch's stock, the collection
 * day, rates unmoved since the customer saw them, the value limits, delivery), then the order, its
 * first status and its OrderPlaced event written in one statement that also holds the customer to
 * the linked-order limit. A card order waits for its payment (awaiting_payment), announced then. A repeated Idempotency-Key
 * answers the order it first placed, even if rates have moved or the day has passed since.
 */
@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand> {
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
    private readonly sellBacks: SellBackPricer,
    private readonly dueDiligence: DueDiligence,
  ) {}

  async execute(command: PlaceOrderCommand): Promise<PlaceOrderResult> {
    const requestHash = requestHashOf(command.order);
    try {
      return await this.placeNew(command, requestHash);
    } catch (refusal) {
      // A repeated key is found by the insert itself (the key is unique), so the common case, a
      // new order, reads nothing first; a refusal looks for the key's earlier order, which wins.
      const earlier = await this.earlier(command.idempotencyKey);
      if (earlier) return replay(earlier, requestHash);
      throw refusal;
    }
  }

  private async placeNew(command: PlaceOrderCommand, requestHash: string) {
    const { order } = command;
    const [branch, market] = await this.branchAndPrices(order);
    // One instant for the day's check and the order's time: they cannot fall either side of the
    // cut-off or midnight.
    const now = this.clock.now();
    checkStock(branch, order);
    checkCollectionDay(branch, order, now);
    // A sell-back is priced at its original order's rates, so the market's moves do not matter.
    const sellBack = order.buyBackOf ? await this.sellBacks.price(order, market, now) : null;
    const priced = sellBack?.priced ?? market;
    this.pricer.checkRatesUnmoved(priced);
    this.pricer.checkLimits(priced.quote.totalGbp);
    const terms = cardTermsOf(this.rules, order, priced.quote.totalGbp, now);
    const dueDiligence = await this.dueDiligence.decide(order, priced.quote.totalGbp, now);
    const draft = newOrderOf(command, {
      branch,
      priced,
      requestHash,
      placedAt: now,
      terms,
      buyBackOf: sellBack?.original ?? null,
      compliance: this.rules.complianceScreening === 'off' ? 'clear' : 'pending',
      dueDiligence,
    });
    const guard = sellBack ? sellBackGuard(this.sellBacks, order, sellBack, now) : undefined;
    return this.writeWithNewNumber(draft, guard);
  }

  /**
   * The branch, which must be one of the bureau's, and the lines, valid and priced at the current
   * rates (none stale): looked up side by side, an unknown branch the first thing said.
   */
  private async branchAndPrices(order: PlaceOrder): Promise<[CollectionBranch, PricedOrder]> {
    const [branch, priced] = await Promise.allSettled([
      this.branches.findActive(order.branchId),
      this.pricer.priceOrder(order),
    ]);
    if (branch.status === 'rejected') throw branch.reason;
    if (!branch.value) {
      throw new DomainError('BRANCH_UNKNOWN', OrderMessages.branch, [
        { field: 'branchId', message: OrderMessages.branch },
      ]);
    }
    if (priced.status === 'rejected') throw priced.reason;
    return [branch.value, priced.value];
  }

  /** Draws an order number, and another while the one drawn is taken. */
  private async writeWithNewNumber(
    draft: Omit<NewOrder, 'orderNumber'>,
    guard?: WriteGuard,
  ): Promise<PlaceOrderResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.write({ ...draft, orderNumber: this.numbers.next() }, guard);
      } catch (error) {
        if (!isOrderNumberTaken(error) || attempt >= ORDER_NUMBER_TRIES) throw error;
        this.logger.info({ attempt }, 'order number already taken; drawing another');
      }
    }
  }

  /**
   * Writes the order with its OrderPlaced event, unless the customer's orders over the window
   * would pass the linked-order limit (or the key is already taken). The order's id is made here,
   * so the event and the answer are built from what is written, without reading it back.
   */
  private async write(order: NewOrder, guard?: WriteGuard): Promise<PlaceOrderResult> {
    const placed: OrderRecord = placedOrder({ ...order, id: randomUUID() });
    // A card order is announced once paid (payment.authorised): until then staff do not see it.
    const event =
      placed.status === 'pending'
        ? outboxEntry('order.placed', { order: toOrderSnapshot(placed) })
        : null;
    const limit = { limitGbp: this.rules.linkedLimitGbp, windowDays: this.rules.linkedWindowDays };
    const outcome = await this.writer.insertPlaced(
      { ...order, id: placed.id, status: placed.status },
      event,
      limit,
      guard,
    );
    if (outcome === 'limitReached') {
      const message = LimitMessages.linked(limit.limitGbp, limit.windowDays, order.branch.phone);
      throw new DomainError('ORDER_LIMIT_REACHED', message, [{ field: 'lines', message }]);
    }
    // The key's order has committed (placed before, or meanwhile): the refusal finds it.
    if (outcome === 'keyTaken') throw new Error('an idempotency key conflicted with no order');
    if (event) this.relay.committed(event);
    this.metrics.placed(order.way);
    return { orderId: placed.id, order: toOrderView(placed), replayed: false };
  }

  private earlier(idempotencyKey: string | undefined): Promise<OrderRecord | null> {
    return idempotencyKey
      ? this.reader.findByIdempotencyKey(idempotencyKey)
      : Promise.resolve(null);
  }
}

/** The order a key placed before, if this is the same request; a different one is refused. */
function replay(earlier: OrderRecord, requestHash: string): PlaceOrderResult {
  if (earlier.requestHash !== requestHash) {
    const message = 'This Idempotency-Key was already used for a different order';
    throw new DomainError('IDEMPOTENCY_KEY_REUSED', message, [
      { field: 'Idempotency-Key', message },
    ]);
  }
  return { orderId: earlier.id, order: toOrderView(earlier), replayed: true };
}

function isOrderNumberTaken(error: unknown): boolean {
  const err = error as { constraint?: string; driverError?: { constraint?: string } };
  const constraint = err.constraint ?? err.driverError?.constraint;
  return isUniqueViolation(error) && constraint === 'orders_order_number_key';
}
