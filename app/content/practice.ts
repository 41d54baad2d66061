/**
 * Practice facts: the one place for them. Pages, the footer, structured data and e-mails read these.
 *
 * SAMPLE DATA. The name, address, phone numbers, e-mail, chamber of commerce number and social
 * profiles below are fictional placeholders for the practice to replace before going live. The
 * opening hours, transport and parking facts are the ones of the specification.
 */
import type { Lang } from '../i18n/languages';

export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** The Dutch public holidays and the days around them whose hours a practice may change. */
export type DutchHoliday =
  | 'newYearsDay'
  | 'goodFriday'
  | 'easterSunday'
  | 'easterMonday'
  | 'kingsDay'
  | 'liberationDay'
  | 'ascensionDay'
  | 'whitSunday'
  | 'whitMonday'
  | 'christmasEve'
  | 'christmasDay'
  | 'boxingDay'
  | 'newYearsEve';

export interface OpeningPeriod {
  /** Which rows of the hours table this period is shown in. */
  group: 'weekdays' | 'saturday';
  days: readonly Weekday[];
  /** 24-hour local time (Europe/Amsterdam), HH:MM. */
  opens: string;
  closes: string;
}

export const practice = {
  name: 'Tandartspraktijk Stadshart',
  shortName: 'Stadshart',
  legalName: 'Tandartspraktijk Stadshart Amstelveen B.V.',
  address: {
    street: 'Rembrandtweg 118',
    postalCode: '1181 GZ',
    city: 'Amstelveen',
    region: 'Noord-Holland',
    countryCode: 'NL',
  },
  geo: { latitude: 52.3033, longitude: 4.8627 },
  /** Display form and the E.164 form used in tel: links and structured data. */
  phone: { display: '020 123 45 67', e164: '+31201234567' },
  emergencyPhone: { display: '06 12 34 56 78', e164: '+31612345678' },
  email: 'info@tandartspraktijkstadshart.nl',
  chamberOfCommerce: '87654321',
  timeZone: 'Europe/Amsterdam',
  openingHours: [
    {
      group: 'weekdays',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { group: 'saturday', days: ['Saturday'], opens: '09:00', closes: '14:00' },
  ] satisfies readonly OpeningPeriod[],
  /** Languages the staff speak, as BCP 47 tags. */
  languagesSpoken: ['nl', 'en', 'tr'] as const satisfies readonly Lang[],
  acceptsInsurance: true,
  saturdayAppointments: true,
  parking: { publicInFront: true, bicycle: true },
  tramLines: ['5', '25'] as const,
  tramStop: 'Stadshart',
  paymentAccepted: ['Cash', 'Credit Card', 'Insurance'] as const,
  currenciesAccepted: 'EUR',
  priceRange: '€€',
  areaServed: ['Amstelveen', 'Amsterdam-Zuid', 'Buitenveldert', 'Ouderkerk aan de Amstel'] as const,
  /**
   * Complaints under the Wkkgz (Healthcare Quality, Complaints and Disputes Act): every practice must
   * have a complaints officer (klachtenfunctionaris) a patient can turn to free of charge, and be
   * affiliated with a disputes body recognised for its field. SAMPLE VALUES: the practice fills in
   * its own officer and the body it is affiliated with before going live; the terms show them.
   */
  complaints: {
    officer: 'Anne de Vries',
    disputesBody: 'Geschilleninstantie Mondzorg',
  },
  /**
   * The regional after-hours dental service (tandartsenspoeddienst) that patients call outside
   * opening hours: evenings, nights, Saturday afternoons, Sundays and public holidays. SAMPLE
   * VALUES: the practice fills in the service its region actually uses (name and number) before
   * going live; the emergency page, the contact page and the offline page show them.
   */
  afterHoursService: {
    name: 'Tandartsenspoeddienst Amstelland',
    phone: { display: '020 765 43 21', e164: '+31207654321' },
  },
  /**
   * Public holidays (feestdagen), for the "open now / closed now" line on the emergency, contact
   * and home pages. `closed`: the practice is closed all day, so the after-hours service helps
   * (as every page says of "feestdagen"). `unsure`: days many practices open, close or shorten
   * their hours; the line says nothing on them rather than something wrong. SAMPLE VALUES: the
   * practice moves each day to the list that is true for it.
   */
  holidays: {
    closed: [
      'newYearsDay',
      'easterSunday',
      'easterMonday',
      'kingsDay',
      'ascensionDay',
      'whitSunday',
      'whitMonday',
      'christmasDay',
      'boxingDay',
    ],
    unsure: ['goodFriday', 'liberationDay', 'christmasEve', 'newYearsEve'],
  } satisfies Record<'closed' | 'unsure', readonly DutchHoliday[]>,
  /**
   * What a cancellation less than 48 hours ahead, or not coming at all, may cost: this much per
   * quarter of an hour reserved, never more than the planned treatment (terms). A charge that is
   * not an NZa service needs an amount the patient knows beforehand, so the terms, the rates page
   * and the confirmation e-mail state it. SAMPLE VALUE: the practice sets its own before going live.
   */
  lateCancellationFee: { cents: 2000, perMinutes: 15 },
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/tandartspraktijkstadshart' },
    { network: 'Instagram', url: 'https://www.instagram.com/tandartspraktijkstadshart' },
    { network: 'YouTube', url: 'https://www.youtube.com/@tandartspraktijkstadshart' },
    { network: 'TikTok', url: 'https://www.tiktok.com/@tandartspraktijkstadshart' },
  ] as const,
} as const;

export type SocialNetwork = (typeof practice.social)[number]['network'];

/** Days on which the practice is open, derived from the hours so the two can never disagree. */
export const openDays: ReadonlySet<Weekday> = new Set(
  practice.openingHours.flatMap((period) => period.days),
);

/** The languages the team speaks, the page's own first ("Türkçe, Hollandaca ve İngilizce"). */
export function languagesSpokenFirst(lang: Lang): Lang[] {
  const spoken: readonly Lang[] = practice.languagesSpoken;
  return [...spoken].sort((a, b) => Number(b === lang) - Number(a === lang));
}

export function periodFor(group: OpeningPeriod['group']): OpeningPeriod | undefined {
  return practice.openingHours.find((period) => period.group === group);
}

/**
 * Saturday’s closing time as running text writes it, so "outside opening hours" can name Saturday
 * afternoon (pages and e-mails alike): "14:00" in English, "14.00" in Dutch and Turkish.
 */
export function saturdayCloses(lang: Lang): string {
  const period = periodFor('saturday');
  if (!period) throw new Error('No opening hours for saturday');
  if (lang === 'en') return period.closes;
  return period.closes.replace(/^0/, '').replace(':', '.');
}

/**
 * Text that must not wrap inside (a phone number’s digit groups): its spaces become no-break
 * spaces, which every renderer honours (pages, Markdown, plain-text and HTML e-mails).
 */
export function unbreakable(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

/** "Rembrandtweg 118, 1181 GZ Amstelveen" */
export const addressLine = `${practice.address.street}, ${practice.address.postalCode} ${practice.address.city}`;

/**
 * Directions to the practice from where the visitor is, in Google Maps: on a phone its app takes
 * the link over (Android, and iOS with the app), elsewhere the website opens with the route. A
 * plain link: nothing is requested from Google until the visitor taps it.
 */
export const directionsLink = `https://www.google.com/maps/dir/?api=1&destination=${practice.geo.latitude}%2C${practice.geo.longitude}`;
