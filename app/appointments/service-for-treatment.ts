import type { TreatmentId } from '~/i18n/pages';
import { appointmentServices, type AppointmentService } from './fields';

/**
 * Which of the form's six services a treatment page books (decision 0102). The one place the
 * thirteen treatments meet the six services of the API's contract: a check-up, cleaning, filling,
 * root canal or crown is general care; whitening is cosmetic; Invisalign is orthodontics. A new
 * treatment without a service fails the typecheck.
 */
export const serviceForTreatment = {
  general: 'general',
  checkup: 'general',
  hygiene: 'general',
  fillings: 'general',
  rootcanal: 'general',
  crowns: 'general',
  cosmetic: 'cosmetic',
  whitening: 'cosmetic',
  orthodontics: 'orthodontics',
  invisalign: 'orthodontics',
  implants: 'implants',
  pediatric: 'pediatric',
  emergency: 'emergency',
} as const satisfies Record<TreatmentId, AppointmentService>;

/**
 * What a Book Appointment link hands the form in the history entry's state (never in the URL:
 * nothing about a patient's care goes into an address or a log line).
 */
export interface BookingState {
  service: AppointmentService;
}

/** The service carried by a navigation's state, if it is one of the six (state is untrusted). */
export function serviceFromState(state: unknown): AppointmentService | undefined {
  if (typeof state !== 'object' || state === null || !('service' in state)) return undefined;
  const { service } = state;
  return (appointmentServices as readonly unknown[]).includes(service)
    ? (service as AppointmentService)
    : undefined;
}
