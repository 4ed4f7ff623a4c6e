import { z } from 'zod';
import { decimalString } from '../common/schemas';
import { Decimal, isDecimalString } from '../money/decimal';
import { calendarDate } from './branches';
import { DeliveryMessages } from './messages';
import { personText } from './person';
import type { BuyBackSettings } from './rules/buy-back';
import type { DeliverySettings } from './rules/delivery';
import { checkPostcode, NATIONS, normalisePostcode } from './rules/postcode';

/**
 * A UK postcode as typed (at most 16 characters, spaces and all), checked by the rules
 * (rules/postcode.ts) and written as Royal Mail writes it: " sw1a1aa " -> "SW1A 1AA".
 */
const postcode = z
  .string({ error: DeliveryMessages.postcode })
  .max(16, DeliveryMessages.postcode)
  // An overwrite, not a transform: the API document can still say what the field is.
  .overwrite(normalisePostcode)
  .superRefine((value, context) => {
    const check = checkPostcode(value);
    if (!check.ok) context.addIssue({ code: 'custom', message: check.message });
  });

/** The address a delivery goes to: in the UK, the card's billing address (issue 32, item 4). */
export const deliveryAddressSchema = z.object({
  line1: personText(DeliveryMessages.line1),
  line2: personText('Enter the second line of the address, or leave it out').optional(),
  town: personText(DeliveryMessages.town),
  postcode,
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written 14:00');
const positive = decimalString.refine(
  (value) => !isDecimalString(value) || new Decimal(value).gt(0),
  'must be greater than 0',
);

/** The bureau's delivery settings (rules/delivery.ts, with its defaults). */
export const deliverySettingsSchema = z
  .object({
    minGbp: decimalString,
    maxGbp: positive,
    feeGbp: decimalString,
    freeFromGbp: decimalString.nullable(),
    cutoff: time,
    saturdayFeeGbp: decimalString,
    dispatchNation: z.enum(NATIONS),
    closedDays: z.array(calendarDate).max(50),
  })
  .refine((value) => new Decimal(value.minGbp).lte(value.maxGbp), {
    message: 'must not be less than the minimum',
    path: ['maxGbp'],
  }) satisfies z.ZodType<DeliverySettings>;

/** The buy-back guarantee's settings (rules/buy-back.ts, with its defaults). */
export const buyBackSettingsSchema = z.object({
  priceGbp: decimalString,
  windowDays: z.number().int().min(1).max(365),
  sharePct: positive.refine(
    (value) => !isDecimalString(value) || new Decimal(value).lte(100),
    'must be at most 100',
  ),
  capGbp: positive,
}) satisfies z.ZodType<BuyBackSettings>;
