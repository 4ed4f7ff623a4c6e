import type { z } from 'zod';
import { emptyRequest } from './common/schemas';
import { serviceHealthSchema } from './common/health';
import { ORDERS_RPC } from './orders/rpc';
import { RATES_RPC } from './rates/rpc';
import { IDENTITY_RPC } from './identity/rpc';
import { NOTIFICATIONS_RPC } from './notifications/rpc';
import { PAYMENTS_RPC } from './payments/rpc';
import { COMPLIANCE_RPC } from './compliance/rpc';

/** The services the platform runs, each answering `<service>.health`: the gateway checks them all. */
export const SERVICE_NAMES = [
  'rates',
  'orders',
  'identity',
  'notifications',
  'payments',
  'compliance',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

const health = { request: emptyRequest, response: serviceHealthSchema } as const;

/**
 * Request/reply messages, keyed by name: each domain's own map (`<domain>/rpc.ts`) merged. The
 * first segment names the service whose request queue (`<service>.requests`) takes the message.
 */
export const RPC_SCHEMAS = {
  'rates.health': health,
  'orders.health': health,
  'identity.health': health,
  'notifications.health': health,
  'payments.health': health,
  'compliance.health': health,
  ...RATES_RPC,
  ...ORDERS_RPC,
  ...IDENTITY_RPC,
  ...NOTIFICATIONS_RPC,
  ...PAYMENTS_RPC,
  ...COMPLIANCE_RPC,
} as const;

export type RpcName = keyof typeof RPC_SCHEMAS;

/**
 * Requests that only read, so sending one twice changes nothing: a caller that hears nothing for a
 * while sends it again (RPC_REPEAT_AFTER_MS) instead of waiting out the timeout for an instance
 * that vanished holding it (a node lost: the broker still hands it messages until it knows). Left
 * out: every write, and compliance's reads, which write who viewed what to the audit trail.
 */
export const REPEATABLE_RPCS: ReadonlySet<RpcName> = new Set<RpcName>([
  ...SERVICE_NAMES.map((service) => `${service}.health` as const),
  'rates.currencies.list',
  'rates.currencies.get',
  'rates.currencies.adminList',
  'rates.currencies.check',
  'rates.currencies.history',
  'rates.live.get',
  'rates.alerts.list',
  'rates.alerts.byToken',
  'orders.settings',
  'orders.quote',
  'orders.track',
  'orders.branches.list',
  'orders.admin.collections',
  'orders.admin.list',
  'orders.admin.get',
  'orders.admin.dispatches',
  'orders.admin.stats',
  'orders.customer.list',
  'identity.users.get',
  'identity.users.list',
  'identity.site.get',
  'notifications.push.config',
  'notifications.push.list',
  'payments.settings',
  'payments.admin.overview',
  'payments.ofOrder',
]);
export type RpcRequest<K extends RpcName> = z.infer<(typeof RPC_SCHEMAS)[K]['request']>;
export type RpcResponse<K extends RpcName> = z.infer<(typeof RPC_SCHEMAS)[K]['response']>;

export function serviceOf(name: RpcName): ServiceName {
  return name.slice(0, name.indexOf('.')) as ServiceName;
}

export type HealthRpcName = `${ServiceName}.health`;

export function healthRpcOf(service: ServiceName): HealthRpcName {
  return `${service}.health`;
}

export function isRpcName(value: string): value is RpcName {
  return Object.hasOwn(RPC_SCHEMAS, value);
}

/** The reply to a request: the response, or a domain error with a stable code. */
export type RpcReply =
  | { ok: true; data: unknown }
  | {
      ok: false;
      error: {
        code: string;
        message: string;
        details?: { field: string; message: string }[];
        /** More the caller acts on, beside the message (RATES_CHANGED's quote and changes). */
        extra?: Record<string, unknown>;
      };
    };
