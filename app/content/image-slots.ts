/**
 * Every picture on the site is a slot: its shape (aspect ratio), the point that must stay in view
 * when a photo is cropped to that shape (focus, in % from the left and from the top; it becomes the
 * CSS object-position), and the alt text of the photo the practice will put there, in each language.
 *
 * A photo named after the slot in app/assets/photos/ (e.g. team-murat-kaya.jpg) replaces the
 * placeholder in app/assets/placeholders/ with no code change (app/images/slot-images.server.ts;
 * README, "Replace the sample images with photos"). Placeholders are decorative and get alt="";
 * when a photo replaces one, check that its alt text below still describes it.
 */
import type { Localized } from './types';

/** The slot shapes the layout knows (each has a CSS class in app/components/picture.tsx). */
export type SlotRatio = '4/3' | '3/2' | '4/5' | '16/9';
/** Steps of 10 %, so each focus has a prebuilt CSS class (the CSP allows no inline style). */
export type FocusStep = 0 | 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100;

export interface ImageSlot {
  ratio: SlotRatio;
  focus: { x: FocusStep; y: FocusStep };
  alt: Localized<string>;
}

const treatmentSlot = (alt: Localized<string>): ImageSlot => ({
  ratio: '4/3',
  focus: { x: 50, y: 40 },
  alt,
});

