import { Command } from '@nestjs/cqrs';
import type { UserRecord } from '@fx/contracts';
import type { SignInClaims } from '../user-rules';

/** POST /me: the record of the signed-in person, created on their first call. */
export class SignInUserCommand extends Command<UserRecord> {
  constructor(readonly claims: SignInClaims) {
    super();
  }
}
