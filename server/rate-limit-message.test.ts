import { describe, expect, test } from 'vitest';
import { languages } from '~/i18n/languages';
import { rateLimitedMessage } from './appointments-http';

/** The form's alert and the API's 429 share the catalogue text and its plural forms. */
describe('the rate-limit message', () => {
  test('English: "1 minute", "2 minutes" (never "1 minutes")', () => {
    expect(rateLimitedMessage('en', 30)).toContain('Please try again in 1 minute, or call us');
    expect(rateLimitedMessage('en', 90)).toContain('Please try again in 2 minutes, or call us');
    expect(rateLimitedMessage('en', 30)).not.toMatch(/1 minutes/);
  });

  test.each(languages)('%s: the minutes and the phone number are filled in', (lang) => {
    for (const seconds of [1, 60, 61, 3600]) {
      const message = rateLimitedMessage(lang, seconds);
      expect(message).not.toMatch(/\{\w+\}/);
      expect(message).toContain(String(Math.ceil(seconds / 60)));
    }
  });
});
