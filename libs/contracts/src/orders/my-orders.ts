import { z } from 'zod';
import { decimalString, isoDateTime } from '../common/schemas';
import { orderLineSchema, orderViewSchema } from './schemas';

/** A line of one of the customer's own orders, with what they asked for (for "Order again"). */
export const myOrderLineSchema = orderLineSchema.extend({
  requested: z.object({ amount: decimalString, side: z.enum(['gbp', 'foreign']) }),
});

/**
 * An order in My orders: what tracking shows, its id, when it was cancelled, and whether the
 * customer may still cancel it themselves (only while it is pending).
 */
export const myOrderSchema = orderViewSchema.extend({
  id: z.uuid(),
  lines: z.array(myOrderLineSchema),
  cancelledAt: isoDateTime.nullable(),
  cancellable: z.boolean(),
});
export type MyOrder = z.infer<typeof myOrderSchema>;

/** GET /me/orders: every order placed with the caller's verified e-mail, newest first. */
export const myOrdersSchema = z.object({ orders: z.array(myOrderSchema) });
export type MyOrders = z.infer<typeof myOrdersSchema>;
