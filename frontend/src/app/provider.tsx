import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { SWRConfiguration } from 'swr';
import { ToastProvider } from '@/components/ui/toast';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { isApiError, swrFetcher } from '@/lib/api-client';
import { firebaseAuthAdapter } from '@/lib/firebase';
import type { AuthAdapter } from '@/lib/firebase';

const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  errorRetryCount: 3,
  // A 4xx will not fix itself: retry only when the server or the network failed.
  onErrorRetry: (error: unknown, _key, config, revalidate, { retryCount }) => {
    if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) return;
    if (retryCount > (config.errorRetryCount ?? 3)) return;
    const delay = Math.min(30_000, 2 ** retryCount * 1000);
    setTimeout(() => void revalidate({ retryCount }), delay);
  },
};

/** `authAdapter` is Firebase in the app; tests pass a fake. */
export function AppProvider({
  children,
  authAdapter = firebaseAuthAdapter,
}: {
  children: ReactNode;
  authAdapter?: AuthAdapter;
}) {
  return (
    <SWRConfig value={swrConfig}>
      <ToastProvider>
        <AuthProvider adapter={authAdapter}>{children}</AuthProvider>
      </ToastProvider>
    </SWRConfig>
  );
}