export const imageSlots = {
  hero: {
    ratio: '4/3',
    focus: { x: 50, y: 40 },
    alt: {
      nl: 'Een patiënt in de behandelstoel praat ontspannen met de tandarts in een lichte behandelkamer',
      en: 'A patient in the dental chair chatting comfortably with the dentist in a bright treatment room',
      tr: 'Aydınlık bir tedavi odasında, diş koltuğundaki hasta diş hekimiyle rahat bir şekilde sohbet ediyor',
    },
  },
  'team-murat-kaya': {
    ratio: '4/5',
    focus: { x: 50, y: 30 },
    alt: {
      nl: 'Portret van tandarts Murat Kaya',
      en: 'Portrait of dentist Murat Kaya',
      tr: 'Diş hekimi Murat Kaya’nın portresi',
    },
  },
  'team-elif-aydin': {
    ratio: '4/5',
    focus: { x: 50, y: 30 },
    alt: {
      nl: 'Portret van tandarts Elif Aydın',
      en: 'Portrait of dentist Elif Aydın',
      tr: 'Diş hekimi Elif Aydın’ın portresi',
    },
  },
  'clinic-reception': {
    ratio: '3/2',
    focus: { x: 50, y: 50 },
    alt: {
      nl: 'De lichte receptie en wachtruimte van de praktijk, met planten en een speelhoek voor kinderen',
      en: 'The bright reception and waiting area of the practice, with plants and a play corner for children',
      tr: 'Kliniğin bitkilerle ve çocuklar için bir oyun köşesiyle donatılmış aydınlık resepsiyonu ve bekleme alanı',
    },
  },
  'clinic-treatment-room': {
    ratio: '3/2',
    focus: { x: 50, y: 50 },
    alt: {
      nl: 'Een moderne behandelkamer met tandartsstoel en daglicht',
      en: 'A modern treatment room with a dental chair and daylight',
      tr: 'Diş koltuğu bulunan, gün ışığı alan modern bir tedavi odası',
    },
  },
  'clinic-entrance': {
    ratio: '4/3',
    focus: { x: 50, y: 50 },
    alt: {
      nl: 'De ingang van de praktijk aan de Rembrandtweg in Amstelveen',
      en: 'The entrance of the practice on Rembrandtweg in Amstelveen',
      tr: 'Kliniğin Amstelveen, Rembrandtweg’deki girişi',
    },
  },
  'article-regular-visits': {
    ratio: '16/9',
    focus: { x: 50, y: 50 },
    alt: {
      nl: 'De tandarts bekijkt het gebit van een patiënt tijdens een periodieke controle',
      en: 'The dentist examining a patient’s teeth during a routine check-up',
      tr: 'Diş hekimi, düzenli kontrol sırasında bir hastanın dişlerini inceliyor',
    },
  },
  'article-home-care': {
    ratio: '16/9',
    focus: { x: 50, y: 50 },
    alt: {
      nl: 'Tandenborstel, tandpasta en ragers bij de wastafel',
      en: 'A toothbrush, toothpaste and interdental brushes by the bathroom sink',
      tr: 'Lavabonun yanında diş fırçası, diş macunu ve diş arası fırçaları',
    },
  },
  'article-dental-anxiety': {
    ratio: '16/9',
    focus: { x: 50, y: 50 },
    alt: {
      nl: 'Een patiënt praat rustig met de tandarts aan tafel, voordat er iets wordt behandeld',
      en: 'A patient talking calmly with the dentist at a table before any treatment',
      tr: 'Bir hasta, herhangi bir tedaviye başlanmadan önce diş hekimiyle masada sakince konuşuyor',
    },
  },
  'article-dentures': {
    ratio: '16/9',
    focus: { x: 50, y: 50 },
    alt: {
      nl: 'De tandarts bekijkt samen met een oudere patiënt hoe diens kunstgebit past',
      en: 'The dentist checking with an older patient how their denture fits',
      tr: 'Diş hekimi, yaşlı bir hastayla birlikte protezinin nasıl oturduğuna bakıyor',
    },
  },
  'article-dental-costs': {
    ratio: '16/9',
    focus: { x: 50, y: 50 },
    alt: {
      nl: 'Een begroting van de tandarts naast een zorgpas',
      en: 'A dental treatment estimate next to a health insurance card',
      tr: 'Bir sağlık sigortası kartının yanında diş tedavisi maliyet tahmini',
    },
  },
  'treatment-general': treatmentSlot({
    nl: 'De tandarts legt een patiënt in de behandelstoel uit wat zij ziet',
    en: 'The dentist explaining what she sees to a patient in the dental chair',
    tr: 'Diş hekimi, koltuktaki hastaya gördüklerini açıklıyor',
  }),
  'treatment-cosmetic': treatmentSlot({
    nl: 'Een natuurlijke lach na een esthetische behandeling',
    en: 'A natural-looking smile after cosmetic treatment',
    tr: 'Estetik tedavi sonrası doğal görünümlü bir gülümseme',
  }),
  'treatment-orthodontics': treatmentSlot({
    nl: 'Een tiener met een beugel lacht in de spiegel',
    en: 'A teenager with braces smiling into a mirror',
    tr: 'Diş teli takan bir genç aynaya gülümsüyor',
  }),
  'treatment-implants': treatmentSlot({
    nl: 'De tandarts laat aan een model zien hoe een implantaat met kroon in de kaak zit',
    en: 'The dentist using a model to show how an implant and crown sit in the jaw',
    tr: 'Diş hekimi bir model üzerinde implant ve kronun çeneye nasıl yerleştiğini gösteriyor',
  }),
  'treatment-pediatric': treatmentSlot({
    nl: 'Een kind in de behandelstoel kijkt samen met de tandarts in een spiegeltje',
    en: 'A child in the dental chair looking into a small mirror with the dentist',
    tr: 'Diş koltuğundaki bir çocuk diş hekimiyle birlikte küçük bir aynaya bakıyor',
  }),
  'treatment-emergency': treatmentSlot({
    nl: 'De tandarts helpt een patiënt met kiespijn tijdens een spoedafspraak',
    en: 'The dentist helping a patient with toothache at an emergency appointment',
    tr: 'Diş hekimi acil randevuda diş ağrısı olan bir hastaya yardım ediyor',
  }),
  'treatment-checkup': treatmentSlot({
    nl: 'De tandarts controleert het gebit van een patiënt met spiegeltje en sonde',
    en: 'The dentist checking a patient’s teeth with a mirror and probe',
    tr: 'Diş hekimi ayna ve sondla bir hastanın dişlerini kontrol ediyor',
  }),
  'treatment-hygiene': treatmentSlot({
    nl: 'De tandarts reinigt de tanden van een patiënt',
    en: 'The dentist cleaning a patient’s teeth',
    tr: 'Diş hekimi bir hastanın dişlerini temizliyor',
  }),
  'treatment-fillings': treatmentSlot({
    nl: 'Een kies met een tandkleurige vulling',
    en: 'A molar with a white, tooth-coloured filling',
    tr: 'Beyaz, diş renginde dolgusu olan bir azı dişi',
  }),
  'treatment-rootcanal': treatmentSlot({
    nl: 'De tandarts bekijkt een röntgenfoto van een kies voor een wortelkanaalbehandeling',
    en: 'The dentist studying an X-ray of a molar before root canal treatment',
    tr: 'Diş hekimi kanal tedavisinden önce bir azı dişinin röntgenini inceliyor',
  }),
  'treatment-whitening': treatmentSlot({
    nl: 'De tandarts vergelijkt de tandkleur met een kleurenring',
    en: 'The dentist comparing tooth shades with a shade guide',
    tr: 'Diş hekimi diş rengini bir renk skalasıyla karşılaştırıyor',
  }),
  'treatment-crowns': treatmentSlot({
    nl: 'Een keramische kroon op een model van het gebit',
    en: 'A ceramic crown on a model of the teeth',
    tr: 'Diş modeli üzerinde seramik bir kron',
  }),
  'treatment-invisalign': treatmentSlot({
    nl: 'Een patiënt houdt een doorzichtige Invisalign-beugel vast',
    en: 'A patient holding a clear Invisalign aligner',
    tr: 'Bir hasta şeffaf bir Invisalign plağını tutuyor',
  }),
} satisfies Record<string, ImageSlot>;

export type ImageSlotId = keyof typeof imageSlots;
