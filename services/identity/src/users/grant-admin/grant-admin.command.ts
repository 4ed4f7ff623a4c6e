import { Command } from '@nestjs/cqrs';

/** What a grant left: the address, admin, and whether that person has signed in yet. */
export interface AdminGranted {
  email: string;
  role: 'admin';
  signedInYet: boolean;
}

/** Grant admin by e-mail from the shell, before or after that person first signs in. */
export class GrantAdminCommand extends Command<AdminGranted> {
  constructor(
    readonly email: string,
    readonly grantedBy: string,
  ) {
    super();
  }
}
