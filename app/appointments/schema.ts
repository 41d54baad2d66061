/**
 * The appointment request: one schema for the browser (instant feedback) and the server (the
 * authority). Errors carry codes; `localizeErrors` turns them into the page's language.
 */
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';

// In the chunk the form loads when the visitor starts on it, not with the page.
export { suggestEmail } from './email-suggestion';
import { z } from 'zod';
import { unbreakable } from '~/content/practice';
import type { Messages } from '~/i18n/messages/nl';
import { format } from '~/i18n/format';
import { languages } from '~/i18n/languages';
import { availableDates, isIsoDate, todayTooLate } from './dates';

import {
  appointmentFields,
  appointmentForOptions,
  appointmentServices,
  fieldLimits,
  type AppointmentField,
  type FieldErrors,
} from './fields';

export { appointmentFields, appointmentForOptions, appointmentServices, fieldLimits };
export type { AppointmentField, FieldErrors };

export type ErrorCode = keyof Messages['fieldErrors'];

// Control characters (other than line breaks and tabs in the message) are never part of a name, a
// phone number or a note a patient types; they are how injection attempts look.
const controlCharacters = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
const controlExceptWhitespace = /[\p{Cf}\u2028\u2029]|(?![\n\r\t])\p{Cc}/u;

/**
 * A number the practice can call back. The small metadata the browser also loads judges a number
 * by its possible lengths, and lets through five digits ("12345") as a Dutch number; a Dutch
 * number has nine digits after the 0 (or +31), a number abroad at least seven.
 */
function isCallable(value: string): boolean {
  const number = parsePhoneNumberWithError(value, 'NL');
  return number.country === 'NL' || number.countryCallingCode === '31'
    ? number.nationalNumber.length === 9
    : number.nationalNumber.length >= 7;
}

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'required' })
        .max(max, { error: 'tooLong' })
        .refine((value) => !controlCharacters.test(value), { error: 'textInvalid' }),
    );

/** Lines joined with "; ", the empty ones left out. */
const oneLine = (value: string) =>
  value
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('; ');

/** An optional text: trimmed (or `tidy`), at most `max` characters, none of `forbidden`; empty is absent. */
const optionalText = (
  max: number,
  forbidden: RegExp,
  tidy: (value: string) => string = (value) => value.trim(),
) =>
  z
    .string({ error: 'textInvalid' })
    .transform(tidy)
    .pipe(
      z
        .string()
        .max(max, { error: 'tooLong' })
        .refine((value) => !forbidden.test(value), { error: 'textInvalid' }),
    )
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * `dates`: the days open for a request now; `lateToday`: today, when it is an open day but too late
 * to ask for it (a page opened earlier in the day still lists it), which gets a message of its own.
 */
function schemaFor(dates: ReadonlySet<string>, lateToday: string | undefined) {
  return z.object({
    // Absent: the one who asks (a client of the API's original contract has no such field).
    appointmentFor: z.enum(appointmentForOptions, { error: 'choiceInvalid' }).default('self'),
    // The patient's name (a child's with its age), when that is not the one who asks: judged in
    // `validateAppointment`, which knows the choice above, and dropped for "self".
    // A family's names may come one per line (round 54, BJ: four names and ages in one line were
    // cut off on a phone); stored as one line, "Marta, 38; Zosia, 3", as every mail shows it.
    patientName: optionalText(fieldLimits.patientName, controlCharacters, oneLine),
    // At least two letters: a name, in any script ("李小龙", "Ng Li"), not an initial alone ("J",
    // the nineteenth review: the practice cannot find or call back a patient by one letter).
    fullName: text(fieldLimits.fullName).refine((value) => /\p{L}.*\p{L}/su.test(value), {
      error: 'nameInvalid',
    }),
    email: text(fieldLimits.email).pipe(z.email({ error: 'emailInvalid' })),
    phone: text(fieldLimits.phone)
      .refine((value) => isValidPhoneNumber(value, 'NL') && isCallable(value), {
        error: 'phoneInvalid',
      })
      // Stored and mailed in one form (E.164), however the visitor wrote it.
      .transform((value) => parsePhoneNumberWithError(value, 'NL').number),
    // No choice (the list's empty first option) is "required"; a value not on the list is invalid.
    service: z
      .string({ error: 'required' })
      .min(1, { error: 'required' })
      .pipe(z.enum(appointmentServices, { error: 'serviceInvalid' })),
    preferredDate: z
      .string({ error: 'required' })
      .min(1, { error: 'required' })
      .refine((value) => isIsoDate(value) && (dates.has(value) || value === lateToday), {
        error: 'dateInvalid',
      })
      .refine((value) => value !== lateToday, { error: 'dateTooLate' }),
    // Two things the practice wants to know before it calls (decision 0127): not health data,
    // so no consent is asked for them. Absent is "no".
    newPatient: z.boolean({ error: 'choiceInvalid' }).default(false),
    callFirst: z.boolean({ error: 'choiceInvalid' }).default(false),
    // Line breaks and tabs allowed: a note in its own words.
    message: optionalText(fieldLimits.message, controlExceptWhitespace),
    // Explicit consent to use health data (AVG art. 9(2)(a)): optional, because the message is
    // optional; `validateAppointment` asks for it only when there is a message.
    healthDataConsent: z.boolean({ error: 'healthConsentRequired' }).optional(),
    // "I have read the privacy statement": required, and no consent to anything.
    privacyConsent: z.literal(true, { error: 'consentRequired' }),
    language: z.enum(languages, { error: 'languageInvalid' }),
    website: z.string({ error: 'honeypot' }).max(0, { error: 'honeypot' }).optional(),
  });
}

