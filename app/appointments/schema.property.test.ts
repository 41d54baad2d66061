/**
 * Property-based tests of the appointment schema: random and hostile input (any unicode, control
 * characters, very long strings, prototype keys, wrong types, deep nesting) never throws, never
 * passes with a value the site could not store or show, and always yields localized messages.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { catalogues } from '~/i18n/messages';
import { languages } from '~/i18n/languages';
import { availableDates } from './dates';
import {
  appointmentFields,
  appointmentServices,
  fieldLimits,
  formDataToInput,
  localizeErrors,
  validateAppointment,
} from './schema';
import { now, valid } from './schema.fixtures';

const open = new Set(availableDates(now));

const controlCharacter = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** Strings as an attacker or a broken client would send them. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', minLength: 2000, maxLength: 5000 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "Robert'); DROP TABLE appointment_requests;--",
    'a\r\nBcc: victim@example.com',
    '\u0000',
    '\u202Eevil',
    '\uD800',
    '${{7*7}}',
    '__proto__',
    ' '.repeat(3000),
  ),
);

/** Deeply nested arrays and objects, as JSON can carry them. */
const deep = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

const anyValue = fc.oneof(
  hostileString,
  fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withMap: true }),
  fc.jsonValue(),
  deep,
  fc.constantFrom(null, undefined, true, false, 0, -1, Number.NaN, Infinity, [], {}),
);

/** A valid request with some fields replaced by hostile values, or extra hostile keys. */
const hostileRequest = fc
  .record({
    replaced: fc.dictionary(fc.constantFrom(...appointmentFields), anyValue, { maxKeys: 4 }),
    extra: fc.dictionary(
      fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype')),
      fc.oneof(fc.jsonValue(), fc.constant({ polluted: true })),
      { maxKeys: 3 },
    ),
  })
  .map(({ replaced, extra }) => {
    // JSON.parse makes '__proto__' an own key, as the server's body parser would.
    const parsed = JSON.parse(JSON.stringify(extra)) as Record<string, unknown>;
    return Object.assign(parsed, valid, replaced);
  });

function expectWellFormed(result: ReturnType<typeof validateAppointment>) {
  if (result.success) {
    const data = result.data;
    expect(data.fullName.length).toBeGreaterThan(0);
    expect(data.fullName.length).toBeLessThanOrEqual(fieldLimits.fullName);
    expect(data.email.length).toBeLessThanOrEqual(fieldLimits.email);
    expect(data.message?.length ?? 0).toBeLessThanOrEqual(fieldLimits.message);
    for (const value of [data.fullName, data.email, data.phone]) {
      expect(value).not.toMatch(controlCharacter);
    }
    expect(data.phone).toMatch(/^\+\d{6,15}$/);
    expect(appointmentServices).toContain(data.service);
    expect(languages).toContain(data.language);
    expect(open.has(data.preferredDate)).toBe(true);
    expect(data.privacyConsent).toBe(true);
    expect(data.website ?? '').toBe('');
    expect(
      Object.keys(data).every((key) => (appointmentFields as readonly string[]).includes(key)),
    ).toBe(true);
    return;
  }
  const fields = Object.keys(result.errors);
  expect(fields.length).toBeGreaterThan(0);
  expect(fields.every((field) => (appointmentFields as readonly string[]).includes(field))).toBe(
    true,
  );
  for (const lang of languages) {
    const localized = localizeErrors(result.errors, catalogues[lang]);
    for (const list of Object.values(localized)) {
      expect(list.length).toBeGreaterThan(0);
      for (const message of list) expect(message).toMatch(/\p{L}{3}/u);
    }
  }
}

describe('the schema under random and hostile input', () => {
  test('any value at all: no exception; a success is storable, a failure is localized', () => {
    fc.assert(
      fc.property(anyValue, (input) => {
        expectWellFormed(validateAppointment(input, now));
      }),
      { numRuns: 500 },
    );
  });

  test('a valid request with fields replaced or keys added: the same guarantees', () => {
    fc.assert(
      fc.property(hostileRequest, (input) => {
        expectWellFormed(validateAppointment(input, now));
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.getPrototypeOf({})).toBe(Object.prototype);
      }),
      { numRuns: 1000 },
    );
  });

  test('a control character anywhere in a name, e-mail or phone number is refused', () => {
    const control = fc.constantFrom('\u0000', '\u0007', '\r', '\n', '\u001B', '\u200B', '\u2028');
    fc.assert(
      fc.property(
        fc.constantFrom('fullName', 'email', 'phone'),
        fc.nat(),
        control,
        (field, at, character) => {
          const original = valid[field];
          // Inside the value (trimming removes leading and trailing whitespace, as it should).
          const index = 1 + (at % (original.length - 1));
          const value = original.slice(0, index) + character + original.slice(index);
          const result = validateAppointment({ ...valid, [field]: value }, now);
          expect(result.success).toBe(false);
          if (!result.success) expect(Object.keys(result.errors)).toEqual([field]);
        },
      ),
    );
  });

  test('a text over its limit is refused as too long, whatever it contains', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('fullName', 'message'),
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }),
        (field, chunk) => {
          const limit = fieldLimits[field];
          const filler = `${'a'.repeat(limit)}${chunk.replace(/\s/g, 'b')}`;
          const result = validateAppointment({ ...valid, [field]: filler }, now);
          expect(result.success).toBe(false);
          if (!result.success) expect(result.errors[field as 'fullName']).toContain('tooLong');
        },
      ),
    );
  });

  test('a date outside the 21 open days is refused, whatever its form', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
          fc.string(),
        ),
        (date) => {
          fc.pre(!open.has(date));
          const result = validateAppointment({ ...valid, preferredDate: date }, now);
          expect(result.success).toBe(false);
        },
      ),
    );
  });

  test('a form with any fields and values gives only known keys, never an exception', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...appointmentFields), fc.string()),
            fc.string({ unit: 'binary', maxLength: 200 }),
          ),
          { maxLength: 20 },
        ),
        (entries) => {
          const form = new FormData();
          for (const [name, value] of entries) form.append(name, value);
          const input = formDataToInput(form);
          expect(
            Object.keys(input).every((key) =>
              (appointmentFields as readonly string[]).includes(key),
            ),
          ).toBe(true);
          expect(typeof input.privacyConsent).toBe('boolean');
          expectWellFormed(validateAppointment(input, now));
        },
      ),
      { numRuns: 300 },
    );
  });
});
