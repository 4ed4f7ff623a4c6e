import { SetMetadata, createParamDecorator } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Actor, UserRecord } from '@fx/contracts';
import type { VerifiedIdentity } from './token-verifier';

export const SIGNED_IN = 'fx:signed-in';

/** The route needs a verified Firebase ID token. Every /admin route needs an admin anyway. */
export const SignedIn = (): MethodDecorator & ClassDecorator => SetMetadata(SIGNED_IN, true);

export interface Caller {
  identity: VerifiedIdentity;
  /** The caller's record, or null before their first POST /me. */
  user: UserRecord | null;
}

export type AuthenticatedRequest = FastifyRequest & { caller?: Caller };

/** The verified caller of a @SignedIn route. */
export const CurrentCaller = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Caller => {
    const caller = context.switchToHttp().getRequest<AuthenticatedRequest>().caller;
    if (!caller) throw new Error('CurrentCaller used on a route that is not @SignedIn or /admin');
    return caller;
  },
);

/** A member of staff as an order's history names them: their e-mail address. */
export function staffActor(caller: Caller): Actor {
  return { kind: 'staff', id: caller.user?.email ?? caller.identity.email };
}
