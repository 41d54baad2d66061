import type { Localized } from '../types';

/**
 * One missing tooth, three ways to replace it, side by side: the choice the implants and the
 * crowns and bridges pages are read for (round 44, AP: the decision was buried in a question at
 * the page's end). One text for both pages; a table in a treatment's text is drawn as a
 * comparison (treatment-blocks.server.ts). Facts only the general case supports: the duration as
 * the implants page states it, and what basic insurance does not cover for adults. The soft
 * hyphens (\u00ad) let the longest answers break where their language allows on a 320 px phone.
 */
export const missingToothOptions: Localized<string> = {
  nl: `Ontbreekt er één tand, dan zijn er meestal drie mogelijkheden:

| | Brug | Implantaat | Partiële prothese |
| --- | --- | --- | --- |
| Vast of uitneembaar | Vast | Vast | Uitneem\u00adbaar |
| De tanden ernaast | Worden geslepen | Blijven heel | Blijven heel |
| Hoe lang het duurt | Een paar weken | 3 tot 6 maanden | Een paar weken |

Voor volwassenen vergoedt de basisverzekering geen van de drie; een aanvullende verzekering vaak wel een deel. Wat bij u past, hangt af van uw gebit, uw kaakbot en uw wensen. Dat bespreken wij met u, met wat elke mogelijkheid kost.`,
  en: `If a single tooth is missing, there are usually three options:

| | Bridge | Implant | Partial denture |
| --- | --- | --- | --- |
| Fixed or removable | Fixed | Fixed | Remov\u00adable |
| The teeth either side | Are filed down | Stay intact | Stay intact |
| How long it takes | A few weeks | 3 to 6 months | A few weeks |

For adults, basic health insurance covers none of the three; supplementary dental insurance often pays part. Which one suits you depends on your teeth, your jawbone and your wishes. We talk it through with you, including what each option costs.`,
  tr: `Tek bir diş eksikse genellikle üç seçenek vardır:

| | Köprü | İmplant | Parsiyel protez |
| --- | --- | --- | --- |
| Sabit mi, çıkarılabilir mi? | Sabit | Sabit | Çıkarıla\u00adbilir |
| Yandaki dişler | Küçültülür | Olduğu gibi kalır | Olduğu gibi kalır |
| Ne kadar sürer? | Birkaç hafta | 3 ila 6 ay | Birkaç hafta |

Yetişkinlerde temel sağlık sigortası bu üç seçeneğin hiçbirini karşılamaz; ek diş sigortası ise çoğu zaman bir kısmını öder. Hangisinin size uygun olduğu dişlerinize, çene kemiğinize ve isteklerinize bağlıdır. Bunu, her seçeneğin maliyetiyle birlikte sizinle konuşuruz.`,
};
