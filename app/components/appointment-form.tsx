import { Icon } from '~/icons/icon';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useActionData, useFetcher, useLocation } from 'react-router';
import type { AppointmentActionResult } from '~/appointments/action-result';
import { availableDates, practiceToday } from '~/appointments/dates';
import { serviceFromState, takeCarriedService } from '~/appointments/service-for-treatment';
import {
  appointmentForOptions,
  appointmentServices,
  fieldLimits,
  type AppointmentField,
  type FieldErrors,
} from '~/appointments/fields';
import { useLang, useMessages } from '~/i18n/hooks';
import { pathFor } from '~/i18n/pages';
import { fill } from './fill';
import { AppointmentStatus, loadResultToast } from './appointment-status';
import { EmergencyCalls } from './emergency-now';
import { WithPhoneLink } from './contact-links';
import { ErrorSummary, type SummaryItem } from './error-summary';
import { TermsButton } from './terms-dialog';
import { useAfterHydration, useHydrated } from './use-hydrated';
import { keepWhole } from './keep-whole';

type Validator = typeof import('~/appointments/schema');

/** The schema (zod and phone metadata) loads when the visitor starts on the form, not with the page. */
let validatorPromise: Promise<Validator> | undefined;
/** The schema once loaded: a corrected field is judged at once, in the same task. */
let loadedValidator: Validator | undefined;
const loadValidator = () =>
  (validatorPromise ??= import('~/appointments/schema').then(
    (module) => (loadedValidator = module),
    (error: unknown) => {
      // Offline: try again next time rather than remembering the failure.
      validatorPromise = undefined;
      throw error;
    },
  ));

type Confirmation = typeof import('./appointment-confirmation');
/**
 * The confirmation panel's code loads with the schema, when the visitor starts on the form, and is
 * awaited before a request is sent; the home page's script keeps within its 120 KB.
 */
let loadedConfirmation: Confirmation | undefined;
const loadConfirmation = () =>
  import('./appointment-confirmation').then((module) => (loadedConfirmation = module));
/**
 * Once loaded, React takes the panel in the same render as the answer (an already resolved
 * thenable), so focus moves to it at once. Before that (the server's page after a plain POST, a
 * request sent while the code was on its way) it waits for the code; if the code cannot arrive,
 * the request is still stored, and a plain confirmation says so.
 */
const AppointmentConfirmation = lazy(() => {
  if (loadedConfirmation) {
    const module = { default: loadedConfirmation.AppointmentConfirmation };
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
      typeof module
    >;
  }
  return loadConfirmation().then(
    (module) => ({ default: module.AppointmentConfirmation }),
    () => ({ default: PlainConfirmation }),
  );
});

function PlainConfirmation({ ref }: { ref?: Ref<HTMLElement> }) {
  const status = useMessages().appointmentStatus;
  return (
    <section ref={ref} tabIndex={-1} data-testid="appointment-confirmation" className="p-5">
      <h3 className="text-2xl font-extrabold text-teal-950">{status.successTitle}</h3>
      <p className="mt-4 text-lg">{status.successMessage}</p>
    </section>
  );
}

/** The fields in the order the visitor meets them (the error summary lists them so). */
const fieldOrder: readonly AppointmentField[] = [
  'fullName',
  'email',
  'phone',
  'appointmentFor',
  'patientName',
  'service',
  'preferredDate',
  'message',
  'healthDataConsent',
  'privacyConsent',
];

export interface DateOption {
  value: string;
  /** "Morgen, woensdag 2 december": today and tomorrow named as the server saw them. */
  label: string;
  /** "woensdag 2 december": the label without "today" or "tomorrow", once the browser's day is another. */
  plain?: string;
}

/** Inputs whose choice is made at once, by a press (judged on change, not when left). */
const checkable = ['checkbox', 'radio'];

/** One form per page: fixed ids, so the error summary's links work without JavaScript too. */
const fieldId = (name: AppointmentField) => `appointment-${name}`;

