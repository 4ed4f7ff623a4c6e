import { Query } from '@nestjs/cqrs';
import type { OrderSettings } from '@fx/contracts';

/** The numbers the site shows about orders (orders.settings). */
export class GetOrderSettingsQuery extends Query<OrderSettings> {}
