import { Controller, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { accessGateGrantSchema, accessGateRequestSchema } from '@fx/contracts';
import type { AccessGateGrant, AccessGateRequest } from '@fx/contracts';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { ZodBody } from '../http/zod-body';
import { AccessGateService, gateAttempts } from './access-gate.service';
import { KEPT_WHEN_REDIS_IS_AWAY } from '../http/rate-limit-store';

@Controller('access-gate')
export class AccessGateController {
  constructor(private readonly gate: AccessGateService) {}

  /** ACCESS_GATE_ATTEMPTS tries (five by default) per quarter of an hour from one address. */
  @ApiRoute({
    summary: 'The staff gate: credentials for a short-lived signed token',
    response: accessGateGrantSchema,
    raises: {
      UNAUTHENTICATED: 'a wrong username or password',
      STAFF_GATE_OFF: 'the staff gate is not in use on this deployment',
    },
  })
  @Post()
  @HttpCode(200)
  @RouteConfig({
    rateLimit: {
      max: () => gateAttempts.max,
      timeWindow: '15 minutes',
      ...KEPT_WHEN_REDIS_IS_AWAY,
    },
  })
  open(@ZodBody(accessGateRequestSchema) body: AccessGateRequest): Promise<AccessGateGrant> {
    return this.gate.open(body.username, body.password);
  }
}
