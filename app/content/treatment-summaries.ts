/**
 * One short line per treatment for the compact lists on a phone (services page, "other
 * treatments"), where the card’s full description would be cut off mid-word. At most about 50
 * characters, so it fits two lines beside the icon at 320 px; the card’s description is shown from
 * `sm` up.
 */
import type { TreatmentId } from '~/i18n/pages';
import type { Localized } from './types';

export const treatmentSummaries: Record<TreatmentId, Localized<string>> = {
  general: {
    // Not "check-ups" again beside the check-up's own card (the sixteenth review).
    nl: 'Uw vaste tandarts, voor het hele gezin',
    en: 'Your own dentist, for the whole family',
    tr: 'Tüm aileniz için kendi diş hekiminiz',
  },
  cosmetic: {
    nl: 'Facings en composiet voor een mooiere lach',
    en: 'Veneers and bonding for a more even smile',
    tr: 'Daha güzel bir gülüş için lamina ve kompozit',
  },
  orthodontics: {
    nl: 'Een beugel voor kinderen en volwassenen',
    en: 'Braces for children and adults',
    tr: 'Çocuklar ve yetişkinler için diş teli',
  },
  implants: {
    nl: 'Een vaste vervanging voor een ontbrekende tand',
    en: 'A fixed replacement for a missing tooth',
    tr: 'Eksik bir dişin yerine sabit bir çözüm',
  },
  pediatric: {
    nl: 'Rustige zorg vanaf het eerste tandje',
    en: 'Gentle care from the very first tooth',
    tr: 'İlk süt dişinden itibaren özenli bakım',
  },
  emergency: {
    nl: 'Hulp bij kiespijn of een ongeluk',
    en: 'Help with toothache or an accident',
    tr: 'Diş ağrısında veya kazada yardım',
  },
  checkup: {
    nl: 'Uw gebit en tandvlees regelmatig laten nakijken',
    en: 'Regular check-ups of your teeth and gums',
    tr: 'Diş ve diş etlerinizin düzenli kontrolü',
  },
  hygiene: {
    nl: 'Gebitsreiniging en zorg voor uw tandvlees',
    en: 'Professional cleaning and care for your gums',
    tr: 'Diş taşı temizliği ve diş eti bakımı',
  },
  fillings: {
    nl: 'Een gaatje of afgebroken stukje herstellen',
    en: 'Repairing a cavity or a chipped tooth',
    tr: 'Çürük veya kırık dişlerin onarımı',
  },
  rootcanal: {
    nl: 'Een ontstoken zenuw behandelen, de tand behouden',
    en: 'Treating an inflamed nerve to save the tooth',
    tr: 'İltihaplı sinirin tedavisiyle dişin korunması',
  },
  whitening: {
    nl: 'Verantwoord bleken onder begeleiding van de tandarts',
    en: 'Safe whitening supervised by your dentist',
    tr: 'Diş hekimi gözetiminde güvenli beyazlatma',
  },
  crowns: {
    nl: 'Tanden herstellen of ontbrekende tanden vervangen',
    en: 'Restoring a damaged tooth or filling a gap',
    tr: 'Hasarlı dişin onarımı veya boşluğun kapatılması',
  },
  invisalign: {
    nl: 'Tanden rechtzetten met doorzichtige aligners',
    en: 'Straightening teeth with clear aligners',
    tr: 'Şeffaf plaklarla diş düzeltme',
  },
};
