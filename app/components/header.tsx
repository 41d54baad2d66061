import { Icon } from '~/icons/icon';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentPage, useLang, useMessages } from '~/i18n/hooks';
import { languageInfo, languages } from '~/i18n/languages';
import { isTreatmentId, pathFor } from '~/i18n/pages';
import { format } from '~/i18n/format';
import { practice } from '~/content/practice';
import { BookAppointmentLink } from './book-appointment-link';
import { closedCallsPanelId, phoneDisplay, PhoneLink, WithPhoneLink } from './contact-links';
import { EmergencyCalls } from './emergency-now';
import {
  entryName,
  groupEntries,
  treatmentGroupIds,
  type GroupEntry,
} from '~/content/treatment-groups';
import { entryIcon, Flag } from './icons';
import { Logo } from './logo';
import { PageLink, PageLinkItems } from './page-link';
import { PrivacyButton, TermsButton } from './terms-dialog';
import { useLanguageSwitch } from './use-language-switch';

type MenuId = 'services' | 'about' | 'language' | 'mobile';

/** The element each menu button opens (its aria-controls). */
const panelIds: Record<MenuId, string> = {
  services: 'menu-services',
  about: 'menu-about',
  language: 'menu-language',
  mobile: 'mobile-menu',
};

/** The six treatments the mobile menu lists (the form's services); the overview has all 13. */

const navItemClass = 'group nav-item';
const panelClass =
  'absolute top-full mt-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl shadow-slate-900/10';
const panelLinkClass = 'menu-link';

/**
 * Site header: logo, navigation (disclosure dropdowns for Treatments and About us), the Terms
 * dialog, the language switcher and Book Appointment. Below 1024 px a toggle opens a menu with
 * expandable groups. Choosing a link or a language closes the open menu; Escape closes it and
 * returns focus to its button; a click or focus outside closes a dropdown.
 */
