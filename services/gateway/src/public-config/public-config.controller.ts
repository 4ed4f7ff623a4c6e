import { Controller, Get, Header, Inject } from '@nestjs/common';
import { publicConfigSchema } from '@fx/contracts';
import type { PublicConfig } from '@fx/contracts';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { AccessGateService } from '../access-gate/access-gate.service';
import { GATEWAY_ENV } from '../config/gateway-env.token';
import { authEmulatorUrl, firebaseAuthDomain } from '../config/env';
import type { GatewayEnv } from '../config/env';
import { PushConfigSource } from './push-config-source';

/** What the SPA needs at run time, so nothing of the kind is built into its bundle. */
@Controller('config')
export class PublicConfigController {
  private readonly config: Omit<PublicConfig, 'push'>;

  constructor(
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    gate: AccessGateService,
    private readonly push: PushConfigSource,
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
    return { ...this.config, push: await this.push.current() };
  }
}
