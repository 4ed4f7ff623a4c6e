import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
/** A subscription of the local push service (PushSubscription.toJSON()), with its hash there. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

interface WebPushTestingServer {
  _server: Server;
  startServer(): void;
}

/**
 * A local push service for the tests (the `web-push-testing` package, in this process): it makes
 * subscriptions as a browser's push service would, decrypts (RFC 8291) and keeps what is pushed to
 * them, and answers 410 for one it has been told is expired.
 */
export class LocalPushService {
  private server?: WebPushTestingServer;
  base = '';

  async start(port: number): Promise<void> {
    /* eslint-disable @typescript-eslint/no-require-imports -- the package is CommonJS, untyped */
    const { PushApiModel } = require('web-push-testing/src/PushApiModel') as {
      PushApiModel: new () => unknown;
    };
    const Server = require('web-push-testing/src/server') as new (
      model: unknown,
      port: number,
    ) => WebPushTestingServer;
    /* eslint-enable @typescript-eslint/no-require-imports */
    this.server = new Server(new PushApiModel(), port);
    this.server.startServer();
    const listening = this.server._server;
    if (!listening.listening) await new Promise((resolve) => listening.once('listening', resolve));
    this.base = `http://localhost:${(listening.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    const listening = this.server?._server;
    if (listening) await new Promise((resolve) => listening.close(resolve));
  }

  private async post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json().catch(() => ({}))) as T;
  }

  /** What PushManager.subscribe({ userVisibleOnly, applicationServerKey }) gives a browser. */
  async subscribe(applicationServerKey: string): Promise<TestSubscription> {
    const { data } = await this.post<{ data: TestSubscription }>('/subscribe', {
      userVisibleOnly: 'true',
      applicationServerKey,
    });
    return data;
  }

  /** The decrypted payloads pushed to a subscription, oldest first. */
  async received(subscription: TestSubscription): Promise<unknown[]> {
    const { data } = await this.post<{ data: { messages: string[] } }>('/get-notifications', {
      clientHash: subscription.clientHash,
    });
    return data.messages.map((message) => JSON.parse(message) as unknown);
  }

  /** From now on the push service answers 410 Gone for it (the browser unsubscribed). */
  async expire(subscription: TestSubscription): Promise<void> {
    await fetch(`${this.base}/expire-subscription/${subscription.clientHash}`, { method: 'POST' });
  }
}
