import { describe, expect, it } from 'vitest';
import { practice, saturdayCloses } from '~/content/practice';
import { formatTariff } from '~/content/tariffs';
import { languages, type Lang } from '~/i18n/languages';
import {
  cancellationRule,
  patientAppointmentMail,
  patientDeclinedMail,
  practiceAppointmentMail,
  type AppointmentMailData,
} from './appointment-mails.server';
import { patientConfirmation } from './templates.server';
import { mailMessages } from './messages.server';

const addresses = {
  from: 'praktijk@example.com',
  clinic: 'praktijk@example.com',
  origin: 'https://praktijk.example',
};

const data = (start: string, language: Lang = 'en'): AppointmentMailData => ({
  requestId: '3f0c6a8e-1111-4222-8333-444455556666',
  fullName: 'Jan Jansen',
  email: 'jan@example.com',
  service: 'general',
  language,
  start: new Date(start),
  durationMinutes: 30,
  sequence: 0,
  manageUrl: 'https://praktijk.example/en/my-appointment/token',
});

/** The late-cancellation fee of the practice data, as each language writes it. */
const fee = (lang: Lang) => formatTariff(practice.lateCancellationFee.cents, lang);
const perMinutes = practice.lateCancellationFee.perMinutes;

/** Digits only, so the no-break spaces of a phone number never matter. */
const digits = (text: string) => text.replace(/\D/g, '');

describe('the cancellation sentence of the confirmed, changed and reminder mails', () => {
  // Friday 4 December 2026, 10:30 in Amstelveen (CET): free cancellation until Wednesday 10:30.
  const start = '2026-12-04T09:30:00Z';

  it('gives the real deadline, 48 hours before, in each language', () => {
    const sentAt = new Date('2026-11-27T12:00:00Z');
    expect(cancellationRule(new Date(start), 'en', sentAt)).toBe(
      `You can cancel or reschedule free of charge until Wednesday 2 December at 10:30. After that, or if you miss the appointment, we may charge for the time reserved for you: ${fee('en')} per ${perMinutes} minutes, never more than the planned treatment would cost. Your health insurer does not reimburse this. If something beyond your control prevents you from cancelling in time, we will not charge you. This is set out in the terms and conditions on our website.`,
    );
    expect(cancellationRule(new Date(start), 'nl', sentAt)).toContain(
      'kosteloos tot woensdag 2 december, 10.30 uur.',
    );
    expect(cancellationRule(new Date(start), 'tr', sentAt)).toContain(
      'son tarih: 2 Aralık Çarşamba, saat 10.30.',
    );
  });

  it('says an appointment agreed less than 48 hours ahead is free to cancel until it starts', () => {
    // Agreed on Thursday afternoon for Friday morning: no deadline before the start to name.
    const agreedAt = new Date('2026-12-03T15:00:00Z');
    expect(cancellationRule(new Date(start), 'en', agreedAt, agreedAt)).toBe(
      `You made this appointment less than 48 hours in advance, so you can cancel or reschedule it free of charge until it starts. If you need to, please let us know as soon as you can: call us on 020\u00a0123\u00a045\u00a067. If you miss the appointment without letting us know, we may charge for the time reserved for you: ${fee('en')} per ${perMinutes} minutes, never more than the planned treatment would cost. Your health insurer does not reimburse this.`,
    );
    expect(cancellationRule(new Date(start), 'nl', agreedAt, agreedAt)).toMatch(
      /^U heeft deze afspraak minder dan 48 uur van tevoren gemaakt\. Annuleren of verzetten is daarom kosteloos tot de afspraak begint\./,
    );
    expect(cancellationRule(new Date(start), 'tr', agreedAt, agreedAt)).toMatch(
      /^Bu randevuyu 48 saatten kısa bir süre kala aldığınız için randevu başlayana kadar ücretsiz/,
    );
    for (const lang of languages) {
      // Never a "deadline" that is the start itself.
      expect(cancellationRule(new Date(start), lang, agreedAt, agreedAt)).not.toMatch(/10[.:]30/);
    }
  });

  it('asks to hear as soon as possible when the deadline has passed at sending time', () => {
    // Confirmed on Thursday for Friday morning: the free period is already over.
    const sentAt = new Date('2026-12-03T15:00:00Z');
    for (const lang of languages) {
      const sentence = cancellationRule(new Date(start), lang, sentAt);
      // No deadline and no free cancellation: that moment has passed.
      expect(sentence, lang).not.toMatch(/2 (december|December|Aralık)/);
      expect(sentence, lang).not.toMatch(/free of charge|kosteloos|ücretsiz/);
      expect(digits(sentence), lang).toContain(digits(practice.phone.display));
    }
    // The charge only for an appointment made 48 hours or more ahead (terms), with its amount.
    expect(cancellationRule(new Date(start), 'en', sentAt)).toBe(
      `Please let us know as soon as possible, for example by calling us on 020\u00a0123\u00a045\u00a067. Your appointment starts in less than 48 hours. If you cancel now, we may charge for the time reserved for you: ${fee('en')} per ${perMinutes} minutes, never more than the planned treatment would cost. We do not charge this if you made the appointment less than 48 hours in advance, or if you have to cancel for reasons beyond your control.`,
    );
    // Exactly at the deadline it is no longer free.
    expect(cancellationRule(new Date(start), 'en', new Date('2026-12-02T09:30:00Z'))).toMatch(
      /^Please let us know/,
    );
  });

  it('counts 48 real hours across the change to winter time', () => {
    // Monday 26 October 2026, 10:00 CET; clocks went back on Sunday 25 October, 03:00 → 02:00.
    // 48 hours earlier it was still summer time: Saturday 24 October, 11:00 CEST.
    const afterChange = new Date('2026-10-26T09:00:00Z');
    expect(cancellationRule(afterChange, 'en', new Date('2026-10-20T10:00:00Z'))).toContain(
      'until Saturday 24 October at 11:00.',
    );
    expect(cancellationRule(afterChange, 'nl', new Date('2026-10-20T10:00:00Z'))).toContain(
      'tot zaterdag 24 oktober, 11.00 uur.',
    );
    // At 10:30 CEST on the Saturday the period is still free; at 11:00 CEST it has ended.
    expect(cancellationRule(afterChange, 'en', new Date('2026-10-24T08:30:00Z'))).toMatch(
      /^You can cancel/,
    );
    expect(cancellationRule(afterChange, 'en', new Date('2026-10-24T09:00:00Z'))).toMatch(
      /^Please let us know/,
    );
  });

  it('is in the mails: a confirmation a week ahead names the deadline, a reminder never does', () => {
    const confirmed = patientAppointmentMail('confirmed', data(start), addresses, {
      sentAt: new Date('2026-11-27T12:00:00Z'),
    });
    expect(confirmed.text).toContain('free of charge until Wednesday 2 December at 10:30.');
    expect(confirmed.subject).toBe('Appointment confirmed: Friday 4 December at 10:30');
    // The reminder goes out 24 hours before, when the free period has ended.
    const reminder = patientAppointmentMail('reminder', data(start), addresses, {
      sentAt: new Date('2026-12-03T09:30:00Z'),
    });
    expect(reminder.text).toContain('Please let us know as soon as possible');
    expect(reminder.text).not.toContain('free of charge');
    const changed = patientAppointmentMail('changed', data(start, 'tr'), addresses, {
      sentAt: new Date('2026-12-03T09:30:00Z'),
    });
    expect(changed.text).toContain('en kısa sürede');
  });
});

