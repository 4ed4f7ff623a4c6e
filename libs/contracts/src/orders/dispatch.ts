import { z } from 'zod';
import { calendarDate } from './branches';
import { deliveryAddressSchema } from './delivery-schemas';
import { hasNoControlCharacters } from './person';
import { TrackingMessages } from './messages';
import { checkTrackingNumber, normaliseTrackingNumber } from './rules/tracking-number';
import { moneySchema } from './schemas';
import { decimalString, isoDateTime } from '../common/schemas';
import { orderPaymentStatusSchema } from './checkout';

/** The Dispatch screen (issue 32, item 4): delivery orders to send, by the day they arrive. */

/** GET /admin/dispatch?from=2026-11-26: the days from `from` (today by default). */
export const dispatchQuerySchema = z.object({ from: calendarDate.optional() });
export type DispatchQuery = z.infer<typeof dispatchQuerySchema>;

export const dispatchOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  name: z.string(),
  phone: z.string(),
  address: deliveryAddressSchema,
  /** What to pack: the notes of each currency. */
  pack: z.array(moneySchema),
  totalGbp: decimalString,
  saturday: z.boolean(),
  /** Staff send accepted (captured) orders; pending ones are listed to be accepted first. */
  status: z.enum(['pending', 'accepted', 'completed']),
  payment: orderPaymentStatusSchema.nullable(),
  trackingNumber: z.string().nullable(),
  dispatchedAt: isoDateTime.nullable(),
});
export type DispatchOrder = z.infer<typeof dispatchOrderSchema>;

export const dispatchListSchema = z.object({
  days: z.array(
    z.object({
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      orders: z.array(dispatchOrderSchema),
    }),
  ),
});
export type DispatchList = z.infer<typeof dispatchListSchema>;

/** POST /admin/orders/{id}/dispatch: Royal Mail's S10 number, its check digit verified. */
export const dispatchInputSchema = z.object({
  trackingNumber: z
    .string({ error: TrackingMessages.format })
    .max(32, TrackingMessages.format)
    .refine(hasNoControlCharacters, TrackingMessages.format)
    .overwrite(normaliseTrackingNumber)
    .superRefine((value, context) => {
      const check = checkTrackingNumber(value);
      if (!check.ok) context.addIssue({ code: 'custom', message: check.message });
    }),
});
export type DispatchInput = z.infer<typeof dispatchInputSchema>;
