import { describe, expect, test } from 'vitest';
import { catalogues } from '~/i18n/messages';
import { availableDates } from './dates';
import {
  formDataToInput,
  localizeErrors,
  readablePhone,
  validateAppointment,
  type ErrorCode,
} from './schema';
import { now, valid } from './schema.fixtures';

const open = availableDates(now);

describe('whom the appointment is for, and the two ticks (decision 0127)', () => {
  test('a child, someone else or several of a family: the name (and age) is needed', () => {
    for (const appointmentFor of ['child', 'other', 'family'] as const) {
      // Several of a family: everyone's name and age, not "the name" (round 50, BA).
      const missing = appointmentFor === 'family' ? 'familyNamesRequired' : 'required';
      expect(validateAppointment({ ...valid, appointmentFor }, now)).toEqual({
        success: false,
        errors: { patientName: [missing] },
      });
      expect(validateAppointment({ ...valid, appointmentFor, patientName: '  ' }, now)).toEqual({
        success: false,
        errors: { patientName: [missing] },
      });
      expect(validateAppointment({ ...valid, appointmentFor, patientName: '6' }, now)).toEqual({
        success: false,
        errors: { patientName: ['patientNameInvalid'] },
      });
      const result = validateAppointment(
        { ...valid, appointmentFor, patientName: '  Emma, 6 jaar ' },
        now,
      );
      expect(result.success && [result.data.appointmentFor, result.data.patientName]).toEqual([
        appointmentFor,
        'Emma, 6 jaar',
      ]);
    }
  });

  test('a family written one person per line is kept as one line (round 54, BJ)', () => {
    const result = validateAppointment(
      {
        ...valid,
        appointmentFor: 'family',
        patientName: 'Marta, 38\r\nPiotr, 40\n\n  Zosia, 3 (first visit)  \n',
      },
      now,
    );
    expect(result.success && result.data.patientName).toBe(
      'Marta, 38; Piotr, 40; Zosia, 3 (first visit)',
    );
    // Other control characters are still refused.
    expect(
      validateAppointment(
        { ...valid, appointmentFor: 'family', patientName: 'Marta\u0000, 38' },
        now,
      ).success,
    ).toBe(false);
  });

  test('for the asker, a name left in the hidden field is neither judged nor kept', () => {
    for (const patientName of ['Emma, 6 jaar', '6', 'x'.repeat(500), 'a\u0000b']) {
      const result = validateAppointment({ ...valid, appointmentFor: 'self', patientName }, now);
      expect(result.success && result.data.patientName).toBeUndefined();
      const absent = validateAppointment({ ...valid, patientName }, now);
      expect(absent.success && absent.data.patientName).toBeUndefined();
    }
  });

  test('an unknown choice, a long or a crafted name, a tick that is no yes or no: refused', () => {
    expect(validateAppointment({ ...valid, appointmentFor: 'neighbour' }, now)).toEqual({
      success: false,
      errors: { appointmentFor: ['choiceInvalid'] },
    });
    const long = validateAppointment(
      { ...valid, appointmentFor: 'family', patientName: 'Emma '.repeat(41) },
      now,
    );
    expect(long).toEqual({ success: false, errors: { patientName: ['tooLong'] } });
    const crafted = validateAppointment(
      { ...valid, appointmentFor: 'child', patientName: 'Emma\u202e6' },
      now,
    );
    expect(crafted).toEqual({ success: false, errors: { patientName: ['textInvalid'] } });
    for (const tick of ['newPatient', 'callFirst'] as const) {
      expect(validateAppointment({ ...valid, [tick]: 'yes' }, now)).toEqual({
        success: false,
        errors: { [tick]: ['choiceInvalid'] },
      });
      const ticked = validateAppointment({ ...valid, [tick]: true }, now);
      expect(ticked.success && ticked.data[tick]).toBe(true);
    }
  });

  test('the form sends its ticks as booleans and its choice as it is', () => {
    const form = new FormData();
    form.set('appointmentFor', 'child');
    form.set('patientName', 'Daan, 5');
    form.set('callFirst', 'on');
    const input = formDataToInput(form);
    expect(input).toMatchObject({
      appointmentFor: 'child',
      patientName: 'Daan, 5',
      newPatient: false,
      callFirst: true,
    });
  });

  test('every new message exists in every language, the missing name named', () => {
    for (const lang of ['nl', 'en', 'tr'] as const) {
      const errors = localizeErrors(
        { patientName: ['required'], appointmentFor: ['choiceInvalid'] },
        catalogues[lang],
      );
      expect(errors.patientName?.[0]).not.toBe(catalogues[lang].fieldErrors.required);
      expect(errors.appointmentFor?.[0]).toBe(catalogues[lang].fieldErrors.choiceInvalid);
      const family = localizeErrors({ patientName: ['familyNamesRequired'] }, catalogues[lang]);
      expect(family.patientName).toEqual([catalogues[lang].fieldErrors.familyNamesRequired]);
      expect(family.patientName?.[0]).toMatch(
        { nl: /ieders/, en: /each person/, tr: /her kişinin/ }[lang],
      );
    }
  });
});

