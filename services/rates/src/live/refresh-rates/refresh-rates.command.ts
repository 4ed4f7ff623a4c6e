import { Command } from '@nestjs/cqrs';
import type { RefreshSummary } from '@fx/contracts';

/** One refresh of every active currency from the provider (live mode's tick, or staff's). */
export class RefreshRatesCommand extends Command<RefreshSummary> {}
