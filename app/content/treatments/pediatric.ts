import type { Localized, TreatmentContent } from '../types';

const pediatric: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Tandzorg voor kinderen in Amstelveen',
      description:
        'Tandartszorg voor kinderen in Amstelveen: rustig en speels, van het eerste tandje tot 18 jaar. Eerste bezoek vóór de eerste verjaardag. Bijna volledig vergoed.',
      keywords:
        'tandzorg voor kinderen Amstelveen, tandarts voor kinderen, eerste tandartsbezoek baby, tandarts peuter, melktanden, gaatje melktand, kind bang voor tandarts',
    },
    card: {
      title: 'Tandzorg voor kinderen',
      description:
        'Rustige, speelse tandartszorg van het eerste tandje tot 18 jaar, met veel aandacht voor preventie. Bijna volledig vergoed uit de basisverzekering; orthodontie en meestal ook kronen en bruggen vallen erbuiten.',
    },
    title: 'Tandzorg voor kinderen in Amstelveen',
    lead: 'Een goede start bij de tandarts legt de basis voor een leven lang gezonde tanden. Wij nemen de tijd, leggen alles uit in kindertaal en zorgen voor een rustig bezoek.',
    facts: [
      { label: 'Leeftijd', value: 'Vanaf het eerste tandje tot 18 jaar' },
      {
        label: 'Eerste bezoek',
        // The second sentence: a parent of an older child who never went read the first as a
        // reproach, its comfort was a closed question at the page's end (round 40, AH).
        value:
          'Vóór de eerste verjaardag of binnen 6 maanden na het eerste tandje. Al wat ouder en nog nooit geweest? Ook dan welkom.',
      },
      // A fall is what brings a parent here at night (round 55, BK): the way to what to do now,
      // short enough that the sticky card still fits a 1366 × 768 window.
      {
        label: 'Val of ongeluk',
        value: 'Tand los, afgebroken of uitgeslagen? Zie [spoedhulp](page:emergency).',
      },
    ],
    body: `## Wat is tandzorg voor kinderen?

Tandzorg voor kinderen is tandartszorg die is afgestemd op kinderen: op hun leeftijd, hun ontwikkeling en hun gevoel. Daarom werken wij rustig, spelenderwijs en met veel uitleg. Onze zorg voor kinderen bestaat onder meer uit:

- regelmatige controle van tanden, kiezen en tandvlees;
- het volgen van de wisseling van melktanden naar blijvende tanden en van de groei van de kaken;
- preventie, zoals poetsadvies, fluoride en het afdekken van de groeven in nieuwe kiezen met een beschermende lak;
- het behandelen van gaatjes, ook in melktanden;
- hulp bij een ongelukje, zoals een afgebroken of uitgeslagen tand.

## Voor wie is tandzorg voor kinderen bedoeld?

Voor kinderen vanaf het eerste tandje tot 18 jaar. Het eerste bezoek plannen wij het liefst vóór de eerste verjaardag, of binnen 6 maanden nadat het eerste tandje is doorgekomen. Zo raakt uw kind al vroeg gewend aan de tandartsstoel en kunnen wij u op tijd adviseren.

Ook ouders zijn welkom met hun vragen, bijvoorbeeld over de speen, duimzuigen, de drinkfles of tandenpoetsen bij een kind dat tegenstribbelt. Onze tandartsen spreken Nederlands, Engels en Turks, zodat u en uw kind het gesprek kunnen voeren in de taal die voor u het vertrouwdst is.

## Hoe verloopt een bezoek?

1. **Kennismaken.** Uw kind mag rustig rondkijken en een ritje maken in de stoel. Jonge kinderen zitten bij u op schoot.
2. **Tandjes tellen.** Met een spiegeltje bekijken wij tanden, kiezen, tandvlees en beet. Wij vertellen eerst wat wij gaan doen, laten het daarna zien en doen het pas dan.
3. **Advies voor u.** U krijgt uitleg over poetsen, fluoride, eten en drinken, passend bij de leeftijd van uw kind.
4. **Beschermen.** Zo nodig brengen wij fluoride aan of dekken wij de groeven van nieuwe kiezen af met een beschermende lak.
5. **Behandelen, als dat nodig is.** Een gaatje behandelen wij in kleine stappen, zo nodig met verdoving. Is uw kind er nog niet aan toe, dan bouwen wij het rustig op.
6. **Volgende afspraak.** Wij plannen de volgende controle, meestal over 6 maanden.

## Duur en nazorg

Een controle bij kinderen is meestal kort, zodat uw kind geconcentreerd en ontspannen blijft. Meestal zien wij kinderen elke 6 maanden terug. Zo ontdekken wij gaatjes vroeg en volgen wij de wisseling van de tanden en de groei van de kaken. Is er mogelijk een beugel nodig, dan bespreken wij dat tijdig met u; lees daarover meer bij [orthodontie](page:orthodontics).

Thuis maakt u het grootste verschil:

- poets de tanden van uw kind twee keer per dag minstens 2 minuten, met een fluoridetandpasta voor kinderen;
- poets na tot uw kind het zelf goed kan;
- vervang de tandenborstel elke 3 tot 4 maanden;
- beperk het aantal eet- en drinkmomenten en geef tussendoor bij voorkeur water of melk;
- laat uw kind niet in slaap vallen met een fles melk of sap.

Meer praktische tips vindt u in ons artikel over [mondverzorging thuis](page:home-care).

## Kosten en vergoeding

Kinderen tot 18 jaar zijn in Nederland gratis meeverzekerd via de zorgverzekering van een ouder. De basisverzekering vergoedt tandartszorg voor kinderen bijna volledig: controles, röntgenfoto’s, vullingen en het trekken van tanden. Het eigen risico geldt niet voor kinderen. Uitzonderingen zijn onder meer orthodontie, kronen en bruggen; die worden alleen in bijzondere gevallen vergoed.

De tarieven worden landelijk vastgesteld door de Nederlandse Zorgautoriteit (NZa). Het NZa-maximumtarief {tariffYear} voor een periodieke controle (C002) is {feeC002}, voor een vulling van één vlak (V91) {feeV91}. U bent welkom, ongeacht uw zorgverzekeraar. Waar uw polis dat toelaat, declareren wij rechtstreeks bij uw verzekeraar.

Verwachten wij dat een behandeling € 250 of meer kost, dan ontvangt u vooraf altijd een schriftelijke begroting.`,
    faq: [
      {
        question: 'Wanneer moet mijn kind voor het eerst naar de tandarts?',
        answer:
          'Het liefst vóór de eerste verjaardag, of binnen 6 maanden nadat het eerste tandje is doorgekomen. Dat eerste bezoek is kort en speels; het gaat er vooral om dat uw kind went aan de tandarts.',
      },
      {
        question: 'Mijn kind is al wat ouder en is nog nooit bij de tandarts geweest. Is dat erg?',
        answer:
          'Nee, u bent van harte welkom; dat komt vaker voor, bijvoorbeeld na een verhuizing. Het eerste bezoek is een kennismaking: uw kind mag rondkijken en in de stoel zitten, en wij kijken naar de tandjes als uw kind daaraan toe is. Behandelen doen wij die eerste keer alleen als het echt nodig is en in overleg met u. Vraagt u de afspraak online aan, kies dan ‘Mijn kind’ en vink ‘Dit wordt de eerste afspraak bij onze praktijk’ aan.',
      },
      {
        question: 'Kan opa, oma of de oppas met mijn kind komen?',
        answer:
          'Ja, dat kan. Voor onderzoek en behandeling van een kind jonger dan 16 jaar is wel de toestemming van een ouder of voogd nodig. Bel ons daarom vooraf even, en zorg dat wij u tijdens het bezoek kunnen bereiken, voor als er meer nodig is dan afgesproken. Geef de zorgpas van uw kind mee. Vraagt opa, oma of de oppas de afspraak online aan, dan kiest hij of zij ‘Iemand anders’.',
      },
      {
        question: 'Kost een tandartsbezoek voor mijn kind geld?',
        answer:
          'Voor kinderen tot 18 jaar vergoedt de basisverzekering tandartszorg bijna volledig; uitzonderingen zijn onder meer orthodontie, kronen en bruggen. Waar de polis dat toelaat, declareren wij rechtstreeks bij uw verzekeraar.',
      },
      {
        question: 'Mijn kind is bang voor de tandarts. Wat kan ik doen?',
        answer:
          'Praat vooraf positief over het bezoek en vermijd woorden als ‘pijn’ of ‘prik’. Het helpt ook als uw kind eens meekomt naar uw eigen controle; wij werken altijd rustig en in het tempo van uw kind. Heeft uw kind eerder iets naars meegemaakt bij de tandarts, of is het echt bang? Begin dan met een afspraak zonder behandeling: uw kind mag in de stoel zitten, de lamp aan- en uitdoen en het spiegeltje bekijken. Samen met uw kind spreken wij een stopteken af. In ons artikel [Bang voor de tandarts?](page:dental-anxiety) leest u meer tips.',
      },
      {
        question: 'Moet een gaatje in een melktand behandeld worden?',
        answer:
          'Meestal wel. Melktanden zijn nodig om te kauwen en te praten en houden ruimte vrij voor de blijvende tanden; een onbehandeld gaatje kan pijn en een ontsteking veroorzaken.',
      },
      {
        question: 'Mijn kind heeft een wiebeltand die pijn doet. Moet het naar de tandarts?',
        answer:
          'Meestal niet. Vanaf een jaar of 6 duwen de blijvende tanden de melktanden los; dat kan bij het eten wat zeer doen. Laat uw kind er gerust zelf aan wiebelen, dan valt de tand vanzelf uit. Vraag een afspraak aan als het tandvlees dik, rood of pijnlijk blijft, of als de blijvende tand er al staat terwijl de melktand blijft zitten. Zit de tand los door een val of klap, bel dan vandaag nog onze spoedlijn. Zijn wij gesloten? Staat de tand scheef of is hij naar binnen geduwd, bel dan de tandartsenspoeddienst; zit hij alleen wat los, bel ons dan zodra wij weer open zijn.',
      },
    ],
    cta: {
      title: 'Maak een afspraak voor uw kind',
      text: 'Plan het eerste bezoek of de volgende controle, ook op zaterdag. Bel ons op {phone} of vraag online een afspraak aan.',
    },
  },
  en: {
    meta: {
      title: 'Children’s Dentistry in Amstelveen',
      description:
        'Children’s dentistry in Amstelveen from the first tooth until the age of 18. Gentle visits, a first check-up by age 1, and care almost fully covered by insurance.',
      keywords:
        'children’s dentistry Amstelveen, dentist for children Amstelveen, kids dentist, baby’s first dental visit, English speaking dentist for kids, children’s dental care Netherlands',
    },
    card: {
      title: 'Children’s dentistry',
      description:
        'Gentle, playful dental care from the first tooth until the age of 18, with a focus on prevention. Almost fully covered by basic insurance (not orthodontics, and usually not crowns or bridges).',
    },
    title: 'Children’s dentistry in Amstelveen',
    lead: 'A good start at the dentist lays the foundation for healthy teeth for life. We take our time, explain everything in words children understand and keep every visit calm.',
    facts: [
      {
        label: 'Ages',
        value: 'From the first tooth until the age of 18',
      },
      {
        label: 'First visit',
        value:
          'By age 1, or within 6 months of the first tooth. An older child who has never been is just as welcome.',
      },
      {
        label: 'Accidents',
        value: 'A loose, chipped or knocked-out tooth? See [emergency care](page:emergency).',
      },
    ],
    body: `## What is children’s dentistry?

Children’s dentistry is dental care tailored to children: to their age, their development and their feelings. A good first experience at the dentist lays the foundation for healthy teeth for life. That is why we work calmly and playfully, with plenty of explanation. Our care for children includes:

- regular check-ups of the teeth and gums;
- following the change from baby teeth to permanent teeth and the growth of the jaws;
- prevention, such as brushing advice, fluoride and sealing the grooves of new molars with a protective coating;
- treating cavities, including in baby teeth;
- help after an accident, such as a chipped or knocked-out tooth.

## Who is it for?

For children from their first tooth until their 18th birthday. We like to see your child for the first time by their first birthday, or within 6 months of the first tooth coming through. That way your child gets used to the dental chair early, and we can give you advice in good time.

Parents are welcome with their questions too, for example about dummies, thumb-sucking, bottles or brushing a child who protests. Our dentists speak English, Dutch and Turkish, so you and your child can talk with us in the language that feels most familiar.

## What happens, step by step

1. **Getting to know each other.** Your child can look around and take a ride in the chair. Young children sit on your lap.
2. **Counting teeth.** With a small mirror, we look at the teeth, gums and bite. We always tell your child what we are going to do, show it, and only then do it.
3. **Advice for you.** We explain brushing, fluoride, food and drinks in a way that fits your child’s age.
4. **Protection.** If needed, we apply fluoride or seal the grooves of new molars with a protective coating.
5. **Treatment, if needed.** We treat a cavity in small steps, with numbing if necessary. If your child is not ready yet, we build up to it calmly.
6. **Next appointment.** We schedule the next check-up, usually in 6 months.

## Duration and aftercare

A check-up for a child is usually short, so your child stays focused and relaxed. We like to see children every 6 months. That way we spot cavities early and can follow the change of teeth and the growth of the jaws. If braces may be needed, we discuss that with you in good time; read more on our [orthodontics](page:orthodontics) page.

At home, you make the biggest difference:

- brush your child’s teeth twice a day for at least 2 minutes, with a children’s fluoride toothpaste;
- help with brushing until your child can do it well on their own;
- replace the toothbrush every 3 to 4 months;
- limit snacks and sweet drinks, and offer water or milk in between meals;
- don’t let your child fall asleep with a bottle of milk or juice.

You will find more practical tips in our article on [caring for your teeth at home](page:home-care).

## Costs and insurance

In the Netherlands, children under 18 are insured free of charge on a parent’s health insurance policy, but you do need to register your child with your insurer. Basic health insurance (basisverzekering) covers dental care for children almost fully: check-ups, X-rays, fillings and extractions. Children have no compulsory excess (eigen risico), so you pay nothing towards their covered care. The exceptions are orthodontics, and crowns and bridges: these are covered only in special cases.

Maximum fees are set nationally by the Dutch Healthcare Authority (NZa). The {tariffYear} maximum tariff for a routine check-up (C002) is {feeC002}, and for a one-surface filling (V91) {feeV91}. Whichever Dutch health insurer you are with, we bill it directly where your policy allows.

For adults, basic insurance does not cover dental care, apart from a few exceptions, such as some oral surgery. Supplementary dental insurance (aanvullende tandartsverzekering) usually has a yearly maximum, such as €250 or €500. If we expect a treatment to cost €250 or more, you always receive a written estimate in advance.`,
    faq: [
      {
        question: 'When should my child first see the dentist?',
        answer:
          'Ideally by their first birthday, or within 6 months of the first tooth coming through. That first visit is short and playful; the main goal is for your child to get used to the dentist.',
      },
      {
        question: 'My child is older and has never been to a dentist. Is that a problem?',
        answer:
          'Not at all, you are very welcome; it happens quite often, for example after a move. The first visit is a chance to get to know each other: your child can look around and sit in the chair, and we look at their teeth when they are ready. On that first visit we only treat if it is really needed, and only after talking it through with you. If you request the appointment online, choose ‘My child’ and tick ‘This will be the first appointment at our practice’.',
      },
      {
        question: 'Can a grandparent or childminder bring my child?',
        answer:
          'Yes, they can. To examine and treat a child under 16, though, we need the consent of a parent or guardian. So please call us beforehand, and make sure we can reach you during the visit in case more is needed than planned. Give them your child’s health insurance card. If a grandparent or childminder requests the appointment online, they choose ‘Someone else’.',
      },
      {
        question: 'Do I have to pay for my child’s dental visits?',
        answer:
          'For children under 18, basic insurance covers dental care almost fully; the exceptions are orthodontics and, usually, crowns and bridges. Where the policy allows, we bill your insurer directly.',
      },
      {
        question: 'My child is scared of the dentist. What can I do?',
        answer:
          'Talk positively about the visit beforehand and avoid words like ‘hurt’ or ‘needle’. It also helps if your child comes along to one of your own check-ups; we always work calmly and at your child’s pace. Has your child had a bad experience at the dentist before, or are they really scared? Then start with a visit with no treatment: your child can sit in the chair, switch the light on and off and look at the little mirror. We agree a stop signal together with your child. Our article [Nervous about the dentist?](page:dental-anxiety) has more tips.',
      },
      {
        question: 'Does a cavity in a baby tooth need to be treated?',
        answer:
          'Usually, yes. Baby teeth are needed for chewing and speaking and hold space for the permanent teeth; an untreated cavity can cause pain and infection.',
      },
      {
        question: 'My child has a wobbly baby tooth that hurts. Do we need to come in?',
        answer:
          'Usually not. From about the age of 6, the permanent teeth push the baby teeth loose, and that can be a little sore when eating. Let your child wiggle it; it will come out by itself. Request an appointment if the gum stays swollen, red or painful, or if the permanent tooth is already coming through while the baby tooth stays put. If the tooth came loose after a fall or a knock, call our emergency line today. If we are closed and the tooth is out of place or pushed in, call the after-hours dental service; if it is only slightly loose, call us when we reopen.',
      },
    ],
    cta: {
      title: 'Book an appointment for your child',
      text: 'Book the first visit or the next check-up, Saturdays included. Call us on {phone} or request an appointment online.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de çocuklar için diş bakımı',
      description:
        'Amstelveen’de çocuklar için diş bakımı: ilk dişten 18 yaşına kadar, sakin ve oyun havasında. İlk ziyaret bir yaşını doldurmadan; temel sigorta neredeyse tamamen karşılar.',
      keywords:
        'çocuk diş hekimi Amstelveen, pedodonti, bebeklerde ilk diş muayenesi, süt dişi çürüğü, çocuklara Türkçe diş bakımı, Hollanda çocuk diş tedavisi',
    },
    card: {
      title: 'Çocuklar için diş bakımı',
      description:
        'İlk dişten 18 yaşına kadar sakin ve eğlenceli bir ortamda diş bakımı; koruyucu uygulamalara özel önem veriyoruz. Temel sağlık sigortası (basisverzekering) bu tedavilerin neredeyse tamamını karşılar (ortodonti ve genellikle kron ile köprüler hariç).',
    },
    title: 'Amstelveen’de çocuklar için diş bakımı',
    lead: 'Diş hekimiyle iyi bir başlangıç, ömür boyu sağlıklı dişlerin temelini atar. Acele etmeden, her şeyi çocuğunuzun anlayacağı bir dille anlatır ve her ziyareti sakin bir deneyime dönüştürürüz.',
    facts: [
      { label: 'Yaş aralığı', value: 'İlk dişten 18 yaşına kadar' },
      {
        label: 'İlk ziyaret',
        value:
          'Bir yaşından önce ya da ilk dişten sonraki 6 ay içinde. Daha büyük olup hiç gelmemiş çocukları da bekleriz.',
      },
      {
        label: 'Kaza',
        value:
          'Kırılan, sallanan ya da yerinden çıkan diş: [acil durum sayfamıza](page:emergency) bakın.',
      },
    ],
    body: `## Çocuklar için diş bakımı nedir?

Çocuklar için diş bakımı, çocukların yaşına, gelişimine ve duygularına göre uyarlanmış diş hekimliği hizmetidir. Diş hekimiyle ilk deneyimin iyi geçmesi, ömür boyu sağlıklı dişlerin temelini atar. Bu yüzden sakin, oyun havasında bir ortamda çalışır, her şeyi ayrıntılı olarak anlatırız. Çocuklara yönelik hizmetlerimiz şunları kapsar:

- dişlerin ve diş etlerinin düzenli kontrolü;
- süt dişlerinden kalıcı dişlere geçişin ve çene gelişiminin takibi;
- fırçalama önerileri, florür uygulaması ve yeni çıkan azı dişlerinin oluklarının koruyucu bir malzemeyle kapatılması (fissür örtücü) gibi koruyucu uygulamalar;
- süt dişleri de dâhil olmak üzere çürüklerin tedavisi;
- kırılan ya da yerinden çıkan bir diş gibi kazalarda yardım.

## Kimler için?

İlk dişinin çıkmasından 18 yaşına kadar tüm çocuklar için. Çocuğunuzu ilk kez, bir yaşını doldurmadan ya da ilk dişi çıktıktan sonraki altı ay içinde görmek isteriz. Böylece çocuğunuz diş hekimi koltuğuna erkenden alışır, biz de size zamanında bilgi verebiliriz.

Anne babaların soruları da bizim için önemlidir: emzik, parmak emme, biberon ya da diş fırçalamaya direnen bir çocuk gibi konularda size yardımcı oluruz. Diş hekimlerimiz Türkçe, Hollandaca ve İngilizce konuşur; siz ve çocuğunuz kendinizi en rahat hissettiğiniz dilde konuşabilirsiniz.

## Ziyaret adım adım nasıl geçer?

1. **Tanışma.** Çocuğunuz etrafı rahatça inceleyebilir, koltuğa oturup koltuğun inip kalkmasını deneyebilir. Küçük çocuklar sizin kucağınızda oturur.
2. **Dişleri sayalım.** Küçük bir aynayla dişlere, diş etlerine ve kapanışa bakarız. Ne yapacağımızı önce anlatır, sonra gösterir, ancak ondan sonra yaparız.
3. **Size öneriler.** Çocuğunuzun yaşına uygun olarak fırçalama, florür, yiyecek ve içecekler hakkında bilgi veririz.
4. **Koruma.** Gerekirse florür uygular ya da yeni azı dişlerinin oluklarını koruyucu bir malzemeyle kapatırız.
5. **Gerekirse tedavi.** Bir çürüğü küçük adımlarla, ihtiyaç olursa bölgeyi uyuşturarak tedavi ederiz. Çocuğunuz henüz hazır değilse, onu acele etmeden alıştırırız.
6. **Sonraki randevu.** Bir sonraki kontrolü genellikle 6 ay sonrasına planlarız.

## Süre ve sonrası

Çocuklarda kontrol genellikle kısa sürer; böylece çocuğunuz sıkılmaz. Çocukları altı ayda bir görmek isteriz. Böylece çürükleri erken fark eder, diş değişimini ve çene gelişimini takip ederiz. Diş teli gerekebilecekse bunu zamanında sizinle konuşuruz; ayrıntılar için [ortodonti](page:orthodontics) sayfamıza göz atabilirsiniz.

En büyük farkı evde yaptıklarınız yaratır:

- çocuğunuzun dişlerini günde iki kez, en az iki dakika, çocuklar için florürlü bir diş macunuyla fırçalayın;
- çocuğunuz kendi başına iyi fırçalayabilene kadar, o fırçaladıktan sonra dişlerini bir kez de siz fırçalayın;
- diş fırçasını 3 ila 4 ayda bir değiştirin;
- ara öğünlerin ve şekerli içeceklerin sayısını sınırlayın, aralarda su veya süt verin;
- çocuğunuzun süt ya da meyve suyu dolu bir biberonla uykuya dalmasına izin vermeyin.

Daha fazla pratik öneriyi [evde diş bakımı](page:home-care) yazımızda bulabilirsiniz.

## Ücretler ve sigorta

Hollanda’da 18 yaşından küçük çocuklar, anne ya da babalarının sağlık sigortasına (zorgverzekering) ücretsiz olarak dâhil edilir. Temel sağlık sigortası (basisverzekering), çocukların diş tedavilerini neredeyse tamamen karşılar: kontroller, röntgenler, dolgular ve diş çekimi bu kapsamdadır. Yıllık zorunlu muafiyet (eigen risico) çocuklar için geçerli değildir. Ortodonti ile kron ve köprüler ise istisnadır; bunlar yalnızca özel durumlarda karşılanır.

Ücretler, Hollanda Sağlık Otoritesi (Nederlandse Zorgautoriteit, NZa) tarafından ülke genelinde belirlenir. {tariffYear} azami ücretleri: periyodik kontrol (C002) {feeC002}, tek yüzeyli dolgu (V91) {feeV91}. Sigorta şirketiniz ve poliçeniz izin veriyorsa faturayı doğrudan sigorta şirketinize gönderebiliriz.

Yetişkinlerde ise temel sigorta, çene cerrahisindeki bazı işlemler gibi birkaç istisna dışında diş tedavisini karşılamaz. Ek diş sigortasının (aanvullende tandartsverzekering) genellikle yıllık 250 € veya 500 € gibi bir üst sınırı vardır. Bir tedavinin 250 € veya daha fazla tutacağını öngörüyorsak, önceden mutlaka yazılı bir maliyet tahmini (begroting) alırsınız.`,
    faq: [
      {
        question: 'Çocuğum diş hekimine ilk kez ne zaman gitmeli?',
        answer:
          'En uygun zaman, çocuğunuz bir yaşını doldurmadan ya da ilk dişi çıktıktan sonraki altı ay içidir. Bu ilk ziyaret kısa ve eğlenceli geçer; asıl amaç çocuğunuzun diş hekimine alışmasıdır.',
      },
      {
        question: 'Çocuğum biraz büyüdü ama hiç diş hekimine gitmedi. Bu bir sorun mu?',
        answer:
          'Hayır, sizi memnuniyetle bekliyoruz; bu sık görülen bir durumdur, örneğin taşındıktan sonra. İlk ziyaret bir tanışmadır: çocuğunuz etrafa bakabilir ve koltuğa oturabilir; o hazır olduğunda dişlerine bakarız. Bu ilk ziyarette yalnızca gerçekten gerekliyse ve sizinle konuştuktan sonra tedavi yaparız. Randevuyu internetten talep ederseniz “Çocuğum”u seçin ve “Kliniğimizdeki ilk randevu olacak” seçeneğini işaretleyin.',
      },
      {
        question: 'Çocuğumu büyükannesi, büyükbabası ya da bakıcısı getirebilir mi?',
        answer:
          'Evet, getirebilir. Ancak 16 yaşından küçük bir çocuğun muayenesi ve tedavisi için anne, baba ya da vasinin onayı gerekir. Bu yüzden lütfen bizi önceden arayın ve planlanandan fazlası gerekirse diye ziyaret sırasında size ulaşabilmemizi sağlayın. Çocuğunuzun sağlık sigortası kartını da yanlarına verin. Randevuyu internetten büyükanne, büyükbaba ya da bakıcı talep ediyorsa “Başka biri” seçeneğini seçsin.',
      },
      {
        question: 'Çocuğumun diş tedavileri için ödeme yapmam gerekir mi?',
        answer:
          '18 yaşından küçük çocukların diş tedavileri temel sağlık sigortası (basisverzekering) tarafından neredeyse tamamen karşılanır; ortodonti ile kron ve köprüler gibi bazı tedaviler ise istisnadır. Sigorta şirketiniz ve poliçeniz izin veriyorsa faturayı doğrudan sigorta şirketinize gönderebiliriz.',
      },
      {
        question: 'Çocuğum diş hekiminden korkuyor. Ne yapabilirim?',
        answer:
          'Ziyaretten önce diş hekiminden olumlu bir dille bahsedin ve “acımayacak” ya da “iğne” gibi sözcüklerden kaçının. Çocuğunuzu kendi kontrolünüze getirmeniz de alışmasına yardımcı olur; biz de her zaman acele etmeden, onun hızında ilerleriz. Çocuğunuz daha önce diş hekiminde kötü bir deneyim yaşadıysa ya da gerçekten çok korkuyorsa, hiçbir tedavinin yapılmadığı bir randevuyla başlayın: çocuğunuz koltuğa oturabilir, lambayı açıp kapatabilir ve diş hekiminin küçük aynasını inceleyebilir. Çocuğunuzla birlikte bir dur işareti belirleriz. Daha fazla öneriyi [Diş hekiminden korkuyor musunuz?](page:dental-anxiety) yazımızda bulabilirsiniz.',
      },
      {
        question: 'Süt dişindeki çürüğün tedavi edilmesi gerekir mi?',
        answer:
          'Çoğu zaman evet. Süt dişleri çiğneme ve konuşma için gereklidir ve kalıcı dişlere yer tutar; tedavi edilmeyen bir çürük ağrıya ve iltihaba yol açabilir.',
      },
      {
        question: 'Çocuğumun sallanan bir süt dişi var ve ağrıyor. Diş hekimine gelmeli miyiz?',
        answer:
          'Çoğu zaman gerek yoktur. Yaklaşık 6 yaşından itibaren kalıcı dişler süt dişlerini iterek sallandırır; bu, yemek yerken biraz acıtabilir. Çocuğunuz dişi kendisi sallayabilir; diş kendiliğinden düşer. Diş eti şiş, kırmızı ya da ağrılı kalırsa veya kalıcı diş çıkmışken süt dişi hâlâ yerinde duruyorsa randevu talep edin. Diş bir düşme ya da darbe sonucu sallanmaya başladıysa bugün acil hattımızı arayın. Kliniğimiz kapalıysa: diş yerinden kaymış ya da diş etine doğru gömülmüşse nöbetçi diş hekimliği hizmetini arayın; yalnızca biraz sallanıyorsa kliniğimiz açılınca bizi arayın.',
      },
    ],
    cta: {
      title: 'Çocuğunuz için randevu alın',
      text: 'İlk ziyareti ya da bir sonraki kontrolü planlayın; cumartesi günleri de açığız. Bizi {phone} numarasından arayın veya internet üzerinden randevu talep edin.',
    },
  },
};

export default pediatric;
