/** What a page must show, taken from the content modules the pages are rendered from. */
import {
  articlePage,
  blogPage,
  clinicPage,
  contactPage,
  homePage,
  ratesPage,
  servicesPage,
  teamPage,
  treatmentPage,
} from '~/content/site.server';
import { isArticleId, isTreatmentId, type SitePage } from '~/i18n/pages';

export function expectedHeading(page: SitePage): string {
  const { id, lang } = page;
  if (isTreatmentId(id)) return treatmentPage(id, lang).title;
  if (isArticleId(id)) return articlePage(id, lang).title;
  switch (id) {
    case 'home':
      return homePage(lang).hero.title;
    case 'services':
      return servicesPage(lang).title;
    case 'team':
      return teamPage(lang).title;
    case 'our-clinic':
      return clinicPage(lang).hero.title;
    case 'contact':
      return contactPage(lang).title;
    case 'rates':
      return ratesPage(lang).title;
    case 'blog':
      return blogPage(lang).title;
  }
}

/** A sentence from the page's body, proving the content (not just the heading) is in the HTML. */
export function expectedText(page: SitePage): string {
  const { id, lang } = page;
  if (isTreatmentId(id)) return treatmentPage(id, lang).lead;
  if (isArticleId(id)) return articlePage(id, lang).excerpt;
  switch (id) {
    case 'home':
      return homePage(lang).hero.lead;
    case 'services':
      return servicesPage(lang).lead;
    case 'team':
      return teamPage(lang).lead;
    case 'our-clinic':
      return clinicPage(lang).hero.lead;
    case 'contact':
      return contactPage(lang).lead;
    case 'rates':
      return ratesPage(lang).lead;
    case 'blog':
      return blogPage(lang).lead;
  }
}
