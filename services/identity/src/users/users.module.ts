import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { GetSiteEditsHandler } from '../site/get-site-edits/get-site-edits.handler';
import { SiteEditsConsumer } from '../site/site-edits.consumer';
import { SiteEditsRepository } from '../site/site-edits.repository';
import { UpdateSiteEditsHandler } from '../site/update-site-edits/update-site-edits.handler';
import type { IdentityEnv } from '../config/env';
import { CustomerDataErasedConsumer } from './erase-customer-account/customer-data-erased.consumer';
import { EraseUserHandler } from './erase-user/erase-user.handler';
import { FirebaseAccounts } from './firebase-accounts';
import { GetUserHandler } from './get-user/get-user.handler';
import { GrantAdminHandler } from './grant-admin/grant-admin.handler';
import { ListUsersHandler } from './list-users/list-users.handler';
import { PromoteUserHandler } from './promote-user/promote-user.handler';
import { SetRoleHandler } from './set-role/set-role.handler';
import { SignInUserHandler } from './sign-in-user/sign-in-user.handler';
import { UsersConsumer } from './users.consumer';
import { UsersRepository } from './users.repository';
import { BOOTSTRAP_ADMINS, IDENTITY_ENV } from './users.tokens';

@Module({})
export class UsersModule {
  static register(env: IdentityEnv): DynamicModule {
    return {
      module: UsersModule,
      controllers: [UsersConsumer, SiteEditsConsumer, CustomerDataErasedConsumer],
      providers: [
        {
          provide: BOOTSTRAP_ADMINS,
          useValue: new Set(env.BOOTSTRAP_ADMIN_EMAILS.map((email) => email.toLowerCase())),
        },
        { provide: IDENTITY_ENV, useValue: env },
        FirebaseAccounts,
        UsersRepository,
        SignInUserHandler,
        GetUserHandler,
        ListUsersHandler,
        PromoteUserHandler,
        GrantAdminHandler,
        SetRoleHandler,
        EraseUserHandler,
        // The staff-edited site details live with the staff records (their audit names staff).
        SiteEditsRepository,
        GetSiteEditsHandler,
        UpdateSiteEditsHandler,
      ],
    };
  }
}
