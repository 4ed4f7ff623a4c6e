import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { GetSiteEditsHandler } from '../site/get-site-edits/get-site-edits.handler';
import { SiteEditsConsumer } from '../site/site-edits.consumer';
import { SiteEditsRepository } from '../site/site-edits.repository';
import { UpdateSiteEditsHandler } from '../site/update-site-edits/update-site-edits.handler';
import { GetUserHandler } from './get-user/get-user.handler';
import { GrantAdminHandler } from './grant-admin/grant-admin.handler';
import { ListUsersHandler } from './list-users/list-users.handler';
import { PromoteUserHandler } from './promote-user/promote-user.handler';
import { SignInUserHandler } from './sign-in-user/sign-in-user.handler';
import { UsersConsumer } from './users.consumer';
import { UsersRepository } from './users.repository';
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
        SignInUserHandler,
        GetUserHandler,
        ListUsersHandler,
        PromoteUserHandler,
        GrantAdminHandler,
        // The staff-edited site details live with the staff records (their audit names staff).
        SiteEditsRepository,
        GetSiteEditsHandler,
        UpdateSiteEditsHandler,
      ],
    };
  }
}
