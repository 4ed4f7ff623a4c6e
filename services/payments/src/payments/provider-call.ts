import { DomainError } from '@fx/service-kit';
import { PaymentProviderError } from '../provider/payment-provider-error';

/** A provider's failure as the payments service answers it; other errors as they are. */
export function asDomainError(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  switch (error.code) {
    case 'PROVIDER_UNAVAILABLE':
      return new DomainError(
        'PAYMENTS_UNAVAILABLE',
        'Card payments are not available right now: nothing was charged. Please try again in a few minutes.',
      );
    case 'PROVIDER_REFUSED':
      return new DomainError(
        'PAYMENT_PROVIDER_REFUSED',
        `The card payment provider refused the request: ${error.message}`,
      );
    case 'WEBHOOK_SIGNATURE_INVALID':
      return new DomainError('WEBHOOK_SIGNATURE_INVALID', error.message);
    case 'CHECKOUT_EXPIRY_OUT_OF_RANGE':
      return new DomainError('INTERNAL', error.message);
  }
}

/** Runs a call to the provider, its failures answered as the payments service's own. */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asDomainError(error);
  }
}
