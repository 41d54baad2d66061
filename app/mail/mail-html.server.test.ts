/**
 * Every kind of mail, in every language, read as a patient reads it on a phone: the one action is
 * a button with its label (a long address written out widens the mail past the screen; the plain
 * text has it whole), and every phone number in the HTML part is a tap-to-call link.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '~/db/schema';
import { languages, type Lang } from '~/i18n/languages';
import { signInMail } from '~/staff/sign-in-mail.server';
import {
  patientAppointmentMail,
  patientDeclinedMail,
  practiceAppointmentMail,
  type AppointmentMailData,
} from './appointment-mails.server';
import { appointmentMessages } from './appointment-messages.server';
import { mailMessages } from './messages.server';
import { clinicNotification, patientConfirmation, type StoredRequest } from './templates.server';

const addresses = {
  from: 'no-reply@praktijk.example',
  clinic: 'praktijk@example.com',
  origin: 'https://www.tandartspraktijkstadshart.nl',
};
const requestId = '3f0c6a8e-1111-4222-8333-444455556666';
const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const manageUrl = (lang: Lang) =>
  `${addresses.origin}${{ nl: '/mijn-afspraak', en: '/en/my-appointment', tr: '/tr/randevum' }[lang]}/${token}`;
const inboxUrl = `${addresses.origin}/beheer/aanvragen/${requestId}`;
/** After a cancellation or a refusal: the appointment form on the home page in that language. */
const formUrl = (lang: Lang) =>
  `${addresses.origin}${{ nl: '/', en: '/en', tr: '/tr' }[lang]}#appointment`;

const stored = (lang: Lang, service: StoredRequest['service']): StoredRequest => ({
  id: requestId,
  createdAt: new Date('2026-11-26T07:36:00Z'),
  fullName: 'Ayşe Yıldırım',
  email: 'ayse@example.com',
  phone: '+31641234567',
  service,
  preferredDate: '2026-11-28',
  message: 'Zaterdagochtend zou fijn zijn.',
  healthDataConsent: true,
  privacyConsent: true,
  language: lang,
  appointmentFor: 'self',
  patientName: undefined,
  newPatient: false,
  callFirst: false,
});

const appointment = (lang: Lang, withLink = true): AppointmentMailData => ({
  requestId,
  fullName: 'Ayşe Yıldırım',
  email: 'ayse@example.com',
  service: 'pediatric',
  language: lang,
  start: new Date('2026-12-04T09:30:00Z'),
  durationMinutes: 30,
  sequence: 0,
  manageUrl: withLink ? manageUrl(lang) : undefined,
});

const sentAt = new Date('2026-11-26T08:00:00Z');

/** Every mail the site sends, by a name for the failure message, with the address it acts on. */
function everyMail(): { name: string; mail: OutboxMessage; action?: string }[] {
  const mails: { name: string; mail: OutboxMessage; action?: string }[] = [];
  for (const lang of languages) {
    for (const service of ['general', 'emergency'] as const) {
      mails.push({
        name: `${lang} receipt (${service})`,
        mail: patientConfirmation(stored(lang, service), addresses),
      });
      mails.push({
        name: `${lang} practice notification (${service})`,
        mail: clinicNotification(stored(lang, service), addresses),
        action: inboxUrl,
      });
    }
    for (const kind of ['confirmed', 'changed', 'reminder'] as const) {
      mails.push({
        name: `${lang} ${kind}`,
        mail: patientAppointmentMail(kind, appointment(lang), addresses, {
          sentAt,
          previousStart: new Date('2026-12-03T09:30:00Z'),
        }),
        action: manageUrl(lang),
      });
    }
    for (const options of [{}, { byPractice: true }, { lateCancellation: true }]) {
      mails.push({
        name: `${lang} cancelled ${JSON.stringify(options)}`,
        mail: patientAppointmentMail('cancelled', appointment(lang, false), addresses, options),
        action: formUrl(lang),
      });
    }
    mails.push({
      name: `${lang} declined`,
      mail: patientDeclinedMail(
        appointment(lang),
        'Die week zitten we vol. Belt u ons op 020 123 45 67?'.replace(/ (?=\d)/g, '\u00a0'),
        addresses,
      ),
      action: formUrl(lang),
    });
    mails.push({
      name: `${lang} sign-in`,
      mail: signInMail({
        to: 'balie@example.com',
        from: addresses.from,
        link: `${addresses.origin}/beheer/inloggen/link?token=${token}&lang=${lang}`,
        lang,
      }),
    });
    for (const kind of [
      'confirmed',
      'changed',
      'cancelled-by-patient',
      'cancelled-by-practice',
    ] as const) {
      mails.push({
        name: `${lang} practice copy ${kind}`,
        mail: practiceAppointmentMail(kind, appointment(lang, false), addresses),
        action: inboxUrl,
      });
    }
  }
  return mails;
}

