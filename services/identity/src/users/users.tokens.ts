/** Lower-cased e-mails of the configured bootstrap admins. */
export const BOOTSTRAP_ADMINS = Symbol('BOOTSTRAP_ADMINS');

/** The identity service's parsed settings. */
export const IDENTITY_ENV = Symbol('IDENTITY_ENV');
