import { Inject, Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_GATE_HEADER } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { AccessGateService } from '../access-gate/access-gate.service';
import { SIGNED_IN } from './auth.decorators';
import type { AuthenticatedRequest } from './auth.decorators';
import { RoleResolver } from './role-resolver';
import { SIGN_IN_REQUIRED, TokenVerifier } from './token-verifier';

export const ADMIN_PATH_PREFIX = '/api/v1/admin';
export const STAFF_ONLY = 'This area is for Highstreet FX staff only.';
export const GATE_CLOSED = 'Open the staff gate (Secure Box) first.';

/** A route under /api/v1/admin: for admins only. */
export const isAdminPath = (path: string): boolean =>
  path === ADMIN_PATH_PREFIX || path.startsWith(`${ADMIN_PATH_PREFIX}/`);

/**
 * Runs before every route. Routes marked @SignedIn need a verified Firebase ID token. Every route
 * under /api/v1/admin needs an admin, decided here by its path, so a new admin route cannot be
 * left open by forgetting a decorator; with the staff gate on, it needs a gate token too.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
    private readonly roles: RoleResolver,
    @Inject(AccessGateService) private readonly gate: AccessGateService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const path = request.routeOptions.url ?? request.url;
    const adminRoute = isAdminPath(path);
    const needsSignIn =
      adminRoute ||
      this.reflector.getAllAndOverride<boolean>(SIGNED_IN, [
        context.getHandler(),
        context.getClass(),
      ]);
    if (!needsSignIn) return true;

    const header = request.headers.authorization;
    const token =
      typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new DomainError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
    const identity = await this.verifier.verify(token);
    const user = await this.roles.userOf(identity.uid);
    request.caller = { identity, user };

    if (adminRoute) {
      if (user?.role !== 'admin') throw new DomainError('FORBIDDEN', STAFF_ONLY);
      if (this.gate.enabled && !this.gate.accepts(request.headers[ACCESS_GATE_HEADER])) {
        throw new DomainError('FORBIDDEN', GATE_CLOSED);
      }
    }
    return true;
  }
}
