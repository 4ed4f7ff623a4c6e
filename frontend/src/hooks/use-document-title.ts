import { useEffect } from 'react';
import { site } from '@/config/site';

/** Sets the tab title to "{page} | {trading name}" while the page is shown. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = `${page} | ${site.tradingName}`;
  }, [page]);
}
