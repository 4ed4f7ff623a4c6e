import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PaymentCard, PaymentStatus } from '@fx/contracts';
import { OutboxRepository, assignments, query } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import type { NewPayment, PaymentUpdate, StoredPayment } from './stored-payment';

const COLUMNS = `id, order_id AS "orderId", provider_checkout_id AS "checkoutId",
  checkout_url AS "checkoutUrl", expires_at AS "expiresAt", payment_intent_id AS "paymentIntentId",
  amount_pence::int AS "amountPence", refunded_pence::int AS "refundedPence", status,
  card_brand AS "cardBrand", card_last4 AS "cardLast4", card_funding AS "cardFunding", failure,
  customer_email AS "customerEmail", created_at AS "createdAt", updated_at AS "updatedAt",
  authorised_at AS "authorisedAt", captured_at AS "capturedAt", order_number AS "orderNumber",
  delivery_postcode AS "deliveryPostcode", billing_postcode AS "billingPostcode",
  order_cancelled_at AS "orderCancelledAt", cancellation_fee_pence::int AS "cancellationFeePence"`;

interface PaymentRow extends Omit<StoredPayment, 'card'> {
  cardBrand: string | null;
  cardLast4: string | null;
  cardFunding: PaymentCard['funding'] | null;
}

/** How a payment is found: ours, its order's, or the provider's ids for it. */
export type PaymentKey =
  { id: string } | { orderId: string } | { checkoutId: string } | { paymentIntentId: string };

const KEY_COLUMNS = {
  id: 'id',
  orderId: 'order_id',
  checkoutId: 'provider_checkout_id',
  paymentIntentId: 'payment_intent_id',
} as const;

type Flat = Omit<PaymentUpdate, 'card'> & {
  cardBrand?: string;
  cardLast4?: string;
  cardFunding?: PaymentCard['funding'];
};

const CHANGEABLE: Record<keyof Flat, string> = {
  paymentIntentId: 'payment_intent_id',
  refundedPence: 'refunded_pence',
  status: 'status',
  cardBrand: 'card_brand',
  cardLast4: 'card_last4',
  cardFunding: 'card_funding',
  failure: 'failure',
  authorisedAt: 'authorised_at',
  capturedAt: 'captured_at',
  billingPostcode: 'billing_postcode',
  orderCancelledAt: 'order_cancelled_at',
  cancellationFeePence: 'cancellation_fee_pence',
};

const CLOSED: readonly PaymentStatus[] = ['released', 'failed', 'refunded'];

/**
 * The payments table. Changes run in a transaction the caller opens (`transaction`), on the
 * payment read FOR UPDATE, and write the events that announce them to the outbox with them.
 */
@Injectable()
export class PaymentsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
  ) {}

  transaction<T>(work: (transaction: Queryable) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(manager));
  }

  /** The payment found by `key`, locked for the transaction when `lock`. */
  async find(
    key: PaymentKey,
    db: Queryable = this.dataSource,
    lock = false,
  ): Promise<StoredPayment | null> {
    const [field, value] = Object.entries(key)[0] as [keyof typeof KEY_COLUMNS, string];
    const [row] = await query<PaymentRow[]>(
      db,
      `SELECT ${COLUMNS} FROM payments.payments WHERE ${KEY_COLUMNS[field]} = :value
       ${lock ? 'FOR UPDATE' : ''}`,
      { value },
    );
    return row ? fromRow(row) : null;
  }

  /**
   * Retention or a customer's erasure: the payment keeps its amounts, ids and states, and loses
   * the customer's e-mail (left empty) and both postcodes. True when there was a payment.
   */
  async eraseCustomerData(orderId: string): Promise<boolean> {
    const [, count] = await query<[unknown, number]>(
      this.dataSource,
      `UPDATE payments.payments
          SET customer_email = '', billing_postcode = NULL, delivery_postcode = NULL
        WHERE order_id = :orderId`,
      { orderId },
    );
    return count > 0;
  }

  /** Keeps the order's number on its payment, if it has none yet. */
  async noteOrderNumber(orderId: string, orderNumber: string): Promise<void> {
    await query(
      this.dataSource,
      `UPDATE payments.payments SET order_number = :orderNumber
       WHERE order_id = :orderId AND order_number IS NULL`,
      { orderId, orderNumber },
    );
  }

  /** Payments started since `from`, and any of the provider's payment or order ids. */
  async forReconciliation(
    from: Date,
    paymentIntentIds: readonly string[],
    orderIds: readonly string[],
  ): Promise<StoredPayment[]> {
    const rows = await query<PaymentRow[]>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM payments.payments
       WHERE created_at >= :from OR payment_intent_id = ANY (:intents)
         OR order_id = ANY (:orders::uuid[])`,
      { from, intents: [...paymentIntentIds], orders: [...orderIds] },
    );
    return rows.map(fromRow);
  }

  /**
   * The order's payment, or the one `start` makes (with the provider) when it has none: one at
   * a time per order (a lock on the order id), so two starts make one checkout. If `start`
   * throws, nothing is stored.
   */
  startOnce(
    orderId: string,
    start: () => Promise<NewPayment>,
  ): Promise<{ payment: StoredPayment; started: boolean }> {
    return this.transaction(async (transaction) => {
      await query(transaction, 'SELECT pg_advisory_xact_lock(hashtext(:lock))', {
        lock: `payments.start:${orderId}`,
      });
      const found = await this.find({ orderId }, transaction);
      if (found) return { payment: found, started: false };
      const payment = await start();
      const [row] = await query<PaymentRow[]>(
        transaction,
        `INSERT INTO payments.payments (order_id, provider_checkout_id, checkout_url, expires_at,
           amount_pence, customer_email, order_number, delivery_postcode)
         VALUES (:orderId, :checkoutId, :checkoutUrl, :expiresAt, :amountPence, :customerEmail,
           :orderNumber, :deliveryPostcode)
         RETURNING ${COLUMNS}`,
        { ...payment },
      );
      return { payment: fromRow(row!), started: true };
    });
  }

  /** Writes `set` to a payment locked in `transaction`, with `events`; the payment after. */
  async change(
    transaction: Queryable,
    payment: StoredPayment,
    set: PaymentUpdate,
    events: readonly OutboxEntry[] = [],
  ): Promise<StoredPayment> {
    const { card, ...rest } = set;
    const flat: Flat = {
      ...rest,
      ...(card ? { cardBrand: card.brand, cardLast4: card.last4, cardFunding: card.funding } : {}),
    };
    const changes = assignments(CHANGEABLE, flat);
    let after = payment;
    if (changes.text) {
      const closing = set.status && CLOSED.includes(set.status) ? ', closed_at = now()' : '';
      const [[row]] = await query<[PaymentRow[], number]>(
        transaction,
        `UPDATE payments.payments SET ${changes.text}, updated_at = now()${closing}
         WHERE id = :id RETURNING ${COLUMNS}`,
        { ...changes.params, id: payment.id },
      );
      after = fromRow(row!);
    }
    await this.outbox.addAll(transaction, events);
    return after;
  }
}

function fromRow({ cardBrand, cardLast4, cardFunding, ...row }: PaymentRow): StoredPayment {
  return {
    ...row,
    card:
      cardBrand && cardLast4 && cardFunding
        ? { brand: cardBrand, last4: cardLast4, funding: cardFunding }
        : null,
  };
}
