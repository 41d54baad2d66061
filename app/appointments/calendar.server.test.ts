import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointmentCalendar } from './calendar.server';

const appointment = {
  requestId: '3f0c6a8e-1111-4222-8333-444455556666',
  service: 'general',
  language: 'nl' as const,
  patientName: 'Jan Jansen',
  patientEmail: 'jan@example.com',
  // Friday 27 November 2026, 10:30–11:15 in Amstelveen (CET, UTC+1).
  start: new Date('2026-11-27T09:30:00Z'),
  end: new Date('2026-11-27T10:15:00Z'),
  sequence: 3,
  manageUrl: 'https://praktijk.example/mijn-afspraak/token',
};
const options = {
  organizerEmail: 'praktijk@example.com',
  uidHost: 'praktijk.example',
  // Confirmed a week ahead.
  now: new Date('2026-11-20T12:00:00Z'),
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('the calendar invitation', () => {
  it('is an RFC 5545 REQUEST in Europe/Amsterdam time, whatever the server’s zone', () => {
    const text = appointmentCalendar(appointment, { ...options, method: 'REQUEST' });
    const { calendar, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20261127T103000');
    expect(text).toContain('DTEND;TZID=Europe/Amsterdam:20261127T111500');
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-27T09:30:00.000Z');
    expect(event.uid).toBe(`appointment-${appointment.requestId}@praktijk.example`);
    expect(event.sequence).toBe(3);
    expect(event.organizer).toBe('mailto:praktijk@example.com');
    expect(String(event.attendees[0]?.getFirstValue()).toLowerCase()).toBe(
      'mailto:jan@example.com',
    );
    expect(event.location).toContain('Rembrandtweg 118');
    expect(event.description).toContain(appointment.manageUrl);
    expect(String(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger'))).toBe(
      '-P1D',
    );
  });

  it('reminds the day before, or two hours before a time agreed less than a day ahead, never in the past', () => {
    const reminder = (now: string) => {
      const { vevent } = parse(
        appointmentCalendar(appointment, { ...options, method: 'REQUEST', now: new Date(now) }),
      );
      const alarm = vevent.getFirstSubcomponent('valarm');
      return alarm
        ? [
            String(alarm.getFirstPropertyValue('trigger')),
            alarm.getFirstPropertyValue('description'),
          ]
        : null;
    };
    // The appointment is Friday 27 November at 10:30 (09:30 UTC).
    expect(reminder('2026-11-26T09:00:00Z')).toEqual([
      '-P1D',
      'Morgen: uw afspraak bij Tandartspraktijk Stadshart',
    ]);
    // Confirmed on Thursday afternoon for Friday morning: "tomorrow" would ring at once.
    expect(reminder('2026-11-26T15:00:00Z')).toEqual([
      '-PT2H',
      'Over 2 uur: uw afspraak bij Tandartspraktijk Stadshart',
    ]);
    // Confirmed an hour before: no reminder at all.
    expect(reminder('2026-11-27T08:30:00Z')).toBeNull();
  });

  it('cancels with METHOD:CANCEL, the same UID and no alarm', () => {
    const { calendar, vevent, event } = parse(
      appointmentCalendar({ ...appointment, sequence: 4 }, { ...options, method: 'CANCEL' }),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe(`appointment-${appointment.requestId}@praktijk.example`);
    expect(event.sequence).toBe(4);
    expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('describes a cancelled appointment as cancelled, without the free-cancellation rule, in every language', () => {
    const expected = {
      nl: 'Deze afspraak bij Tandartspraktijk Stadshart is geannuleerd.',
      en: 'This appointment at Tandartspraktijk Stadshart has been cancelled.',
      tr: 'Tandartspraktijk Stadshart kliniğindeki bu randevu iptal edildi.',
    };
    for (const language of ['nl', 'en', 'tr'] as const) {
      const text = appointmentCalendar(
        { ...appointment, language, sequence: 4 },
        { ...options, method: 'CANCEL' },
      );
      const { event } = parse(text);
      expect(event.description, language).toBe(expected[language]);
      expect(event.description, language).not.toMatch(/48|kosteloos|free|ücretsiz/i);
      // The link to manage it is used up: not offered.
      expect(text, language).not.toContain(appointment.manageUrl);
    }
    // The invitation itself keeps the rule.
    const { event } = parse(appointmentCalendar(appointment, { ...options, method: 'REQUEST' }));
    expect(event.description).toMatch(
      /^Afspraak bij Tandartspraktijk Stadshart\. Kosteloos annuleren of verzetten kan tot woensdag 25 november, 10\.30 uur\./,
    );
  });

  it('names the real free-cancellation deadline, as the confirmation does', () => {
    const describe = (agreedAt: Date, language: 'nl' | 'en' | 'tr' = 'en') =>
      parse(
        appointmentCalendar(
          { ...appointment, language, agreedAt },
          { ...options, method: 'REQUEST' },
        ),
      ).event.description;
    // Agreed a week ahead: 48 hours before, Wednesday 10:30.
    expect(describe(new Date('2026-11-20T12:00:00Z'))).toMatch(
      /^Appointment at Tandartspraktijk Stadshart\. You can cancel or reschedule free of charge until Wednesday 25 November at 10:30\./,
    );
    // Agreed 60 hours ahead: at least 24 hours after the confirmation (Wednesday 22:30).
    expect(describe(new Date('2026-11-24T21:30:00Z'))).toContain(
      'until Wednesday 25 November at 22:30.',
    );
    // Agreed the day before: free until it starts, said as such in every language.
    const dayBefore = new Date('2026-11-26T15:00:00Z');
    expect(describe(dayBefore)).toMatch(/free of charge until the appointment starts\./);
    expect(describe(dayBefore, 'nl')).toMatch(
      /kosteloos annuleren of verzetten kan tot het begin van de afspraak\./i,
    );
    expect(describe(dayBefore, 'tr')).toMatch(/Randevu başlayana kadar ücretsiz iptal/);
  });

  it('writes summer time with its own offset', () => {
    const text = appointmentCalendar(
      {
        ...appointment,
        start: new Date('2026-07-01T08:30:00Z'),
        end: new Date('2026-07-01T09:00:00Z'),
      },
      { ...options, method: 'REQUEST' },
    );
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20260701T103000');
  });
});
