import { z } from 'zod';

/** POST /contact: the Contact page's form, e-mailed to the bureau's inbox. */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(100, 'must be at most 100 characters'),
  email: z
    .string({ error: 'Enter a valid e-mail address' })
    .trim()
    .max(254, 'Enter a valid e-mail address')
    // What the pipe checks, said of what a client sends (the API document's format).
    .meta({ format: 'email' })
    .pipe(z.email('Enter a valid e-mail address')),
  phone: z
    .string()
    .trim()
    .max(30, 'must be at most 30 characters')
    .refine((value) => value === '' || /^\+?[0-9 ().-]{7,24}$/.test(value), {
      message: 'Enter a valid phone number',
    })
    .optional(),
  message: z
    .string({ error: 'Write your message' })
    .trim()
    .min(1, 'Write your message')
    .max(5000, 'must be at most 5000 characters'),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactReceiptSchema = z.object({
  reference: z.string(),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
