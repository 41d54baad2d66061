/**
 * The dentists. SAMPLE DATA: names, biographies and years are fictional placeholders for the
 * practice to replace (README), with each dentist’s BIG number (`bigNumber`), which the sample
 * leaves out (decision 0068).
 */
import type { TeamMember } from './types';

export const teamMembers: readonly TeamMember[] = [
  {
    id: 'murat-kaya',
    name: 'Murat Kaya',
    experienceYears: 20,
    // Family care and prevention, the practice's braces; implants with the implantologist (his
    // biography).
    treatments: [
      'general',
      'checkup',
      'hygiene',
      'pediatric',
      'fillings',
      'emergency',
      'orthodontics',
      'implants',
    ],
    focus: ['general', 'pediatric', 'orthodontics', 'implants'],
    text: {
      nl: {
        role: 'Praktijkhouder en tandarts',
        bio: `Murat Kaya studeerde tandheelkunde aan het ACTA in Amsterdam en werkt al meer dan 20 jaar als tandarts. Hij richtte de praktijk op met één doel: persoonlijke zorg voor het hele gezin, in een taal die u begrijpt.

Murat richt zich op tandzorg voor het hele gezin en op preventie: liever een gaatje voorkomen dan vullen. Hij heeft veel ervaring met patiënten die gespannen zijn voor de tandarts en neemt de tijd om alles rustig uit te leggen. Bij implantaten werkt hij samen met een implantoloog, die het implantaat plaatst, en begeleidt hij u van het eerste gesprek tot de kroon op het implantaat. Vaste en uitneembare beugels voor kinderen en volwassenen plaatst hij zelf; bij een ingewikkelde afwijking van de kaak verwijst hij u naar een orthodontist.

Murat groeide op in een Turks-Nederlands gezin en spreekt Nederlands, Engels en Turks. In zijn vrije tijd fietst hij graag langs de Amstel.`,
      },
      en: {
        role: 'Practice owner and dentist',
        bio: `Murat Kaya earned his dental degree at ACTA, the Academic Centre for Dentistry Amsterdam, and has been practising for more than twenty years. He founded the practice with one goal: personal care for the whole family, in a language you understand.

Murat focuses on family dentistry and prevention, because avoiding a cavity is always better than filling one. He has a lot of experience with patients who feel nervous about the dentist and takes the time to explain everything calmly. For dental implants, he works with an implantologist who places the implant; Murat himself guides you from the first consultation to the crown on your implant. He also provides the practice’s fixed and removable braces, for children and adults; for a complex problem with the jaws, he refers you to an orthodontist.

Murat grew up in a Turkish-Dutch family and speaks English, Dutch and Turkish. In his free time, he enjoys cycling along the Amstel.`,
      },
      tr: {
        role: 'Klinik sahibi ve diş hekimi',
        bio: `Murat Kaya diş hekimliği eğitimini Amsterdam’daki ACTA’da (Amsterdam Akademik Diş Hekimliği Merkezi) tamamladı ve yirmi yılı aşkın süredir diş hekimi olarak çalışıyor. Kliniği tek bir amaçla kurdu: her yaştan hastaya, anladıkları dilde, kişiye özel bakım sunmak.

Dt. Murat Kaya ağırlıklı olarak tüm aileye yönelik diş bakımı ve koruyucu diş hekimliğiyle ilgileniyor; ona göre bir çürüğü önlemek, onu doldurmaktan her zaman daha iyidir. Diş hekimine gitmekten çekinen hastalarla çalışma konusunda geniş bir deneyime sahip ve her şeyi sabırla anlatmaya zaman ayırıyor. İmplant tedavilerinde implantı yerleştiren bir implantologla birlikte çalışıyor ve ilk görüşmeden implant üzerindeki krona kadar tüm süreçte yanınızda oluyor. Klinikteki çocuk ve yetişkinlere yönelik sabit ve hareketli diş teli tedavilerini de kendisi yapıyor; çenede karmaşık bir sorun varsa sizi bir ortodontiste yönlendiriyor.

Türk-Hollandalı bir ailede büyüdü; Türkçe, Hollandaca ve İngilizce konuşuyor. Boş zamanlarında Amstel kıyısında bisiklete binmeyi seviyor.`,
      },
    },
  },
  {
    id: 'elif-aydin',
    name: 'Elif Aydın',
    experienceYears: 10,
    // Cosmetic and restorative care, root canals and Invisalign (her biography).
    treatments: [
      'cosmetic',
      'whitening',
      'crowns',
      'rootcanal',
      'invisalign',
      'fillings',
      'emergency',
    ],
    focus: ['cosmetic', 'crowns', 'rootcanal', 'invisalign'],
    text: {
      nl: {
        role: 'Tandarts, aandachtsgebied esthetische en restauratieve tandheelkunde',
        bio: `Elif Aydın studeerde tandheelkunde aan de Radboud Universiteit in Nijmegen en heeft meer dan 10 jaar ervaring als tandarts.

Elif richt zich op esthetische en restauratieve tandheelkunde, zoals facings, tanden bleken en kronen en bruggen. Daarnaast doet zij wortelkanaalbehandelingen en begeleidt zij Invisalign-behandelingen. Zij vindt het belangrijk dat u vooraf precies weet wat er mogelijk is, hoe de behandeling verloopt en wat die kost, zodat u zelf een weloverwogen keuze kunt maken. Bij Invisalign laat zij u vooraf in een 3D-plan zien hoe uw tanden naar verwachting verschuiven; bij een wortelkanaalbehandeling vertelt zij bij elke stap wat zij doet, en wilt u even pauze, dan kunt u dat altijd aangeven.

Elif spreekt Nederlands, Engels en Turks. Buiten de praktijk tekent en schildert zij graag; dat oog voor vorm en kleur komt goed van pas bij een natuurlijk ogende facing of kroon.`,
      },
      en: {
        role: 'Dentist with a focus on cosmetic and restorative dentistry',
        bio: `Elif Aydın earned her dental degree at Radboud University in Nijmegen and has more than ten years of experience as a dentist.

Elif focuses on cosmetic and restorative dentistry (veneers, teeth whitening, crowns, bridges and root canal treatment) and on Invisalign. She believes you should know exactly what is possible, how the treatment works and what it costs before you begin, so you can make a well-informed choice. With Invisalign, she shows you beforehand in a 3D plan how your teeth are expected to move; during a root canal treatment, she tells you at every step what she is doing, and you can always ask to pause.

Elif speaks English, Dutch and Turkish. Outside the practice, she loves to draw and paint, and her eye for shape and colour comes in handy when creating a natural-looking veneer or crown.`,
      },
      tr: {
        role: 'Estetik ve restoratif tedavilere odaklanan diş hekimi',
        bio: `Elif Aydın diş hekimliği eğitimini Nijmegen’deki Radboud Üniversitesinde tamamladı ve on yılı aşkın süredir diş hekimi olarak çalışıyor.

Dt. Elif Aydın ağırlıklı olarak estetik ve restoratif tedavilerle ilgileniyor: porselen lamina, diş beyazlatma, kron ve köprü, Invisalign ve kanal tedavisi. Tedaviye başlamadan önce nelerin mümkün olduğunu, tedavinin nasıl ilerleyeceğini ve ne kadar tutacağını tam olarak bilmenizi önemsiyor; böylece kararınızı bilinçli bir şekilde verebilirsiniz. Invisalign tedavisinde dişlerinizin planlanan hareketini size önceden üç boyutlu olarak gösteriyor; kanal tedavisinde ise her adımda ne yaptığını anlatıyor, ara vermek istediğinizde bunu her zaman söyleyebilirsiniz.

Türkçe, Hollandaca ve İngilizce konuşuyor. Klinik dışında resim yapmayı seviyor; biçim ve renge olan bu ilgisi, doğal görünümlü bir lamina ya da kron hazırlarken de işine yarıyor.`,
      },
    },
  },
];
