import mailSpellChecker from '@zootools/email-spell-checker';

/**
 * The providers this practice's patients write from: Dutch internet providers, the big free
 * services, and those Turkish and British patients use. The library's own list is American; with
 * it "hotmail.con" became "hotmail.co".
 */
const domains = [
  'gmail.com',
  'hotmail.com',
  'hotmail.nl',
  'outlook.com',
  'outlook.nl',
  'live.nl',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'yahoo.com',
  'ziggo.nl',
  'kpnmail.nl',
  'kpnplanet.nl',
  'planet.nl',
  'xs4all.nl',
  'home.nl',
  'hetnet.nl',
  'upcmail.nl',
  'chello.nl',
  'casema.nl',
  'telfort.nl',
  'online.nl',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'web.de',
  'yandex.com',
  'mynet.com',
  'hotmail.com.tr',
  'hotmail.co.uk',
  'yahoo.co.uk',
  'btinternet.com',
];
const topLevelDomains = [
  'com',
  'nl',
  'net',
  'org',
  'eu',
  'be',
  'de',
  'fr',
  'co.uk',
  'uk',
  'com.tr',
  'me',
  'io',
];
const secondLevelDomains = [
  'gmail',
  'hotmail',
  'outlook',
  'live',
  'icloud',
  'yahoo',
  'ziggo',
  'kpnmail',
];

/**
 * A likely slip in an e-mail address's provider ("jan@hotmail.con", "jeroen@gmial.com"): the
 * address as it was probably meant, or undefined. Only ever offered, never applied: an address at
 * a provider not on the list is as valid as any (round 44, AO: a typo passed, and the receipt the
 * page promised never arrived).
 */
export function suggestEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(trimmed)) return undefined;
  const suggestion = mailSpellChecker.run({
    email: trimmed,
    domains,
    topLevelDomains,
    secondLevelDomains,
  });
  return suggestion && suggestion.full.toLowerCase() !== trimmed.toLowerCase()
    ? suggestion.full
    : undefined;
}
