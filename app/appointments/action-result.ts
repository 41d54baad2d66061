import type { AppointmentFor, AppointmentService } from './fields';
import type { FieldErrors } from './fields';

/**
 * What the confirmation panel repeats of a stored request. Only values the schema accepted, made
 * readable on the server (the date written out in the page's language, the phone number as people
 * write it); React renders them as text.
 */
export interface AcceptedRequest {
  fullName: string;
  email: string;
  phone: string;
  service: AppointmentService;
  dateLabel: string;
  /** Whether a message went with it: said, never repeated (round 33, W: was my question read?). */
  withMessage: boolean;
  /** Whom it is for, and the optional ticks (decision 0127). */
  appointmentFor: AppointmentFor;
  patientName?: string;
  newPatient: boolean;
  callFirst: boolean;
}

/** What the home page's action answers; the form shows it (fetcher data, or action data without JS). */
export type AppointmentActionResult =
  | { state: 'success'; id: string; emailSent: boolean; request: AcceptedRequest }
  | { state: 'invalid'; errors: FieldErrors; values: Partial<Record<string, string>> }
  | { state: 'error' }
  | { state: 'rate-limited'; retryAfterSeconds: number }
  | { state: 'too-large' };
