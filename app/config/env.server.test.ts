import { describe, expect, test } from 'vitest';
import { EnvError, parseEnv } from './env.server';

describe('parseEnv', () => {
  test('defaults make a working local setup', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      PUBLIC_ORIGIN: 'http://localhost:3000',
      APPOINTMENT_RATE_LIMIT: 5,
      RETENTION_DAYS: 180,
      TRUST_PROXY: 'false',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  test("mail is sent from the practice's own address unless MAIL_FROM says otherwise", () => {
    // A patient who replies (the confirmation invites it) reaches the practice, never a dead end.
    expect(parseEnv({}).MAIL_FROM).toBe(
      'Tandartspraktijk Stadshart <info@tandartspraktijkstadshart.nl>',
    );
    expect(parseEnv({ CLINIC_EMAIL: 'balie@praktijk.test' }).MAIL_FROM).toBe(
      'Tandartspraktijk Stadshart <balie@praktijk.test>',
    );
    expect(parseEnv({ MAIL_FROM: 'Praktijk <post@praktijk.test>' }).MAIL_FROM).toBe(
      'Praktijk <post@praktijk.test>',
    );
  });

  test('an empty variable counts as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  test('values are parsed and normalized', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/site',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      PUBLIC_ORIGIN: 'https://tandarts.example/',
      APPOINTMENT_RATE_LIMIT: '20',
    });
    expect(env.PORT).toBe(8080);
    expect(env.PUBLIC_ORIGIN).toBe('https://tandarts.example');
    expect(env.APPOINTMENT_RATE_LIMIT).toBe(20);
  });

  test.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['CLINIC_EMAIL', 'not-an-address'],
    ['PUBLIC_ORIGIN', 'https://tandarts.example/some/path'],
    ['PUBLIC_ORIGIN', 'tandarts.example'],
    ['APPOINTMENT_RATE_LIMIT', '0'],
    ['RETENTION_DAYS', '-3'],
    ['LOG_LEVEL', 'loud'],
  ])('a bad %s (%s) is refused with a message that names it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
