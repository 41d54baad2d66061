/**
 * Which icon stands for each treatment: Health Icons (CC0) where the set has one, otherwise one
 * drawn to its standard in dental-icons.ts. Names only: the sprite plugin draws them.
 */
import type { TreatmentId } from '../i18n/pages.ts';
import type { DrawnIconName } from './dental-icons.ts';

/** Health Icons used as they are, by their names in @iconify-json/healthicons. */
export const healthIconNames = [
  'tooth-outline',
  'odontology-implant-outline',
  'dental-hygiene-outline',
  'mouth-outline',
  'child-program-outline',
] as const;

export type HealthIconName = (typeof healthIconNames)[number];
export type TreatmentIconName = DrawnIconName | HealthIconName;

/** The icon of each treatment (cards, menus, the treatment page and its placeholder picture). */
export const treatmentIconNames: Record<TreatmentId, TreatmentIconName> = {
  general: 'tooth-outline',
  cosmetic: 'mouth-outline',
  orthodontics: 'dental-braces',
  implants: 'odontology-implant-outline',
  pediatric: 'child-program-outline',
  emergency: 'dental-emergency',
  checkup: 'dental-checkup',
  hygiene: 'dental-hygiene-outline',
  fillings: 'dental-filling',
  rootcanal: 'dental-root-canal',
  whitening: 'dental-whitening',
  crowns: 'dental-crown',
  invisalign: 'dental-aligner',
};
