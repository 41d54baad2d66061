import type { Lang } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { appointmentServices, type AppointmentService } from './fields';

/**
 * What the patient asked for, named as the form's option named it: the confirmation panel, the
 * e-mails, the calendar entry and the patient's page all say the same words the patient chose
 * (the seventh design review: "Estetik (beyazlatma, lamina)" in the form came back as "Estetik
 * diş hekimliği", which reads as "did they get my request right?"). The practice's inbox keeps
 * the treatment names.
 */
export function requestedServiceLabel(service: string, lang: Lang): string {
  const options = catalogues[lang].form.serviceOptions;
  return isAppointmentService(service) ? options[service] : service;
}

function isAppointmentService(value: string): value is AppointmentService {
  return (appointmentServices as readonly string[]).includes(value);
}
