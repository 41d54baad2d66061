import type { SocialNetwork } from '~/content/practice';
import { treatmentIconNames } from '~/icons/treatment-icons';
import { Icon } from '~/icons/icon';
import type { IconName } from '~/icons/names';
import type { Lang } from '~/i18n/languages';
import type { ArticleId, TreatmentId } from '~/i18n/pages';

/** Each treatment's icon: Health Icons, or drawn to their standard (app/icons/dental-icons.ts). */
export const treatmentIcons: Record<TreatmentId, IconName> = treatmentIconNames;

/** Each article's topic, in the blog's list where no picture shows (a phone, until photos). */
export const articleIcons: Record<ArticleId, IconName> = {
  'regular-visits': treatmentIconNames.general,
  'home-care': 'toothbrush',
  'dental-costs': 'receipt-euro',
  'dental-anxiety': 'hand-heart',
  // A replacement tooth, as its cover's scene (round 37, AD: the lips read as cosmetic care).
  dentures: treatmentIconNames.crowns,
};

const socialIcons: Record<SocialNetwork, IconName> = {
  Facebook: 'facebook',
  Instagram: 'instagram',
  YouTube: 'youtube',
  TikTok: 'tiktok',
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return <Icon name={socialIcons[network]} className={className} />;
}

/** Small flags for the language switcher; decorative, the language name is always beside them. */
export function Flag({ lang, className = 'h-4 w-6' }: { lang: Lang; className?: string }) {
  return (
    <Icon
      name={`flag-${lang}`}
      className={`${className} shrink-0 rounded-[3px] ring-1 ring-black/10`}
    />
  );
}
