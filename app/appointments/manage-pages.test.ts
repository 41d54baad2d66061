import { describe, expect, test } from 'vitest';
import { languages } from '~/i18n/languages';
import { cancellationRule } from '~/mail/appointment-mails.server';
import { ManagePage } from './manage-pages';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('the patient’s page for a confirmed appointment', () => {
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
    const text = page(new Date(Date.now() + 3 * 3_600_000), 'en');
    expect(text).toContain('Please let us know as soon as possible');
    expect(text).not.toContain('free of charge until');
  });
});