describe('a valid request', () => {
  test('passes, trimmed, with the phone number in E.164', () => {
    const result = validateAppointment({ ...valid, fullName: '  Sanne de Vries ' }, now);
    expect(result).toEqual({
      success: true,
      // A client of the API's original contract: for the asker, no ticks (decision 0127).
      data: {
        ...valid,
        fullName: 'Sanne de Vries',
        phone: '+31612345678',
        appointmentFor: 'self',
        newPatient: false,
        callFirst: false,
      },
    });
  });

  test.each([
    ['a Dutch landline', '020 123 45 67', '+31201234567'],
    ['international format', '+31 6 1234 5678', '+31612345678'],
    ['a Turkish mobile', '+90 532 123 45 67', '+905321234567'],
    ['a British number', '+44 20 7946 0958', '+442079460958'],
    ['a British mobile with its country code', '+44 7911 123456', '+447911123456'],
  ])('accepts %s', (_label, phone, e164) => {
    const result = validateAppointment({ ...valid, phone }, now);
    expect(result.success && result.data.phone).toBe(e164);
  });

  test('the message is optional, and an empty one is dropped', () => {
    const { message: _omit, ...withoutMessage } = valid;
    expect(validateAppointment(withoutMessage, now).success).toBe(true);
    const blank = validateAppointment({ ...valid, message: '   ' }, now);
    expect(blank.success && blank.data.message).toBeUndefined();
  });

  test('health-data consent is needed only with a message (AVG art. 7(4): freely given)', () => {
    const { message: _omit, healthDataConsent: _consent, ...bare } = valid;
    expect(validateAppointment(bare, now).success).toBe(true);
    expect(validateAppointment({ ...bare, message: '  ' }, now).success).toBe(true);
    expect(validateAppointment({ ...bare, healthDataConsent: false }, now).success).toBe(true);
    expect(
      validateAppointment({ ...bare, healthDataConsent: false, message: 'Kiespijn' }, now),
    ).toEqual({
      success: false,
      errors: { healthDataConsent: ['healthConsentRequired'] },
    });
  });

  test('a JSON client of the one-consent contract: its privacy consent covers the message', () => {
    const { healthDataConsent: _consent, ...oneConsent } = valid;
    expect(validateAppointment(oneConsent, now).success).toBe(true);
    expect(validateAppointment({ ...oneConsent, privacyConsent: false }, now)).toEqual({
      success: false,
      errors: { privacyConsent: ['consentRequired'], healthDataConsent: ['healthConsentRequired'] },
    });
  });

  test('a missing health-data consent is reported with every other error', () => {
    const result = validateAppointment({ ...valid, healthDataConsent: false, email: 'x' }, now);
    expect(result).toEqual({
      success: false,
      errors: { email: ['emailInvalid'], healthDataConsent: ['healthConsentRequired'] },
    });
  });

  test('names in any script, with accents and apostrophes', () => {
    for (const fullName of [
      'Ayşe Yılmaz-Öztürk',
      "Siobhán O'Brien",
      '李小龙',
      '王伟',
      'Ngũgĩ wa Thiong’o',
    ]) {
      expect(validateAppointment({ ...valid, fullName }, now).success, fullName).toBe(true);
    }
  });

  test('a message keeps its line breaks', () => {
    const result = validateAppointment(
      { ...valid, message: 'Regel 1\nRegel 2\r\n\tinspringing' },
      now,
    );
    expect(result.success).toBe(true);
  });
});

type Case = [label: string, input: Record<string, unknown>, field: string, code: ErrorCode];
const without = (key: keyof typeof valid): Record<string, unknown> =>
  Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key));

