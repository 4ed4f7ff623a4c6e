import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { SiteEditsConsumer } from '../site/site-edits.consumer';
import { SiteEditsRepository } from '../site/site-edits.repository';
import { UsersConsumer } from './users.consumer';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { BOOTSTRAP_ADMINS } from './users.tokens';

@Module({})
export class UsersModule {
  static register(bootstrapAdminEmails: readonly string[]): DynamicModule {
    return {
      module: UsersModule,
      controllers: [UsersConsumer, SiteEditsConsumer],
      providers: [
        {
          provide: BOOTSTRAP_ADMINS,
          useValue: new Set(bootstrapAdminEmails.map((email) => email.toLowerCase())),
        },
        UsersRepository,
        UsersService,
        // The staff-edited site details live with the staff records (their audit names staff).
        SiteEditsRepository,
      ],
    };
  }
}
