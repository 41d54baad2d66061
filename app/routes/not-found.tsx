import { Icon } from '~/icons/icon';
import { data } from 'react-router';
import { containerClass } from '~/components/page-sections';
import { messagesFrom, useLang, useMessages } from '~/i18n/hooks';
import { langFromPath } from '~/i18n/languages';
import { pathFor } from '~/i18n/pages';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import { BookAppointmentLink } from '~/components/book-appointment-link';
import { PageLink } from '~/components/page-link';
import { Link } from 'react-router';
import type { Route } from './+types/not-found';

/** Every path that is not a page: the not-found page in the path's language, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function headers() {
  return { 'Cache-Control': 'no-cache' };
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langFromPath(location.pathname);
  const messages = messagesFrom(matches);
  return seoMeta(
    { lang, title: messages.notFound.title, description: messages.notFound.message },
    siteMetaFrom(matches),
  );
};

/**
 * "404 Pagina niet gevonden" as the specification words it, the number a small line of its own
 * above the words (round 45, AQ: the number ran into the sentence). One heading still, read as
 * written.
 */
function NumberedTitle({ title }: { title: string }) {
  const parts = /^(\d{3}) (.+)$/.exec(title);
  if (!parts) return title;
  return (
    <>
      <span className="block font-sans text-base font-extrabold tracking-widest text-teal-700">
        {parts[1]}
      </span>{' '}
      {parts[2]}
    </>
  );
}

export default function NotFound() {
  const messages = useMessages();
  const lang = useLang();
  return (
    <section className={`${containerClass} flex flex-col items-center py-10 text-center md:py-16`}>
      {/* The way-finder on the logo's tile, as every page's sign (decision 0114). */}
      <span
        aria-hidden="true"
        className="sign-tile block [--sign-height:5rem] [--sign-radius:1.25rem] [--sign-width:6rem]"
      >
        <span>
          <Icon name="signpost" className="size-10" />
        </span>
      </span>
      <h1 tabIndex={-1} className="section-title mt-6">
        <NumberedTitle title={messages.notFound.title} />
      </h1>
      {/* Left-aligned on a phone: five centred lines are hard to read (round 37, AB). */}
      <p className="mt-5 max-w-2xl self-stretch text-left text-lg text-muted sm:self-auto sm:text-center">
        {messages.notFound.message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={pathFor('home', lang)} className="btn btn-lg btn-primary w-full sm:w-auto">
          <Icon name="house" className="size-5" />
          {messages.notFound.back}
        </Link>{' '}
        {/* The message offers an appointment: the button to ask for one (the twelfth review). */}
        <BookAppointmentLink className="btn btn-lg btn-outline w-full sm:w-auto" />
      </div>
      {/* Where most visitors meant to go: the treatments, how to reach us, help in an emergency. */}
      <nav aria-labelledby="not-found-suggestions" className="mt-10 w-full max-w-2xl">
        <p id="not-found-suggestions" className="font-semibold text-slate-700">
          {messages.notFound.suggestions}
        </p>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          <li>
            <PageLink page="services" className={suggestionClass}>
              <Icon name="list-checks" className="size-5 shrink-0 text-teal-700" />
              {messages.nav.allServices}
            </PageLink>
          </li>
          <li>
            <PageLink page="contact" className={suggestionClass}>
              <Icon name="map-pin" className="size-5 shrink-0 text-teal-700" />
              {messages.nav.contact}
            </PageLink>
          </li>
          <li>
            <PageLink
              page="emergency"
              className={`${suggestionClass} border-orange-200 text-orange-800 hover:bg-orange-50`}
            >
              <Icon name="phone-call" className="size-5 shrink-0" />
              {messages.contactActions.emergencyNav}
            </PageLink>
          </li>
        </ul>
      </nav>
    </section>
  );
}

const suggestionClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 font-bold text-teal-800 hover:bg-teal-50';
