import { Injectable } from '@nestjs/common';
import type { PushConfig } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';

/** How long /config waits for the notifications service, and waits to ask it again. */
const TIMEOUT_MS = 1000;
const RETRY_MS = 30_000;
const OFF: PushConfig = { enabled: false, vapidPublicKey: null };

/**
 * Whether web push is on, and its VAPID public key, as the notifications service says: kept once
 * it has answered (it changes only on a restart). While it does not answer, push is said to be
 * off (the site works without it, /config never fails for it) and it is asked again 30 s later.
 */
@Injectable()
export class PushConfigSource {
  private known?: PushConfig;
  private failedAt = -Infinity;

  constructor(private readonly rpc: RpcClient) {}

  async current(): Promise<PushConfig> {
    if (!this.known && Date.now() - this.failedAt > RETRY_MS)
      this.known = await this.rpc
        .request('notifications.push.config', {}, { timeoutMs: TIMEOUT_MS })
        .catch(() => {
          this.failedAt = Date.now();
          return undefined;
        });
    return this.known ?? OFF;
  }
}