const inputClass =
  'mt-1.5 block min-h-12 w-full rounded-xl border border-slate-400 bg-white px-4 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-teal-700 focus:outline-3 focus:outline-offset-0 focus:outline-teal-700/40 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40';

/**
 * The appointment request form (section#appointment on the home pages). Field names are the API's
 * (DESIGN.md §2). Without JavaScript it is a plain POST to the page's action; the server answers
 * with the page, the result and any field errors.
 */
export function AppointmentForm({
  dates,
  today: renderedToday,
  privacyDialogId,
}: {
  dates: DateOption[];
  /** The practice's date when the page was rendered (YYYY-MM-DD). */
  today: string;
  privacyDialogId: string;
}) {
  const messages = useMessages();
  const lang = useLang();
  const fetcher = useFetcher<AppointmentActionResult>();
  const actionData = useActionData<AppointmentActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Focus moves to the confirmation as it enters the page: with the answer, or when its code
  // arrives after it.
  const confirmationRef = useCallback((panel: HTMLElement | null) => {
    if (panel) focusBelowHeader(panel);
  }, []);
  // Errors as the browser last judged them, for the result they replace (the server's answer, or
  // none yet): a newer answer from the server takes over again.
  const [judged, setJudged] = useState<{ errors: FieldErrors; of: unknown } | null>(null);
  // After a failed submission, each field is judged again as the visitor corrects it.
  const [attempted, setAttempted] = useState(false);
  const [validating, setValidating] = useState(false);
  /** The address as probably meant, offered under the field after the visitor leaves it. */
  const [emailSuggestion, setEmailSuggestion] = useState<string>();
  const hydrated = useHydrated();
  const location = useLocation();
  const serviceRef = useRef<HTMLSelectElement>(null);
  const preselected = useRef(false);
  // The success the visitor has left for a fresh form ("request another appointment").
  const [leftSuccess, setLeftSuccess] = useState<AppointmentActionResult | null>(null);

  // The page may have been rendered a while ago (left open, restored from the browser's cache): once
  // hydrated, the list keeps only the days open for a request now, so today drops out late in the
  // day. Removing an option changes no size (CLS stays 0); the server applies the same rule.
  const shownDates = useAfterHydration(
    () => {
      const open = new Set(availableDates(new Date()));
      const shown = dates.filter((option) => open.has(option.value));
      // A device clock far from the server's would empty the list of a required field: the
      // server's list then stands (it judges the date anyway).
      return shown.length ? shown : dates;
    },
    () => dates,
  );
  // Today, marked in the list: choosing it shows the note to call instead (by CSS, app.css).
  const today = useAfterHydration(
    () => practiceToday(new Date()),
    () => renderedToday,
  );
  const result = fetcher.data ?? actionData;
  const submitting = validating || fetcher.state !== 'idle';
  const serverErrors: FieldErrors = result?.state === 'invalid' ? result.errors : {};
  const errors: FieldErrors = judged && judged.of === result ? judged.errors : serverErrors;
  const values = result?.state === 'invalid' ? result.values : undefined;
  const live = attempted || result?.state === 'invalid';

  // "Book Appointment" on a treatment page: its service, from the navigation's state (not the
  // URL), chosen in the list unless the visitor (or the server's answer) already chose one. Once
  // per visit of the page: a second request ("for a family member") starts empty.
  const stateService = serviceFromState(location.state);
  useLayoutEffect(() => {
    // (Taken even when the state has it, so it is not left for a later visit.)
    const carried = takeCarriedService();
    const service = stateService ?? carried;
    const select = serviceRef.current;
    if (preselected.current || !service || !select || select.value) return;
    preselected.current = true;
    select.value = service;
    // The children's page books for a child: "Mijn kind" chosen, as most who come from it are
    // parents (round 39, AG). A choice, not a lock.
    // (A radio group's value, set, checks the radio with that value.)
    if (service === 'pediatric')
      (select.form as unknown as { appointmentFor: RadioNodeList }).appointmentFor.value = 'child';
  }, [stateService]);

  /**
   * After a failed submission, a field is judged again when the visitor leaves it (a text) or
   * changes it (a list, a checkbox), with the schema the server uses: its message goes, changes
   * or appears, and the summary follows. Any other field whose error is now fixed loses it too
   * (emptying the message settles the health-data consent); a field is never given a new error
   * while the visitor is elsewhere. Nothing is announced: the summary is no live region, it was
   * read out once when focus moved to it.
   *
   * A field left by pressing something (the submit button, a checkbox) is judged once that press
   * has become its click: the summary shrinking at the press would move the button from under
   * the pointer, and the click would be lost.
   */
  // What a judgement made after a press must see: this render's, not the press's.
  const latest = useRef({ live, result, serverErrors, messages });
  useLayoutEffect(() => {
    latest.current = { live, result, serverErrors, messages };
  });
  const submissions = useRef(0);
  function rejudge(target: EventTarget, whenPressed: boolean) {
    const { name } = target as { name?: unknown };
    if (typeof name !== 'string' || !fieldOrder.includes(name as AppointmentField)) return;
    if (!latest.current.live) return;
    const field = name as AppointmentField;
    const submission = submissions.current;
    const judge = async () => {
      const form = formRef.current;
      // A submission since then judges every field itself.
      if (!form || submission !== submissions.current) return;
      let validator = loadedValidator;
      try {
        validator ??= await loadValidator();
      } catch {
        return; // Offline: the server judges at the next submission.
      }
      if (submission !== submissions.current) return;
      const { result, serverErrors, messages } = latest.current;
      const { formDataToInput, validateAppointment, localizeErrors } = validator;
      const check = validateAppointment(formDataToInput(new FormData(form)), new Date());
      const now = check.success ? {} : localizeErrors(check.errors, messages);
      setJudged((previous) => {
        const current = previous && previous.of === result ? previous : null;
        const shown = current ? current.errors : serverErrors;
        const next: FieldErrors = {};
        for (const [key, list] of Object.entries(shown) as [AppointmentField, string[]][]) {
          // A field the form does not show (a crafted request) keeps its message.
          if (!fieldOrder.includes(key)) next[key] = list;
          else if (now[key]) next[key] = key === field ? now[key] : list;
        }
        if (now[field]) next[field] = now[field];
        return current && sameErrors(shown, next) ? current : { errors: next, of: result };
      });
    };
    if (whenPressed) afterPress(() => void judge());
    else void judge();
  }
  useEffect(trackPresses, []);
  const onFieldBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && checkable.includes(target.type)) return;
    if (target instanceof HTMLSelectElement) return;
    // A line appearing under the address must not move a button from under a press.
    if (target instanceof HTMLInputElement && target.name === 'email') {
      loadValidator().then(
        (validator) => afterPress(() => setEmailSuggestion(validator.suggestEmail(target.value))),
        () => undefined,
      );
    }
    rejudge(target, true);
  };
  const onFieldChange = (event: SyntheticEvent<HTMLFormElement>) => {
    const target = event.target;
    // A choice is made at once; typed text is judged when the visitor leaves the field, so a
    // message never flickers, nor the field jump, while they type. A list's choice is made in
    // its own popup or by keyboard: nothing on the page is being pressed.
    if (target instanceof HTMLSelectElement) rejudge(target, false);
    else if (target instanceof HTMLInputElement && checkable.includes(target.type)) {
      rejudge(target, true);
    }
  };

  // After an answer from the server: errors take the visitor to the summary, anything else but a
  // success (the confirmation takes focus itself) to the message above the form.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.state === 'invalid') focusBelowHeader(summaryRef.current);
    else if (fetcher.data.state !== 'success') {
      statusRef.current?.focus({ preventScroll: true });
      statusRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [fetcher.data]);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    submissions.current += 1;
    const form = event.currentTarget;
    setValidating(true);
    setAttempted(true);
    try {
      const { formDataToInput, validateAppointment, localizeErrors } = await loadValidator();
      const check = validateAppointment(formDataToInput(new FormData(form)), new Date());
      if (!check.success) {
        // Rendered at once, so focus can move to the summary now.
        flushSync(() => setJudged({ errors: localizeErrors(check.errors, messages), of: result }));
        focusBelowHeader(summaryRef.current);
        return;
      }
    } catch {
      // Validation could not load (offline?): the server validates anyway.
    } finally {
      setValidating(false);
    }
    // Nothing to correct as far as the browser can tell; the server's answer decides.
    setJudged({ errors: {}, of: result });
    await loadConfirmation().catch(() => undefined);
    await fetcher.submit(form, { method: 'post' });
  }

  if (result?.state === 'success' && leftSuccess !== result) {
    return (
      <Suspense>
        <AppointmentConfirmation
          ref={confirmationRef}
          result={result}
          onAnother={() => {
            // A fresh form at once: the confirmation fills in the contact details and moves focus.
            flushSync(() => {
              setLeftSuccess(result);
              setAttempted(false);
            });
          }}
        />
      </Suspense>
    );
  }

  // One message per field: the most telling one (the schema puts it first).
  const errorFor = (name: AppointmentField) => errors[name]?.[0];
  const summary: SummaryItem[] = [
    ...fieldOrder.flatMap((name) => {
      const message = errorFor(name);
      return message ? [{ message, fieldId: fieldId(name) }] : [];
    }),
    // A field the form does not show (never from this form; a crafted request): listed as text.
    ...Object.entries(errors).flatMap(([name, list]) =>
      fieldOrder.includes(name as AppointmentField) || !list[0] ? [] : [{ message: list[0] }],
    ),
  ];

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      // No #fragment: a page loaded at a fragment ignores `autofocus`, which (without JavaScript)
      // takes the visitor to the error summary, the confirmation or the failure message.
      action={pathFor('home', lang)}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onBlur={onFieldBlur}
      onChange={onFieldChange}
      onFocus={() => {
        void loadValidator().catch(() => undefined);
        void loadResultToast().catch(() => undefined);
        void loadConfirmation().catch(() => undefined);
      }}
      className="rounded-3xl border border-slate-200 bg-white p-4 shadow-lg shadow-teal-900/5 min-[400px]:p-5 md:p-8"
      aria-describedby="appointment-required-note"
    >
      <div ref={statusRef} tabIndex={-1} className="outline-none">
        <AppointmentStatus result={result} showToast={Boolean(fetcher.data)} />
      </div>
      {summary.length ? (
        <ErrorSummary
          ref={summaryRef}
          title={messages.appointmentStatus.invalidTitle}
          items={summary}
          // Only in the server's page (no JavaScript): in the browser focus moves on submission,
          // never because the summary appears again while the visitor corrects a field.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={!hydrated}
        />
      ) : null}

      <p id="appointment-required-note" className="mb-5 text-[0.9375rem] text-slate-700">
        {messages.form.requiredNote}
      </p>

      <input type="hidden" name="language" value={lang} />
      {/* A trap for bots: hidden from people and assistive technology, filled only by scripts. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="appointment-website">{messages.form.honeypot}</label>
        <input
          id="appointment-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      {/* Name across the row, then two pairs: no field alone in a row; in a pair the inputs line up
          whatever hint stands above one of them (Field pushes its control to the row's bottom). */}
      <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
        <Field
          name="fullName"
          label={messages.form.fullName}
          hint={messages.form.nameHint}
          required
          error={errorFor('fullName')}
          className="md:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              required
              maxLength={fieldLimits.fullName}
              defaultValue={values?.fullName}
              className={inputClass}
            />
          )}
        </Field>
        {/* A hint as the phone's beside it has: the two labels level with their inputs (round
            47, AV: the label floated 40 px above an input aligned with the phone's). */}
        <Field
          name="email"
          label={messages.form.email}
          required
          hint={messages.form.emailHint}
          error={errorFor('email')}
        >
          {(control) => (
            <>
              {/* Always there, so a screen reader hears the offer when it appears; above the control, as
                  an error is, so the inputs of the row still line up. */}
              <p role="status" className="email-offer">
                {emailSuggestion ? (
                  <>
                    <span>{fill(messages.form.emailSuggestion, { email: emailSuggestion })}</span>{' '}
                    <button
                      type="button"
                      className="min-h-11 feature-link"
                      onClick={() => {
                        const input = formRef.current?.elements.namedItem('email');
                        if (input instanceof HTMLInputElement) {
                          input.value = emailSuggestion;
                          input.focus();
                        }
                        setEmailSuggestion(undefined);
                      }}
                    >
                      {messages.form.emailSuggestionAccept}
                    </button>
                  </>
                ) : null}
              </p>
              <input
                {...control}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                maxLength={fieldLimits.email}
                defaultValue={values?.email}
                className={inputClass}
              />
            </>
          )}
        </Field>
        <Field
          name="phone"
          label={messages.form.phone}
          required
          // Its example numbers never break inside: glued on the server (`pageMessages`).
          hint={messages.form.phoneHint}
          error={errorFor('phone')}
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              required
              maxLength={fieldLimits.phone}
              defaultValue={values?.phone}
              className={inputClass}
            />
          )}
        </Field>
        <AppointmentForField
          chosen={values?.appointmentFor}
          patientName={values?.patientName}
          nameError={errorFor('patientName')}
        />
        <Field
          name="service"
          label={messages.form.service}
          required
          // With the list's first option named, on the server (`pageMessages`).
          hint={messages.form.serviceHint}
          error={errorFor('service')}
        >
          {(control) => (
            <select
              {...control}
              ref={serviceRef}
              required
              defaultValue={values?.service ?? ''}
              className={`${inputClass} form-select max-sm:pl-3`}
            >
              <option value="" disabled>
                {messages.form.servicePlaceholder}
              </option>
              {appointmentServices.map((id) => (
                <option key={id} value={id}>
                  {messages.form.serviceOptions[id]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <EmergencyServiceNote />
        <Field
          name="preferredDate"
          label={messages.form.preferredDate}
          required
          hint={messages.form.dateHint}
          error={errorFor('preferredDate')}
        >
          {(control) => (
            <select
              {...control}
              required
              defaultValue={values?.preferredDate ?? ''}
              className={`${inputClass} form-select max-sm:pl-3`}
            >
              <option value="" disabled>
                {messages.form.datePlaceholder}
              </option>
              {shownDates.map((option) => (
                <option
                  key={option.value}
                  value={option.value}
                  data-today={option.value === today ? '' : undefined}
                >
                  {today === renderedToday ? option.label : (option.plain ?? option.label)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {/* Today chosen: a form is answered within a working day, so the phone is the way
            (the thirteenth review: a Saturday-morning request for "today" waited until Monday).
            Shown by CSS alone, with or without JavaScript. */}
        <p
          data-today-note=""
          className="rounded-2xl border border-teal-100 bg-teal-50 p-4 font-semibold text-teal-950 md:col-span-2"
        >
          <WithPhoneLink
            text={messages.form.todayNote}
            className="font-extrabold whitespace-nowrap text-teal-800 underline decoration-teal-300 decoration-2 underline-offset-4"
          />
        </p>
        <fieldset className="md:col-span-2">
          <legend className="font-bold text-ink">
            {messages.form.goodToKnow}
            <span className="font-normal text-muted"> {messages.form.optional}</span>
          </legend>
          {(['newPatient', 'callFirst'] as const).map((name) => (
            <ConsentField
              key={name}
              name={name}
              required={false}
              defaultChecked={values?.[name] === 'on'}
              label={messages.form[name]}
              hint={messages.form[`${name}Hint`]}
              className="mt-3"
            />
          ))}
        </fieldset>
        <div className="md:col-span-2">
          <Field
            name="message"
            label={messages.form.message}
            optionalLabel={messages.form.optional}
            hint={messages.form.messageHint}
            error={errorFor('message')}
          >
            {(control) => (
              <textarea
                {...control}
                // An invisible placeholder lets CSS tell an empty message (:placeholder-shown): the
                // health-data consent below appears only once there is one (app.css).
                placeholder=" "
                rows={4}
                maxLength={fieldLimits.message}
                defaultValue={values?.message}
                className={`${inputClass} min-h-28 resize-y`}
              />
            )}
          </Field>
          <ConsentField
            name="healthDataConsent"
            required={false}
            defaultChecked={values?.healthDataConsent === 'on'}
            hint={messages.form.healthConsentHint}
            error={errorFor('healthDataConsent')}
            label={messages.form.healthConsent}
          />
        </div>
      </div>

      <ConsentField
        name="privacyConsent"
        error={errorFor('privacyConsent')}
        label={
          <>
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
          </>
        }
      />

      {/* The terms a late cancellation's fee rests on, one tap away before the request is sent. */}
      <p id="appointment-terms-note" className="mt-7 flex gap-2 text-[0.9375rem] text-slate-700">
        <Icon name="info" className="mt-0.5 size-4 shrink-0 text-teal-700" />
        <span>
          {fill(messages.form.termsNote, {
            terms: (
              <TermsButton className="inline min-h-0 cursor-pointer p-0 text-left font-bold text-teal-800 underline underline-offset-4 hover:text-teal-950">
                {messages.form.termsLink}
              </TermsButton>
            ),
          })}
        </span>
      </p>

      <button
        type="submit"
        aria-disabled={submitting || undefined}
        aria-describedby="appointment-terms-note"
        className="btn btn-lg btn-primary mt-4 w-full aria-disabled:cursor-progress aria-disabled:opacity-80 md:w-auto"
      >
        <Icon name="send" className="size-5" />
        {submitting ? messages.form.submitting : messages.form.submit}
      </button>
    </fetcher.Form>
  );
}

/**
 * Whether a press (mouse button or finger) is under way: from pointerdown until its click has
 * been handled, or a moment after the release when no click follows (a drag, a scroll). Work
 * that would move the page under the pointer waits for it (`afterPress`).
 */
let pressing = false;
let pressTimer: ReturnType<typeof setTimeout> | undefined;
let afterPressQueue: (() => void)[] = [];

function releasePress() {
  pressing = false;
  clearTimeout(pressTimer);
  const queued = afterPressQueue;
  afterPressQueue = [];
  for (const run of queued) run();
}

/** Runs `run` now, or once the press under way has ended in its click. */
function afterPress(run: () => void) {
  if (!pressing) run();
  else afterPressQueue.push(run);
}

/** The listeners `afterPress` relies on, for as long as the form is on the page. */
function trackPresses() {
  const down = () => {
    pressing = true;
    clearTimeout(pressTimer);
    // A press whose release the page never sees (a native list's popup) ends all the same.
    pressTimer = setTimeout(releasePress, 1500);
  };
  const up = () => {
    clearTimeout(pressTimer);
    pressTimer = setTimeout(releasePress, 400);
  };
  // After the click's own handlers (React's, on the root) and the tasks they started.
  const clicked = () => setTimeout(releasePress, 0);
  window.addEventListener('pointerdown', down, true);
  window.addEventListener('pointerup', up, true);
  window.addEventListener('pointercancel', releasePress, true);
  window.addEventListener('click', clicked);
  return () => {
    window.removeEventListener('pointerdown', down, true);
    window.removeEventListener('pointerup', up, true);
    window.removeEventListener('pointercancel', releasePress, true);
    window.removeEventListener('click', clicked);
    releasePress();
  };
}

/** The same message for the same fields: nothing to render again. */
function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  const keys = Object.keys(a) as AppointmentField[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key]?.[0] === b[key]?.[0]);
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

/**
 * The one place a field is wired: its id, aria-invalid, and aria-describedby naming its hint and
 * its error message (each once).
 */
function wire(name: AppointmentField, hint: boolean, error: string | undefined) {
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    hintId,
    errorId,
    control: {
      id,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

type ControlProps = ReturnType<typeof wire>['control'];

/**
 * A field's hint: a step larger and darker than other small print, since an older patient reads it
 * while filling in (round 43, AP: small grey lines, hard going at 75).
 */
const hintClass = 'mt-0.5 text-[0.9375rem] leading-[1.4] text-slate-700';

/** The error message of a field: above its control, as GOV.UK and the NL Design System place it. */
function ErrorMessage({ id, error }: { id?: string; error?: string }) {
  if (!id || !error) return null;
  return (
    <p id={id} className="mt-1.5 flex gap-1.5 text-sm font-bold text-red-800">
      <Icon name="circle-exclamation-point" className="mt-px size-4 shrink-0" />
      {error}
    </p>
  );
}

/** Label, hint (above the control, so a phone's keyboard never hides it), error, control. */
function Field({
  name,
  label,
  required = false,
  optionalLabel,
  hint,
  error,
  className = '',
  children,
}: {
  name: AppointmentField;
  label: string;
  required?: boolean;
  optionalLabel?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const { hintId, errorId, control } = wire(name, Boolean(hint), error);
  return (
    <div
      id={`${control.id}-field`}
      // A column whose control sits at its bottom: beside a field with a longer hint or an error,
      // both inputs still start at the same height.
      className={`flex flex-col ${error ? '-ml-3 border-l-4 border-red-700 pl-2 md:-ml-4 md:pl-3' : ''} ${className}`}
    >
      <label htmlFor={control.id} className="font-bold text-ink">
        {label}
        {required ? <RequiredMark /> : null}
        {optionalLabel ? <span className="font-normal text-muted"> {optionalLabel}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <ErrorMessage id={errorId} error={error} />
      <div className="mt-auto">{children(control)}</div>
    </div>
  );
}

/**
 * Someone choosing emergency care is sent to the phone at once, not to a form answered within a
 * working day. Rendered always and shown by CSS (`:has`, app.css) while "emergency" is the chosen
 * service: before submitting, with or without JavaScript, and without a byte of script.
 */
function EmergencyServiceNote() {
  const messages = useMessages();
  return (
    // Right under the service list on a phone; on a wide screen under the row it shares with the
    // date (the fifth row: name, email and phone, for whom, service and date).
    <div data-emergency-service-note="" className="md:col-span-2 md:row-start-5">
      <div className="rounded-2xl border border-orange-200 bg-orange-50 p-4">
        {/* Open or closed by the practice's clock (before the first paint): the sentence names
            the call that helps now, as the order of the calls below does (the ninth review). */}
        <p className="when-open font-bold text-orange-950">{messages.emergencyRequest.text}</p>
        <p className="when-closed font-bold text-orange-950">
          {messages.emergencyRequest.textClosed}
        </p>
        {/* What is not an emergency, before the calls (round 54, BI). */}
        <p className="mt-2 text-sm text-slate-700">{messages.emergencyRequest.notUrgent}</p>
        {/* The emergency line during opening hours, the regional after-hours service outside
            them: the pair, with the one that helps now first and strongest. */}
        <EmergencyCalls row className="mt-4" />
      </div>
    </div>
  );
}

/**
 * Whom the appointment is for (decision 0127): the asker, their child, someone else or several of
 * a family, as four choices; for all but the asker the name and age, shown by CSS alone (app.css),
 * so the question costs no script. The first choice carries the field's id, for the error summary.
 */
function AppointmentForField({
  chosen = 'self',
  patientName,
  nameError,
}: {
  chosen?: string;
  patientName?: string;
  nameError?: string;
}) {
  const messages = useMessages();
  // Only a crafted request has an invalid choice: the error summary lists it, linked here.
  return (
    <fieldset className="md:col-span-2">
      <legend className="font-bold text-ink">{messages.form.appointmentFor}</legend>
      {/* On a phone one choice per row, as a list of radios reads: two to a row, "Someone else"
          and "Several family members" broke over two and three lines beside one-line
          neighbours (round 41). Side by side from 640 px, where each fits on one line. */}
      <div className="mt-1.5 grid gap-2 sm:flex sm:flex-wrap">
        {appointmentForOptions.map((option, index) => (
          <label key={option} className="choice">
            <input
              id={index ? undefined : fieldId('appointmentFor')}
              type="radio"
              name="appointmentFor"
              value={option}
              defaultChecked={option === chosen}
            />{' '}
            {/* The space: read without styles, the choices are words apart ("Mijzelf Mijn kind"). */}
            {messages.form.appointmentForOptions[option]}
          </label>
        ))}
      </div>
      <Field
        name="patientName"
        label={messages.form.patientName}
        required
        // One hint per choice, the chosen one shown by CSS (app.css): seven lines for every
        // case read as small print (rounds 45 and 46).
        hint={(['child', 'other', 'family'] as const).map((option) => (
          <span key={option} data-for={option}>
            {keepWhole(messages.form.patientNameHints[option])}
          </span>
        ))}
        error={nameError}
        className="mt-4"
      >
        {(nameControl) => (
          // A line that grows: a family writes one person per line (round 54, BJ).
          <textarea
            {...nameControl}
            rows={1}
            maxLength={fieldLimits.patientName}
            defaultValue={patientName}
            className={`${inputClass} field-sizing-content resize-none`}
          />
        )}
      </Field>
    </fieldset>
  );
}

/**
 * A checkbox with its label: "I have read the privacy statement" (required) and the explicit
 * consent for health data in the message (optional: needed only when there is a message).
 */
function ConsentField({
  name,
  label,
  hint,
  error,
  required = true,
  defaultChecked,
  className = 'mt-6',
}: {
  name: 'privacyConsent' | 'healthDataConsent' | 'newPatient' | 'callFirst';
  label: ReactNode;
  hint?: string;
  error?: string;
  required?: boolean;
  defaultChecked?: boolean;
  className?: string;
}) {
  const { hintId, errorId, control } = wire(name, Boolean(hint), error);
  return (
    <div
      id={`${control.id}-field`}
      data-consent={name}
      className={`${className} ${error ? '-ml-3 border-l-4 border-red-700 pl-2 md:-ml-4 md:pl-3' : ''}`}
    >
      <ErrorMessage id={errorId} error={error} />
      <div className={`flex gap-3 ${error ? 'mt-2' : ''}`}>
        <input
          {...control}
          type="checkbox"
          required={required}
          defaultChecked={defaultChecked}
          className="mt-0.5 size-6 shrink-0 accent-teal-700"
        />
        <div>
          <label htmlFor={control.id} className="text-base">
            {label}
            {required ? <RequiredMark /> : null}
          </label>
          {hint ? (
            <p id={hintId} className={hintClass}>
              {hint}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * Focus without the browser's own scroll, which can leave the element's heading under the sticky
 * header; scrolling to its start keeps the page's scroll-padding (the header's height) above it.
 */
function focusBelowHeader(element: HTMLElement | null) {
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'start' });
}

/** The required mark, for sighted readers (the control itself says `required`). */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {/* A no-break space: the mark stays with the label's last word. */}
      {'\u00a0*'}
    </span>
  );
}
