import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { serviceForTreatment, type BookingState } from '~/appointments/service-for-treatment';
import { useCurrentPage, useLang, useMessages } from '~/i18n/hooks';
import { appointmentHref, isTreatmentId, pathFor } from '~/i18n/pages';
import { prefersReducedMotion } from './motion';

/**
 * The Book Appointment buttons (hero, header, footer). On the home page they scroll smoothly to
 * the appointment section (80 px below the header, see app.css) and move focus there; elsewhere
 * they open the home page of the current language at #appointment. On a treatment page the
 * treatment's service rides along in the history entry's state (never in the URL), and the form
 * preselects it (decision 0102); without JavaScript the link is the plain /#appointment.
 */
export function BookAppointmentLink({
  className,
  children,
  onNavigate,
}: {
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
}) {
  const lang = useLang();
  const messages = useMessages();
  const { pathname } = useLocation();
  const page = useCurrentPage();
  const booking: BookingState | undefined =
    page && isTreatmentId(page.id) ? { service: serviceForTreatment[page.id] } : undefined;
  const label = children ?? messages.common.bookAppointment;

  function scrollHere(event: MouseEvent<HTMLAnchorElement>) {
    const section = document.getElementById('appointment');
    if (!section) return;
    event.preventDefault();
    onNavigate?.();
    // The sections before the form are skipped until near (content-visibility, app.css) and stand
    // at a guessed height: a smooth scroll aimed past them landed off as they rendered on the way
    // (the fifteenth review: 167 px past the form's heading). Rendered first, the aim is true.
    for (const before of document.querySelectorAll<HTMLElement>('main > section')) {
      if (before === section) break;
      before.style.contentVisibility = 'visible';
    }
    section.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
    const heading = section.querySelector<HTMLElement>('[data-section-heading]');
    heading?.focus({ preventScroll: true });
  }

  if (pathname === pathFor('home', lang)) {
    return (
      <a href="#appointment" className={className} onClick={scrollHere}>
        {label}
      </a>
    );
  }
  return (
    <Link
      to={appointmentHref(lang)}
      state={booking}
      data-service={booking?.service}
      className={className}
      onClick={onNavigate}
    >
      {label}
    </Link>
  );
}
