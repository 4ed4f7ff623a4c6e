import type { Role } from '@fx/contracts';

/** Admins run the shop (every dashboard screen but compliance's). */
export const isAdmin = (roles: readonly Role[]) => roles.includes('admin');
/** The nominated officer: the compliance screens, and only those unless also an admin. */
export const isOfficer = (roles: readonly Role[]) => roles.includes('compliance_officer');
export const isStaff = (roles: readonly Role[]) => isAdmin(roles) || isOfficer(roles);

/** /dashboard/compliance and below need the officer role; every other screen the admin role. */
export function isComplianceScreen(pathname: string): boolean {
  return /^\/dashboard\/compliance(\/|$)/i.test(pathname);
}

export function mayOpen(pathname: string, roles: readonly Role[]): boolean {
  // /dashboard itself sends each member of staff to their first screen.
  if (/^\/dashboard\/?$/i.test(pathname)) return isStaff(roles);
  return isComplianceScreen(pathname) ? isOfficer(roles) : isAdmin(roles);
}