describe('the emergency advice of the request and appointment mails', () => {
  const request = {
    id: '3f0c6a8e-1111-4222-8333-444455556666',
    createdAt: new Date('2026-11-22T11:00:00Z'),
    fullName: 'Jan Jansen',
    email: 'jan@example.com',
    phone: '+31612345678',
    service: 'general' as const,
    preferredDate: '2026-11-23',
    message: undefined,
    healthDataConsent: false,
    privacyConsent: true as const,
    appointmentFor: 'self' as const,
    patientName: undefined,
    newPatient: false,
    callFirst: false,
  };

  it('names the emergency line for opening hours and the after-hours service outside them', () => {
    for (const lang of languages) {
      const received = patientConfirmation({ ...request, language: lang }, addresses);
      const declined = patientDeclinedMail(
        { fullName: 'Jan Jansen', email: 'jan@example.com', language: lang },
        '',
        addresses,
      );
      const appointment = (kind: 'confirmed' | 'changed' | 'reminder' | 'cancelled') =>
        patientAppointmentMail(kind, data('2026-12-04T09:30:00Z', lang), addresses, {
          sentAt: new Date('2026-11-27T12:00:00Z'),
        });
      for (const [name, mail] of [
        ['received', received],
        ['declined', declined],
        // The confirmation is the mail a patient keeps until the visit (the sixth design review).
        ['confirmed', appointment('confirmed')],
        ['changed', appointment('changed')],
        ['reminder', appointment('reminder')],
        ['cancelled', appointment('cancelled')],
      ] as const) {
        for (const part of [mail.text, mail.html]) {
          const line = part
            .split('\n')
            .find((text) => text.includes(practice.afterHoursService.name));
          expect(line, `${lang} ${name}`).toBeDefined();
          expect(digits(line ?? ''), `${lang} ${name}`).toContain(
            digits(practice.emergencyPhone.display),
          );
          expect(digits(line ?? ''), `${lang} ${name}`).toContain(
            digits(practice.afterHoursService.phone.display),
          );
          // Saturday afternoon is outside opening hours too: the closing time, from the hours.
          expect(line, `${lang} ${name}`).toContain(saturdayCloses(lang));
        }
      }
    }
    const english = patientConfirmation({ ...request, language: 'en' }, addresses).text;
    expect(english).toContain(
      'Emergency? During our opening hours, call our emergency line on 06\u00a012\u00a034\u00a056\u00a078. Outside these hours (evenings, nights, Saturdays after 14:00, Sundays and public holidays), call the after-hours dental service, Tandartsenspoeddienst Amstelland, on 020\u00a0765\u00a043\u00a021 (answered in Dutch).',
    );
    // The after-hours service speaks Dutch: said to an English or Turkish reader (round 46).
    expect(patientConfirmation({ ...request, language: 'tr' }, addresses).text).toContain(
      'numarasından arayın; telefonda Hollandaca konuşulur.',
    );
  });
});

