/** One sample of every e-mail, for `npm run email:preview` and the templates' tests. */
import type { OrderSnapshot } from '@fx/contracts';
import type { MailJob } from '../mail/mail-job';
import type { Brand } from './brand';

/** The bureau the templates' tests render the samples for. */
export const SAMPLE_BRAND: Brand = {
  name: 'Highstreet FX',
  color: '#0b2545',
  phone: '020 7946 0000',
  email: 'hello@highstreetfx.test',
  address: '1 High Street, London E6 1AA',
  legalLine: 'Highstreet FX is a trading name of Highstreet FX Ltd, company number 01234567.',
  siteUrl: 'https://highstreetfx.test',
  timeZone: 'Europe/London',
};

const placedAt = '2026-11-20T10:15:00.000Z';

const branch = {
  id: 'high-street-north',
  name: 'Highstreet FX, High Street North',
  address: '112 High Street North, East Ham, London E6 2HT',
  phone: '020 7946 0112',
  openingHours: 'Monday to Saturday 09:00–18:00, Sunday 10:00–16:00',
};
const collect: OrderSnapshot = {
  orderId: '7b0a3c1e-2f4d-4e5a-9b6c-1d2e3f4a5b6c',
  orderNumber: '48151623',
  way: 'collect',
  customer: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '07700 900123',
  },
  branch,
  lines: [
    { currency: 'EUR', rate: '1.1334', gbp: '500.00', foreign: '566.70' },
    { currency: 'JPY', rate: '186.2044', gbp: '250.00', foreign: '46551' },
  ],
  totalGbp: '750.00',
  // A Thursday: the e-mails say "Collection day: Thursday 26 November".
  collectionDate: '2026-11-26',
  placedAt,
};
const sell: OrderSnapshot = {
  ...collect,
  orderNumber: '42424242',
  way: 'sell',
  lines: [{ currency: 'USD', rate: '1.3912', gbp: '143.76', foreign: '200.00' }],
  totalGbp: '143.76',
};
/** Paid now by card and collected: the amount due is the currency's. */
const paidCollect: OrderSnapshot = {
  ...collect,
  orderNumber: '31415926',
  payment: {
    method: 'card',
    amountDueGbp: '750.00',
    card: { brand: 'visa', last4: '5556' },
  },
  fulfilment: { kind: 'collect' },
};
/**
 * Paid by card, delivered, with the buy-back guarantee: placed on a Friday before the cut-off, it
 * arrives on Monday 23 November, free from GBP 500; the card paid the guarantee's GBP 3.99 too.
 */
const delivered: OrderSnapshot = {
  ...collect,
  orderNumber: '27182818',
  collectionDate: null,
  payment: {
    method: 'card',
    amountDueGbp: '753.99',
    card: { brand: 'visa', last4: '5556' },
  },
  fulfilment: {
    kind: 'delivery',
    address: { line1: '12 Acacia Avenue', line2: 'Flat 2', town: 'Leeds', postcode: 'LS1 4AP' },
    nation: 'england',
    day: '2026-11-23',
    saturday: false,
    feeGbp: '0.00',
    trackingNumber: null,
    dispatchedAt: null,
  },
  buyBackUntil: '2026-12-20',
};
const staff = { kind: 'staff' as const, id: 'clerk@highstreetfx.test' };
const alert = {
  alertId: '3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e',
  email: 'ada@example.com',
  code: 'EUR',
  currencyName: 'Euro',
  targetRate: '1.2000',
  token: 'preview-token-0123456789abcdef',
};

