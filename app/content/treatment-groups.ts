/**
 * How the site groups the 13 treatments for patients: what they come for, not how a dentist
 * files it. Menus and overviews show the groups; a treatment page suggests its neighbours.
 * Emergency care stands apart everywhere: it is the one a patient needs to find in seconds.
 */
import type { Messages } from '~/i18n/messages';
import type { TreatmentId } from '~/i18n/pages';

export const treatmentGroups = {
  prevention: ['checkup', 'general', 'hygiene', 'pediatric'],
  repair: ['fillings', 'rootcanal', 'crowns', 'implants'],
  smile: ['cosmetic', 'whitening', 'orthodontics', 'invisalign'],
} as const satisfies Record<string, readonly TreatmentId[]>;

export type TreatmentGroupId = keyof typeof treatmentGroups;
export const treatmentGroupIds = Object.keys(treatmentGroups) as TreatmentGroupId[];

/** A treatment, or the loose or old denture's article listed among them (below). */
export type GroupEntry = TreatmentId | 'dentures';

/**
 * What a group lists where patients choose (the menus, the home page): its treatments and, under
 * repair and replace, a loose or old denture, which none of the specification's 13 treatments
 * names, leading to its article (rounds 45–47: looked for in the menus and on the home page, and
 * found only on the services page).
 */
export function groupEntries(group: TreatmentGroupId): readonly GroupEntry[] {
  return group === 'repair' ? [...treatmentGroups.repair, 'dentures'] : treatmentGroups[group];
}

/** An entry's name in the page's language: the treatment's, or "Kunstgebit los of oud?". */
export const entryName = (id: GroupEntry, messages: Messages): string =>
  id === 'dentures' ? messages.nav.dentures : messages.treatments[id];

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
