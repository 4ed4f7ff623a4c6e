/** The rates service's failure reasons, in words for staff. */
const REASONS: Record<string, string> = {
  'missing-currency': 'the provider has no rate for it',
  unreachable: 'the provider could not be reached',
  timeout: 'the provider took too long',
  'http-error': 'the provider answered with an error',
  malformed: 'the provider sent an answer we could not read',
};

export function describeRefreshFailure(reason: string): string {
  return REASONS[reason] ?? reason;
}

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/London',
});
const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** "14:30:05" today (UK time), "5 Mar, 14:30" on another day. */
export function formatRefreshTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const sameDay = dayAndTime.format(date).split(',')[0] === dayAndTime.format(now).split(',')[0];
  return sameDay ? time.format(date) : dayAndTime.format(date);
}
