import { Controller, Sse } from '@nestjs/common';
import type { MessageEvent } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { AdminEventStream } from './admin-event-stream';

@Controller('admin/events')
export class AdminEventsController {
  constructor(private readonly stream: AdminEventStream) {}

  /** Server-sent events: rate.refreshed, currency.changed and order.*, as they happen. Admins only. */
  @ApiRoute({ summary: 'Server-sent events: rate.refreshed and order.* as they happen' })
  @Sse()
  events(): Promise<Observable<MessageEvent>> {
    return this.stream.stream();
  }
}
