import { Icon } from '~/icons/icon';
import { InitialsBadge } from '~/components/initials';
import { OpeningHours } from '~/components/opening-hours';
import { PageLink } from '~/components/page-link';
import { PracticeAddress } from '~/components/practice-address';
import { addressLine } from '~/content/practice';
import type { HomeContent } from '~/content/types';
import { useMessages } from '~/i18n/hooks';

export interface HeroCardDentist {
  id: string;
  name: string;
  role: string;
  /** Written on the server ("Meer dan 20 jaar ervaring"). */
  experience: string;
}

/**
 * Beside the home page's heading on a wide screen, until the practice's photo fills that place
 * (decision 0106): who will treat you, when the practice is open and how to get there, in one
 * card, where a placeholder picture said nothing (the eleventh review). On a phone the hero goes
 * straight on to the treatments, as it did beside the placeholder.
 */
export function HeroPracticeCard({
  card,
  dentists,
  tram,
}: {
  card: HomeContent['hero']['card'];
  dentists: readonly HeroCardDentist[];
  tram: string;
}) {
  const messages = useMessages();
  return (
    <aside aria-labelledby="hero-card-title" className="hidden lg:block">
      <div className="rounded-3xl border border-teal-100 bg-white p-8 shadow-xl shadow-teal-900/10">
        <h2
          id="hero-card-title"
          className="text-sm font-extrabold tracking-wider text-teal-700 uppercase"
        >
          {card.title}
        </h2>
        <ul className="mt-5 space-y-5">
          {dentists.map((dentist) => (
            <li key={dentist.id} className="flex items-center gap-4">
              <InitialsBadge name={dentist.name} className="size-16 text-xl" />
              <div>
                <p className="text-lg font-extrabold text-teal-950">{dentist.name}</p>
                <p className="text-slate-700">{dentist.role}</p>
                <p className="text-[0.9375rem] text-slate-600">{dentist.experience}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
          <p className="flex items-center gap-2 text-[0.9375rem] font-semibold text-slate-700">
            <Icon name="badge-check" className="size-5 shrink-0 text-teal-600" />
            {card.credentials}
          </p>
          <PageLink
            page="team"
            className="inline-flex min-h-11 items-center gap-1 font-bold text-teal-800 hover:underline"
          >
            {card.teamLink}
            <Icon name="arrow-right" className="size-4" />
          </PageLink>
        </div>
        <div className="mt-6 grid gap-5 border-t border-teal-100 pt-6 text-[0.9375rem] xl:grid-cols-2 xl:gap-8">
          <div>
            <h3 className="flex items-center gap-2 font-extrabold text-teal-950">
              <Icon name="clock" className="size-5 text-teal-700" />
              {messages.footer.hours}
            </h3>
            <OpeningHours className="mt-3 space-y-1.5 text-slate-700" />
          </div>
          <PracticeAddress tram={tram} className="text-slate-700">
            <p className="mt-1.5 flex gap-2">
              <Icon name="car-front" className="mt-0.5 size-4 shrink-0 text-teal-700" />
              {card.parking}
            </p>
          </PracticeAddress>
        </div>
      </div>
    </aside>
  );
}

/**
 * The same facts on a phone, compact, under the hero's buttons: who, when and where, so a phone
 * does not have to reach the footer for them (the thirteenth review). Why patients choose us (new
 * patients, languages, children, nerves) follows the hero as its own section. Written on the
 * server.
 */
export function HeroPracticeSummary({
  names,
  credentials,
  hours,
}: {
  names: string;
  credentials: string;
  hours: readonly string[];
}) {
  const messages = useMessages();
  return (
    <div
      data-hero-summary=""
      className="mt-6 rounded-2xl border border-teal-100 bg-white p-4 text-sm text-slate-700 lg:hidden"
    >
      <p className="flex items-center gap-2">
        <Icon name="badge-check" className="size-5 shrink-0 text-teal-600" />
        <span>
          <strong className="text-teal-950">{names}</strong>{' '}
          <span className="block">{credentials}</span>
        </span>
      </p>
      <p className="mt-2 flex gap-2 border-t border-slate-100 pt-2">
        <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-teal-700" />
        <span>
          {hours.map((line) => (
            <span key={line} className="block">
              {line}{' '}
            </span>
          ))}
        </span>
      </p>
      <p className="mt-2 flex items-center gap-2 border-t border-slate-100 pt-2">
        <Icon name="map-pin" className="size-5 shrink-0 text-teal-700" />
        <span>
          {addressLine} {/* A 32 px tap height in the summary's small type. */}
          <PageLink
            page="contact"
            className="inline-flex min-h-8 items-center gap-1 font-bold text-teal-800 underline decoration-teal-300 decoration-2 underline-offset-4"
          >
            {messages.appointmentNext.route}
          </PageLink>
        </span>
      </p>
    </div>
  );
}
