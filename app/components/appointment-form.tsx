import { Icon } from '~/icons/icon';
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { AppointmentActionResult } from '~/appointments/action-result';
import {
  appointmentServices,
  fieldLimits,
  type AppointmentField,
  type FieldErrors,
} from '~/appointments/fields';
import { useLang, useMessages } from '~/i18n/hooks';
import { pathFor } from '~/i18n/pages';
import { AppointmentStatus, loadResultToast } from './appointment-status';

type Validator = typeof import('~/appointments/schema');

/** The schema (zod and phone metadata) loads when the visitor starts on the form, not with the page. */
let validatorPromise: Promise<Validator> | undefined;
const loadValidator = () =>
  (validatorPromise ??= import('~/appointments/schema').catch((error: unknown) => {
    // Offline: try again next time rather than remembering the failure.
    validatorPromise = undefined;
    throw error;
  }));

const fieldOrder: AppointmentField[] = [
  'fullName',
  'email',
  'phone',
  'service',
  'preferredDate',
  'message',
  'privacyConsent',
];

export interface DateOption {
  value: string;
  label: string;
}

const inputClass =
  'mt-1.5 block min-h-12 w-full rounded-xl border border-slate-400 bg-white px-4 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-teal-700 focus:outline-3 focus:outline-offset-0 focus:outline-teal-700/40 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40';

/**
 * The appointment request form (section#appointment on the home pages). Field names are the API's
 * (DESIGN.md §2). Without JavaScript it is a plain POST to the page's action; the server answers
 * with the page, the result and any field errors.
 */
