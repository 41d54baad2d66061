import { defaultLang, languageInfo, languages, languageStorageKey, type Lang } from './languages';

const prefixed = languages.filter((lang) => lang !== defaultLang);

/**
 * Runs inline in the <head> of '/' only, before anything renders: a visitor who chose English or
 * Turkish before goes straight to that home page, without a flash of Dutch. Storage can throw
 * (privacy modes); then the visitor simply stays on the Dutch page.
 */
export const preferredLanguageRedirect =
  `try{var l=localStorage.getItem(${JSON.stringify(languageStorageKey)});` +
  `var p=${JSON.stringify(Object.fromEntries(prefixed.map((lang) => [lang, languageInfo[lang].prefix])))};` +
  `if(Object.prototype.hasOwnProperty.call(p,l))location.replace(p[l])}catch(e){}`;

/** Remembers the visitor's choice. Never throws: a failed write must not block the switch. */
export function storePreferredLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Storage unavailable (private mode, quota, disabled): the URL still carries the language.
  }
}
