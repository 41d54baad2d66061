import type { Lang } from './languages';

/** Fills {name} placeholders. A placeholder without a value is left visible, so tests catch it. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  );
}

/**
 * A practice time ("08:00", 24-hour) as each language writes it, in tables as in running text:
 * Dutch with a point, "8.00" (as in "van 8.00 tot 18.00 uur"); British English with two-digit
 * hours, "08:00", as the e-mails and the patient's page write an appointment's time ("09:30",
 * decision 0090); Turkish the TDK way with a point and two-digit hours, "08.00".
 */
export function clockTime(hhmm: string, lang: Lang): string {
  if (lang === 'tr') return hhmm.replace(':', '.');
  if (lang === 'en') return hhmm;
  return hhmm.replace(/^0/, '').replace(':', '.');
}

/**
 * A practice time ("08:00") in running text: Dutch "8.00" (the text adds "uur"), English "08:00",
 * Turkish "08.00" (decisions 0049, 0075, 0090).
 */
export function textClockTime(hhmm: string, lang: Lang): string {
  return clockTime(hhmm, lang);
}

/** A text in the plural forms a language needs ("1 request" / "2 requests"), by Intl.PluralRules. */
export type PluralText = { one: string; other: string };

export function formatPlural(
  texts: PluralText,
  count: number,
  locale: string,
  values: Record<string, string | number> = {},
): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? texts.one : texts.other;
  return format(form, { ...values, count });
}
