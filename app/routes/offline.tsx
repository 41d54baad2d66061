import { Icon } from '~/icons/icon';
import { containerClass } from '~/components/page-sections';
import { AfterHoursService } from '~/components/after-hours-service';
import { OpeningHours } from '~/components/opening-hours';
import { PhoneLink } from '~/components/contact-links';
import { messagesFrom, useLang, useMessages } from '~/i18n/hooks';
import { langFromPath } from '~/i18n/languages';
import { pathFor } from '~/i18n/pages';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import type { Route } from './+types/offline';

/**
 * Shown by the service worker in place of a page that cannot be loaded offline. It may be served at
 * any URL, so it does not hydrate (root.tsx leaves out the scripts): plain HTML, working links.
 */
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const messages = messagesFrom(matches);
  return seoMeta(
    {
      lang: langFromPath(location.pathname),
      title: messages.offline.title,
      description: messages.offline.message,
    },
    siteMetaFrom(matches),
  );
};

export default function Offline() {
  const messages = useMessages();
  const lang = useLang();
  return (
    <section className={`${containerClass} flex flex-col items-center py-10 text-center md:py-16`}>
      <h1 className="section-title">{messages.offline.title}</h1>
      <p className="mt-5 max-w-2xl text-lg text-muted">{messages.offline.message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Without JavaScript: a form without an action loads the address shown again. */}
        <form>
          <button type="submit" className="btn btn-lg btn-primary">
            {messages.offline.retry}
          </button>
        </form>
        <a href={pathFor('home', lang)} className="btn btn-lg btn-outline">
          <Icon name="house" className="size-5" />
          {messages.common.backToHome}
        </a>
      </div>
      <div className="card mt-12 w-full max-w-md p-6 text-left">
        <p className="font-semibold">{messages.offline.callUs}</p>
        <PhoneLink className="mt-2 inline-flex min-h-11 items-center text-2xl font-extrabold text-teal-800" />
        <OpeningHours className="mt-4 space-y-2" />
        <p className="mt-6 font-semibold">{messages.offline.emergency}</p>
        <PhoneLink
          line="emergency"
          className="link-emergency mt-2 inline-flex min-h-11 items-center text-xl font-extrabold"
        />
        <AfterHoursService className="mt-2 text-muted" text={messages.offline.afterHours} />
      </div>
    </section>
  );
}
