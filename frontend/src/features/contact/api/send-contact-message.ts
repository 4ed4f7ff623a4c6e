import type { ContactReceipt, ContactRequest } from '@fx/contracts';
import { api } from '@/lib/api-client';

export const contactPath = '/api/v1/contact';

/** POST /contact: 202 with a reference, 422 naming the bad fields, or 429 when rate limited. */
export function sendContactMessage(message: ContactRequest): Promise<ContactReceipt> {
  return api.post<ContactReceipt>(contactPath, message);
}