const badInputs: Case[] = [
  ['full name missing', without('fullName'), 'fullName', 'required'],
  ['full name empty', { ...valid, fullName: '' }, 'fullName', 'required'],
  ['full name only spaces', { ...valid, fullName: '    ' }, 'fullName', 'required'],
  ['full name without letters', { ...valid, fullName: '12345' }, 'fullName', 'nameInvalid'],
  ['full name a single initial', { ...valid, fullName: 'J' }, 'fullName', 'nameInvalid'],
  ['full name an initial and a dot', { ...valid, fullName: ' J. ' }, 'fullName', 'nameInvalid'],
  ['full name too long', { ...valid, fullName: 'A'.repeat(101) }, 'fullName', 'tooLong'],
  [
    'full name with a control character',
    { ...valid, fullName: 'Jan\u0000Jansen' },
    'fullName',
    'textInvalid',
  ],
  [
    'full name with a line break (header injection)',
    { ...valid, fullName: 'Jan\r\nBcc: x@y.z' },
    'fullName',
    'textInvalid',
  ],
  ['full name not a string', { ...valid, fullName: 42 }, 'fullName', 'required'],
  ['e-mail missing', without('email'), 'email', 'required'],
  ['e-mail empty', { ...valid, email: '' }, 'email', 'required'],
  ['e-mail without @', { ...valid, email: 'sanne.example.nl' }, 'email', 'emailInvalid'],
  ['e-mail without domain', { ...valid, email: 'sanne@' }, 'email', 'emailInvalid'],
  ['e-mail with two addresses', { ...valid, email: 'a@b.nl,c@d.nl' }, 'email', 'emailInvalid'],
  ['e-mail too long', { ...valid, email: `${'a'.repeat(250)}@x.nl` }, 'email', 'tooLong'],
  ['phone missing', without('phone'), 'phone', 'required'],
  ['phone empty', { ...valid, phone: '' }, 'phone', 'required'],
  ['phone too short', { ...valid, phone: '123' }, 'phone', 'phoneInvalid'],
  ['phone: five digits are no Dutch number', { ...valid, phone: '12345' }, 'phone', 'phoneInvalid'],
  ['phone: the emergency number', { ...valid, phone: '112' }, 'phone', 'phoneInvalid'],
  ['phone: a short foreign number', { ...valid, phone: '+44 12345' }, 'phone', 'phoneInvalid'],
  // A British mobile as it is written in Britain: no Dutch number; the message asks for the
  // country code (round 43, AN).
  [
    'phone: a British mobile without its country code',
    { ...valid, phone: '07911 123456' },
    'phone',
    'phoneInvalid',
  ],
  ['phone letters', { ...valid, phone: 'bel me maar' }, 'phone', 'phoneInvalid'],
  ['phone too long', { ...valid, phone: '0'.repeat(40) }, 'phone', 'tooLong'],
  ['service missing', without('service'), 'service', 'required'],
  ['service empty (no choice made)', { ...valid, service: '' }, 'service', 'required'],
  ['service not a string', { ...valid, service: 3 }, 'service', 'required'],
  ['service unknown', { ...valid, service: 'tattoo' }, 'service', 'serviceInvalid'],
  [
    'service is a treatment without an appointment option',
    { ...valid, service: 'whitening' },
    'service',
    'serviceInvalid',
  ],
  ['date missing', without('preferredDate'), 'preferredDate', 'required'],
  ['date empty', { ...valid, preferredDate: '' }, 'preferredDate', 'required'],
  [
    'date on a Sunday (closed)',
    { ...valid, preferredDate: '2026-11-29' },
    'preferredDate',
    'dateInvalid',
  ],
  ['date yesterday', { ...valid, preferredDate: '2026-11-21' }, 'preferredDate', 'dateInvalid'],
  ['date 22 days ahead', { ...valid, preferredDate: '2026-12-14' }, 'preferredDate', 'dateInvalid'],
  [
    'date impossible (30 February)',
    { ...valid, preferredDate: '2027-02-30' },
    'preferredDate',
    'dateInvalid',
  ],
  [
    'date in another format',
    { ...valid, preferredDate: '23-11-2026' },
    'preferredDate',
    'dateInvalid',
  ],
  ['date not a string', { ...valid, preferredDate: 20261123 }, 'preferredDate', 'required'],
  ['message too long', { ...valid, message: 'x'.repeat(2001) }, 'message', 'tooLong'],
  [
    'message with a control character',
    { ...valid, message: 'hoi\u0007' },
    'message',
    'textInvalid',
  ],
  [
    'message with bidirectional override',
    { ...valid, message: 'abc\u202Edef' },
    'message',
    'textInvalid',
  ],
  ['consent false', { ...valid, privacyConsent: false }, 'privacyConsent', 'consentRequired'],
  [
    'a message without health-data consent',
    { ...valid, healthDataConsent: false },
    'healthDataConsent',
    'healthConsentRequired',
  ],
  [
    'health-data consent as a string',
    { ...valid, healthDataConsent: 'on' },
    'healthDataConsent',
    'healthConsentRequired',
  ],
  ['consent missing', without('privacyConsent'), 'privacyConsent', 'consentRequired'],
  ['consent as a string', { ...valid, privacyConsent: 'yes' }, 'privacyConsent', 'consentRequired'],
  ['language unknown', { ...valid, language: 'de' }, 'language', 'languageInvalid'],
  ['language missing', without('language'), 'language', 'languageInvalid'],
  ['honeypot filled', { ...valid, website: 'https://spam.example' }, 'website', 'honeypot'],
  ['honeypot wrong type', { ...valid, website: { a: 1 } }, 'website', 'honeypot'],
];

