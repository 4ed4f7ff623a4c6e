import { Query } from '@nestjs/cqrs';
import type { RateAlert } from '@fx/contracts';

/** What an unsubscribe link is for (changes nothing). */
export class GetAlertByTokenQuery extends Query<RateAlert> {
  constructor(readonly token: string) {
    super();
  }
}