describe('the practice’s copy of an appointment', () => {
  it('is Dutch, its calendar file too, whatever the patient’s language', () => {
    for (const lang of languages) {
      for (const kind of ['confirmed', 'changed', 'cancelled-by-patient'] as const) {
        const copy = practiceAppointmentMail(kind, data('2026-12-04T09:30:00Z', lang), addresses);
        expect(copy.language, `${lang} ${kind}`).toBe('nl');
        expect(copy.calendar?.filename, `${lang} ${kind}`).toBe('afspraak.ics');
        // The event in the practice calendar reads in Dutch, says whose appointment it is, holds
        // no patient's link and no "your appointment tomorrow" alarm.
        const event = (copy.calendar?.content ?? '').replace(/\r\n[ \t]/g, '');
        const name = data('2026-12-04T09:30:00Z', lang).fullName;
        expect(event, `${lang} ${kind}`).toContain(`SUMMARY:${name} – Algemene tandheelkunde`);
        expect(event, `${lang} ${kind}`).toMatch(
          kind === 'cancelled-by-patient'
            ? new RegExp(`DESCRIPTION:De afspraak met ${name} is geannuleerd\\.`)
            : new RegExp(`DESCRIPTION:Afspraak met ${name} \\(Algemene tandheelkunde\\)`),
        );
        expect(event, `${lang} ${kind}`).not.toContain('my-appointment');
        expect(event, `${lang} ${kind}`).not.toContain('BEGIN:VALARM');
      }
      // For a child, the practice's agenda names the child, and who asked.
      const child = practiceAppointmentMail(
        'confirmed',
        { ...data('2026-12-04T09:30:00Z', lang), patientName: 'Emma, 6 jaar' },
        addresses,
      );
      const childEvent = (child.calendar?.content ?? '').replace(/\r\n[ \t]/g, '');
      expect(childEvent).toContain(
        `SUMMARY:Emma\\, 6 jaar (${data('2026-12-04T09:30:00Z', lang).fullName}) – Algemene tandheelkunde`,
      );
      expect(child.text).toContain('Voor: Emma, 6 jaar');
      const childsOwn = patientAppointmentMail(
        'confirmed',
        { ...data('2026-12-04T09:30:00Z', lang), patientName: 'Emma, 6' },
        addresses,
      );
      expect(childsOwn.text).toContain(`${mailMessages[lang].forLabel}: Emma, 6`);
      // The patient's own invitation stays in the patient's language.
      const own = patientAppointmentMail(
        'confirmed',
        data('2026-12-04T09:30:00Z', lang),
        addresses,
      );
      expect(own.calendar?.filename, lang).toBe(
        { nl: 'afspraak.ics', en: 'appointment.ics', tr: 'randevu.ics' }[lang],
      );
    }
  });
});

// The third design review booked "for my daughter of 4" and was asked for "your" insurance card
// and the medicines "you" take: a child's appointment asks for the child's.
describe('what to bring', () => {
  it('for a child: the child’s card, ID if any, medicines; for anyone else: the adult list', () => {
    const child = {
      nl: 'De zorgpas van uw kind',
      en: 'Your child’s health insurance card',
      tr: 'Çocuğunuzun sağlık sigortası kartı',
    };
    for (const lang of languages) {
      const forChild = patientAppointmentMail(
        'confirmed',
        { ...data('2026-12-04T09:30:00Z', lang), service: 'pediatric' },
        addresses,
      );
      expect(forChild.text, lang).toContain(child[lang]);
      const forAdult = patientAppointmentMail(
        'confirmed',
        data('2026-12-04T09:30:00Z', lang),
        addresses,
      );
      expect(forAdult.text, lang).not.toContain(child[lang]);
      expect(forAdult.text, lang).toContain(
        { nl: 'Uw zorgpas', en: 'Your health insurance card', tr: 'Sağlık sigortası kartınız' }[
          lang
        ],
      );
    }
  });
});
