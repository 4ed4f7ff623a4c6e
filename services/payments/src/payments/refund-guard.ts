import { Injectable } from '@nestjs/common';
import type { StoredPayment } from './stored-payment';

/** A refund or release about to be made: what a rule may look at. */
export interface MoneyBack {
  payment: StoredPayment;
  kind: 'refund' | 'release';
  reason: string;
  amountPence?: number;
}

/** A rule that may stop a refund or release for now, by throwing (PAYMENT_HELD). */
export type MoneyBackRule = (request: MoneyBack) => Promise<void>;

/**
 * The guard step of every refund and release (refund-payment): each rule may stop it before
 * anything reaches the provider. None yet; compliance holds (issue 32, with the compliance
 * service) come here.
 */
@Injectable()
export class RefundGuard {
  private readonly rules: MoneyBackRule[] = [];

  async check(request: MoneyBack): Promise<void> {
    for (const rule of this.rules) await rule(request);
  }
}