export const SAMPLE_EMAILS: Record<string, MailJob> = {
  'order-confirmation-collect': {
    template: 'order-confirmation',
    to: 'ada@example.com',
    data: { order: collect },
  },
  'order-confirmation-sell': {
    template: 'order-confirmation',
    to: 'ada@example.com',
    data: { order: sell },
  },
  'order-confirmation-paid': {
    template: 'order-confirmation',
    to: 'ada@example.com',
    data: { order: paidCollect },
  },
  'order-confirmation-delivery': {
    template: 'order-confirmation',
    to: 'ada@example.com',
    data: { order: delivered },
  },
  'branch-alert': {
    template: 'branch-alert',
    to: 'branch@highstreetfx.test',
    data: { order: collect },
  },
  'branch-alert-delivery': {
    template: 'branch-alert',
    to: 'branch@highstreetfx.test',
    data: { order: delivered },
  },
  'order-accepted-collect': {
    template: 'order-accepted',
    to: 'ada@example.com',
    data: {
      order: collect,
      acceptedAt: '2026-11-20T11:00:00.000Z',
      acceptedBy: staff,
      rateGuaranteedUntil: '2026-11-21T11:00:00.000Z',
    },
  },
  'order-accepted-sell': {
    template: 'order-accepted',
    to: 'ada@example.com',
    data: {
      order: sell,
      acceptedAt: '2026-11-20T11:00:00.000Z',
      acceptedBy: staff,
      rateGuaranteedUntil: '2026-11-21T11:00:00.000Z',
    },
  },
  'order-accepted-delivery': {
    template: 'order-accepted',
    to: 'ada@example.com',
    data: {
      order: delivered,
      acceptedAt: '2026-11-20T11:00:00.000Z',
      acceptedBy: staff,
      rateGuaranteedUntil: '2026-11-21T10:15:00.000Z',
    },
  },
  'order-dispatched': {
    template: 'order-dispatched',
    to: 'ada@example.com',
    data: {
      order: delivered,
      trackingNumber: 'AB123456785GB',
      dispatchedAt: '2026-11-20T15:30:00.000Z',
      dispatchedBy: staff,
    },
  },
  'buy-back-ending': {
    template: 'buy-back-ending',
    to: 'ada@example.com',
    data: {
      order: delivered,
      until: '2026-12-20',
      allowances: [
        { currency: 'EUR', rate: '1.1334', foreign: '170.01' },
        { currency: 'JPY', rate: '186.2044', foreign: '13965' },
      ],
    },
  },
  'order-completed': {
    template: 'order-completed',
    to: 'ada@example.com',
    data: { order: collect, completedAt: '2026-11-20T16:00:00.000Z', completedBy: staff },
  },
  'order-cancelled': {
    template: 'order-cancelled',
    to: 'ada@example.com',
    data: {
      order: collect,
      cancelledAt: '2026-11-20T12:00:00.000Z',
      cancelledBy: staff,
      reason: 'Cancelled by the branch',
    },
  },
  'order-cancelled-by-customer': {
    template: 'order-cancelled',
    to: 'ada@example.com',
    data: {
      order: collect,
      cancelledAt: '2026-11-20T12:00:00.000Z',
      cancelledBy: { kind: 'customer' },
      reason: 'Cancelled by the customer',
    },
  },
  'order-cancelled-paid-by-customer': {
    template: 'order-cancelled',
    to: 'ada@example.com',
    data: {
      order: paidCollect,
      cancelledAt: '2026-11-20T12:00:00.000Z',
      cancelledBy: { kind: 'customer' },
      reason: 'Cancelled by the customer',
      cancellationFeeGbp: '5.00',
    },
  },
  'order-cancelled-paid-by-staff': {
    template: 'order-cancelled',
    to: 'ada@example.com',
    data: {
      order: delivered,
      cancelledAt: '2026-11-20T12:00:00.000Z',
      cancelledBy: staff,
      reason: 'Cancelled by the branch',
      cancellationFeeGbp: '0',
    },
  },
  'alert-confirmation': {
    template: 'alert-confirmation',
    to: 'ada@example.com',
    data: { ...alert, requestedAt: placedAt },
  },
  'rate-alert': {
    template: 'rate-alert',
    to: 'ada@example.com',
    data: { ...alert, rate: '1.2013', triggeredAt: '2026-11-21T09:00:00.000Z' },
  },
  'contact-message': {
    template: 'contact-message',
    to: 'hello@highstreetfx.test',
    replyTo: 'grace@example.com',
    data: {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '07700 900456',
      message: 'Hello,\nDo you stock Icelandic krona? I travel next Friday.\nThanks, Grace',
      reference: 'A1B2C3D4',
      receivedAt: placedAt,
    },
  },
  'compliance-alert': {
    template: 'compliance-alert',
    to: 'mlro@highstreetfx.test',
    data: {
      kind: 'list_stale',
      message:
        'The sanctions list has not been refreshed for 2 days: screening uses the last list.',
      at: placedAt,
    },
  },
};
