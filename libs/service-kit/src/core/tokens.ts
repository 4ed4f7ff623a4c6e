/** Injection token for the process's pino logger. */
export const LOGGER = Symbol('LOGGER');
/** Injection token for the name of the running service ("rates", "gateway", ...). */
export const SERVICE_NAME = Symbol('SERVICE_NAME');
