import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { LiveMode } from '@fx/contracts';
import { RatesStatusService } from '../../currencies/rates-status.service';
import { GetLiveModeQuery } from './get-live-mode.query';

@QueryHandler(GetLiveModeQuery)
export class GetLiveModeHandler implements IQueryHandler<GetLiveModeQuery> {
  constructor(private readonly ratesStatus: RatesStatusService) {}

  execute(): Promise<LiveMode> {
    return this.ratesStatus.liveMode();
  }
}
