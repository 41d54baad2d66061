import type { Lang } from '~/i18n/languages';
import en from './en';
import nl, { type StaffMessages } from './nl';
import tr from './tr';

export type { StaffMessages };

/** The staff area’s texts in every language (rendered on the server only). */
export const staffCatalogues: Record<Lang, StaffMessages> = { nl, en, tr };
