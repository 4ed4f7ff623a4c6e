import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { RPC_SCHEMAS } from '@fx/contracts';
import type { RpcResponse } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { RAW_BODY } from '../http/request-context';

/**
 * POST /payments/webhook: the card payment provider's events (Stripe's webhook). The body is
 * handed on exactly as received, with its Stripe-Signature, because the signature is over those
 * bytes; the payments service checks it and stores the event. 200 only once it is stored, so while
 * payments is down the provider is answered 503 and sends the event again later. No sign-in: the
 * signature is the provider's proof.
 */
@Controller('payments')
export class PaymentsWebhookController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary:
      "The card payment provider's events (Stripe's signed webhook): 200 once stored, the same event again answered 200 and handled once",
    response: RPC_SCHEMAS['payments.webhook'].response,
    raises: {
      WEBHOOK_SIGNATURE_INVALID:
        'a Stripe-Signature that does not verify over the body as received: nothing stored',
      VALIDATION_FAILED: 'no body',
      PAYMENTS_UNAVAILABLE: 'the provider could not be asked about the event: sent again later',
    },
  })
  @Post('webhook')
  @HttpCode(200)
  @RouteConfig(RAW_BODY)
  receive(
    @Body() rawBody: unknown,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<RpcResponse<'payments.webhook'>> {
    // No body reaches the payments service as an empty one, which it refuses (VALIDATION_FAILED).
    return this.rpc.request('payments.webhook', {
      rawBody: typeof rawBody === 'string' ? rawBody : '',
      ...(signature ? { signature } : {}),
    });
  }
}
