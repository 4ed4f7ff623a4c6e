/** A pushed message as the notifications service sends it (rate alerts, order updates). */
export interface PushedNotification {
  title: string;
  body: string;
  /** The page the notification opens: always one of the site's own. */
  url: string;
  /** One notification per tag: a later push with the same tag replaces it. */
  tag: string;
}

/**
 * The notification to show for a push's payload: its own words when it is the JSON the service
 * sends; a general line otherwise (a browser must show something for every push). A link
 * elsewhere than the site is not followed.
 */
export function notificationOf(payload: string, origin: string): PushedNotification {
  const fallback = { title: 'Travel money update', body: payload, url: '/', tag: 'fx' };
  let data: Partial<PushedNotification>;
  try {
    data = JSON.parse(payload) as Partial<PushedNotification>;
  } catch {
    return fallback;
  }
  const url = typeof data.url === 'string' ? new URL(data.url, origin) : null;
  return {
    title: typeof data.title === 'string' && data.title ? data.title : fallback.title,
    body: typeof data.body === 'string' ? data.body : '',
    url: url && url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/',
    tag: typeof data.tag === 'string' && data.tag ? data.tag : fallback.tag,
  };
}
