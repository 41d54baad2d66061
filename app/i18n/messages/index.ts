import type { Lang } from '../languages';
import en from './en';
import nl, { type Messages } from './nl';
import tr from './tr';

export type { Messages };

/** All catalogues. Only server code and tests import this; pages receive one language. */
export const catalogues: Record<Lang, Messages> = { nl, en, tr };
