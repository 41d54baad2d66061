import type { SocialNetwork } from '~/content/practice';
import { Icon } from '~/icons/icon';
import type { IconName } from '~/icons/names';
import type { Lang } from '~/i18n/languages';
import type { TreatmentId } from '~/i18n/pages';

export const treatmentIcons: Record<TreatmentId, IconName> = {
  general: 'stethoscope',
  cosmetic: 'gem',
  orthodontics: 'face-slightly-smiling',
  implants: 'anchor',
  pediatric: 'baby',
  emergency: 'siren',
  checkup: 'calendar-check',
  hygiene: 'toothbrush-sparkles',
  fillings: 'puzzle',
  rootcanal: 'microscope',
  whitening: 'sparkles',
  crowns: 'crown',
  invisalign: 'scan-face',
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
