import blogDentalCosts from '~/assets/images/blog-dental-costs.svg?responsive';
import blogHomeCare from '~/assets/images/blog-home-care.svg?responsive';
import blogRegularVisits from '~/assets/images/blog-regular-visits.svg?responsive';
import type { ArticleId } from '~/i18n/pages';
import type { ResponsiveImage } from './types';

/** The blog articles' images (the blog list and the article pages share them). */
export const articleImages: Record<ArticleId, ResponsiveImage> = {
  'regular-visits': blogRegularVisits,
  'home-care': blogHomeCare,
  'dental-costs': blogDentalCosts,
};
