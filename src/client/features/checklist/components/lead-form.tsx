import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { leadMessage } from '../../../../shared/rules/lead';
import { EMAIL_MAX_LENGTH, LEAD_FIRST_NAME_MAX_LENGTH } from '../../../../shared/rules/limits';
import { FormRefusal } from '../../../components/form-refusal';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { describeApiError } from '../../../lib/api-error-messages';
import { PageLink } from '../../../lib/page-navigation';
import { toast } from '../../../lib/toast';
import { usePostedForm } from '../../../lib/use-posted-form';
import { submitLead } from '../api/lead-requests';

type Field = 'firstName' | 'email';
type Errors = Partial<Record<Field, string>>;

/**
 * The browser's own checks decide (spec section 5: required, email format, 'browser-level');
 * the form shows their outcome in the spec's words beside each field, where a screen reader
 * reads it, instead of the browser's passing bubble, in the reader's language. No validation
 * library is loaded.
 */
function checkField(input: HTMLInputElement | null, i18n: I18n): string | undefined {
  if (!input) return undefined;
  if (input.validity.valueMissing || input.value.trim() === '')
    return leadMessage('required', i18n);
  if (!input.validity.valid) return leadMessage('email', i18n);
  return undefined;
}

export function LeadForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const fields = {
    firstName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  };
  // Sent before the page's scripts ran, the form was a plain post (record 052): a refused one
  // comes back filled with what was typed and the server's messages.
  const posted = usePostedForm();
  const typed = (name: Field) => {
    const value = posted?.values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const postedFields = posted?.error?.fields ?? {};
  const [errors, setErrors] = useState<Errors>(() => ({
    firstName: postedFields.firstName,
    email: postedFields.email,
  }));
  const [checked, setChecked] = useState(Boolean(posted));
  const refusedWhole =
    posted && !postedFields.firstName && !postedFields.email ? posted : undefined;
  const [busy, setBusy] = useState(false);

  // Until the page is hydrated the browser's bubbles guard the form; from here on, ours.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const checkAll = (): Errors => ({
    firstName: checkField(fields.firstName.current, i18n),
    email: checkField(fields.email.current, i18n),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkAll();
    setErrors(found);
    setChecked(true);
    const firstInvalid = (['firstName', 'email'] as const).find((name) => found[name]);
    if (firstInvalid) {
      fields[firstInvalid].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await submitLead({
        firstName: fields.firstName.current?.value ?? '',
        email: fields.email.current?.value ?? '',
      });
      onSent();
    } catch (error) {
      setBusy(false);
      const serverErrors: Errors = error instanceof ApiError ? error.fields : {};
      if (serverErrors.firstName || serverErrors.email) {
        setErrors(serverErrors);
        fields[serverErrors.firstName ? 'firstName' : 'email'].current?.focus();
      } else {
        toast.error(t`Could not send your request`, { description: describeApiError(error) });
      }
    }
  };

  // Validate on submit, then again on every change (spec section 5, form defaults).
  const onChange = () => {
    if (checked) setErrors(checkAll());
  };

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormRefusal posted={refusedWhole} title={t`Could not send your request`} />
      <FormField id="lead-first-name" label={t`First Name`} error={errors.firstName}>
        {(control) => (
          <Input
            {...control}
            ref={fields.firstName}
            name="firstName"
            defaultValue={typed('firstName')}
            autoComplete="given-name"
            required
            maxLength={LEAD_FIRST_NAME_MAX_LENGTH}
            onChange={onChange}
          />
        )}
      </FormField>
      <FormField id="lead-email" label={t`Email Address`} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            ref={fields.email}
            name="email"
            defaultValue={typed('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            onChange={onChange}
          />
        )}
      </FormField>
      <Button
        type="submit"
        size="lg"
        disabled={busy}
        worksBeforeHydration
        className="py-2 whitespace-normal text-center"
      >
        <Trans>Get My Free Checklist</Trans>
      </Button>
      <p className="text-sm text-muted-foreground">
        <Trans>
          We keep your first name and email so we can follow up about your checklist. See our{' '}
          <PageLink to="/privacy-policy" className="text-primary underline underline-offset-4">
            Privacy Policy
          </PageLink>
          .
        </Trans>
      </p>
    </form>
  );
}
