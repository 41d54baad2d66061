import type { Localized, Testimonial } from './types';

export const testimonials: Localized<Testimonial[]> = {
  nl: [
    {
      author: 'Sanne V.',
      text: 'Onze dochter van twee ging voor het eerst naar de tandarts en was best gespannen. Ze mocht eerst met de stoel op en neer rijden en samen met de tandarts haar tandjes tellen. Nu vraagt ze zelf wanneer ze weer mag. Wat een geduld en aandacht!',
      rating: 5,
      datePublished: '2025-03-14',
      treatments: ['pediatric'],
    },
    {
      author: 'Kees B.',
      text: 'Ik ben jarenlang niet naar de tandarts gegaan uit angst. Hier voelde ik me geen moment veroordeeld. Ik kreeg bij elke stap uitleg en mocht altijd even pauzeren. Inmiddels heb ik twee vullingen laten maken en zie ik niet meer op tegen de controle.',
      rating: 5,
      datePublished: '2025-06-20',
      treatments: ['fillings', 'general'],
    },
    {
      author: 'Marieke J.',
      text: 'Prettige praktijk met vriendelijke assistentes en een tandarts die rustig alles uitlegt. Bij mijn controle moest ik ruim 10 minuten wachten, maar de assistente kwam meteen even melden dat het iets uitliep. Fijn dat ik op zaterdag terecht kan, dat scheelt mij een vrije dag.',
      rating: 4.5,
      datePublished: '2025-09-06',
      treatments: ['checkup'],
    },
  ],
  en: [
    {
      author: 'Emily R.',
      text: 'Our son chipped his front tooth playing football on a Saturday morning. We called the emergency line and were seen before lunch. The dentist was calm and kind and explained everything in English. Such a relief when you are new to the country and don’t know how things work yet.',
      rating: 5,
      datePublished: '2025-04-12',
      treatments: ['emergency', 'pediatric'],
    },
    {
      author: 'Priya S.',
      text: 'As expats, we had no idea how dental insurance works here. The team explained basic and supplementary insurance before any treatment and gave us a clear written estimate. Both of our kids actually look forward to their check-ups now. Highly recommended for international families in Amstelveen.',
      rating: 5,
      datePublished: '2025-07-03',
      treatments: ['checkup', 'general'],
    },
    {
      author: 'Daniel M.',
      text: 'Great experience overall. Elif explained my crown options clearly, in plain English, and took time for all my questions. The only small downside was a ten-minute wait at my first appointment, but the front desk let me know right away. Easy to get to by tram, too.',
      rating: 4.5,
      datePublished: '2025-10-17',
      treatments: ['crowns'],
    },
  ],
  tr: [
    {
      author: 'Ayşe Y.',
      text: 'Ön dişlerime porselen lamina yaptırmayı uzun zamandır düşünüyordum. Elif Hanım her adımı Türkçe ve hiç acele etmeden anlattı; süre ve maliyet bilgisini de önceden yazılı olarak aldım. Sorularımı kendi dilimde rahatça sorabilmek benim için çok önemliydi. Gülüşümden artık çok memnunum.',
      rating: 5,
      datePublished: '2025-02-27',
      treatments: ['cosmetic'],
    },
    {
      author: 'Mehmet D.',
      text: 'Babam Hollandaca pek bilmiyor ve diş hekiminden hep çekinirdi. Murat Bey onunla Türkçe konuştu, her şeyi sabırla açıkladı. Babam ilk kez bir muayeneden gülümseyerek çıktı. Cumartesi randevu alabilmemiz de işimizi çok kolaylaştırdı.',
      rating: 5,
      datePublished: '2025-05-10',
      treatments: ['general', 'checkup'],
    },
    {
      author: 'Zeynep K.',
      text: 'Oğlumun ilk diş kontrolü için geldik. Diş hekimi onunla oyun oynar gibi konuştu, oğlum hiç korkmadı. Birkaç dakika fazladan bekledik ama ekip gecikmeyi hemen haber verdi. Çocuklarda sigortanın neleri karşıladığını Türkçe anlatmaları da bizim için çok faydalı oldu.',
      rating: 4.5,
      datePublished: '2025-08-22',
      treatments: ['pediatric'],
    },
  ],
};

/**
 * Whether and how the practice checks that reviews come from real patients: Dutch consumer law
 * (the EU Omnibus directive: art. 6:193e BW, material information, with the black list of art.
 * 6:193g under z and aa, since 28 May 2022) requires this to be said wherever reviews are shown.
 * Naming someone as a patient is health data under medical confidentiality, so publishing a review
 * needs the writer’s explicit written consent (art. 9(2)(a) AVG, art. 7:457 BW), which they can
 * withdraw; the practice keeps the signed consents. SAMPLE CONTENT, like the testimonials above:
 * the practice replaces both with its own reviews and a statement of what it really does.
 */
export const reviewVerification: Localized<string> = {
  nl: 'Hoe wij reviews controleren: wij plaatsen alleen ervaringen van mensen die bij ons patiënt zijn. Voordat een review op de site komt, controleren wij in onze afsprakenadministratie of de schrijver bij ons is behandeld, en vragen wij schriftelijk uitdrukkelijke toestemming om de tekst met voornaam en eerste letter van de achternaam te tonen. Iedereen van wie u hier een review leest, heeft die toestemming gegeven en kan die altijd weer intrekken; dan halen wij de review weg. Wat u hier leest, is een selectie die wij zelf hebben gemaakt. Het is dus geen volledig beeld van alle ervaringen. Voor reviews bieden wij geen beloning of korting.',
  en: 'How we check reviews: we only publish experiences of people who are patients of our practice. Before a review goes on the site, we check our appointment records to confirm that the writer was treated here, and we ask for explicit written permission to show the text with their first name and last initial. Everyone whose review you read here has given that permission; they can withdraw it at any time, and we then remove the review. What you read here is a selection we made ourselves, so it is not a complete picture of all experiences. We do not offer rewards or discounts for reviews.',
  tr: 'Yorumları nasıl kontrol ediyoruz: yalnızca kliniğimizin hastalarının deneyimlerini yayımlıyoruz. Bir yorum sitede yer almadan önce, yazan kişinin bizde tedavi görüp görmediğini randevu kayıtlarımızdan kontrol ediyor ve yorumun, adıyla ve soyadının baş harfiyle birlikte yayımlanması için açık ve yazılı izin istiyoruz. Burada yorumunu okuduğunuz herkes bu izni vermiştir; yazan kişi bu izni dilediği zaman geri alabilir, o zaman yorumu kaldırırız. Burada okuduklarınız bizim yaptığımız bir seçkidir; bu nedenle tüm deneyimlerin eksiksiz bir yansıması değildir. Yorum karşılığında hiçbir ödül ya da indirim vermiyoruz.',
};
