/**
 * Whom a request is for (decision 0127), one rule for every place that says it: the confirmation
 * panel, both mails, the staff pages, the agenda and the practice's calendar. Each place has its
 * own words per choice; `{name}` is the patient's name and age.
 */
import { format } from '~/i18n/format';
import type { AppointmentFor } from './fields';

interface Whom {
  appointmentFor: AppointmentFor;
  patientName?: string | null;
}

/** "Emma, 6 jaar (uw kind)", "Kind van de aanvrager: Emma, 6 jaar"; without a name, the asker's. */
export function whomLabel(request: Whom, words: Readonly<Record<AppointmentFor, string>>): string {
  const { patientName } = request;
  return patientName ? format(words[request.appointmentFor], { name: patientName }) : words.self;
}

/** Who comes, with the asker in brackets when that is someone else: "Emma, 6 jaar (Sanne de Vries)". */
export const whoComes = (fullName: string, patientName?: string | null): string =>
  patientName ? `${patientName} (${fullName})` : fullName;
