/**
 * The SPA's only reader of build-time environment variables. VITE_API_URL is optional: by
 * default the API is on the same origin (the gateway serves the SPA; `vite dev` proxies /api).
 */
function readApiUrl(value: unknown): string {
  if (value === undefined || value === '') return '';
  if (typeof value !== 'string' || !/^https?:\/\/[^\s]+$/.test(value)) {
    throw new Error(`VITE_API_URL must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  return value.replace(/\/+$/, '');
}

export const env = {
  apiUrl: readApiUrl(import.meta.env.VITE_API_URL),
} as const;
