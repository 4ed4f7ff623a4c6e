import type { Quote, QuoteRequest } from '@fx/contracts';
import { api } from '@/lib/api-client';

/** POST /quotes: prices lines at the current rates, exactly as an order would be priced. */
export function getQuote(request: QuoteRequest): Promise<Quote> {
  return api.post<Quote>('/api/v1/quotes', request);
}
