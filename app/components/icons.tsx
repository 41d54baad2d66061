import type { SocialNetwork } from '~/content/practice';
import type { GroupEntry } from '~/content/treatment-groups';
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
  // A denture of its own, beside the crown in the menus' repair group (round 47).
  dentures: 'dental-denture',
};

/** The icon of an entry in a group's list: a treatment's, or the denture article's. */
export const entryIcon = (id: GroupEntry): IconName =>
  id === 'dentures' ? articleIcons.dentures : treatmentIcons[id];

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
