import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { LiveMode } from '@fx/contracts';
import { RatesStatusService } from '../../currencies/rates-status.service';
import { RefreshRepository } from '../refresh.repository';
import { RefreshSchedule } from '../refresh-schedule';
import { SetLiveModeCommand } from './set-live-mode.command';

/** The switch stored in Postgres (it outlives Redis), then the refresh schedule made to match. */
@CommandHandler(SetLiveModeCommand)
export class SetLiveModeHandler implements ICommandHandler<SetLiveModeCommand> {
  constructor(
    private readonly repository: RefreshRepository,
    private readonly ratesStatus: RatesStatusService,
    private readonly schedule: RefreshSchedule,
  ) {}

  async execute({ change, changedBy }: SetLiveModeCommand): Promise<LiveMode> {
    await this.repository.setLiveMode(change.enabled, change.intervalSeconds, changedBy);
    const mode = await this.ratesStatus.liveMode();
    await this.schedule.apply(mode);
    return mode;
  }
}
