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
