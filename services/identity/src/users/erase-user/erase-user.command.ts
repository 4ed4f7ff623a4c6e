import { Command } from '@nestjs/cqrs';

/** Erase a sign-in account: the Firebase user and the record (with its roles). */
export class EraseUserCommand extends Command<{ erased: boolean }> {
  constructor(
    readonly by: { firebaseUid?: string; emailSha256?: string },
    readonly reason: 'customer_request' | 'retention',
  ) {
    super();
  }
}
