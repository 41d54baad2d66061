import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { unbreakable } from '~/content/practice';

/**
 * A stored E.164 number as a person reads it: Dutch numbers in the national form ("06 12345678"),
 * others internationally ("+44 7700 900123"); with no-break spaces, so it never wraps in a mail.
 */
export function readablePhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return unbreakable(
    parsed.country === 'NL' ? parsed.formatNational() : parsed.formatInternational(),
  );
}
