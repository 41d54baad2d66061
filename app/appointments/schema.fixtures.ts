/** Test data shared by the schema's tests: a fixed "now" and a request valid at that moment. */

/** Sunday 22 November 2026, noon in Amsterdam. */
export const now = new Date('2026-11-22T11:00:00Z');

export const valid = {
  fullName: 'Sanne de Vries',
  email: 'sanne@example.nl',
  phone: '06 12345678',
  service: 'pediatric',
  preferredDate: '2026-11-23',
  message: 'Mijn dochter (4) heeft kiespijn.',
  healthDataConsent: true,
  privacyConsent: true,
  language: 'nl',
};
