/**
 * Where the patient's page for a confirmed appointment lives, per language. The token follows as
 * the last path segment; these paths are never cached (service worker, browser, proxy) and never
 * logged (server/manage-http.ts).
 */
import { langFromPath, type Lang } from '~/i18n/languages';

export const manageBasePaths: Record<Lang, string> = {
  nl: '/mijn-afspraak',
  en: '/en/my-appointment',
  tr: '/tr/randevum',
};

export const manageUrl = (origin: string, lang: Lang, token: string) =>
  `${origin}${manageBasePaths[lang]}/${token}`;

/** Whether a path is (under) a patient's appointment page, in any language. */
export function isManagePath(pathname: string): boolean {
  const base = manageBasePaths[langFromPath(pathname)];
  return pathname === base || pathname.startsWith(`${base}/`);
}
