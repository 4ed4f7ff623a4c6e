import { Controller, Get, Header, Inject } from '@nestjs/common';
import { publicConfigSchema } from '@fx/contracts';
import type { PublicConfig, PushConfig } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { AccessGateService } from '../access-gate/access-gate.service';
import { GATEWAY_ENV } from '../config/gateway-env.token';
import { authEmulatorUrl, firebaseAuthDomain } from '../config/env';
import type { GatewayEnv } from '../config/env';

/** How long the config waits for the notifications service, and waits to ask it again. */
const PUSH_CONFIG_TIMEOUT_MS = 1000;
const PUSH_RETRY_MS = 30_000;

/** What the SPA needs at run time, so nothing of the kind is built into its bundle. */
@Controller('config')
export class PublicConfigController {
  private readonly config: Omit<PublicConfig, 'push'>;
  /** The notifications service's answer, kept once it has answered (it changes only on restart). */
  private push?: PushConfig;
  /** When it last failed to answer: push is said off, and not asked again for a while. */
  private pushFailedAt = -Infinity;

  constructor(
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    gate: AccessGateService,
    private readonly rpc: RpcClient,
  ) {
    this.config = {
      firebase: {
        apiKey: env.FIREBASE_WEB_API_KEY,
        authDomain: firebaseAuthDomain(env),
        projectId: env.FIREBASE_PROJECT_ID,
      },
      authEmulatorUrl: authEmulatorUrl(env),
      accessGate: { enabled: gate.enabled },
    };
  }

  @ApiRoute({
    summary:
      "The SPA's run-time settings (Firebase web config, web push's VAPID public key; no secret)",
    response: publicConfigSchema,
  })
  @Get()
  @Header('cache-control', 'public, max-age=300')
  async get(): Promise<PublicConfig> {
    // Push off while the notifications service does not answer: the site works without it.
    if (!this.push && Date.now() - this.pushFailedAt > PUSH_RETRY_MS)
      this.push = await this.rpc
        .request('notifications.push.config', {}, { timeoutMs: PUSH_CONFIG_TIMEOUT_MS })
        .catch(() => {
          this.pushFailedAt = Date.now();
          return undefined;
        });
    return { ...this.config, push: this.push ?? { enabled: false, vapidPublicKey: null } };
  }
}
