import type { LiveMode } from '@fx/contracts';

/** "15 minutes", "1 minute", "90 seconds": the rates' maximum age as staff read it. */
export function formatMaxAge(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = seconds / 60;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Where the rates come from, in words: the offline snapshot is not market prices. */
export function describeProvider(provider: LiveMode['provider']): string {
  switch (provider) {
    case 'offline':
      return 'Bundled snapshot (offline): a dated rate sheet shipped with the site, not market prices';
    case 'conversion-api':
      return 'Conversion API: market rates';
    case 'reference-feed':
      return 'Reference feed: market rates';
  }
}
