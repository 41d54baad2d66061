/**
 * Every icon the site uses. They are drawn once, in an SVG sprite made at build time
 * (icon-sprite-plugin.ts), and referenced with <use>: no icon code in the page's JavaScript, and a
 * few bytes per icon in the HTML.
 */

import type { TreatmentIconName } from './treatment-icons.ts';

/** Lucide icons, by their file names in lucide-react/icons. */
export const lucideIconNames = [
  'accessibility',
  'arrow-down',
  'arrow-left',
  'arrow-right',
  'award',
  'baby',
  'badge-check',
  'bike',
  'calendar-check',
  'calendar-clock',
  'calendar-days',
  'car-front',
  'check',
  'chevron-down',
  'chevron-right',
  'circle-exclamation-point',
  'circle-check',
  'clock',
  'external-link',
  'hand-heart',
  'heart-handshake',
  'house',
  'info',
  'languages',
  'lock-keyhole',
  'list-checks',
  'loader-circle',
  'mail',
  'map',
  'map-pin',
  'menu',
  'monitor-check',
  'moon',
  'phone',
  'phone-call',
  'receipt-euro',
  'refresh-cw',
  'route',
  'send',
  'signpost',
  'toothbrush',
  'tram-front',
  'users',
  'x',
] as const;

/** Lucide icons drawn filled rather than outlined (the rating stars). */
export const filledIconNames = ['star'] as const;

/** Brand marks of the social networks, from simple-icons. */
export const brandIconNames = ['facebook', 'instagram', 'youtube', 'tiktok'] as const;

export const flagIconNames = ['flag-nl', 'flag-en', 'flag-tr'] as const;

export type IconName =
  | (typeof lucideIconNames)[number]
  | TreatmentIconName
  | (typeof filledIconNames)[number]
  | (typeof brandIconNames)[number]
  | (typeof flagIconNames)[number];
