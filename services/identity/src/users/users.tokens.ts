/** Lower-cased e-mails of the configured bootstrap admins. */
export const BOOTSTRAP_ADMINS = Symbol('BOOTSTRAP_ADMINS');
