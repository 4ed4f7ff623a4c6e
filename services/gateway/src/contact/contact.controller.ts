import { Controller, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { contactReceiptSchema, contactRequestSchema } from '@fx/contracts';
import type { ContactReceipt, ContactRequest } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { ZodForm } from '../http/zod-body';
import { KEPT_WHEN_REDIS_IS_AWAY } from '../http/rate-limit-store';

/** POST /contact: the Contact page's form, queued as an e-mail to the bureau's inbox. */
@Controller('contact')
export class ContactController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: "The Contact page's message, queued for the bureau's inbox",
    response: contactReceiptSchema,
  })
  @Post()
  @HttpCode(202)
  @RouteConfig({ rateLimit: { max: 5, timeWindow: '10 minutes', ...KEPT_WHEN_REDIS_IS_AWAY } })
  send(@ZodForm(contactRequestSchema) message: ContactRequest): Promise<ContactReceipt> {
    return this.rpc.request('notifications.contact', message);
  }
}
