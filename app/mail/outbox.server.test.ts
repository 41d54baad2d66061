import { describe, expect, it } from 'vitest';
import { redactedMessage } from './outbox.server';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('the stored copy of a sent mail', () => {
  it('loses the secrets it carried, also where the invitation folded them across lines', () => {
    const link = `https://praktijk.example/mijn-afspraak/${token}`;
    const folded = `DESCRIPTION:Bekijk of annuleer: https://praktijk.example/mijn-afspraak/${token.slice(0, 10)}\r\n ${token.slice(10)}\r\nEND:VEVENT`;
    const redacted = redactedMessage({
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'Afspraak bevestigd',
      text: `Link: ${link}`,
      html: `<a href="${link}">${link}</a>`,
      language: 'nl',
      calendar: { method: 'REQUEST', filename: 'invite.ics', content: folded },
      redactAfterSending: [token],
    });
    expect(JSON.stringify(redacted)).not.toContain(token);
    expect(redacted?.text).toBe('Link: https://praktijk.example/mijn-afspraak/[…]');
    expect(redacted?.redactAfterSending).toBeUndefined();
  });

  it('leaves a message without secrets alone', () => {
    expect(
      redactedMessage({ from: 'a', to: 'b', subject: 's', text: 't', html: 'h', language: 'nl' }),
    ).toBeUndefined();
  });
});
