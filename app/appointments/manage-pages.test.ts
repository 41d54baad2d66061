import { describe, expect, test } from 'vitest';
import { languages } from '~/i18n/languages';
import { directionsLink } from '~/content/practice';
import { cancellationRule } from '~/mail/appointment-mails.server';
import { appointmentMessages } from '~/mail/appointment-messages.server';
import { CancelledPage, InvalidLinkPage, ManagePage, pageHeading } from './manage-pages';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('the patient’s page for a confirmed appointment', () => {
  const html = (start: Date, lang: (typeof languages)[number]) =>
    ManagePage({
      lang,
      stylesheetHref: undefined,
      view: {
        service: 'general',
        language: lang,
        start,
        durationMinutes: 30,
        state: 'upcoming',
        lateCancellation: false,
        agreedAt: null,
      },
      paths: { cancel: '/cancel', calendar: '/calendar.ics' },
    });
  const page = (start: Date, lang: (typeof languages)[number]) =>
    textOf(
      ManagePage({
        lang,
        stylesheetHref: undefined,
        view: {
          service: 'general',
          language: lang,
          start,
          durationMinutes: 30,
          state: 'upcoming',
          lateCancellation: false,
          agreedAt: null,
        },
        paths: { cancel: '/cancel', calendar: '/calendar.ics' },
      }),
    );

  test('links to the same page in the two other languages, each by its own name', () => {
    const markup = ManagePage({
      lang: 'tr',
      languagePaths: { nl: '/mijn-afspraak/t', en: '/en/my-appointment/t', tr: '/tr/randevum/t' },
      stylesheetHref: undefined,
      view: {
        service: 'general',
        language: 'tr',
        start: new Date(Date.now() + 7 * 24 * 3_600_000),
        durationMinutes: 30,
        state: 'upcoming',
        lateCancellation: false,
        agreedAt: null,
      },
      paths: { cancel: '/cancel', calendar: '/calendar.ics' },
    });
    const nav = /<nav aria-label="([^"]+)"[^>]*>([\s\S]*?)<\/nav>/.exec(markup);
    expect(nav?.[1]).toBe(appointmentMessages.tr.otherLanguages);
    const links = [
      ...(nav?.[2] ?? '').matchAll(/<a href="([^"]+)" hrefLang="(\w+)"[^>]*>([^<]+)</g),
    ];
    expect(links.map((link) => [link[1], link[2], link[3]])).toEqual([
      ['/mijn-afspraak/t', 'nl', 'Nederlands'],
      ['/en/my-appointment/t', 'en', 'English'],
    ]);
  });

  test.each(languages)('%s: names the real free-cancellation deadline, no placeholder', (lang) => {
    const start = new Date(Date.now() + 7 * 24 * 3_600_000);
    const text = page(start, lang);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain(textOf(cancellationRule(start, lang)));
  });

  test('English: once the free period has passed, asks to hear as soon as possible', () => {
    // The cancellation sentence itself (the folded terms further down quote the general rule).
    const rule = textOf(
      /<p data-cancellation-rule[^>]*>([\s\S]*?)<\/p>/.exec(
        html(new Date(Date.now() + 3 * 3_600_000), 'en'),
      )?.[1] ?? '',
    );
    expect(rule).toContain('Please let us know as soon as possible');
    expect(rule).not.toContain('free of charge until');
  });

  test.each(languages)(
    '%s: says what the page is, with the number to call, the address with a route link, what to bring and the terms',
    (lang) => {
      const m = appointmentMessages[lang];
      const start = new Date(Date.now() + 7 * 24 * 3_600_000);
      const markup = html(start, lang);
      const text = textOf(markup);
      expect(text).toContain(m.pageEyebrow);
      expect(markup).toMatch(
        new RegExp(
          `<h1[^>]*>${pageHeading(start, lang).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`,
        ),
      );
      // Every number of the practice is a tap-to-call link that never wraps.
      const calls = markup.match(/<a href="tel:\+31201234567" data-phone-line="main"[^>]*>/g) ?? [];
      expect(calls.length).toBeGreaterThanOrEqual(2); // the header's and the change hint's
      for (const call of calls) expect(call).toContain('whitespace-nowrap');
      expect(markup).not.toMatch(/>020 123 45 67</); // no-break spaces, never plain ones
      // The route planner is another site, reached only by following the link.
      expect(markup).toContain(`href="${directionsLink.replaceAll('&', '&amp;')}"`);
      expect(markup).not.toMatch(/<(iframe|img|script)\b/);
      // What to bring: the e-mail's own list.
      for (const item of m.bring.split('|')) expect(text).toContain(item);
      // The terms, folded away under the cancellation rule.
      expect(markup).toMatch(/<details data-terms/);
      expect(text).toContain('48');
      expect(text).toContain(m.privacyNote.slice(0, 40));
      expect(text).not.toMatch(/\{\w+\}/);
    },
  );

  test('the headline is the appointment: its day and time, as each language writes them', () => {
    // Thursday 3 December 2026, 10:30 in Amstelveen.
    const start = new Date('2026-12-03T09:30:00Z');
    expect(pageHeading(start, 'nl')).toBe('Uw afspraak op donderdag 3 december om 10.30 uur');
    expect(pageHeading(start, 'en')).toBe('Your appointment on Thursday 3 December at 10:30');
    expect(pageHeading(start, 'tr')).toBe('Randevunuz: 3 Aralık Perşembe, saat 10.30');
    // In summer time too (Thursday 2 July 2026, 08:15 local = 06:15 UTC).
    expect(pageHeading(new Date('2026-07-02T06:15:00Z'), 'nl')).toBe(
      'Uw afspraak op donderdag 2 juli om 8.15 uur',
    );
  });

  test.each(languages)(
    '%s: a cancelled or past appointment, or a used link, offers a new appointment through the form',
    (lang) => {
      const m = appointmentMessages[lang];
      const form = { nl: '/#appointment', en: '/en#appointment', tr: '/tr#appointment' }[lang];
      const past = ManagePage({
        lang,
        stylesheetHref: undefined,
        view: {
          service: 'general',
          language: lang,
          start: new Date(Date.now() - 3_600_000),
          durationMinutes: 30,
          state: 'passed',
          lateCancellation: false,
          agreedAt: null,
        },
        paths: { cancel: '/cancel', calendar: '/calendar.ics' },
      });
      const cancelled = CancelledPage({ lang, stylesheetHref: undefined });
      const used = InvalidLinkPage({ lang, stylesheetHref: undefined });
      for (const markup of [past, cancelled, used]) {
        expect(markup).toContain(`href="${form}" data-new-appointment`);
        expect(textOf(markup)).toContain(m.newAppointmentButton);
      }
      // An upcoming appointment has no such button: it is still on.
      expect(html(new Date(Date.now() + 7 * 24 * 3_600_000), lang)).not.toContain(
        'data-new-appointment',
      );
    },
  );
});