/** A phone number as a person reads it: digit groups separated by (no-break) spaces. */
const phonePattern = /\+?\d{2,4}(?:[ \u00a0]\d{2,4}){2,}/;

describe('the HTML part of every mail', () => {
  const mails = everyMail();

  it('writes no address out as text, except the sign-in link’s small print, which breaks anywhere', () => {
    for (const { name, mail } of mails) {
      const { document } = new JSDOM(mail.html).window;
      const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!/https?:\/\//.test(node.textContent ?? '')) continue;
        const style = node.parentElement?.getAttribute('style') ?? '';
        expect(style, `${name}: "${node.textContent}"`).toContain('word-break:break-all');
      }
    }
  });

  it('offers its action as a button with a label, and the plain text keeps the whole address', () => {
    for (const { name, mail, action } of mails) {
      if (!action) continue;
      const { document } = new JSDOM(mail.html).window;
      const buttons = [...document.querySelectorAll(`a[href="${action}"]`)].filter(
        (link) => link.closest('td')?.getAttribute('style')?.includes('background-color') === true,
      );
      expect(buttons, name).toHaveLength(1);
      // Bulletproof: a table cell with the colour as attribute and style, the link inline-styled
      // with a border (Outlook draws it; it ignores a link's padding).
      const cell = buttons[0]?.closest('td');
      expect(cell?.getAttribute('bgcolor'), name).toBe('#0f766e');
      expect(cell?.closest('table')?.getAttribute('role'), name).toBe('presentation');
      expect(buttons[0]?.getAttribute('style'), name).toMatch(
        /display:inline-block;border:1px solid #0f766e;border-width:12px 20px/,
      );
      expect(buttons[0]?.textContent, name).not.toMatch(/https?:|:$/);
      expect(buttons[0]?.textContent.length, name).toBeLessThan(45);
      expect(mail.text, name).toContain(action);
    }
    // The patient's labels, in their language.
    for (const lang of languages) {
      const mail = patientAppointmentMail('confirmed', appointment(lang), addresses, { sentAt });
      const { document } = new JSDOM(mail.html).window;
      expect(document.querySelector(`a[href="${manageUrl(lang)}"]`)?.textContent).toBe(
        appointmentMessages[lang].manageButton,
      );
    }
    for (const lang of languages) {
      const mail = patientAppointmentMail('cancelled', appointment(lang, false), addresses, {});
      const { document } = new JSDOM(mail.html).window;
      expect(document.querySelector(`a[href="${formUrl(lang)}"]`)?.textContent).toBe(
        appointmentMessages[lang].newAppointmentButton,
      );
      // Plain text: the label, then the whole address on a line of its own.
      expect(mail.text).toContain(
        `${appointmentMessages[lang].newAppointmentLink}\n${formUrl(lang)}\n`,
      );
    }
    const notification = new JSDOM(clinicNotification(stored('tr', 'general'), addresses).html)
      .window.document;
    expect(
      [...notification.querySelectorAll(`a[href="${inboxUrl}"]`)].map((link) => link.textContent),
    ).toEqual([mailMessages.nl.messageInInbox, mailMessages.nl.inboxButton]);
  });

  it('links every phone number of the practice’s, to call with one tap', () => {
    for (const { name, mail } of mails) {
      const { document } = new JSDOM(mail.html).window;
      // The patient's own number in their receipt is text to check, not a call to themselves.
      const own = [...document.querySelectorAll('div, span, p')].filter(
        (element) =>
          element.textContent.replace(/\u00a0/g, ' ') === '06 41 23 45 67' &&
          !element.closest('a') &&
          !element.querySelector('a'),
      );
      expect(own.length, name).toBe(name.includes('receipt') ? 1 : 0);
      for (const element of own) element.remove();
      const links = [...document.querySelectorAll('a[href^="tel:"]')];
      for (const link of links) {
        // The link's number is the one it shows.
        const shown = link.textContent.replace(/\D/g, '').replace(/^0/, '31');
        expect(link.getAttribute('href')?.replace(/\D/g, ''), name).toBe(shown);
        link.remove();
      }
      // Each mail names the practice's number, but the sign-in link's.
      if (!name.endsWith('sign-in')) expect(links.length, name).toBeGreaterThan(0);
      expect(document.body.textContent, name).not.toMatch(phonePattern);
    }
  });
});
