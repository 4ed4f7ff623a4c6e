import { Inject, Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_GATE_HEADER } from '@fx/contracts';
import type { UserRecord } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { AccessGateService } from '../access-gate/access-gate.service';
import { SIGNED_IN } from './auth.decorators';
import type { AuthenticatedRequest } from './auth.decorators';
import { RoleResolver } from './role-resolver';
import { SIGN_IN_REQUIRED, TokenVerifier } from './token-verifier';

export const ADMIN_PATH_PREFIX = '/api/v1/admin';
export const STAFF_ONLY = 'This area is for Highstreet FX staff only.';
export const GATE_CLOSED = 'Open the staff gate (Secure Box) first.';
export const COMPLIANCE_PATH_PREFIX = `${ADMIN_PATH_PREFIX}/compliance`;
export const OFFICER_ONLY = 'This area is for the compliance officer only.';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** A route under /api/v1/admin: for staff only (admins; officers under /admin/compliance). */
export const isAdminPath = (path: string): boolean => under(path, ADMIN_PATH_PREFIX);

/** A route under /api/v1/admin/compliance: for the compliance officer only, even among admins. */
export const isCompliancePath = (path: string): boolean => under(path, COMPLIANCE_PATH_PREFIX);

/** A user's roles; a record from an identity service before roles were a set has `role` only. */
export const rolesOf = (user: UserRecord): readonly string[] =>
  (user as Partial<UserRecord>).roles ??
  (user.role === 'admin' ? ['user', 'admin'] : ['user']);

/** The role a staff route needs, by its path: compliance_officer or admin; null for the rest. */
export function roleNeededFor(path: string): 'admin' | 'compliance_officer' | null {
  if (isCompliancePath(path)) return 'compliance_officer';
  return isAdminPath(path) ? 'admin' : null;
}

/**
 * Runs before every route. Routes marked @SignedIn need a verified Firebase ID token. Every route
 * under /api/v1/admin needs a role, decided here by its path, so a new admin route cannot be left
 * open by forgetting a decorator: /admin/compliance the compliance officer's (an admin without it
 * is refused), the rest admin's; with the staff gate on, both need a gate token too.
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
    const role = roleNeededFor(path);
    const needsSignIn =
      role !== null ||
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

    if (role) {
      const roles: readonly string[] = user ? rolesOf(user) : [];
      if (!roles.includes(role))
        throw new DomainError('FORBIDDEN', role === 'admin' ? STAFF_ONLY : OFFICER_ONLY);
      if (this.gate.enabled && !this.gate.accepts(request.headers[ACCESS_GATE_HEADER])) {
        throw new DomainError('FORBIDDEN', GATE_CLOSED);
      }
    }
    return true;
  }
}
