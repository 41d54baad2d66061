import type { Lang } from '../languages';
import en from './en';
import nl, { type Messages } from './nl';
import tr from './tr';
import { format } from '../format';
import { practice } from '~/content/practice';

export type { Messages };

/** All catalogues. Only server code and tests import this; pages receive one language. */
export const catalogues: Record<Lang, Messages> = { nl, en, tr };

const pageCatalogues = new Map<Lang, Messages>();

/**
 * One language's messages as a page receives them (the root loader's data): texts made ready for
 * the screen here, on the server, so the browser's script needs no code for it. The example
 * numbers in the form's phone hint never break inside ("… 65 / 43" on a phone): the spaces
 * between their digit groups are no-break spaces, the words around them still wrap; the service
 * hint and the emergency choice's note name the list's first option; the footer's after-hours
 * line names the service.
 */
export function pageMessages(lang: Lang): Messages {
  let messages = pageCatalogues.get(lang);
  if (!messages) {
    const source = catalogues[lang];
    messages = {
      ...source,
      form: {
        ...source.form,
        phoneHint: source.form.phoneHint.replace(/(?<=[\d+]) (?=\d)/g, '\u00a0'),
        // The list's first option named in the service hint ("Kies ‘Controle, herstel …’").
        serviceHint: format(source.form.serviceHint, {
          general: source.form.serviceOptions.general,
        }),
      },
      emergencyRequest: {
        ...source.emergencyRequest,
        notUrgent: format(source.emergencyRequest.notUrgent, {
          general: source.form.serviceOptions.general,
        }),
      },
      emergencyCall: {
        ...source.emergencyCall,
        afterHoursShort: format(source.emergencyCall.afterHoursShort, {
          service: practice.afterHoursService.name,
        }),
      },
    };
    pageCatalogues.set(lang, messages);
  }
  return messages;
}