export type AppointmentInput = z.output<ReturnType<typeof schemaFor>>;

/** One code per invalid field (a list, as the API's contract has it). */
export type FieldErrorCodes = Partial<Record<AppointmentField, ErrorCode[]>>;

export type ValidationResult =
  { success: true; data: AppointmentInput } | { success: false; errors: FieldErrorCodes };

/**
 * Every error code, most telling first: a field that breaks several rules gets one message, the
 * first of its codes in this order (an empty name is "required", not also "use letters").
 */
const codesByPrecedence: Record<ErrorCode, number> = {
  required: 0,
  familyNamesRequired: 1,
  tooLong: 2,
  textInvalid: 3,
  nameInvalid: 4,
  patientNameInvalid: 5,
  emailInvalid: 6,
  phoneInvalid: 7,
  choiceInvalid: 8,
  serviceInvalid: 9,
  dateInvalid: 10,
  dateTooLate: 11,
  healthConsentRequired: 12,
  consentRequired: 13,
  languageInvalid: 14,
  honeypot: 15,
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A message may say something about the patient's health (a special category of data, AVG art. 9),
 * and we cannot tell which ones do: any message needs the explicit consent, an empty one does not.
 * Our form always sends the field (`formDataToInput`: unticked is `false`). A JSON client written
 * to the API's original contract, which has one consent, sends no `healthDataConsent`; its
 * `privacyConsent` stands for both, as that contract defines it (decision 0067).
 * Judged apart from the schema so it is reported together with every other error.
 */
function lacksHealthDataConsent(candidate: Record<string, unknown>): boolean {
  const { message, healthDataConsent } = candidate;
  if (typeof message !== 'string' || message.trim() === '') return false;
  if (healthDataConsent === undefined) return candidate.privacyConsent !== true;
  return healthDataConsent !== true;
}

/** Any choice but the asker alone (an unknown one is the schema's to refuse). */
const asksPatientName = (value: unknown) =>
  value !== 'self' && (appointmentForOptions as readonly unknown[]).includes(value);

/**
 * For a child, someone else or several of a family, the practice needs to know whom it will see: a name, with at least
 * two letters as the asker's own ("Emma, 6" is a name with an age). For the asker themselves the
 * field is not asked for, and whatever it holds is dropped.
 */
function patientNameProblem(candidate: Record<string, unknown>): ErrorCode | undefined {
  const { appointmentFor, patientName } = candidate;
  if (!asksPatientName(appointmentFor)) return undefined;
  if (typeof patientName !== 'string' || patientName.trim() === '')
    // Several of a family: names and ages, as the field's hint asks (round 50, BA).
    return appointmentFor === 'family' ? 'familyNamesRequired' : 'required';
  return /\p{L}.*\p{L}/su.test(patientName) ? undefined : 'patientNameInvalid';
}

/** Validates a request against the rules of `now` (which dates are open for booking). */
export function validateAppointment(input: unknown, now: Date): ValidationResult {
  // A body that is not an object (a string, an array, null) is judged as an empty request.
  const body = isPlainObject(input) ? input : {};
  // The patient's name counts only for a child or someone else: for the asker themselves it is
  // not judged (the form keeps a hidden field's text when the choice changes back) and not kept.
  const { patientName: _patientName, ...withoutPatientName } = body;
  const candidate = asksPatientName(body.appointmentFor) ? body : withoutPatientName;
  const result = schemaFor(new Set(availableDates(now)), todayTooLate(now)).safeParse(candidate);
  const consentMissing = lacksHealthDataConsent(candidate);
  const nameProblem = patientNameProblem(candidate);
  if (result.success && !consentMissing && !nameProblem)
    return { success: true, data: result.data };
  const errors: FieldErrorCodes = {};
  if (consentMissing) errors.healthDataConsent = ['healthConsentRequired'];
  if (nameProblem) errors.patientName = [nameProblem];
  if (result.success) return { success: false, errors };
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(appointmentFields as readonly string[]).includes(field)) {
      continue;
    }
    const code = (
      Object.hasOwn(codesByPrecedence, issue.message) ? issue.message : 'required'
    ) as ErrorCode;
    const [current] = errors[field as AppointmentField] ?? [];
    if (!current || codesByPrecedence[code] < codesByPrecedence[current]) {
      errors[field as AppointmentField] = [code];
    }
  }
  return { success: false, errors };
}

