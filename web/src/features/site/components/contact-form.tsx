import { useEffect, useRef, type ReactNode } from 'react';
import { FieldError } from '../../../components/field-error';
import type { PendingField } from '../../../components/form-pending';
import { NeedsNetwork } from '../../../components/needs-network';
import { describedField } from '../../../lib/form-errors';
import { useContactForm } from '../hooks/use-contact-form';

/** The form's heading, fields and button, which the page's first-paint shell draws too (contact-page.tsx). */
export const CONTACT_FORM = { title: 'Write to us', fields: ['line', 'line', 'text'] as readonly PendingField[], submit: 'Send Message' };

/** The Contact Us form; once sent, it gives way to the server's thank-you. */
export function ContactForm() {
  const form = useContactForm();
  const thanksRef = useRef<HTMLDivElement>(null);

  // The form the user was in is gone; keep their place on the page on its replacement.
  useEffect(() => {
    if (form.thanks) thanksRef.current?.focus();
  }, [form.thanks]);

  if (form.thanks) {
    return (
      <div ref={thanksRef} className="contact-thanks" role="status" tabIndex={-1}>
        <h2>Message sent</h2>
        <p>{form.thanks}</p>
      </div>
    );
  }

  return (
    <form className="contact-form" noValidate aria-labelledby="contact-form-title" onSubmit={form.submit}>
      <h2 id="contact-form-title">{CONTACT_FORM.title}</h2>
      {form.failure && (
        <p className="form-error" role="alert">
          {form.failure}
        </p>
      )}
      <Field id="contact-name" label="Name" error={form.errors.name}>
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          value={form.values.name}
          onChange={(event) => form.setField('name', event.target.value)}
          {...invalidProps('contact-name', form.errors.name)}
        />
      </Field>
      <Field id="contact-email" label="Email" error={form.errors.email}>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(event) => form.setField('email', event.target.value)}
          {...invalidProps('contact-email', form.errors.email)}
        />
      </Field>
      <Field id="contact-message" label="Message" error={form.errors.message}>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          value={form.values.message}
          onChange={(event) => form.setField('message', event.target.value)}
          {...invalidProps('contact-message', form.errors.message)}
        />
      </Field>
      <NeedsNetwork />
      <button type="submit" className="button-primary contact-submit" disabled={form.isSending}>
        {form.isSending ? 'Sending...' : CONTACT_FORM.submit}
      </button>
    </form>
  );
}

function invalidProps(id: string, error: string | undefined) {
  return describedField(error, { error: `${id}-error` });
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
