import { JSDOM } from 'jsdom';
import { describe, expect, it, test } from 'vitest';
import { callWindowText } from '~/components/opening-hours';
import { practice } from '~/content/practice';
import { languages } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { format } from '~/i18n/format';
import { emergencyAdvice, mailMessages } from './messages.server';
import { clinicNotification, patientConfirmation, type StoredRequest } from './templates.server';

const addresses = {
  from: 'praktijk@example.com',
  clinic: 'praktijk@example.com',
  origin: 'https://praktijk.example',
};

const request = (overrides: Partial<StoredRequest> = {}): StoredRequest => ({
  id: '3f0c6a8e-1111-4222-8333-444455556666',
  createdAt: new Date('2026-11-22T11:00:00Z'),
  fullName: 'Jan Jansen',
  email: 'jan@example.com',
  phone: '+31612345678',
  service: 'general',
  preferredDate: '2026-11-23',
  message: undefined,
  healthDataConsent: false,
  privacyConsent: true,
  language: 'nl',
  appointmentFor: 'self',
  patientName: undefined,
  newPatient: false,
  callFirst: false,
  ...overrides,
});

/** Digits only, so the no-break spaces of a phone number never matter. */
const digits = (text: string) => text.replace(/\D/g, '');

describe('the receipt of a request for emergency care', () => {
  it('leads with the call, in every language, before the receipt itself', () => {
    for (const lang of languages) {
      const m = mailMessages[lang];
      const mail = patientConfirmation(
        request({ service: 'emergency', language: lang }),
        addresses,
      );
      for (const part of [mail.text, mail.html]) {
        const call = part.indexOf(m.emergencyLeadTitle);
        expect(call, lang).toBeGreaterThan(-1);
        expect(call, lang).toBeLessThan(part.indexOf(m.confirmationIntro));
        expect(call, lang).toBeLessThan(part.indexOf(m.requestedTitle));
      }
      // The greeting first, then at once the call: the numbers of both lines.
      const [greeting, , title, lead] = mail.text.split('\n');
      expect(greeting, lang).toContain('Jan Jansen');
      expect(title, lang).toBe(m.emergencyLeadTitle);
      expect(digits(lead ?? ''), lang).toContain(digits(practice.emergencyPhone.display));
      expect(digits(lead ?? ''), lang).toContain(digits(practice.afterHoursService.phone.display));
      expect(lead, lang).toContain(practice.afterHoursService.name);
      // Said once: the routine closing advice is not repeated at the end.
      expect(mail.text, lang).not.toContain(emergencyAdvice(lang));
      // In HTML both numbers are tap-to-call links.
      expect(mail.html, lang).toContain(`href="tel:${practice.emergencyPhone.e164}"`);
      expect(mail.html, lang).toContain(`href="tel:${practice.afterHoursService.phone.e164}"`);
    }
    expect(patientConfirmation(request({ service: 'emergency' }), addresses).text).toContain(
      'Nu pijn, een ongeluk of een dikke wang? Bel meteen.\nWacht niet op ons antwoord op deze aanvraag. Bel tijdens onze openingstijden onze spoedlijn: 06\u00a012\u00a034\u00a056\u00a078.',
    );
  });

  it('leaves a routine request as it was: the receipt first, the emergency numbers at the end', () => {
    for (const lang of languages) {
      const mail = patientConfirmation(request({ language: lang }), addresses);
      expect(mail.text, lang).not.toContain(mailMessages[lang].emergencyLeadTitle);
      expect(mail.text.indexOf(emergencyAdvice(lang)), lang).toBeGreaterThan(
        mail.text.indexOf(mailMessages[lang].nextTitle),
      );
    }
  });
});

