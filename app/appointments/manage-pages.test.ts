import { describe, expect, test } from 'vitest';
import { languages } from '~/i18n/languages';
import { practice, directionsLink } from '~/content/practice';
import { cancellationRule } from '~/mail/appointment-mails.server';
import { appointmentMessages } from '~/mail/appointment-messages.server';
import { ManagePage } from './manage-pages';

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
        },
        paths: { cancel: '/cancel', calendar: '/calendar.ics' },
      }),
    );

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
      expect(text).toContain(m.pageHeading.replace('{practice}', practice.name));
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
});
