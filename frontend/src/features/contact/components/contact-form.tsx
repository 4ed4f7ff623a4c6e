import type { ContactReceipt } from '@fx/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { site } from '@/config/site';
import { sendContactMessage } from '@/features/contact/api/send-contact-message';
import {
  CONTACT_FIELDS,
  contactLimits,
  isContactField,
  toContactRequest,
  validateContact,
  validateContactField,
} from '@/features/contact/utils/validate-contact';
import type {
  ContactErrors,
  ContactField,
  ContactValues,
} from '@/features/contact/utils/validate-contact';
import { isApiError } from '@/lib/api-client';

export const tooManyMessages = () =>
  `You've sent several messages in a short time. Please wait a few minutes and try again, or call us on ${site.phone}.`;

const emptyValues: ContactValues = { name: '', email: '', phone: '', message: '' };

/** The confirmation shown once the message is accepted. */
export function contactConfirmation(reference: string): string {
  return `Thanks, we have your message (ref ${reference}); we reply within one working day`;
}

/** Field errors from a 422's details; anything not about a field of this form is left out. */
function fieldErrorsFrom(details: readonly { field: string; message: string }[] | undefined) {
  const errors: ContactErrors = {};
  for (const detail of details ?? []) {
    if (isContactField(detail.field) && !errors[detail.field]) {
      errors[detail.field] = detail.message;
    }
  }
  return errors;
}

/**
 * The Contact page's form: checked here with the contract's messages, then sent to
 * POST /api/v1/contact. A failure keeps everything typed and says what went wrong.
 */
export function ContactForm() {
  const toast = useToast();
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);
  const [attempted, setAttempted] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  useLayoutEffect(() => {
    if (receipt) confirmationRef.current?.focus();
  }, [receipt]);

  const focusFirstInvalid = (found: ContactErrors) => {
    const refs = { name: nameRef, email: emailRef, phone: phoneRef, message: messageRef };
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const onChange = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // After a first attempt, each field's message follows what is typed.
    if (attempted)
      setErrors((current) => ({ ...current, [field]: validateContactField(field, value) }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const found = validateContact(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }

    setPending(true);
    try {
      const answer = await sendContactMessage(toContactRequest(values));
      setReceipt(answer);
      setValues(emptyValues);
      setAttempted(false);
    } catch (error) {
      const fromServer = isApiError(error) ? fieldErrorsFrom(error.details) : {};
      const message =
        isApiError(error) && error.code === 'RATE_LIMITED'
          ? tooManyMessages()
          : error instanceof Error && error.message
            ? error.message
            : 'Something went wrong';
      setErrors(fromServer);
      setFormError(message);
      toast.error(message);
      focusFirstInvalid(fromServer);
    } finally {
      setPending(false);
    }
  };

  if (receipt) {
    return (
      <div className="contact-confirmation">
        <span className="contact-confirmation__icon" aria-hidden="true">
          <CheckIcon size={28} strokeWidth={3} />
        </span>
        <h3 ref={confirmationRef} className="contact-confirmation__title" tabIndex={-1}>
          Message sent
        </h3>
        <p className="contact-confirmation__text" role="status">
          {contactConfirmation(receipt.reference)}
        </p>
        <Button variant="outline" onClick={() => setReceipt(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  const field = (name: ContactField) => ({ name, value: values[name], error: errors[name] });

  return (
    <form
      className="form contact-form"
      noValidate
      aria-busy={pending || undefined}
      onSubmit={(event) => void onSubmit(event)}
    >
      <p className="contact-form__note">
        All fields are required except <strong>Phone</strong>.
      </p>
      <div className="contact-form__row">
        <TextField
          {...field('name')}
          ref={nameRef}
          label="Name"
          autoComplete="name"
          maxLength={contactLimits.name}
          onChange={(event) => onChange('name', event.target.value)}
        />
        <TextField
          {...field('email')}
          ref={emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          maxLength={contactLimits.email}
          onChange={(event) => onChange('email', event.target.value)}
        />
      </div>
      <TextField
        {...field('phone')}
        ref={phoneRef}
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Optional. Leave a number if you'd like us to call you back."
        maxLength={contactLimits.phone}
        onChange={(event) => onChange('phone', event.target.value)}
      />
      <TextAreaField
        {...field('message')}
        ref={messageRef}
        label="Message"
        maxLength={contactLimits.message}
        onChange={(event) => onChange('message', event.target.value)}
      />
      {formError ? <p className="form-error">{formError}</p> : null}
      <div>
        <Button type="submit" size="lg" aria-busy={pending || undefined}>
          {pending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
