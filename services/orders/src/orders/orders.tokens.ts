/** The bureau's time zone (e.g. Europe/London): statistics count days in it. */
export const BUSINESS_TIME_ZONE = Symbol('BUSINESS_TIME_ZONE');
