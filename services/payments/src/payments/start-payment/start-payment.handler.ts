import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { normalisePostcode, toPence } from '@fx/contracts';
import type { PaymentRecord } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { PaymentProvider } from '../../provider/payment-provider';
import { toPaymentRecord } from '../payment-record';
import { PaymentsRepository } from '../payments.repository';
import { PAYMENTS_SETTINGS } from '../payments.tokens';
import type { PaymentsSettings } from '../payments.tokens';
import { providerCall } from '../provider-call';
import { StartPaymentCommand } from './start-payment.command';

/**
 * One live payment per order: the first start opens a checkout with the provider and stores it
 * (both or neither: the provider unreachable stores nothing), a later one answers that payment.
 */
@CommandHandler(StartPaymentCommand)
export class StartPaymentHandler implements ICommandHandler<StartPaymentCommand> {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly provider: PaymentProvider,
    @Inject(PAYMENTS_SETTINGS) private readonly settings: PaymentsSettings,
  ) {}

  async execute({ request }: StartPaymentCommand): Promise<PaymentRecord> {
    const amountPence = penceOf(request.amountGbp);
    const { payment } = await this.payments.startOnce(request.orderId, async () => {
      const started = await providerCall(() =>
        this.provider.startCheckout({
          orderId: request.orderId,
          amountMinor: amountPence,
          currency: 'GBP',
          description: request.description,
          expiresInMinutes: this.settings.expiresInMinutes,
          debitOnly: this.settings.debitOnly,
          // Delivery goes to the card's billing address: the page must ask for it.
          collectBillingAddress:
            request.collectBillingAddress === true || request.deliveryPostcode !== undefined,
          ...(request.orderNumber ? { metadata: { order_number: request.orderNumber } } : {}),
          customerEmail: request.customerEmail,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          // Per try: the SDK's own retries reuse it; the order's lock keeps tries one at a time.
          idempotencyKey: `start-${request.orderId}-${Date.now()}`,
        }),
      );
      return {
        orderId: request.orderId,
        checkoutId: started.checkoutId,
        checkoutUrl: started.url,
        expiresAt: started.expiresAt,
        amountPence,
        customerEmail: request.customerEmail,
        orderNumber: request.orderNumber ?? null,
        deliveryPostcode: request.deliveryPostcode
          ? normalisePostcode(request.deliveryPostcode)
          : null,
      };
    });
    return toPaymentRecord(payment);
  }
}

function penceOf(amountGbp: string): number {
  let pence = 0;
  try {
    pence = toPence(amountGbp);
  } catch {
    // fractions of a penny: refused below
  }
  if (pence <= 0) {
    throw new DomainError('VALIDATION_FAILED', 'The amount must be whole pence above zero', [
      { field: 'amountGbp', message: 'must be a positive amount in pounds and pence' },
    ]);
  }
  return pence;
}
