import type { ReactNode } from 'react';
import { Icon } from '~/icons/icon';
import type { IconName } from '~/icons/names';
import { OtherLanguageLinks } from './header';
import { containerClass } from './page-sections';

/**
 * A page's heading block, on the band a treatment page's top stands on. The h1 takes focus after
 * client navigation (tabIndex -1). `aside` is the page's summary beside the lead on a wide screen
 * (a HeaderPanel): what a visitor of this page looks for first, where a decorative tile read as a
 * template's filler (decision 0115). A phone sees it under the lead only when `asideOnPhone`; else
 * the page's own sections carry the same facts there. Under the heading's column some pages' bands
 * end on a drawing of the practice's rooms, chosen in app.css by the page's summary card (decision
 * 0123): CSS only, because this component is in the script every page loads, the home page's too.
 */
export function PageHeader({
  title,
  lead,
  aside,
  asideOnPhone = false,
  wideAside = false,
  children,
}: {
  title: string;
  lead?: string;
  aside?: ReactNode;
  asideOnPhone?: boolean;
  /** A wider column for a card of actions (contact's), so its buttons stand side by side. */
  wideAside?: boolean;
  /** Under the lead, in the heading's column. */
  children?: ReactNode;
}) {
  return (
    <header
      className={`${containerClass} page-band page-head pb-10 md:pb-14 ${aside ? 'page-head-with-aside' : ''} ${wideAside ? 'page-head-wide-aside' : ''}`}
    >
      <div>
        {/* The other languages in sight below the wide header (on a treatment page they stand
            beside its way back). */}
        <OtherLanguageLinks className="-mt-3 mb-2 xl:hidden" />
        <h1 tabIndex={-1} className="page-title max-w-4xl">
          {title}
        </h1>
        {lead ? <p className="mt-5 max-w-3xl text-lg text-muted md:text-xl">{lead}</p> : null}
        {children}
      </div>
      {aside ? (
        <div className={asideOnPhone ? 'mt-8 lg:mt-0' : 'hidden lg:block'}>{aside}</div>
      ) : null}
    </header>
  );
}

/**
 * A summary card beside a page's heading: the home hero card's white card and small capitals, so
 * the pages' tops speak one language. `id` names its heading for the landmark.
 */
export function HeaderPanel({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon?: IconName;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="header-panel">
      <h2 id={id} className="header-panel-title">
        {icon ? <Icon name={icon} className="size-5 shrink-0" /> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}