describe('refuses bad input, naming the field', () => {
  test('there are at least 25 cases', () => {
    expect(badInputs.length).toBeGreaterThanOrEqual(25);
  });

  test.each(badInputs)('%s', (_label, input, field, code) => {
    const result = validateAppointment(input, now);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors[field as keyof typeof result.errors]).toContain(code);
  });

  test.each([
    ['null', null],
    ['a string', 'fullName=Jan'],
    ['an array', [valid]],
    ['a number', 7],
  ])('a body that is %s is an empty request', (_label, body) => {
    const result = validateAppointment(body, now);
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors)).toContain('fullName');
  });

  test('keys such as __proto__ and constructor change nothing', () => {
    const hostile = JSON.parse(
      `{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},${JSON.stringify(valid).slice(1)}`,
    ) as unknown;
    const result = validateAppointment(hostile, now);
    expect(result.success).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (result.success) expect(Object.keys(result.data)).not.toContain('constructor');
  });
});

describe('today, late in the day', () => {
  // Monday 23 November 2026: 15:55 and 18:30 in Amsterdam (UTC+1).
  const beforeCutoff = new Date('2026-11-23T14:55:00Z');
  const evening = new Date('2026-11-23T17:30:00Z');
  const today = { ...valid, preferredDate: '2026-11-23' };

  test('is accepted until two hours before closing', () => {
    expect(validateAppointment(today, beforeCutoff).success).toBe(true);
  });

  test('is refused after that, with a message of its own in every language', () => {
    const result = validateAppointment(today, evening);
    expect(result).toEqual({ success: false, errors: { preferredDate: ['dateTooLate'] } });
    if (result.success) return;
    expect(localizeErrors(result.errors, catalogues.nl).preferredDate).toEqual([
      'Voor vandaag kunt u geen afspraak meer aanvragen. Kies een andere dag.',
    ]);
    expect(localizeErrors(result.errors, catalogues.en).preferredDate?.[0]).toMatch(/today/);
    expect(localizeErrors(result.errors, catalogues.tr).preferredDate?.[0]).toMatch(/Bugün/);
  });

  test('the next open day is still fine, and yesterday is still simply not in the list', () => {
    expect(validateAppointment({ ...valid, preferredDate: '2026-11-24' }, evening).success).toBe(
      true,
    );
    expect(validateAppointment({ ...valid, preferredDate: '2026-11-21' }, evening)).toEqual({
      success: false,
      errors: { preferredDate: ['dateInvalid'] },
    });
  });
});

describe('error messages', () => {
  test('are in the page language, with the limit filled in', () => {
    const result = validateAppointment({ ...valid, fullName: 'A'.repeat(101), phone: '1' }, now);
    if (result.success) throw new Error('expected errors');
    expect(localizeErrors(result.errors, catalogues.nl)).toEqual({
      fullName: ['Gebruik maximaal 100 tekens.'],
      phone: [
        'Vul een geldig telefoonnummer in. Een Nederlands nummer heeft 10 cijfers; een buitenlands nummer begint met het landnummer.',
      ],
    });
    expect(localizeErrors(result.errors, catalogues.tr).fullName).toEqual([
      'Lütfen en fazla 100 karakter kullanın.',
    ]);
    expect(localizeErrors(result.errors, catalogues.en).phone?.[0]).toContain('valid phone number');
  });
});

