/**
 * How the site groups the 13 treatments for patients: what they come for, not how a dentist
 * files it. Menus and overviews show the groups; a treatment page suggests its neighbours.
 * Emergency care stands apart everywhere: it is the one a patient needs to find in seconds.
 */
import type { TreatmentId } from '~/i18n/pages';

export const treatmentGroups = {
  prevention: ['checkup', 'general', 'hygiene', 'pediatric'],
  repair: ['fillings', 'rootcanal', 'crowns', 'implants'],
  smile: ['cosmetic', 'whitening', 'orthodontics', 'invisalign'],
} as const satisfies Record<string, readonly TreatmentId[]>;

export type TreatmentGroupId = keyof typeof treatmentGroups;
export const treatmentGroupIds = Object.keys(treatmentGroups) as TreatmentGroupId[];

/** The group a treatment is shown in (its page's tint); emergency care is in none. */
export function treatmentGroupOf(id: TreatmentId): TreatmentGroupId | undefined {
  return treatmentGroupIds.find((group) =>
    (treatmentGroups[group] as readonly TreatmentId[]).includes(id),
  );
}

/** Treatments a patient reading about one of them is likely to want next. */
const relatedOverrides: Partial<Record<TreatmentId, readonly TreatmentId[]>> = {
  emergency: ['rootcanal', 'fillings', 'general'],
  pediatric: ['checkup', 'hygiene', 'orthodontics'],
  // The alternatives a patient weighs (a bridge, keeping the tooth) and the care an implant needs.
  implants: ['crowns', 'rootcanal', 'hygiene'],
};

export function relatedTreatments(id: TreatmentId): readonly TreatmentId[] {
  const override = relatedOverrides[id];
  if (override) return override;
  const group = treatmentGroupOf(id);
  const ids: readonly TreatmentId[] = group ? treatmentGroups[group] : [];
  return ids.filter((other) => other !== id).slice(0, 3);
}
