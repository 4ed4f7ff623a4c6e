import { Command } from '@nestjs/cqrs';
import type { RpcResponse } from '@fx/contracts';

/** A provider webhook as received: handled once by its event id, answered once stored. */
export class RecordProviderEventCommand extends Command<RpcResponse<'payments.webhook'>> {
  constructor(
    readonly rawBody: string,
    readonly signature: string | undefined,
  ) {
    super();
  }
}