describe('the practice’s notification', () => {
  it('puts SPOED at the start of the subject of an emergency request, and a call back first', () => {
    for (const lang of languages) {
      const mail = clinicNotification(request({ service: 'emergency', language: lang }), addresses);
      // The practice's mails are Dutch, whatever the patient's language.
      expect(mail.subject, lang).toMatch(
        /^SPOED – Nieuwe aanvraag: Spoed \(pijn of een ongeluk\), /,
      );
      expect(mail.text.split('\n')[0], lang).toBe(
        'Spoedaanvraag: bel de patiënt zo snel mogelijk op 06\u00a012\u00a034\u00a056\u00a078.',
      );
      expect(mail.html.indexOf('Spoedaanvraag'), lang).toBeLessThan(
        mail.html.indexOf(mailMessages.nl.notificationIntro),
      );
      // One tap calls the patient back from a phone.
      expect(mail.html, lang).toContain('href="tel:+31612345678"');
    }
  });

  it('keeps the subject of any other request', () => {
    const mail = clinicNotification(request({ service: 'implants' }), addresses);
    expect(mail.subject).toMatch(/^Nieuwe aanvraag: Implantaten, /);
    expect(mail.text).not.toContain('SPOED');
    expect(mail.text).not.toContain('Spoedaanvraag');
  });

  // Round 27: the practice read "Algemene tandheelkunde" and "English" where the patient had
  // chosen "Controle, herstel of andere zorg", in a Dutch mail.
  it('names the service as the patient chose it, and the language in Dutch', () => {
    const mail = clinicNotification(request({ service: 'general', language: 'en' }), addresses);
    expect(mail.subject).toMatch(/^Nieuwe aanvraag: Controle, herstel of andere zorg, /);
    expect(mail.text).toContain('Behandeling: Controle, herstel of andere zorg');
    expect(mail.text).toContain('Taal: Engels');
    expect(mail.text).not.toContain('English');
    const turkish = clinicNotification(request({ language: 'tr' }), addresses);
    expect(turkish.text).toContain('Taal: Turks');
  });

  // Round 48 (AW): the colleague who speaks the patient's language sees it in the inbox's list.
  it('says a request in English or Turkish in the subject, and nothing for Dutch', () => {
    const subject = (
      language: StoredRequest['language'],
      service: StoredRequest['service'] = 'general',
    ) => clinicNotification(request({ language, service }), addresses).subject;
    expect(subject('en')).toMatch(/^Nieuwe aanvraag: .+ \(in het Engels\)$/);
    expect(subject('tr')).toMatch(/^Nieuwe aanvraag: .+ \(in het Turks\)$/);
    expect(subject('tr', 'emergency')).toMatch(/^SPOED – Nieuwe aanvraag: .+ \(in het Turks\)$/);
    expect(subject('nl')).not.toContain('(in het');
  });
});

// The fourth fresh reads: for a child's request the receipt asked for the parent's ID and card.
test.each(languages)('%s: a child’s request asks for the child’s documents', (lang) => {
  const child = patientConfirmation(request({ language: lang, service: 'pediatric' }), addresses);
  expect(child.text).toContain(mailMessages[lang].firstVisitChild);
  const adult = patientConfirmation(request({ language: lang }), addresses);
  expect(adult.text).not.toContain(mailMessages[lang].firstVisitChild);
});

describe('whom the appointment is for, and the ticks, in both mails (decision 0127)', () => {
  it('the practice reads whom it will see and whether to call first, at the top', () => {
    const mail = clinicNotification(
      request({
        appointmentFor: 'child',
        patientName: 'Emma, 6 jaar',
        newPatient: true,
        callFirst: true,
      }),
      addresses,
    );
    expect(mail.text).toContain('Voor: Emma, 6 jaar (kind van de aanvrager)');
    expect(mail.text).toContain('Nieuwe patiënt: ja');
    expect(mail.text).toContain('Eerst bellen: ja');
    expect(mail.text.split('\n')[0]).toBe(mailMessages.nl.callFirstNotice);
    expect(mail.html).toContain(mailMessages.nl.callFirstNotice);
    const plain = clinicNotification(request(), addresses);
    expect(plain.text).toContain('Voor: de aanvrager zelf');
    expect(plain.text).toContain('Nieuwe patiënt: niet aangegeven');
    expect(plain.text).toContain('Eerst bellen: nee');
    expect(plain.text).not.toContain(mailMessages.nl.callFirstNotice);
  });

  it.each(languages)(
    '%s: the receipt repeats them, and a child’s asks for its documents',
    (lang) => {
      const m = catalogues[lang].confirmation;
      const mail = patientConfirmation(
        request({
          language: lang,
          appointmentFor: 'child',
          patientName: 'Emma, 6',
          newPatient: true,
          callFirst: true,
        }),
        addresses,
      );
      expect(mail.text).toContain(format(mailMessages[lang].forChild, { name: 'Emma, 6' }));
      expect(mail.text).toContain(m.newPatient);
      expect(mail.text).toContain(m.callFirst);
      expect(mail.html).toContain(m.callFirst);
      expect(mail.text).toContain(mailMessages[lang].firstVisitChild);
      const family = patientConfirmation(
        request({
          language: lang,
          appointmentFor: 'family',
          patientName: 'Ik, Emma (9), Daan (5)',
        }),
        addresses,
      );
      expect(family.text).toContain(`${mailMessages[lang].forLabel}: Ik, Emma (9), Daan (5)`);
      // A family brings the adults' documents and the children's.
      expect(family.text).toContain(mailMessages[lang].firstVisitChild);
      expect(family.text).toContain(mailMessages[lang].nextSteps.split('|').at(-1));
      const own = patientConfirmation(request({ language: lang }), addresses);
      expect(own.text).not.toContain(`${mailMessages[lang].forLabel}:`);
      expect(own.text).not.toContain(m.callFirst);
    },
  );
});

