import type { FieldErrors } from './fields';

/** What the home page's action answers; the form shows it (fetcher data, or action data without JS). */
export type AppointmentActionResult =
  | { state: 'success'; id: string; emailSent: boolean }
  | { state: 'invalid'; errors: FieldErrors; values: Partial<Record<string, string>> }
  | { state: 'error' }
  | { state: 'rate-limited'; retryAfterSeconds: number }
  | { state: 'too-large' };
