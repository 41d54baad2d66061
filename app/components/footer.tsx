import { Icon } from '~/icons/icon';
import { AddressLines } from '~/components/practice-address';
import { practice } from '~/content/practice';
import { format } from '~/i18n/format';
import { useMessages } from '~/i18n/hooks';
import { BookAppointmentLink } from './book-appointment-link';
import { fill } from './fill';
import { EmailLink, phoneDisplay, PhoneLink } from './contact-links';
import { SocialIcon } from './icons';
import { LanguageList } from './header';
import { LogoMark } from './logo';
import { OpeningHours } from './opening-hours';
import { PageLinkItems } from './page-link';
import { PrivacyButton, TermsButton } from './terms-dialog';
import { useAfterHydration } from './use-hydrated';

/**
 * The year in the copyright line. Pages are prerendered, so the HTML carries the build year; after
 * hydration the visitor's clock decides, so a page built in December still says the right year.
 */
function useCurrentYear(): number {
  return useAfterHydration(
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

const linkClass = 'footer-link';
const headingClass = 'text-sm font-bold tracking-wider text-teal-200 uppercase';

export function Footer() {
  const messages = useMessages();
  const year = useCurrentYear();
  return (
    <footer className="street bg-teal-950 text-teal-50">
      {/* Four columns from 1280 px: below it (a laptop at 125 % zoom is 1093 px wide) the e-mail
          address ran into the hours and "Nederlands" out of its button (round 33, W). */}
      <div className="mx-auto grid max-w-7xl gap-7 2xl:max-w-[88rem] px-5 py-8 md:grid-cols-2 md:gap-10 md:px-6 md:py-14 xl:grid-cols-4">
        <div>
          <div className="flex items-center gap-3">
            <LogoMark className="size-11" />
            <p className="font-display text-lg leading-tight font-extrabold text-white">
              {practice.name}
            </p>
          </div>
          {/* Not on a phone, where the footer is long enough (the tenth review). */}
          <p className="mt-4 hidden text-teal-100/90 md:block">{messages.footer.about}</p>
          {/* Open: the emergency line and the after-hours service, two boxes of one shape, each
              its label over its number (round 27: a box of three lines over an underlined link
              read as unbalanced). Closed (by the practice's clock, before the first paint): only
              the after-hours service (the eighth review: the unanswered line kept its box). */}
          <ul className="mt-5 grid gap-2 md:mt-6">
            {(['emergency', 'afterHours'] as const).map((line) => (
              // A list, not two links side by side: read without the stylesheet (a screen
              // reader's buffer, a search engine) the first number would run into the second label.
              <li key={line} className={line === 'emergency' ? 'when-open' : undefined}>
                <PhoneLink
                  line={line}
                  className={`btn footer-call flex w-full ${line === 'emergency' ? 'footer-emergency' : ''}`}
                >
                  <Icon
                    name={line === 'emergency' ? 'phone-call' : 'moon'}
                    className="size-5 shrink-0"
                  />
                  <span>
                    {fill(
                      line === 'emergency'
                        ? messages.footer.emergency
                        : messages.emergencyCall.afterHoursShort,
                      // (The after-hours service by its name, filled on the server.)
                      { phone: <span className="block text-base">{phoneDisplay(line)}</span> },
                    )}
                  </span>
                </PhoneLink>
              </li>
            ))}
          </ul>
          {/* On a phone the icons beside their heading, a row less. */}
          <div className="mt-6 flex items-center gap-x-4 gap-y-3 md:mt-8 md:block">
            <p className={headingClass}>{messages.footer.followUs}</p>
            <ul className="flex gap-2 md:mt-3">
              {practice.social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-teal-900 text-teal-50 hover:bg-teal-800 hover:text-white"
                    aria-label={format(messages.footer.socialLabel, { network })}
                  >
                    <SocialIcon network={network} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={`${headingClass} scroll-mt-20`}>
            {messages.footer.quickLinks}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1.5 md:grid-cols-1">
            <PageLinkItems
              pages={['home', 'services', 'team', 'our-clinic', 'contact', 'rates', 'blog']}
              className={linkClass}
            />
            <li>
              <BookAppointmentLink className={linkClass} />
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>{messages.footer.contact}</h2>
          <address className="mt-4 space-y-3 not-italic">
            <p className="flex gap-3">
              <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-teal-300" />
              <span>
                <AddressLines />
              </span>
            </p>
            <p className="flex gap-3">
              <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-teal-300" />
              <PhoneLink className={linkClass} />
            </p>
            <p className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-teal-300" />
              <EmailLink className={linkClass} />
            </p>
          </address>
          <p className="mt-4 text-sm text-teal-100/80">
            {format(messages.footer.kvk, { number: practice.chamberOfCommerce })}
          </p>
        </div>

        <div>
          <h2 className={headingClass}>{messages.footer.hours}</h2>
          <OpeningHours
            className="mt-3 space-y-1.5 md:mt-4 md:space-y-2"
            rowClassName="flex justify-between gap-4 border-b border-teal-900 pb-1.5 md:pb-2"
          />
          <h2 id="footer-languages" className={`${headingClass} mt-7 scroll-mt-20 md:mt-8`}>
            {messages.footer.languages}
          </h2>
          {/* Three equal cells: "Türkçe" never drops to a line of its own. */}
          <LanguageList
            listClassName="mt-3 grid max-w-sm grid-cols-3 gap-2"
            linkClassName="relative flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl border border-teal-800 px-1 text-sm font-semibold text-teal-50 hover:bg-teal-900 aria-[current=true]:border-teal-300 aria-[current=true]:bg-teal-900"
            tickClassName="absolute top-1.5 right-1.5 size-4 text-teal-300"
          />
        </div>
      </div>
      <div className="border-t border-teal-900">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 2xl:max-w-[88rem] px-5 py-5 text-sm text-teal-100/80 md:flex-row md:items-center md:justify-between md:px-6">
          <p>{format(messages.footer.copyright, { year, name: practice.name })}</p>
          <div className="flex flex-wrap gap-x-5 self-start md:self-auto">
            <TermsButton className="inline-flex min-h-8 items-center underline-offset-4 hover:text-white hover:underline" />{' '}
            <PrivacyButton className="inline-flex min-h-8 items-center underline-offset-4 hover:text-white hover:underline" />
          </div>
        </div>
      </div>
    </footer>
  );
}