describe('one message per field', () => {
  test('a field breaking several rules gets the most telling one only', () => {
    const result = validateAppointment(
      { ...valid, fullName: '', phone: '', preferredDate: '', privacyConsent: false },
      now,
    );
    if (result.success) throw new Error('expected errors');
    expect(result.errors).toEqual({
      fullName: ['required'],
      phone: ['required'],
      preferredDate: ['required'],
      privacyConsent: ['consentRequired'],
    });
    expect(validateAppointment({ ...valid, fullName: '\u0007' }, now)).toMatchObject({
      errors: { fullName: ['textInvalid'] },
    });
  });

  test('an empty field is named in every language, so the error summary says which one', () => {
    const result = validateAppointment({ language: 'nl' }, now);
    if (result.success) throw new Error('expected errors');
    expect(localizeErrors(result.errors, catalogues.nl)).toEqual({
      fullName: ['Vul uw naam in.'],
      email: ['Vul uw e-mailadres in.'],
      phone: ['Vul uw telefoonnummer in.'],
      service: ['Kies een behandeling.'],
      preferredDate: ['Kies een voorkeursdatum.'],
      privacyConsent: ['Bevestig dat u de privacyverklaring heeft gelezen.'],
    });
    for (const lang of ['en', 'tr'] as const) {
      const messages = Object.values(localizeErrors(result.errors, catalogues[lang])).flat();
      expect(new Set(messages).size, lang).toBe(messages.length);
    }
  });

  test('the phone error does not repeat the hint', () => {
    for (const lang of ['nl', 'en', 'tr'] as const) {
      const { form, fieldErrors } = catalogues[lang];
      const examples = form.phoneHint.match(/[+\d][\d ]{5,}\d/g) ?? [];
      expect(examples.length, lang).toBeGreaterThan(0);
      for (const example of examples) expect(fieldErrors.phoneInvalid, lang).not.toContain(example);
    }
  });
});

describe('a readable phone number', () => {
  // No-break spaces: a number never wraps between its digit groups.
  const spaced = (text: string) => text.replace(/ /g, '\u00a0');
  test.each([
    ['a mobile, in pairs', '+31612345678', '06 12 34 56 78'],
    ['another mobile', '+31641234567', '06 41 23 45 67'],
    ['an Amsterdam landline', '+31201234567', '020 123 45 67'],
    ['a Rotterdam landline', '+31101234567', '010 123 45 67'],
    ['a landline with a four-digit area code', '+31297123456', '0297 123 456'],
    ['a nationwide business number', '+31881234567', '088 123 45 67'],
    ['a free number, short', '+318001234', '0800 1234'],
    ['a paid number, long', '+319001234567', '0900 123 4567'],
    ['a Turkish mobile', '+905321234567', '+90 532 123 45 67'],
    ['a Belgian mobile', '+32470123456', '+32 470 12 34 56'],
    ['a British number', '+442079460958', '+44 20 7946 0958'],
    ['a German mobile', '+4915112345678', '+49 1511 2345678'],
  ])('%s: %s is written %s', (_label, e164, expected) => {
    expect(readablePhone(e164)).toBe(spaced(expected));
  });

  test('whatever was typed, a Dutch mobile comes out the same', () => {
    for (const typed of ['06 12345678', '0612345678', '+31 6 12 34 56 78', '0031612345678']) {
      const result = validateAppointment({ ...valid, phone: typed }, now);
      expect(result.success && readablePhone(result.data.phone), typed).toBe(
        spaced('06 12 34 56 78'),
      );
    }
  });

  // Round 44, AO: expats often dial abroad with 00; it is read as the +.
  test('a number from abroad typed with 00 is the same as with +', () => {
    for (const [typed, e164] of [
      ['0044 7911 123456', '+447911123456'],
      ['0090 532 123 45 67', '+905321234567'],
    ]) {
      const result = validateAppointment({ ...valid, phone: typed }, now);
      expect(result.success && result.data.phone, typed).toBe(e164);
    }
  });

  test('what is not a number stays as it is', () => {
    expect(readablePhone('not a number')).toBe('not a number');
  });
});

describe('the form', () => {
  test('a ticked consent box ("on") is consent; an unticked one (absent) is not', () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      ...valid,
      privacyConsent: 'on',
      healthDataConsent: 'on',
    }))
      form.set(key, value);
    expect(formDataToInput(form)).toMatchObject({ privacyConsent: true, healthDataConsent: true });
    form.delete('privacyConsent');
    form.delete('healthDataConsent');
    expect(formDataToInput(form)).toMatchObject({
      privacyConsent: false,
      healthDataConsent: false,
    });
  });

  test('an empty message field means no message', () => {
    const form = new FormData();
    form.set('message', '');
    expect('message' in formDataToInput(form)).toBe(false);
  });

  test('open dates from this Sunday: Monday 23 November to Saturday 12 December', () => {
    expect(open[0]).toBe('2026-11-23');
    expect(open.at(-1)).toBe('2026-12-12');
  });
});
