/** The service's settings (ComplianceEnv), for any provider that needs one. */
export const COMPLIANCE_ENV = Symbol('COMPLIANCE_ENV');
