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

/**
 * Whom the appointment is for: the one who asks (the default, and what a client of the API's
 * original contract means), their child, someone else they arrange it for, or several of a family
 * at one visit (decision 0127).
 */
export const appointmentForOptions = ['self', 'child', 'other', 'family'] as const;
export type AppointmentFor = (typeof appointmentForOptions)[number];

export const fieldLimits = {
  fullName: 100,
  patientName: 200,
  email: 254,
  phone: 32,
  message: 2000,
} as const;

/** Field names: the JSON API's keys and the form's input names (DESIGN.md §2). */
export const appointmentFields = [
  'appointmentFor',
  'patientName',
  'fullName',
  'email',
  'phone',
  'service',
  'preferredDate',
  'newPatient',
  'callFirst',
  'message',
  'healthDataConsent',
  'privacyConsent',
  'language',
  'website',
] as const;
export type AppointmentField = (typeof appointmentFields)[number];

export type FieldErrors = Partial<Record<AppointmentField, string[]>>;
