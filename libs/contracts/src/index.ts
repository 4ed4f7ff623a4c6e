// The zod-free modules (money, error codes, each domain's codes, messages and rules), which the
// SPA imports at run time through @fx/contracts/web; then the schemas and the rest.
export * from './web';
export * from './common/schemas';
export * from './common/errors';
export * from './rates/currencies';
export * from './common/health';
export * from './identity/schemas';
export * from './rates/table-cache';
export * from './rates/live';
export * from './orders/schemas';
export * from './orders/delivery-schemas';
export * from './orders/checkout';
export * from './orders/dispatch';
export * from './orders/branches';
export * from './orders/admin';
export * from './notifications/contact';
export * from './orders/my-orders';
export * from './rates/alerts';
export * from './orders/events';
export * from './rates/events';
export * from './identity/events';
export * from './payments/schemas';
export * from './payments/events';
export * from './compliance/due-diligence';
export * from './compliance/schemas';
export * from './compliance/events';
export * from './rates/metrics';
export * from './orders/metrics';
export * from './notifications/metrics';

export * from './event-map';
export * from './rpc-map';
export * from './site/settings';
export * from './site/example';
export * from './site/prerender';
export * from './site/site-env';
export * from './common/placeholders';
