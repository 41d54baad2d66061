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
  return asService(state.service);
}

function asService(service: unknown): AppointmentService | undefined {
  return (appointmentServices as readonly unknown[]).includes(service)
    ? (service as AppointmentService)
    : undefined;
}

/**
 * A tap on Book Appointment before the page's script has loaded (a slow phone) is a plain
 * navigation, without the state: the head's script (`bookingCarryScript`) keeps the link's
 * `data-service` for the tab in sessionStorage, and the form takes it from there once (round 31,
 * R: the choice was lost on a throttled connection). The tab's own storage, never a cookie, an
 * address or a request.
 */
export const carriedServiceKey = 'booking-service';

export const bookingCarryScript =
  `addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-service]');` +
  `if(a)try{sessionStorage.setItem('${carriedServiceKey}',a.getAttribute('data-service'))}catch(x){}},true)`;

/** The service a tap before hydration carried, read once: a later visit starts empty. */
export function takeCarriedService(): AppointmentService | undefined {
  try {
    const service = sessionStorage.getItem(carriedServiceKey);
    sessionStorage.removeItem(carriedServiceKey);
    return asService(service);
  } catch {
    return undefined;
  }
}
