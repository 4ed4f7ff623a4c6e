import { z } from 'zod';
import { zodIssuesToDetails } from '../common/errors';
import {
  buyBackSettingsSchema,
  deliveryAddressSchema,
  deliverySettingsSchema,
} from './delivery-schemas';
import { DEFAULT_BUY_BACK_SETTINGS } from './rules/buy-back';
import { DEFAULT_DELIVERY_SETTINGS } from './rules/delivery';

const problems = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? [] : zodIssuesToDetails(result.error.issues);
};

const address = () => ({ line1: '1 High Street', town: 'Leeds', postcode: ' ls1 1ur ' });

describe('a delivery address', () => {
  it('is accepted with line 1, the town and a UK postcode, written as Royal Mail writes it', () => {
    expect(deliveryAddressSchema.parse({ ...address(), line2: ' Flat 2 ' })).toEqual({
      line1: '1 High Street',
      line2: 'Flat 2',
      town: 'Leeds',
      postcode: 'LS1 1UR',
    });
  });

  it.each([
    ['no line 1', { line1: '  ' }, 'line1', 'Enter the first line of the address'],
    ['no town', { town: undefined }, 'town', 'Enter the town or city'],
    [
      'a line over 100 characters',
      { line1: 'x'.repeat(101) },
      'line1',
      'must be at most 100 characters',
    ],
    ['a control character', { town: 'Leeds\u0000' }, 'town', 'must not contain control characters'],
    [
      'a Jersey postcode',
      { postcode: 'JE2 3AB' },
      'postcode',
      'We deliver only to addresses in the UK: we cannot deliver to Jersey',
    ],
    [
      'a French postcode',
      { postcode: '75001' },
      'postcode',
      'Enter a UK postcode, such as SW1A 1AA: we deliver only to addresses in the UK',
    ],
    [
      'a postcode of 17 characters',
      { postcode: 'SW1A 1AA         ' },
      'postcode',
      'Enter a UK postcode, such as SW1A 1AA: we deliver only to addresses in the UK',
    ],
    [
      'a postcode that is not text',
      { postcode: 12345 },
      'postcode',
      'Enter a UK postcode, such as SW1A 1AA: we deliver only to addresses in the UK',
    ],
  ])('is refused with %s, naming the field', (_, change, field, message) => {
    expect(problems(deliveryAddressSchema, { ...address(), ...change })).toEqual([
      { field, message },
    ]);
  });
});

describe('the delivery and buy-back settings', () => {
  it('accept their defaults', () => {
    expect(deliverySettingsSchema.parse(DEFAULT_DELIVERY_SETTINGS)).toEqual(
      DEFAULT_DELIVERY_SETTINGS,
    );
    expect(buyBackSettingsSchema.parse(DEFAULT_BUY_BACK_SETTINGS)).toEqual(
      DEFAULT_BUY_BACK_SETTINGS,
    );
  });

  it.each([
    [{ cutoff: '2pm' }, 'cutoff', 'must be a time written 14:00'],
    [{ cutoff: '24:00' }, 'cutoff', 'must be a time written 14:00'],
    [
      { feeGbp: '4,99' },
      'feeGbp',
      'must be a non-negative decimal number written as text, e.g. "12.50"',
    ],
    [{ maxGbp: '300' }, 'maxGbp', 'must not be less than the minimum'],
    [{ dispatchNation: 'jersey' }, 'dispatchNation', expect.any(String)],
    [{ closedDays: ['2026-02-30'] }, 'closedDays.0', 'must be a date written 2026-12-24'],
  ])('refuse a delivery setting %o', (change, field, message) => {
    expect(problems(deliverySettingsSchema, { ...DEFAULT_DELIVERY_SETTINGS, ...change })).toEqual([
      { field, message },
    ]);
  });

  it('take no free-from amount, to charge every delivery', () => {
    const settings = { ...DEFAULT_DELIVERY_SETTINGS, freeFromGbp: null };
    expect(deliverySettingsSchema.parse(settings).freeFromGbp).toBeNull();
  });

  it.each([
    [{ windowDays: 0 }, 'windowDays'],
    [{ windowDays: 30.5 }, 'windowDays'],
    [{ sharePct: '0' }, 'sharePct'],
    [{ sharePct: '100.5' }, 'sharePct'],
    [{ capGbp: '0' }, 'capGbp'],
    [{ priceGbp: '-1' }, 'priceGbp'],
  ])('refuse a buy-back setting %o', (change, field) => {
    const found = problems(buyBackSettingsSchema, { ...DEFAULT_BUY_BACK_SETTINGS, ...change });
    expect(found.map((problem) => problem.field)).toEqual([field]);
  });
});

describe('the API document', () => {
  it('can describe the address as a client sends it and as it is read', () => {
    expect(z.toJSONSchema(deliveryAddressSchema, { io: 'input' })).toMatchObject({
      required: ['line1', 'town', 'postcode'],
    });
    expect(z.toJSONSchema(deliveryAddressSchema, { io: 'output' })).toMatchObject({
      properties: { postcode: { type: 'string', maxLength: 16 } },
    });
  });
});
