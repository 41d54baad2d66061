import { Icon } from '~/icons/icon';
import { useState } from 'react';
import { OpeningHours } from '~/components/opening-hours';
import { EmailLink, PhoneLink } from '~/components/contact-links';
import { EmergencyCallButton } from '~/components/emergency-now';
import { containerClass, PageHeader } from '~/components/page-sections';
import { SlotPicture } from '~/components/picture';
import { mapsLink, practice } from '~/content/practice';
import { contactPage } from '~/content/site.server';
import { useMessages } from '~/i18n/hooks';
import { langFromPath } from '~/i18n/languages';
import { slotImage } from '~/images/slot-images.server';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import type { Route } from './+types/contact';
import { pageFromRequest } from './page-from-request.server';

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = pageFromRequest(request);
  return { ...contactPage(lang), entranceImage: slotImage('clinic-entrance', lang) };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  seoMeta(
    {
      lang: langFromPath(location.pathname),
      page: 'contact',
      title: loaderData.meta.title,
      description: loaderData.meta.description,
      keywords: loaderData.meta.keywords,
    },
    siteMetaFrom(matches),
  );

const { latitude, longitude } = practice.geo;
const mapEmbed = `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - 0.006}%2C${latitude - 0.003}%2C${longitude + 0.006}%2C${latitude + 0.003}&layer=mapnik&marker=${latitude}%2C${longitude}`;

// Narrower padding on the smallest phones (320 px) keeps the e-mail address whole on one line.
const cardClass = 'card p-5 min-[360px]:p-6';
const titleClass = 'card-title';

export default function Contact({ loaderData: page }: Route.ComponentProps) {
  const messages = useMessages();
  // The map is another site's page: it loads only when the visitor asks for it.
  const [showMap, setShowMap] = useState(false);
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <div className={`${containerClass} grid gap-8 lg:grid-cols-2`}>
        <div className="grid gap-5 sm:grid-cols-2">
          <section className={cardClass} aria-labelledby="address-title">
            <h2 id="address-title" className={titleClass}>
              <Icon name="map-pin" className="size-5 text-teal-700" />
              {page.addressTitle}
            </h2>
            <address className="mt-3 text-lg not-italic">
              {practice.name}
              <br />
              {practice.address.street}
              <br />
              {practice.address.postalCode} {practice.address.city}
            </address>
            <a
              href={mapsLink}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex min-h-11 items-center gap-2 font-bold text-teal-800 hover:underline"
            >
              <Icon name="map" className="size-4" />
              {page.map.openInApp}
              <span className="sr-only">{messages.common.opensInNewTab}</span>
            </a>
          </section>
          <section className={cardClass} aria-labelledby="phone-title">
            <h2 id="phone-title" className={titleClass}>
              <Icon name="phone" className="size-5 text-teal-700" />
              {page.phoneTitle}
            </h2>
            <PhoneLink className="mt-3 inline-flex min-h-11 items-center text-xl font-extrabold text-teal-800 hover:underline" />
          </section>
          <section className={`${cardClass} sm:col-span-2`} aria-labelledby="email-title">
            <h2 id="email-title" className={titleClass}>
              <Icon name="mail" className="size-5 text-teal-700" />
              {page.emailTitle}
            </h2>
            <EmailLink className="mt-3 inline-flex min-h-11 items-center font-bold text-teal-800 hover:underline" />
          </section>
          <section
            className={`${cardClass} border-orange-200 bg-orange-50 sm:col-span-2`}
            aria-labelledby="emergency-title"
          >
            <h2 id="emergency-title" className={`${titleClass} text-orange-950`}>
              <Icon name="phone-call" className="size-5 text-orange-800" />
              {page.emergencyTitle}
            </h2>
            <p
              className="mt-2 text-orange-950 [&_a]:font-bold [&_a]:underline"
              dangerouslySetInnerHTML={{ __html: page.emergencyTextHtml }}
            />
            <EmergencyCallButton className="mt-4 text-base" />
          </section>
          <section className={`${cardClass} sm:col-span-2`} aria-labelledby="hours-title">
            <h2 id="hours-title" className={titleClass}>
              {page.hoursTitle}
            </h2>
            <OpeningHours
              className="mt-4 space-y-2"
              rowClassName="flex justify-between gap-4 border-b border-slate-100 pb-2"
            />
          </section>
        </div>
        {/* Below the address and hours on a phone: loaded when it comes near, so it does not
            share a slow connection with what the visitor sees first. On a wide screen it stays in
            view beside the taller column of cards, so that column never has an empty half. */}
        <figure className="lg:sticky lg:top-28 lg:self-start">
          <SlotPicture
            slot={page.entranceImage}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="rounded-3xl"
          />
          <figcaption className="mt-3 text-muted">{page.entranceCaption}</figcaption>
        </figure>
      </div>

      <section className={`${containerClass} mt-16`} aria-labelledby="map-title">
        <h2 id="map-title" className="text-2xl font-extrabold text-teal-950 md:text-3xl">
          {page.map.title}
        </h2>
        <div className="mt-6 overflow-hidden rounded-3xl border border-slate-200">
          {showMap ? (
            <iframe
              title={page.map.iframeTitle}
              src={mapEmbed}
              className="block h-[26rem] w-full"
              loading="lazy"
              referrerPolicy="no-referrer"
              sandbox="allow-scripts allow-same-origin"
            />
          ) : (
            <div className="grid gap-8 bg-teal-50/60 p-6 md:grid-cols-2 md:p-10">
              <div>
                <address className="text-xl font-extrabold text-teal-950 not-italic">
                  {practice.address.street}
                  <br />
                  {practice.address.postalCode} {practice.address.city}
                </address>
                <ul className="mt-5 space-y-3">
                  {(
                    [
                      ['tram', 'tram-front'],
                      ['car', 'car-front'],
                      ['bike', 'bike'],
                    ] as const
                  ).map(([key, icon]) => (
                    <li key={key} className="flex gap-3">
                      <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-teal-700" />
                      {page.map.routes[key]}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="flex flex-col items-start justify-center gap-4">
                <p className="text-muted">{page.map.notice}</p>
                <button
                  type="button"
                  onClick={() => setShowMap(true)}
                  className="btn btn-primary min-h-12"
                >
                  <Icon name="map" className="size-5" />
                  {page.map.show}
                </button>
              </div>
            </div>
          )}
        </div>
        <a
          href={mapsLink}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-bold text-teal-800 hover:underline"
        >
          {page.map.openInApp}
          <Icon name="external-link" className="size-4" />
          <span className="sr-only">{messages.common.opensInNewTab}</span>
        </a>
      </section>
    </>
  );
}
