/**
 * Messages only the JSON API answers with: they are for the developer of a client that sends a
 * malformed request, never shown to a patient (the site's form posts form data, not JSON, so it
 * cannot meet them), which is why they live here and not in the page catalogues.
 */
import type { Lang } from '~/i18n/languages';

export const apiMessages = {
  nl: {
    invalidJson: 'Het verzoek kon niet worden gelezen. Stuur geldige JSON in UTF-8.',
    unsupportedMediaType: 'Stuur het verzoek als application/json in UTF-8.',
  },
  en: {
    invalidJson: 'The request could not be read. Please send valid JSON in UTF-8.',
    unsupportedMediaType: 'Please send the request as application/json in UTF-8.',
  },
  tr: {
    invalidJson: 'Talep okunamadı. Lütfen UTF-8 kodlamasında geçerli JSON gönderin.',
    unsupportedMediaType: 'Lütfen talebi UTF-8 kodlamasında application/json olarak gönderin.',
  },
} as const satisfies Record<Lang, Record<string, string>>;
