// The SPA's run-time entry to the contracts: only zod-free modules (money, messages, error codes,
// rules), so the bundle carries no schema library. Types come from '@fx/contracts' with
// `import type`. Lint holds both: the SPA imports values only from here, and nothing here
// imports zod or a module that does.
export * from './money/decimal';
export * from './money/iso4217';
export * from './money/pricing';
export * from './money/pricing.errors';
export * from './error-codes';
export * from './common/codes';
export * from './orders/codes';
export * from './orders/messages';
export * from './orders/rules/bank-holidays';
export * from './orders/rules/buy-back';
export * from './orders/rules/calendar';
export * from './orders/rules/london-clock';
export * from './orders/rules/checkout-choices';
export * from './orders/rules/collection-days';
export * from './orders/rules/delivery';
export * from './orders/rules/lifecycle';
export * from './orders/rules/opening-hours';
export * from './orders/rules/postcode';
export * from './orders/rules/refusals';
export * from './orders/rules/stock';
export * from './orders/rules/tracking-number';
export * from './rates/codes';
export * from './rates/messages';
export * from './rates/rules';
export * from './identity/codes';
export * from './identity/messages';
export * from './notifications/codes';
export * from './payments/codes';
export * from './compliance/codes';
