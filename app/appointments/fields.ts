/**
 * Facts about the appointment request that the page needs at once (no validation library):
 * the services offered, field names and length limits. The schema builds on these.
 */

/** The services a visitor can ask an appointment for (specification §3). */
export const appointmentServices = [
  'general',
  'cosmetic',
  'orthodontics',
  'implants',
  'pediatric',
  'emergency',
] as const;
export type AppointmentService = (typeof appointmentServices)[number];

export const fieldLimits = { fullName: 100, email: 254, phone: 32, message: 2000 } as const;

/** Field names: the JSON API's keys and the form's input names (DESIGN.md §2). */
export const appointmentFields = [
  'fullName',
  'email',
  'phone',
  'service',
  'preferredDate',
  'message',
  'healthDataConsent',
  'privacyConsent',
  'language',
  'website',
] as const;
export type AppointmentField = (typeof appointmentFields)[number];

export type FieldErrors = Partial<Record<AppointmentField, string[]>>;