export function Header() {
  const messages = useMessages();
  const lang = useLang();
  const [open, setOpen] = useState<MenuId | null>(null);
  const pageId = useCurrentPage()?.id;
  const callLine = pageId === 'emergency' ? 'emergency' : 'main';
  const headerRef = useRef<HTMLElement>(null);
  const close = () => setOpen(null);

  // Any navigation (a link chosen, even one to the page already shown) closes the open menu.
  const { key: locationKey } = useLocation();
  const [menuLocation, setMenuLocation] = useState(locationKey);
  if (menuLocation !== locationKey) {
    setMenuLocation(locationKey);
    setOpen(null);
  }

  // A tap on the menu button before the page was interactive, kept by the hydration loader
  // (app/html/deferred-hydration.ts): the menu opens now.
  useEffect(() => {
    const root = document.documentElement;
    if (!root.hasAttribute('data-menu-wanted')) return;
    root.removeAttribute('data-menu-wanted');
    // The one render this causes is the point: the tap read from the page, answered once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen('mobile');
  }, []);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !open) return;
      // Escape in a dialog opened from the menu closes the dialog only.
      if (document.querySelector('dialog[open]')) return;
      setOpen(null);
      const trigger = open === 'mobile' ? '#mobile-menu-toggle' : `[data-menu="${open}"]`;
      headerRef.current?.querySelector<HTMLElement>(trigger)?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(null);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const toggle = (id: MenuId) => setOpen((current) => (current === id ? null : id));
  // A dropdown closes when keyboard focus leaves it (but not the mobile menu, which holds focus).
  const closeOnFocusOut = (event: React.FocusEvent) => {
    if (open === 'mobile') return;
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(null);
  };

  return (
    <header
      ref={headerRef}
      className="fixed inset-x-0 top-0 z-40 border-b border-teal-900/10 bg-white/95 backdrop-blur"
    >
      {/* From 1536 px wider, for the practice's number beside its icon (the eleventh review: at
          1366 px the Dutch row ran past the screen's edge); the page and the footer widen with it,
          so their edges stay in one line (the nineteenth review found them 64 px apart). */}
      <div className="header-row">
        <Link
          to={pathFor('home', lang)}
          className="mr-auto rounded-xl lg:mr-2 xl:mr-4"
          // The name as the logo shows it ("Dental practice Stadshart"), so that what is read
          // out starts with what is seen (WCAG 2.5.3; "Tandartspraktijk Stadshart" in Dutch).
          aria-label={format(messages.nav.homeLogoLabel, {
            name: `${messages.common.practiceKind} ${practice.shortName}`,
          })}
        >
          <Logo practiceKind={messages.common.practiceKind} />
        </Link>
        <nav aria-label={messages.nav.mainLabel} className="mr-auto hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {/* Below 1280 px the treatments' panel spans the header (its 54 rem ran off a 1024 px
                screen from under the menu's name), so its item is not the panel's anchor there. */}
            <li className="xl:relative" onBlur={closeOnFocusOut}>
              {/* A menu's name shows the page is in it (the eighteenth review); emergency care
                  has its own item. */}
              <MenuButton
                menu="services"
                href={pathFor('services', lang)}
                open={open === 'services'}
                current={
                  pageId === 'services' || (isTreatmentId(pageId ?? '') && pageId !== 'emergency')
                }
                onClick={() => toggle('services')}
              >
                {messages.nav.services}
              </MenuButton>
              {open === 'services' ? (
                <div
                  id={panelIds.services}
                  className={`${panelClass} inset-x-6 xl:right-auto xl:left-0 xl:w-[54rem]`}
                >
                  {/* The patient groups of the overviews, and emergency care apart. */}
                  <div className="grid grid-cols-3 gap-3">
                    {treatmentGroupIds.map((group) => (
                      <div key={group}>
                        <p className="px-3 pt-1 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase">
                          {messages.treatmentGroups[group]}
                        </p>
                        <ul className="space-y-0.5">
                          {groupEntries(group).map((id) => (
                            <li key={id}>
                              <TreatmentLink id={id} className={panelLinkClass} />
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                  <ul className="mt-2 border-t border-slate-100 pt-2">
                    <li>
                      <TreatmentLink
                        id="emergency"
                        className="menu-link text-orange-800 hover:bg-orange-50 hover:text-orange-900"
                      />
                    </li>
                  </ul>
                  <PageLink
                    page="services"
                    className="mt-2 flex min-h-11 items-center justify-center rounded-xl bg-teal-50 font-bold text-teal-900 hover:bg-teal-100"
                  >
                    {messages.nav.allServices}
                  </PageLink>
                </div>
              ) : null}
            </li>
            <li className="relative" onBlur={closeOnFocusOut}>
              <MenuButton
                menu="about"
                href={pathFor('our-clinic', lang)}
                open={open === 'about'}
                current={pageId === 'team' || pageId === 'our-clinic'}
                onClick={() => toggle('about')}
              >
                {messages.nav.aboutUs}
              </MenuButton>
              {open === 'about' ? (
                <ul id={panelIds.about} className={`${panelClass} left-0 w-56`}>
                  <PageLinkItems pages={['team', 'our-clinic']} className={panelLinkClass} />
                  {/* Terms here, not a top-level item: the row then has room for the
                      practice's number from 1280 px (the fifteenth review; decision 0110). */}
                  <li className="mt-1 border-t border-slate-100 pt-1">
                    <TermsButton
                      className={`${panelLinkClass} w-full text-left`}
                      returnFocusTo='[data-menu="about"]'
                    />
                  </li>
                  {/* The privacy statement beside the terms: a patient who is asked for health
                      details looks for it where the terms are (round 41, AK). */}
                  <li>
                    <PrivacyButton
                      className={`${panelLinkClass} w-full text-left`}
                      returnFocusTo='[data-menu="about"]'
                    />
                  </li>
                </ul>
              ) : null}
            </li>
            <PageLinkItems pages={['contact', 'rates', 'blog']} className={navItemClass} />
            <li>
              {/* The way to help in pain, in the accent colour, never hidden in a menu. */}
              <PageLink
                page="emergency"
                className="nav-item text-orange-800 hover:bg-orange-50 hover:text-orange-900 aria-[current=page]:text-orange-900"
              >
                <Icon name="phone-call" className="size-4 shrink-0" />
                {messages.contactActions.emergencyNav}
              </PageLink>
            </li>
          </ul>
        </nav>
        <div className="relative hidden xl:block" onBlur={closeOnFocusOut}>
          <MenuButton
            menu="language"
            href="#footer-languages"
            open={open === 'language'}
            // Starts with the visible code: "click NL" works for voice control (WCAG 2.5.3).
            label={format(messages.nav.chooseLanguage, {
              code: languageInfo[lang].short,
              language: languageInfo[lang].label,
            })}
            onClick={() => toggle('language')}
          >
            <Flag lang={lang} />
            <span>{languageInfo[lang].short}</span>
          </MenuButton>
          {open === 'language' ? (
            <div id={panelIds.language} className={`${panelClass} right-0 w-52`}>
              <LanguageList onSwitched={close} linkClassName={panelLinkClass} />
            </div>
          ) : null}
        </div>
        {/* One tap to call, on every page: an icon button on a phone, the number beside its icon
            with the navigation. On the emergency page it is the emergency line the page asks for (the
            fourteenth review: the header's call, what a patient in pain taps, rang the desk). */}
        <PhoneLink
          line={callLine}
          className={`${callLine === 'emergency' ? 'when-open' : 'call-when-open'} inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 xl:w-auto xl:gap-2 xl:border-0 xl:px-3 xl:font-bold ${callLine === 'emergency' ? 'border-orange-700 text-orange-800 hover:bg-orange-50' : 'border-teal-700 text-teal-800 hover:bg-teal-50'}`}
          label={
            callLine === 'emergency'
              ? `${messages.contactActions.emergencyLine}: ${phoneDisplay('emergency')}`
              : format(messages.contactActions.callPractice, { phone: phoneDisplay('main') })
          }
        >
          <Icon
            name={callLine === 'emergency' ? 'phone-call' : 'phone'}
            className="size-5 shrink-0"
          />
          {/* The number itself wherever the row is shown (1280 px and wider). */}
          <span className="hidden xl:inline">{phoneDisplay(callLine)}</span>
        </PhoneLink>{' '}
        {/* On the emergency page while closed, the call that answers now in one tap: the
            after-hours service, not the panel of calls (round 57, BO and BP: a patient in pain at
            night had one tap more there than anywhere on the page). Elsewhere the panel. */}
        {callLine === 'emergency' ? (
          <PhoneLink
            line="afterHours"
            className="when-closed inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-teal-700 text-teal-800 hover:bg-teal-50 xl:w-auto xl:gap-2 xl:border-0 xl:px-3"
          >
            {/* The phone, not the after-hours moon: the button must read as a call. */}
            <Icon name="phone" className="size-5 shrink-0" />
            {/* The name read out is what is seen where the row shows it (WCAG 2.5.3). */}
            <span className="sr-only xl:hidden">
              {format(messages.contactActions.headerAfterHoursLabel, {
                phone: phoneDisplay('afterHours'),
              })}
            </span>{' '}
            <span className="hidden text-left leading-tight xl:block">
              <span className="block font-bold">{phoneDisplay('afterHours')}</span>{' '}
              <span className="block text-xs font-semibold text-slate-600">
                {messages.contactActions.afterHoursNav}
              </span>
            </span>
          </PhoneLink>
        ) : null}{' '}
        <ClosedCalls buttonShown={callLine !== 'emergency'} />{' '}
        <BookAppointmentLink
          className="btn btn-primary px-4 text-sm whitespace-nowrap md:px-5 md:text-base"
          onNavigate={close}
        >
          {/* The short label on a phone, and beside the navigation on the narrowest laptops and
              tablets held sideways (1024–1099 px: the whole Dutch label ran past the edge). */}
          <span className="sm:hidden lg:max-[1099.98px]:inline">
            {messages.contactActions.bookShort}
          </span>{' '}
          <span className="hidden sm:inline lg:max-[1099.98px]:hidden">
            {messages.common.bookAppointment}
          </span>
        </BookAppointmentLink>{' '}
        {/* Before the page's JavaScript, a link to the footer's navigation (buttonLink). */}
        <a
          href="#footer-quick-links"
          {...buttonLink(() => toggle('mobile'))}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-teal-900 hover:bg-teal-50 lg:hidden"
          aria-expanded={open === 'mobile'}
          id="mobile-menu-toggle"
          aria-controls={open === 'mobile' ? panelIds.mobile : undefined}
        >
          {open === 'mobile' ? (
            <Icon name="x" className="size-6" />
          ) : (
            <Icon name="menu" className="size-6" />
          )}
          <span className="sr-only">
            {open === 'mobile' ? messages.nav.closeMenu : messages.nav.openMenu}
          </span>
        </a>
      </div>

      {/* Rendered only while open, like the dropdowns above: a menu cannot open without
          JavaScript, and its links are also on the services page and in the footer, so the page
          need not carry (and hydrate) them. */}
      {open === 'mobile' ? <MobileMenu onClose={close} /> : null}
    </header>
  );
}

function TreatmentLink({ id, className }: { id: GroupEntry; className: string }) {
  const messages = useMessages();
  return (
    <PageLink page={id} className={className}>
      <Icon name={entryIcon(id)} className="size-5 shrink-0 text-teal-600" />
      {entryName(id, messages)}
    </PageLink>
  );
}

/** The three languages as links to the equivalent page; the current one is marked. */
/**
 * The page in the other two languages, by their own names, as a line of links in the page itself
 * (home, a page's heading, a treatment's and an article's way back): on a phone and a tablet the
 * header's language menu is inside the menu, and a visitor from a search often lands in a
 * language that is not theirs (the twelfth and thirteenth reviews).
 */
export function OtherLanguageLinks({ className = '' }: { className?: string }) {
  return (
    // With their flags, as in the header's and the menu's language lists: links that read as a
    // choice of language, not as leftovers under a heading (the twenty-third review).
    <LanguageList
      othersOnly
      listClassName={`flex shrink-0 gap-3 text-sm font-bold ${className}`}
      linkClassName="inline-flex min-h-11 items-center gap-1.5 text-teal-800 underline decoration-teal-300 decoration-2 underline-offset-4 hover:decoration-teal-700"
    />
  );
}

export function LanguageList({
  onSwitched,
  linkClassName,
  listClassName,
  tickClassName = 'ml-auto size-5 shrink-0 text-teal-700',
  othersOnly = false,
  flags = true,
}: {
  onSwitched?: () => void;
  linkClassName: string;
  listClassName?: string;
  /** Where the current language's tick goes: beside the name in a list, in the corner of a tile. */
  tickClassName?: string;
  /** Only the other languages (a line of links beside a heading), without the current one. */
  othersOnly?: boolean;
  flags?: boolean;
}) {
  const lang = useLang();
  const messages = useMessages();
  const { hrefFor, onClick, failed } = useLanguageSwitch(onSwitched);
  return (
    <>
      <ul className={listClassName}>
        {languages
          .filter((code) => !othersOnly || code !== lang)
          .map((code) => (
            <li key={code}>
              <a
                href={hrefFor(code)}
                hrefLang={code}
                lang={code}
                aria-current={code === lang ? 'true' : undefined}
                className={linkClassName}
                onClick={(event) => void onClick(event, code)}
              >
                {flags ? <Flag lang={code} /> : null}
                {languageInfo[code].label}
                {/* The current language, seen as well as announced (aria-current). */}
                {code === lang ? <Icon name="check" className={tickClassName} /> : null}
              </a>
            </li>
          ))}
      </ul>
      {failed ? (
        <p role="alert" className="mt-2 px-2 text-sm font-semibold text-red-800">
          {messages.languageSwitch.failed}
        </p>
      ) : null}
    </>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  const messages = useMessages();
  const linkClass = 'mobile-link';
  return (
    <div
      id={panelIds.mobile}
      className="h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pt-4 md:h-[calc(100dvh-72px)] lg:hidden"
    >
      {/* Whether we are open now and the call that helps now: while open the practice's, with the
          emergency line in one slim line under it; while closed the after-hours service's. The
          links follow at once (the tenth review: both calls and the languages above them pushed
          the links and Book Appointment off a small phone's screen). */}
      <EmergencyCalls status compact nowOnly withPractice className="mb-4" />
      <nav aria-label={messages.nav.mainLabel}>
        {/* The links' words in line with the calls above them; their hover stays a pill around
            them (round 59, BT: 12 px further in than the call). */}
        <ul className="-mx-3 space-y-1">
          <PageLinkItems pages={['home']} className={linkClass} />
          <li>
            <MobileGroup id="mobile-services" label={messages.nav.services}>
              {/* All thirteen, in the patients' groups as in the wide menu (the specification's
                  phone menu had six, leaving out the root canal, whitening or Invisalign a
                  visitor on that very page looked for). */}
              {treatmentGroupIds.map((group) => (
                <li key={group}>
                  <p className="px-3 pt-3 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase">
                    {messages.treatmentGroups[group]}
                  </p>
                  <ul>
                    {groupEntries(group).map((id) => (
                      <li key={id}>
                        <TreatmentLink id={id} className={`${linkClass} text-base`} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
              <li>
                <PageLink page="services" className={`${linkClass} text-base text-teal-800`}>
                  {messages.nav.allServices}
                </PageLink>
              </li>
            </MobileGroup>
          </li>
          <li>
            {/* The way to what to do now, in the accent colour, right under the treatments (the
                sixteenth review: it came last, under Terms). */}
            <PageLink
              page="emergency"
              className={`${linkClass} text-orange-800 hover:bg-orange-50 aria-[current=page]:text-orange-900`}
            >
              <Icon name="phone-call" className="size-5 shrink-0" />
              {messages.contactActions.emergencyNav}
            </PageLink>
          </li>
          <li>
            <MobileGroup id="mobile-about" label={messages.nav.aboutUs}>
              <PageLinkItems pages={['team', 'our-clinic']} className={`${linkClass} text-base`} />
              {/* As in the wide menu: the terms with who we are, not among the main links. */}
              <li>
                <TermsButton className={`${linkClass} w-full text-left text-base`} />
              </li>
              <li>
                <PrivacyButton className={`${linkClass} w-full text-left text-base`} />
              </li>
            </MobileGroup>
          </li>
          <PageLinkItems pages={['contact', 'rates', 'blog']} className={linkClass} />
        </ul>
      </nav>
      {/* The three languages under the links, the flags easy to find. */}
      <div className="mt-5">
        <p className="sr-only">{messages.nav.language}</p>
        <LanguageList
          onSwitched={onClose}
          listClassName="grid grid-cols-3 gap-2"
          // The flag above the name, as in the footer: "Nederlands" keeps room in its third of a
          // phone's width, and the tick its corner (the eighth review: cramped at 390 px).
          linkClassName="relative flex min-h-13 flex-col items-center justify-center gap-0.5 rounded-xl border border-slate-200 px-1 py-1.5 text-sm font-bold text-teal-950 hover:bg-teal-50 aria-[current=true]:border-teal-600 aria-[current=true]:bg-teal-50"
          tickClassName="absolute top-1 right-1 size-3.5 text-teal-700"
        />
      </div>
      {/* Always in reach at the bottom of the menu's screen, however long the open group. */}
      <div className="sticky bottom-0 -mx-4 mt-5 border-t border-slate-200 bg-white px-4 pt-3 pb-4">
        <BookAppointmentLink className="btn btn-primary btn-lg w-full" onNavigate={onClose} />
      </div>
    </div>
  );
}

function MobileGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="group flex min-h-12 w-full items-center justify-between rounded-xl px-3 text-left text-lg font-semibold text-slate-800 hover:bg-teal-50"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {label}
        <Icon
          name="chevron-down"
          className="size-5 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <ul id={id} hidden={!expanded} className="ml-3 space-y-0.5 border-l-2 border-teal-100 pl-2">
        {children}
      </ul>
    </>
  );
}

/** A button that opens one of the header's dropdowns, with its chevron. */
function MenuButton({
  menu,
  href,
  open,
  current,
  label,
  onClick,
  children,
}: {
  menu: Exclude<MenuId, 'mobile'>;
  /** Where a click made before the page's JavaScript has loaded leads (see buttonLink). */
  href: string;
  open: boolean;
  /** The current page is in this menu: `aria-current="true"`, styled as a current link. */
  current?: boolean;
  label?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      {...buttonLink(onClick)}
      className={navItemClass}
      aria-expanded={open}
      aria-current={current || undefined}
      aria-controls={open ? panelIds[menu] : undefined}
      data-menu={menu}
      aria-label={label}
    >
      {children}
      <Icon
        name="chevron-down"
        className="size-4 transition-transform group-aria-expanded:rotate-180"
      />
    </a>
  );
}

/**
 * A menu's button is a link that the page's script turns into the button: a click before the
 * JavaScript has loaded (seconds on a slow line) still leads somewhere (the menu's overview, the
 * footer's list) instead of doing nothing (the ninth review on a phone, the nineteenth on a desktop).
 */
function buttonLink(onActivate: () => void) {
  const activate = (event: SyntheticEvent) => {
    // Already taken by the hydration loader, before the page was interactive (the header then
    // opens the menu itself): not toggled a second time when React replays the click.
    if (event.nativeEvent.defaultPrevented) return;
    event.preventDefault();
    onActivate();
  };
  return {
    role: 'button',
    onClick: activate,
    // A button also answers the space bar.
    onKeyDown: (event: ReactKeyboardEvent) => event.key === ' ' && activate(event),
  } as const;
}

/**
 * While the practice is closed, the header's call button does not ring the closed line: it opens
 * a small panel with the after-hours service's call, when the practice opens again, its number
 * for later and the way to ask for an appointment (the seventh and eighth design reviews). A native popover: it opens and closes without this
 * page's JavaScript, so it works before hydration too; the stylesheet shows it only while closed
 * and where the browser has popovers (`call-when-closed`), the practice's call otherwise.
 */
function ClosedCalls({ buttonShown }: { buttonShown: boolean }) {
  const messages = useMessages();
  const text = messages.contactActions;
  const id = closedCallsPanelId;
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        hidden={!buttonShown}
        className="call-when-closed inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-teal-700 text-teal-800 hover:bg-teal-50 xl:w-auto xl:gap-2 xl:border-0 xl:px-3"
      >
        <Icon name="phone" className="size-5 shrink-0" />
        {/* Where the row shows the number (1280 px and wider), it stays while closed, with the
            state under it: the header does not change with the clock (round 24, D and E). The
            name read out is then what is seen (WCAG 2.5.3). */}
        <span className="sr-only xl:hidden">{text.callClosedLabel}</span>{' '}
        <span className="hidden text-left leading-tight xl:block">
          <span className="block font-bold">{phoneDisplay('main')}</span>{' '}
          <span className="block text-xs font-semibold text-slate-600">{text.closedNow}</span>
        </span>
      </button>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-title`}
        className="inset-auto top-18 right-3 left-3 m-0 max-h-[calc(100dvh-6rem)] w-auto overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 text-ink shadow-xl backdrop:bg-slate-900/20 sm:left-auto sm:w-96 md:top-20"
      >
        <div className="flex items-start justify-between gap-3">
          <p id={`${id}-title`} className="pt-2 text-lg font-extrabold text-teal-950">
            {text.closedTitle}
          </p>
          <button
            type="button"
            popoverTarget={id}
            popoverTargetAction="hide"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-teal-900 hover:bg-teal-50"
          >
            <Icon name="x" className="size-6" />
            <span className="sr-only">{messages.common.close}</span>
          </button>
        </div>
        {/* Closed: the call that helps now, and when the practice opens again (the eighth
            review: the unanswered emergency line did not belong here). */}
        <EmergencyCalls status afterHoursOnly compact className="mt-2" />
        <p className="mt-4 text-sm text-slate-700">
          <WithPhoneLink
            text={text.closedNotUrgent}
            className="font-bold text-teal-800 underline underline-offset-4"
          />
        </p>
        <BookAppointmentLink
          className="btn btn-primary mt-3 w-full"
          onNavigate={() => document.getElementById(id)?.hidePopover()}
        />
      </div>
    </>
  );
}