const limitFor: Partial<Record<AppointmentField, number>> = fieldLimits;

/**
 * Error codes → messages in the page's language, e.g. { phone: ['Vul een geldig …'] }. A missing
 * value is named by its field ("Vul uw e-mailadres in."), so the error summary says which one.
 */
export function localizeErrors(errors: FieldErrorCodes, messages: Messages): FieldErrors {
  const localized: FieldErrors = {};
  const requiredFor: Partial<Record<AppointmentField, string>> = messages.requiredFieldErrors;
  for (const [field, codes] of Object.entries(errors) as [AppointmentField, ErrorCode[]][]) {
    localized[field] = codes.map((code) =>
      code === 'required' && requiredFor[field]
        ? requiredFor[field]
        : format(messages.fieldErrors[code], { max: limitFor[field] ?? 0 }),
    );
  }
  return localized;
}

/**
 * A submitted HTML form → the API's shape: each consent checkbox sends "on" when ticked and
 * nothing when not. Every other value stays a string for the schema to judge.
 */
export function formDataToInput(formData: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of appointmentFields) {
    const value = formData.get(field);
    if (typeof value === 'string') input[field] = value;
  }
  input.privacyConsent = formData.get('privacyConsent') === 'on';
  input.healthDataConsent = formData.get('healthDataConsent') === 'on';
  input.newPatient = formData.get('newPatient') === 'on';
  input.callFirst = formData.get('callFirst') === 'on';
  if (input.message === '') delete input.message;
  return input;
}

/**
 * A Dutch number as a Dutch person writes it, from its national significant number (without the
 * 0): a mobile in pairs, "06 12 34 56 78"; a service number after its four-digit prefix,
 * "0800 1234", "0900 123 4567"; any other (a landline, 085/088) by its area code, as
 * libphonenumber knows them: "0297 123 456", and after a two-digit one the last four in pairs,
 * "020 123 45 67", as the practice writes its own (round 33, W: "020 641 2233" read as a slip).
 */
function dutchNational(nationalNumber: string, fallback: string): string {
  if (/^6\d{8}$/.test(nationalNumber)) {
    return `0${nationalNumber.slice(0, 1)} ${nationalNumber.slice(1).replace(/(\d\d)(?=\d)/g, '$1 ')}`;
  }
  const service = /^(800|90[069])(\d{4,7})$/.exec(nationalNumber);
  if (service?.[1] && service[2]) {
    const rest = service[2];
    return `0${service[1]} ${rest.length >= 6 ? `${rest.slice(0, 3)} ${rest.slice(3)}` : rest}`;
  }
  return /^0\d\d \d{3} \d{4}$/.test(fallback)
    ? `${fallback.slice(0, -2)} ${fallback.slice(-2)}`
    : fallback;
}

/**
 * A stored (E.164) number as people write it: a Dutch number the Dutch way ("06 12 34 56 78",
 * "020 123 45 67"), any other in its international form ("+90 532 123 45 67"); with no-break
 * spaces, so it never wraps. The one place the site formats a patient's number: the confirmation
 * panel, the practice's e-mail and the staff pages.
 */
export function readablePhone(e164: string): string {
  try {
    const phone = parsePhoneNumberWithError(e164);
    return unbreakable(
      phone.country === 'NL' || phone.countryCallingCode === '31'
        ? dutchNational(phone.nationalNumber, phone.formatNational())
        : phone.formatInternational(),
    );
  } catch {
    return e164;
  }
}
