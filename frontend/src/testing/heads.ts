import type { CurrencyTable } from '@fx/contracts';
import type { HeadOf, PageHead } from '@/app/head';
import { exampleSiteSettings } from './site-settings';

/** A page's head as the example bureau's site shows it at `pathname`. */
export function headOf(
  head: HeadOf,
  {
    params = {},
    pathname = '/',
    table,
  }: { params?: Record<string, string>; pathname?: string; table?: CurrencyTable } = {},
): PageHead {
  return head({ site: exampleSiteSettings, params, pathname, ...(table ? { table } : {}) });
}
