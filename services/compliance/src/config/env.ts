import { z } from 'zod';
import {
  envVariables,
  baseEnvShape,
  databaseEnvShape,
  healthPortShape,
  parseEnv,
  isProduction,
  outboxEnvShape,
  refuseDefaultPasswords,
  refuseTestClock,
} from '@fx/service-kit';
import { COMPLIANCE_DEFAULTS } from '@fx/contracts';

/** The development key for ID records: production refuses to start with it. */
export const DEVELOPMENT_ID_RECORD_KEY = 'ZGV2ZWxvcG1lbnQtb25seS1pZC1yZWNvcmQta2V5ISE=';

/**
 * The UK's high-risk third countries (MLR 2017 Schedule 3ZA, which follows FATF's lists: call for
 * action and increased monitoring), as ISO 3166-1 alpha-2 codes. The officer reviews it when the
 * Schedule changes and sets HIGH_RISK_COUNTRIES.
 */
export const DEFAULT_HIGH_RISK_COUNTRIES =
  'KP,IR,MM,DZ,AO,BO,BG,CM,CI,CD,HT,KE,LA,LB,MC,MZ,NA,NP,NG,ZA,SS,SY,VE,VN,YE';

const share = z.coerce.number().min(0).max(1);
const count = (max: number) => z.coerce.number().int().min(1).max(max);
const countries = z
  .string()
  .regex(/^\s*([A-Z]{2}(\s*,\s*[A-Z]{2})*)?\s*$/, {
    message: 'must be two-letter country codes separated by commas, e.g. KP,IR,MM',
  })
  .transform((value) =>
    value
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  );

const schema = z
  .object({
    ...baseEnvShape,
    ...databaseEnvShape,
    ...outboxEnvShape,
    ...healthPortShape(3106),
    /**
     * Where the daily import downloads the UK Sanctions List (its CSV, or OFSI's ConList.csv).
     * Required in production; unset elsewhere, the list is SANCTIONS_LIST_FILE.
     */
    SANCTIONS_LIST_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** A list file imported at start when no list is in force (the bundled fictional sample). */
    SANCTIONS_LIST_FILE: z.string().optional(),
    /** Hours between two imports from SANCTIONS_LIST_URL (the list changes several times a month). */
    SANCTIONS_IMPORT_EVERY_HOURS: z.coerce.number().int().min(1).max(168).default(24),
    /** A name scoring at or above this (0..1) against a listed name is a possible match: held. */
    SANCTIONS_MATCH_THRESHOLD: share.default(COMPLIANCE_DEFAULTS.sanctionsMatchThreshold),
    /** A new list with this share fewer entries than the one in force is refused (officers told). */
    SANCTIONS_MAX_DROP_SHARE: share.default(COMPLIANCE_DEFAULTS.sanctionsMaxDropShare),
    /** Officers are alerted when the list in force is older than this many days. */
    SANCTIONS_MAX_AGE_DAYS: count(90).default(COMPLIANCE_DEFAULTS.sanctionsMaxAgeDays),
    /** Orders left "screening pending" (screening was down) are screened again after this. */
    SCREENING_RETRY_SECONDS: count(3600).default(60),
    /**
     * The key ID records are encrypted with (AES-256-GCM): 32 bytes, base64. Production refuses
     * the development key.
     */
    ID_RECORD_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, {
        message: 'must be 32 bytes written in base64 (openssl rand -base64 32)',
      })
      .default(DEVELOPMENT_ID_RECORD_KEY),
    /** Checked against an EDD customer's nationality and country of residence. */
    HIGH_RISK_COUNTRIES: z.string().default(DEFAULT_HIGH_RISK_COUNTRIES).pipe(countries),
    /** Red flag "splitting": orders within this share below a threshold... */
    RED_FLAG_SPLITTING_MARGIN: share.default(0.1),
    /** ...this many of them... */
    RED_FLAG_SPLITTING_MIN_ORDERS: count(50).default(2),
    /** ...within this many days. */
    RED_FLAG_SPLITTING_WINDOW_DAYS: count(365).default(7),
    /** Red flag "shared contact": one phone or address with different names, within these days. */
    RED_FLAG_SHARED_CONTACT_WINDOW_DAYS: count(3650).default(90),
    /** Red flag "cancellations": this many cancelled orders by one customer... */
    RED_FLAG_CANCELLATIONS_MIN: count(100).default(3),
    /** ...within this many days. */
    RED_FLAG_CANCELLATIONS_WINDOW_DAYS: count(365).default(30),
    /** Red flag "unusual amount": an order this many times the customer's median... */
    RED_FLAG_UNUSUAL_FACTOR: z.coerce.number().min(1.5).max(100).default(5),
    /** ...once they have at least this many earlier orders. */
    RED_FLAG_UNUSUAL_MIN_HISTORY: count(100).default(2),
    /** Any rule named here is off (comma-separated: splitting, shared_contact, ...). */
    RED_FLAGS_OFF: z.string().default(''),
  })
  .superRefine((env, ctx) => {
    const problem = (key: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message });
    if (!isProduction(env)) return;
    refuseDefaultPasswords(env, ctx, ['DATABASE_URL', 'AMQP_URL']);
    refuseTestClock(env, ctx);
    if (!env.SANCTIONS_LIST_URL)
      problem(
        'SANCTIONS_LIST_URL',
        'is required in production: the UK Sanctions List to screen against',
      );
    if (env.ID_RECORD_KEY === DEVELOPMENT_ID_RECORD_KEY)
      problem(
        'ID_RECORD_KEY',
        'must be set in production (openssl rand -base64 32), not the development key',
      );
  });

export type ComplianceEnv = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): ComplianceEnv {
  return parseEnv('compliance', schema, source);
}

/** Every variable the compliance service reads: docs/configuration.md and .env.example show each. */
export const ENV_VARIABLES = envVariables(schema);