describe('the receipt fits what was asked (round 36, Z)', () => {
  it.each(languages)('%s: a call first, as asked; otherwise "call or e-mail"', (lang) => {
    const text = mailMessages[lang];
    const called = patientConfirmation(request({ language: lang, callFirst: true }), addresses);
    expect(called.text).toContain(`1. ${text.firstStepCallFirst}`);
    const plain = patientConfirmation(request({ language: lang }), addresses);
    expect(plain.text).toContain(`1. ${text.nextSteps.split('|')[0]}`);
    expect(plain.text).not.toContain(text.firstStepCallFirst);
  });

  it.each(languages)(
    '%s: someone else’s appointment names their documents; a child brought by someone else needs a parent’s consent',
    (lang) => {
      const text = mailMessages[lang];
      const grandson = patientConfirmation(
        request({
          language: lang,
          service: 'pediatric',
          appointmentFor: 'other',
          patientName: 'Emre, 8',
        }),
        addresses,
      );
      expect(grandson.text).toContain(text.firstVisitOther);
      expect(grandson.text).toContain(`3. ${text.nervousOther}`);
      expect(grandson.text).toContain(text.childWithoutParent);
      // Not "your child", not "your first visit".
      expect(grandson.text).not.toContain(text.firstVisitChild);
      expect(grandson.text).not.toContain(text.nextSteps.split('|').at(-1));
      const adult = patientConfirmation(
        request({ language: lang, appointmentFor: 'other', patientName: 'Ayşe Yılmaz' }),
        addresses,
      );
      expect(adult.text).toContain(text.firstVisitOther);
      expect(adult.text).not.toContain(text.childWithoutParent);
      // A family for the children's service: the children's documents once, not twice.
      const family = patientConfirmation(
        request({
          language: lang,
          service: 'pediatric',
          appointmentFor: 'family',
          patientName: 'Ik, Emma (9)',
        }),
        addresses,
      );
      expect(family.text.split(text.firstVisitChild)).toHaveLength(2);
      const ownChild = patientConfirmation(
        request({
          language: lang,
          service: 'pediatric',
          appointmentFor: 'child',
          patientName: 'Emma, 6',
        }),
        addresses,
      );
      expect(ownChild.text).not.toContain(text.childWithoutParent);
      expect(ownChild.text).toContain(`3. ${text.nervousChild}`);
      expect(adult.text).not.toContain(text.nervousChild);
    },
  );

  it.each(languages)(
    '%s: says a message arrived without repeating it, and where the practice is and when it answers',
    (lang) => {
      const text = mailMessages[lang];
      const secret = 'Ik heb last van mijn hart en slik bloedverdunners';
      const mail = patientConfirmation(
        request({ language: lang, message: secret, healthDataConsent: true }),
        addresses,
      );
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(text.messageReceived);
        expect(part).not.toContain('bloedverdunners');
        expect(part).toContain(practice.address.street);
        expect(part).toContain(text.directions);
      }
      // Under the confirmation panel's own label for it, so the page and the mail read alike.
      expect(mail.text).toContain(
        `- ${catalogues[lang].confirmation.message}: ${text.messageReceived}`,
      );
      expect(mail.html).toContain(`>${catalogues[lang].confirmation.message}</div>`);
      expect(mail.html).toContain('href="https://www.google.com/maps/dir/');
      // A note about the message, not in bold as the request's values are (round 49, AY).
      expect(mail.html).toContain(`font-weight:400;color:#475569">${text.messageReceived}<`);
      // The call window from the practice's hours, as the contact page says it.
      const hours = callWindowText(catalogues[lang].hours.callWindow, lang);
      expect(hours).toMatch(/\d/);
      expect(mail.text).toContain(hours);
      const without = patientConfirmation(request({ language: lang }), addresses);
      // No message, no line about one: its note is the one text only that line carries.
      expect(without.text).not.toContain(text.messageReceived);
      expect(without.html).not.toContain(text.messageReceived);
    },
  );
});

