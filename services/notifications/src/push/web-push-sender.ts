import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import type { PushPayload } from '@fx/contracts';
import { PUSH_OPTIONS } from './push.tokens';
import type { PushOptions } from './push.tokens';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent; gone: the push service no longer knows the subscription (404 or 410). */
export type PushOutcome = 'sent' | 'gone';

/** How long a push service may take to answer. */
const TIMEOUT_MS = 10_000;

export class PushRefusedError extends Error {
  constructor(
    readonly statusCode: number,
    body: string,
  ) {
    super(`the push service answered ${statusCode}: ${body.slice(0, 200)}`);
  }
}

/**
 * Sends one push to the device's push service: `web-push` encrypts the payload for the device
 * (RFC 8291, aes128gcm) and signs the request with the bureau's VAPID key
 * (`generateRequestDetails`, what its `sendNotification` sends), and fetch sends it, so a local
 * push service on plain http (the tests', outside production only) is reached as well as the
 * browsers' https ones. 404 and 410 say the subscription is gone; any other refusal is thrown.
 */
@Injectable()
export class WebPushSender {
  constructor(@Inject(PUSH_OPTIONS) private readonly options: PushOptions) {}

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    if (!target.endpoint.startsWith('https://') && !this.options.allowHttpEndpoints) return 'gone';
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: this.options.vapid, TTL: this.options.ttlSeconds },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) throw new PushRefusedError(response.status, await response.text());
    return 'sent';
  }
}
