import type { Brand } from '../templates/brand';

export const BRAND = Symbol('BRAND');
export const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');

export interface MailOptions {
  smtpUrl: string;
  smtpTimeoutMs: number;
  from: string;
  branchInbox: string;
  contactInbox: string;
  /** The nominated officer's inbox (compliance alerts). */
  complianceInbox: string;
  attempts: number;
  backoffMs: number;
  concurrency: number;
  redisUrl: string;
  /** BullMQ's key prefix in Redis. */
  queuePrefix: string;
}

export type { Brand };
