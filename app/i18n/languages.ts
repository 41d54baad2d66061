/** The site's languages. Dutch is the default and the only one without a path prefix. */
export const languages = ['nl', 'en', 'tr'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'nl';

/** The key under which the visitor's language choice is kept (specification §2, §4). */
export const languageStorageKey = 'language';

export interface LanguageInfo {
  /** Name of the language in that language, as shown in the switcher. */
  label: string;
  /** Short label for compact places (mobile switcher, footer). */
  short: string;
  /** Path prefix; '' for Dutch. */
  prefix: '' | `/${string}`;
  /** BCP 47 tag for Intl formatting. */
  bcp47: string;
  /** Open Graph locale (specification §4). */
  ogLocale: string;
  /**
   * The locale dates and times are written in. English pages keep the specification's en_US
   * language tags, but the practice writes dates and times the British way, as people in Europe
   * read them ("Tuesday 1 December 2026", "14:15"): decision 0090.
   */
  formatLocale: string;
}

export const languageInfo: Record<Lang, LanguageInfo> = {
  nl: {
    label: 'Nederlands',
    short: 'NL',
    prefix: '',
    bcp47: 'nl-NL',
    ogLocale: 'nl_NL',
    formatLocale: 'nl-NL',
  },
  en: {
    label: 'English',
    short: 'EN',
    prefix: '/en',
    bcp47: 'en-US',
    ogLocale: 'en_US',
    formatLocale: 'en-GB',
  },
  tr: {
    label: 'Türkçe',
    short: 'TR',
    prefix: '/tr',
    bcp47: 'tr-TR',
    ogLocale: 'tr_TR',
    formatLocale: 'tr-TR',
  },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Language comes from the path prefix only: /en… English, /tr… Turkish, anything else Dutch. */
export function langFromPath(pathname: string): Lang {
  for (const lang of languages) {
    const { prefix } = languageInfo[lang];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return defaultLang;
}
