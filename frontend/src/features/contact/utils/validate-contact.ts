import type { ContactRequest } from '@fx/contracts';

/*
 * The same checks and messages as contactRequestSchema in @fx/contracts (notifications/contact.ts), written
 * out so the SPA does not ship zod for one form. The server checks again and answers 422.
 */

export type ContactField = 'name' | 'email' | 'phone' | 'message';
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

export const contactLimits = { name: 100, email: 254, phone: 30, message: 5000 } as const;

export const contactMessages = {
  name: 'Enter your name',
  nameTooLong: `Your name must be at most ${contactLimits.name} characters`,
  email: 'Enter a valid e-mail address',
  phone: 'Enter a valid phone number',
  message: 'Write your message',
  messageTooLong: `Your message must be at most ${contactLimits.message} characters`,
} as const;

/** zod's e-mail pattern (z.email()), so both sides accept the same addresses. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9 ().-]{7,24}$/;

export function isContactField(field: string): field is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(field);
}

export function validateContactField(field: ContactField, raw: string): string | undefined {
  const value = raw.trim();
  switch (field) {
    case 'name':
      if (!value) return contactMessages.name;
      return value.length > contactLimits.name ? contactMessages.nameTooLong : undefined;
    case 'email':
      return value.length > contactLimits.email || !EMAIL.test(value)
        ? contactMessages.email
        : undefined;
    case 'phone':
      return value !== '' && !PHONE.test(value) ? contactMessages.phone : undefined;
    case 'message':
      if (!value) return contactMessages.message;
      return value.length > contactLimits.message ? contactMessages.messageTooLong : undefined;
  }
}

/** Every field's error, or an empty object when the form can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateContactField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The request body: trimmed, with an empty phone left out. */
export function toContactRequest(values: ContactValues): ContactRequest {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    message: values.message.trim(),
  };
}