export function AppointmentForm({
  dates,
  privacyDialogId,
}: {
  dates: DateOption[];
  privacyDialogId: string;
}) {
  const messages = useMessages();
  const lang = useLang();
  const fetcher = useFetcher<AppointmentActionResult>();
  const actionData = useActionData<AppointmentActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [validating, setValidating] = useState(false);
  const idPrefix = useId();

  const result = fetcher.data ?? actionData;
  const submitting = validating || fetcher.state !== 'idle';
  const errors: FieldErrors = clientErrors ?? (result?.state === 'invalid' ? result.errors : {});
  const values = result?.state === 'invalid' ? result.values : undefined;

  // After an answer from the server: errors take the visitor to the first field in question; a
  // success empties the form and brings the message into view.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.state === 'invalid') focusFirstInvalid(fetcher.data.errors);
    else {
      if (fetcher.data.state === 'success') formRef.current?.reset();
      statusRef.current?.focus({ preventScroll: true });
      statusRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [fetcher.data]);

  function focusFirstInvalid(found: FieldErrors) {
    const first = fieldOrder.find((field) => found[field]?.length);
    if (!first) return;
    const element = formRef.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  }

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setValidating(true);
    try {
      const { formDataToInput, validateAppointment, localizeErrors } = await loadValidator();
      const check = validateAppointment(formDataToInput(new FormData(form)), new Date());
      if (!check.success) {
        const localized = localizeErrors(check.errors, messages);
        setClientErrors(localized);
        focusFirstInvalid(localized);
        return;
      }
    } catch {
      // Validation could not load (offline?): the server validates anyway.
    } finally {
      setValidating(false);
    }
    setClientErrors(null);
    await fetcher.submit(form, { method: 'post' });
  }

  const field = (name: AppointmentField) => {
    const id = `${idPrefix}-${name}`;
    const fieldErrors = errors[name];
    const errorId = fieldErrors?.length ? `${id}-error` : undefined;
    return { id, name, errorId, fieldErrors, invalid: Boolean(errorId) };
  };

  const describedBy = (...ids: (string | undefined)[]) =>
    ids.filter(Boolean).join(' ') || undefined;
  const fullName = field('fullName');
  const email = field('email');
  const phone = field('phone');
  const service = field('service');
  const date = field('preferredDate');
  const message = field('message');
  const consent = field('privacyConsent');
  const hasErrors = Object.values(errors).some((list) => list.length > 0);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={`${pathFor('home', lang)}#appointment`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => {
        void loadValidator().catch(() => undefined);
        void loadResultToast().catch(() => undefined);
      }}
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-lg shadow-teal-900/5 md:p-8"
      aria-describedby={`${idPrefix}-required-note`}
    >
      <div ref={statusRef} tabIndex={-1} className="outline-none">
        <AppointmentStatus result={result} showToast={Boolean(fetcher.data)} />
        {hasErrors && result?.state !== 'invalid' ? (
          <p
            role="alert"
            className="mb-5 rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800"
          >
            {messages.form.fieldErrorsIntro}
          </p>
        ) : null}
      </div>

      <p id={`${idPrefix}-required-note`} className="mb-5 text-sm text-muted">
        {messages.form.requiredNote}
      </p>

      <input type="hidden" name="language" value={lang} />
      {/* A trap for bots: hidden from people and assistive technology, filled only by scripts. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>{messages.form.honeypot}</label>
        <input
          id={`${idPrefix}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <Field label={messages.form.fullName} required {...fullName}>
          <input
            id={fullName.id}
            name="fullName"
            type="text"
            autoComplete="name"
            required
            maxLength={fieldLimits.fullName}
            defaultValue={values?.fullName}
            aria-invalid={fullName.invalid || undefined}
            aria-describedby={fullName.errorId}
            className={inputClass}
          />
        </Field>
        <Field label={messages.form.email} required {...email}>
          <input
            id={email.id}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={fieldLimits.email}
            defaultValue={values?.email}
            aria-invalid={email.invalid || undefined}
            aria-describedby={email.errorId}
            className={inputClass}
          />
        </Field>
        <Field label={messages.form.phone} required hint={messages.form.phoneHint} {...phone}>
          <input
            id={phone.id}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            maxLength={fieldLimits.phone}
            defaultValue={values?.phone}
            aria-invalid={phone.invalid || undefined}
            aria-describedby={describedBy(`${phone.id}-hint`, phone.errorId)}
            className={inputClass}
          />
        </Field>
        <Field label={messages.form.service} required {...service}>
          <select
            id={service.id}
            name="service"
            required
            defaultValue={values?.service ?? ''}
            aria-invalid={service.invalid || undefined}
            aria-describedby={service.errorId}
            className={inputClass}
          >
            <option value="" disabled>
              {messages.form.servicePlaceholder}
            </option>
            {appointmentServices.map((id) => (
              <option key={id} value={id}>
                {messages.treatments[id]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={messages.form.preferredDate} required hint={messages.form.dateHint} {...date}>
          <select
            id={date.id}
            name="preferredDate"
            required
            defaultValue={values?.preferredDate ?? ''}
            aria-invalid={date.invalid || undefined}
            aria-describedby={describedBy(`${date.id}-hint`, date.errorId)}
            className={inputClass}
          >
            <option value="" disabled>
              {messages.form.datePlaceholder}
            </option>
            {dates.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <div className="md:col-span-2">
          <Field
            label={messages.form.message}
            optionalLabel={messages.form.optional}
            hint={messages.form.messageHint}
            {...message}
          >
            <textarea
              id={message.id}
              name="message"
              rows={4}
              maxLength={fieldLimits.message}
              defaultValue={values?.message}
              aria-invalid={message.invalid || undefined}
              aria-describedby={describedBy(`${message.id}-hint`, message.errorId)}
              className={`${inputClass} min-h-28 resize-y`}
            />
          </Field>
        </div>
      </div>

      <div className="mt-6">
        <div className="flex gap-3">
          <input
            id={consent.id}
            name="privacyConsent"
            type="checkbox"
            required
            aria-invalid={consent.invalid || undefined}
            aria-describedby={consent.errorId}
            className="mt-0.5 size-6 shrink-0 accent-teal-700"
          />
          <label htmlFor={consent.id} className="text-base">
            {messages.form.consentBefore}
            <a
              href={`#${privacyDialogId}`}
              aria-haspopup="dialog"
              className="font-bold text-teal-800 underline underline-offset-4"
              onClick={(event) => openDialog(event, privacyDialogId)}
            >
              {messages.form.consentLink}
            </a>
            {messages.form.consentAfter}
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </label>
        </div>
        <FieldErrorList id={consent.errorId} errors={consent.fieldErrors} />
      </div>

      <button
        type="submit"
        aria-disabled={submitting || undefined}
        className="btn btn-lg btn-primary mt-7 w-full aria-disabled:cursor-progress aria-disabled:opacity-80 md:w-auto"
      >
        <Icon name="send" className="size-5" />
        {submitting ? messages.form.submitting : messages.form.submit}
      </button>
    </fetcher.Form>
  );
}

/** Opens a dialog from a link (the privacy statement inside the consent label must be a link). */
function openDialog(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement)) return;
  event.preventDefault();
  const opener = event.currentTarget;
  dialog.showModal();
  dialog.addEventListener('close', () => opener.focus(), { once: true });
}

function Field({
  id,
  label,
  required = false,
  optionalLabel,
  hint,
  errorId,
  fieldErrors,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optionalLabel?: string;
  hint?: string;
  errorId?: string;
  fieldErrors?: string[];
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="font-bold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
        {optionalLabel ? <span className="font-normal text-muted"> {optionalLabel}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldErrorList id={errorId} errors={fieldErrors} />
    </div>
  );
}

function FieldErrorList({ id, errors }: { id?: string; errors?: string[] }) {
  if (!id || !errors?.length) return null;
  return (
    <ul id={id} className="mt-1.5 space-y-0.5 text-sm font-semibold text-red-800">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