describe('the receipt tells two requests apart (round 37, AB)', () => {
  it.each(languages)('%s: the subject names the preferred date', (lang) => {
    const mail = patientConfirmation(
      request({ language: lang, preferredDate: '2026-12-02' }),
      addresses,
    );
    expect(mail.subject).toContain(practice.name);
    expect(mail.subject).toContain(
      { nl: 'woensdag 2 december', en: 'Wednesday 2 December', tr: '2 Aralık Çarşamba' }[lang],
    );
    const other = patientConfirmation(
      request({ language: lang, preferredDate: '2026-12-03' }),
      addresses,
    );
    expect(other.subject).not.toBe(mail.subject);
    // Someone else's: for whom, but not their name or age, which a lock screen would show
    // (round 54, BJ and BH); the mail itself names them.
    const forWhom = { nl: 'voor uw kind', en: 'for your child', tr: 'çocuğunuz için' }[lang];
    const son = patientConfirmation(
      request({
        language: lang,
        preferredDate: '2026-12-02',
        appointmentFor: 'child',
        patientName: 'Emre, 12',
      }),
      addresses,
    );
    expect(son.subject).toContain(forWhom);
    expect(son.subject).not.toContain('Emre');
    expect(son.subject).not.toContain('12');
    expect(son.text).toContain('Emre, 12');
    const family = patientConfirmation(
      request({
        language: lang,
        preferredDate: '2026-12-02',
        appointmentFor: 'family',
        patientName: 'Marta, 38; Zosia, 3',
      }),
      addresses,
    );
    expect(family.subject).not.toContain('Zosia');
    expect(new Set([mail.subject, son.subject, family.subject]).size).toBe(3);
    // The number the practice will call, readable (round 37, AD), and as text: a tap on it would
    // call the patient themselves (round 58, BR).
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain(
      `${catalogues[lang].confirmation.phone}: 06 12 34 56 78`,
    );
    const { document } = new JSDOM(mail.html).window;
    const row = [...document.querySelectorAll('td')].find(
      (cell) => cell.firstElementChild?.textContent === catalogues[lang].confirmation.phone,
    );
    expect(row?.lastElementChild?.textContent.replace(/\u00a0/g, ' ')).toBe('06 12 34 56 78');
    expect(row?.querySelector('a')).toBeNull();
  });
});

describe('the mail’s header (round 57)', () => {
  it('is the site’s wordmark in words: its kind in the language’s capitals, the name and the town', () => {
    const expected = { nl: 'TANDARTSPRAKTIJK', en: 'DENTAL PRACTICE', tr: 'DİŞ KLİNİĞİ' };
    for (const lang of languages) {
      const mail = patientConfirmation(request({ language: lang }), addresses).html;
      const header = mail.slice(mail.indexOf('<table'), mail.indexOf('</table>'));
      expect(header, lang).toContain(`>${expected[lang]}</p>`);
      expect(header, lang).toContain(`>${practice.shortName}</p>`);
      expect(header, lang).toContain(`>${practice.address.city}</td>`);
    }
  });
});

// Round 59 (BS): a new patient who ticked "first visit" read "If this is your first visit".
test('a new patient’s receipt says what to bring for the first visit without an "if"', () => {
  for (const lang of languages) {
    const text = mailMessages[lang];
    const bring = (newPatient: boolean) =>
      patientConfirmation(request({ language: lang, newPatient }), addresses).text;
    expect(bring(true), lang).toContain(text.firstVisitSelf);
    expect(bring(false), lang).not.toContain(text.firstVisitSelf);
    expect(bring(false), lang).toContain(text.nextSteps.split('|').at(-1));
  }
  expect(mailMessages.en.firstVisitSelf).toMatch(/^For your first visit, please bring/);
});
