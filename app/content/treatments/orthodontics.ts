import type { Localized, TreatmentContent } from '../types';

const orthodontics: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Beugel en orthodontie in Amstelveen',
      description:
        'Een beugel voor kinderen en volwassenen in Amstelveen: vast, uitneembaar of Invisalign. Behandelduur 12–24 maanden, met een controle elke 6–8 weken.',
      keywords:
        'beugel Amstelveen, orthodontie Amstelveen, beugel kind, beugel volwassenen, onzichtbare beugel, kosten beugel',
    },
    card: {
      title: 'Orthodontie',
      description:
        'Een beugel voor kinderen en volwassenen, voor rechtere tanden en een goede beet. Een behandeling duurt meestal 12–24 maanden.',
    },
    title: 'Orthodontie en beugels in Amstelveen',
    lead: 'Rechte tanden zijn mooi en makkelijker schoon te houden. Wij begeleiden kinderen en volwassenen stap voor stap naar een betere stand van de tanden en een goede beet.',
    facts: [
      { label: 'Behandelduur', value: '12–24 maanden' },
      { label: 'Controles', value: 'Elke 6–8 weken' },
      { label: 'Voor wie', value: 'Kinderen en volwassenen' },
      { label: 'Soorten beugels', value: 'Vast, uitneembaar of doorzichtig' },
    ],
    body: `## Wat is orthodontie?

Orthodontie is de behandeling van scheve tanden en van een beet die niet goed sluit. Met een beugel worden tanden en kiezen geleidelijk naar de juiste plek verplaatst. Dat is niet alleen een kwestie van uiterlijk: rechte tanden zijn makkelijker schoon te houden en een goede beet verdeelt de krachten op uw tanden en kaakgewrichten gelijkmatiger. Veelvoorkomende redenen voor een beugel zijn:

- tanden die te dicht op elkaar staan of juist ruimte ertussen hebben;
- naar voren staande boventanden, die bij een val sneller beschadigen;
- een diepe beet, een open beet of een kruisbeet.

Er zijn verschillende soorten beugels:

- **Vaste beugel:** kleine slotjes die op de tanden worden geplakt en met een draad met elkaar verbonden zijn. Er zijn metalen en tandkleurige slotjes.
- **Uitneembare beugel:** vooral voor kinderen die nog groeien, om de ontwikkeling van de kaken bij te sturen.
- **Doorzichtige beugels:** een reeks dunne, bijna onzichtbare kunststof beugels (aligners) die u zelf uitneemt, zoals [Invisalign](page:invisalign).

## Voor wie is een beugel bedoeld?

**Kinderen.** De wisseltandperiode, waarin de melktanden plaatsmaken voor blijvende tanden, is vaak een goed moment om te beginnen, omdat de kaken dan nog groeien. Bij elke controle letten wij op de ontwikkeling van het gebit en de beet, zodat u op tijd advies krijgt. Meer over onze zorg voor kinderen leest u bij [tandzorg voor kinderen](page:pediatric).

**Volwassenen.** U bent nooit te oud voor een beugel, zolang uw tanden en tandvlees gezond zijn. Veel volwassenen kiezen voor tandkleurige slotjes of doorzichtige beugels, die in het dagelijks leven nauwelijks opvallen.

Voordat de behandeling begint, moeten eventuele gaatjes behandeld zijn en moet het tandvlees gezond zijn. Beugelbehandelingen doen wij zelf, in onze eigen praktijk. Onze tandartsen zijn algemeen tandarts en geen orthodontist: is er sprake van een ingewikkelde afwijking van de kaak, dan verwijzen wij u door naar een orthodontist of kaakchirurg.

## Hoe verloopt de behandeling?

1. **Kennismaking en onderzoek.** Wij bespreken uw wensen en bekijken uw tanden, kaken en beet.
2. **Gegevens verzamelen.** Wij maken foto’s en een digitale scan of afdrukken. Daarnaast maken wij röntgenfoto’s, vaak ook een panoramafoto van het hele gebit.
3. **Behandelplan en begroting.** U hoort welke beugel wij adviseren, hoe lang de behandeling naar verwachting duurt en wat die kost. U ontvangt een schriftelijke begroting.
4. **Plaatsen van de beugel.** Een vaste beugel wordt in één afspraak geplaatst. Bij doorzichtige beugels krijgt u de eerste set mee, met uitleg over het dragen.
5. **Controles.** Elke 6–8 weken komt u op controle: wij stellen de beugel bij of geven u de volgende aligners mee en kijken of alles volgens plan verloopt.
6. **Afronden en vasthouden.** Na het verwijderen van de beugel krijgt u meestal een dun draadje achter de voortanden, een uitneembare beugel voor de nacht of allebei, zodat de tanden op hun nieuwe plek blijven staan.

## Duur en nazorg

Een orthodontische behandeling duurt meestal 12–24 maanden, afhankelijk van de afwijking en van hoe trouw de beugel wordt gedragen. In die periode komt u elke 6–8 weken op controle.

De eerste dagen na het plaatsen of bijstellen kunnen uw tanden gevoelig zijn. Zacht eten helpt dan, en zo nodig een pijnstiller zoals paracetamol. Schuurt een slotje langs uw wang, dan geeft een beetje beugelwax verlichting.

Met een beugel is goed poetsen extra belangrijk, omdat etensresten rond de slotjes makkelijk blijven zitten:

- poets twee keer per dag minstens 2 minuten en ga zorgvuldig langs elk slotje;
- gebruik dagelijks ragers tussen de tanden en onder de draad;
- vermijd harde en kleverige etenswaren, zoals noten, harde snoepjes en toffees;
- blijf daarnaast elke 6 maanden naar uw gewone controle gaan.

Na de behandeling is vasthouden net zo belangrijk als verplaatsen: zonder nazorg schuiven tanden vaak langzaam terug.

## Kosten en vergoeding

De Nederlandse Zorgautoriteit (NZa) stelt ook voor orthodontie landelijke codes en maximumtarieven vast. De kosten hangen af van de soort beugel en de duur van de behandeling. Omdat een orthodontische behandeling vrijwel altijd meer dan € 250 kost, ontvangt u vooraf een schriftelijke begroting. Voor het onderzoek is vaak een panoramafoto van het gebit nodig (X21); het maximumtarief daarvoor was in {tariffYear} {feeX21}.

De basisverzekering vergoedt tandartszorg voor kinderen tot 18 jaar bijna volledig, maar orthodontie valt daar in de regel niet onder: alleen bij zeer ernstige afwijkingen vergoedt de basisverzekering een beugel, via een specialist. Voor volwassenen vergoedt de basisverzekering geen beugel. Een aanvullende tandartsverzekering vergoedt vaak een deel van de kosten, tot een maximumbedrag zoals € 250 of € 500 per jaar; sommige verzekeraars hanteren een apart maximum voor orthodontie. Ga daarom vóór de start bij uw verzekeraar na wat uw polis vergoedt.

U bent welkom, ongeacht uw zorgverzekeraar. Waar uw polis dat toelaat, declareren wij rechtstreeks bij uw verzekeraar.`,
    faq: [
      {
        question: 'Op welke leeftijd krijgt een kind een beugel?',
        answer:
          'Dat verschilt per kind. Vaak is de wisseltandperiode een goed moment, omdat de kaken dan nog groeien. Bij elke controle letten wij op de ontwikkeling van het gebit en adviseren wij u wanneer een beugel zinvol is.',
      },
      {
        question: 'Ben ik te oud voor een beugel?',
        answer:
          'Nee. Zolang uw tanden en tandvlees gezond zijn, kunt u ook als volwassene een beugel krijgen, bijvoorbeeld met tandkleurige slotjes of doorzichtige beugels.',
      },
      {
        question: 'Doet een beugel pijn?',
        answer:
          'De eerste dagen na het plaatsen en na het bijstellen kunnen uw tanden gevoelig zijn. Zacht eten en zo nodig een pijnstiller zoals paracetamol helpen; de gevoeligheid zakt meestal binnen een paar dagen.',
      },
      {
        question: 'Moet ik na de beugel nog iets dragen?',
        answer:
          'Ja. Om te voorkomen dat uw tanden terugschuiven, krijgt u meestal een dun draadje achter de voortanden, een uitneembare beugel voor de nacht of allebei. Wij vertellen u hoe lang u die moet dragen.',
      },
    ],
    cta: {
      title: 'Een beugel voor uzelf of uw kind?',
      text: 'Maak een afspraak voor een eerste onderzoek en advies. Bel ons op {phone} of vraag online een afspraak aan.',
    },
  },
  en: {
    meta: {
      title: 'Orthodontics & Braces in Amstelveen',
      description:
        'Braces for children and adults in Amstelveen: fixed braces, removable appliances or Invisalign. Treatment takes 12–24 months, with a visit every 6–8 weeks.',
      keywords:
        'braces Amstelveen, braces for adults, braces for kids, clear aligners, orthodontics cost Netherlands, Invisalign Amstelveen',
    },
    card: {
      title: 'Orthodontics',
      description:
        'Braces for children and adults, for straighter teeth and a healthy bite. Treatment usually takes 12–24 months.',
    },
    title: 'Orthodontics and braces in Amstelveen',
    lead: 'Straight teeth look good and are easier to keep clean. We guide children and adults step by step towards better-aligned teeth and a healthy bite.',
    facts: [
      { label: 'Treatment time', value: '12–24 months' },
      { label: 'Follow-up visits', value: 'Every 6–8 weeks' },
      { label: 'For', value: 'Children and adults' },
      { label: 'Types of braces', value: 'Fixed, removable or clear aligners' },
    ],
    body: `## What is orthodontics?

Orthodontics treats crooked teeth and a bite that does not close properly. Braces gradually move your teeth into the right position. It is not only about looks: straight teeth are easier to keep clean, and a good bite spreads the forces on your teeth and jaw joints more evenly. Common reasons for braces include:

- crowded teeth, or gaps between the teeth;
- protruding upper front teeth, which are more easily damaged in a fall;
- a deep bite, an open bite or a crossbite.

There are several types of braces:

- **Fixed braces:** small brackets bonded to the teeth and connected by a wire, available in metal or tooth-coloured versions.
- **Removable appliances:** mainly for children who are still growing, to guide the development of the jaws.
- **Clear aligners:** a series of thin, almost invisible trays you can take out yourself, such as [Invisalign](page:invisalign).

## Who is it for?

**Children.** The years when baby teeth are replaced by permanent teeth are often a good time to start, because the jaws are still growing. At every check-up, we keep an eye on how the teeth and bite are developing, so you get advice in good time. Read more about our care for children on our [children’s dentistry](page:pediatric) page.

**Adults.** You are never too old for braces, as long as your teeth and gums are healthy. Many adults choose tooth-coloured brackets or clear aligners, which are hardly noticeable in daily life.

Before treatment starts, any cavities need to be treated and your gums need to be healthy. We carry out orthodontic treatment ourselves, as general dentists. We are not orthodontists: if there is a complex problem with the jaws, we refer you to an orthodontist or an oral surgeon.

## What happens, step by step

1. **Consultation and examination.** We talk about your wishes and look at your teeth, jaws and bite.
2. **Photos, scans and X-rays.** We take photos, a digital scan or impressions, and X-rays, often including a panoramic X-ray of the whole mouth.
3. **Treatment plan and estimate.** You hear which type of braces we recommend, how long treatment is expected to take and what it will cost. You receive a written estimate.
4. **Fitting the braces.** Fixed braces are placed in one appointment. With clear aligners, you receive your first set along with instructions on wearing them.
5. **Follow-up visits.** Every 6–8 weeks you come in for a check: we adjust the braces or give you new aligners, and make sure everything is going to plan.
6. **Finishing and retention.** After the braces come off, we usually bond a thin wire behind the front teeth and/or give you a removable retainer to wear at night, so your teeth stay in their new position.

## Duration and aftercare

Orthodontic treatment usually takes 12–24 months, depending on the problem and on how consistently the braces or aligners are worn. During that time, you come in for a follow-up visit every 6–8 weeks.

Your teeth may feel sore for the first few days after the braces are fitted or adjusted. Soft food helps, and if needed a painkiller such as paracetamol. If a bracket rubs against your cheek, a little orthodontic wax brings relief.

Good brushing is extra important with braces, because food easily gets stuck around the brackets:

- brush for at least 2 minutes, twice a day, carefully around each bracket;
- use interdental brushes daily between your teeth and under the wire;
- avoid hard and sticky foods, such as nuts, boiled sweets and toffee;
- keep going to your regular dental check-up every 6 months.

After treatment, holding the teeth in place is just as important as moving them: without a retainer, teeth often slowly drift back.

## Costs and insurance

The Dutch Healthcare Authority (NZa) also sets national codes and maximum tariffs for orthodontics. The cost depends on the type of braces and the length of treatment. Because orthodontic treatment almost always costs more than €250, you always receive a written estimate in advance. The examination often includes a panoramic X-ray (X21), which has a {tariffYear} maximum tariff of {feeX21}.

Basic health insurance (basisverzekering) covers dental care for children under 18 almost fully, but orthodontics is generally not included: basic insurance pays for braces only in very severe cases, through a specialist. For adults, basic insurance does not cover dental care, apart from a few exceptions, such as some oral surgery. Supplementary dental insurance (aanvullende tandartsverzekering) often pays part of the cost, up to a maximum such as €250 or €500 a year, and some insurers set a separate maximum for orthodontics. Check with your insurer what your policy covers before treatment starts.

Whichever Dutch health insurer you are with, we bill it directly where your policy allows.`,
    faq: [
      {
        question: 'At what age should a child get braces?',
        answer:
          'It differs from child to child. The period when baby teeth are being replaced is often a good time, because the jaws are still growing. At every check-up we follow how the teeth are developing and let you know when braces would be worthwhile.',
      },
      {
        question: 'Am I too old for braces?',
        answer:
          'No. As long as your teeth and gums are healthy, adults can have orthodontic treatment too, for example with tooth-coloured brackets or clear aligners.',
      },
      {
        question: 'Do braces hurt?',
        answer:
          'Your teeth may feel sore for the first few days after the braces are fitted or adjusted. Soft food and, if needed, a painkiller help, and the soreness usually fades within a few days.',
      },
      {
        question: 'Will I need to wear anything after my braces come off?',
        answer:
          'Yes. To keep your teeth from shifting back, you usually get a thin wire behind your front teeth and/or a removable retainer for the night. We will tell you how long to wear it.',
      },
    ],
    cta: {
      title: 'Braces for you or your child?',
      text: 'Book a first appointment for an examination and advice. Call us on {phone} or request an appointment online.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de ortodonti ve diş teli',
      description:
        'Amstelveen’de çocuklar ve yetişkinler için diş teli: sabit tel, hareketli aparey veya Invisalign. Tedavi 12–24 ay sürer, kontroller 6–8 haftada bir yapılır.',
      keywords:
        'ortodonti Amstelveen, diş teli Amstelveen, çocuklarda diş teli, yetişkinlerde diş teli, şeffaf plak, Invisalign Amstelveen, Hollanda diş teli fiyatları',
    },
    card: {
      title: 'Ortodonti',
      description:
        'Daha düzgün dişler ve sağlıklı bir kapanış için çocuklara ve yetişkinlere diş teli tedavisi. Tedavi genellikle 12–24 ay sürer.',
    },
    title: 'Amstelveen’de ortodonti ve diş teli tedavisi',
    lead: 'Düzgün dişler hem güzel görünür hem de daha kolay temizlenir. Çocuklara ve yetişkinlere, daha düzgün dişlere ve sağlıklı bir kapanışa giden yolda adım adım eşlik ediyoruz.',
    facts: [
      { label: 'Tedavi süresi', value: '12–24 ay' },
      { label: 'Kontroller', value: '6–8 haftada bir' },
      { label: 'Kimler için', value: 'Çocuklar ve yetişkinler' },
      { label: 'Seçenekler', value: 'Sabit tel, hareketli aparey veya şeffaf plak' },
    ],
    body: `## Ortodonti nedir?

Ortodonti, çapraşık dişlerin ve kapanış bozukluklarının tedavisidir. Diş teli, dişleri yavaş yavaş doğru konumlarına taşır. Bu yalnızca görünümle ilgili değildir: düzgün dişler daha kolay temizlenir, düzgün bir kapanış ise dişlerinize ve çene eklemlerinize gelen yükü daha dengeli dağıtır. Diş teli gerektiren sık durumlar şunlardır:

- birbirine çok yakın duran ya da aralarında boşluk bulunan dişler;
- düşme gibi bir kazada daha kolay zarar görebilen, öne doğru çıkık üst dişler;
- derin kapanış, açık kapanış ya da çapraz kapanış.

Farklı diş teli türleri vardır:

- **Sabit diş teli:** dişlere yapıştırılan ve bir telle birbirine bağlanan küçük braketler. Metal ve diş renginde braketler mevcuttur.
- **Hareketli aparey:** özellikle büyümesi devam eden çocuklarda, çenelerin gelişimini yönlendirmek için kullanılır.
- **Şeffaf plaklar:** [Invisalign](page:invisalign) gibi, sırayla takılan, kendiniz çıkarabildiğiniz ince ve neredeyse görünmez plaklar.

## Kimler için?

**Çocuklar.** Süt dişlerinin yerini kalıcı dişlere bıraktığı geçiş dönemi, çeneler hâlâ büyüdüğünden tedaviye başlamak için çoğu zaman uygun bir zamandır. Her kontrolde dişlerin ve kapanışın gelişimini takip ederiz; böylece zamanında bilgi alırsınız. Çocuklara yönelik hizmetlerimiz hakkında daha fazlasını [çocuklar için diş bakımı](page:pediatric) sayfamızda bulabilirsiniz.

**Yetişkinler.** Dişleriniz ve diş etleriniz sağlıklı olduğu sürece diş teli için hiçbir zaman geç değildir. Birçok yetişkin, günlük hayatta pek fark edilmeyen diş renginde braketleri veya şeffaf plakları tercih eder.

Tedaviye başlamadan önce varsa çürüklerin tedavi edilmiş ve diş etlerinin sağlıklı olması gerekir. Diş teli tedavisini kendi kliniğimizde, diş hekimi olarak yapıyoruz. Ortodontist değiliz: çenede karmaşık bir bozukluk varsa sizi bir ortodontiste veya çene cerrahına yönlendiririz.

## Tedavi adım adım nasıl ilerler?

1. **Tanışma ve muayene.** Beklentilerinizi konuşur; dişlerinizi, çenelerinizi ve kapanışınızı inceleriz.
2. **Kayıtların alınması.** Fotoğraf, dijital tarama veya ölçü ve röntgenler alırız; çoğu zaman tüm ağzı gösteren bir panoramik röntgen de gerekir.
3. **Tedavi planı ve maliyet tahmini.** Hangi diş telini önerdiğimizi, tedavinin tahminen ne kadar süreceğini ve maliyetini öğrenirsiniz. Size yazılı bir maliyet tahmini (begroting) veririz.
4. **Diş telinin takılması.** Sabit tel tek randevuda takılır. Şeffaf plaklarda ise ilk setinizi, nasıl kullanacağınıza dair açıklamalarla birlikte alırsınız.
5. **Kontroller.** 6–8 haftada bir kontrole gelirsiniz: teli ayarlar ya da yeni plaklarınızı verir, her şeyin plana uygun ilerleyip ilerlemediğine bakarız.
6. **Tedavinin sonu ve pekiştirme.** Tel çıkarıldıktan sonra genellikle ön dişlerin arkasına ince bir sabitleme teli yapıştırır, geceleri takacağınız hareketli bir aparey verir ya da ikisini birlikte kullanırız; böylece dişler yeni yerlerinde kalır.

## Süre ve sonrası

Ortodontik tedavi, bozukluğun türüne ve telin ya da plakların ne kadar düzenli kullanıldığına bağlı olarak genellikle 12–24 ay sürer. Bu süre boyunca 6–8 haftada bir kontrole gelirsiniz.

Tel takıldıktan ya da ayarlandıktan sonraki ilk günlerde dişleriniz hassas olabilir. Yumuşak yiyecekler ve gerekirse parasetamol gibi bir ağrı kesici rahatlatır. Bir braket yanağınıza sürtüyorsa biraz ortodontik mum işinizi görür.

Diş teliyle iyi fırçalamak daha da önemlidir, çünkü braketlerin çevresinde kolayca yiyecek artığı kalır:

- dişlerinizi günde iki kez, en az iki dakika, her braketin çevresine özen göstererek fırçalayın;
- diş aralarını ve telin altını her gün diş arası fırçasıyla temizleyin;
- kuruyemiş, sert şeker ve karamela gibi sert ve yapışkan yiyeceklerden kaçının;
- altı ayda bir yapılan normal diş kontrolünüzü de aksatmayın.

Tedaviden sonra dişleri yerinde tutmak, onları hareket ettirmek kadar önemlidir: pekiştirme yapılmazsa dişler çoğu zaman yavaş yavaş eski yerlerine doğru kayar.

## Ücretler ve sigorta

Hollanda Sağlık Otoritesi (Nederlandse Zorgautoriteit, NZa), ortodonti için de ülke genelinde geçerli kodları ve azami ücretleri belirler. Maliyet, diş telinin türüne ve tedavinin süresine bağlıdır. Ortodontik tedavinin maliyeti neredeyse her zaman 250 €’yu aştığından, önceden mutlaka yazılı bir maliyet tahmini alırsınız. Muayene için çoğu zaman panoramik röntgen (X21) gerekir; bunun {tariffYear} yılı için azami ücreti {feeX21}’dur.

Temel sağlık sigortası (basisverzekering), 18 yaşından küçük çocukların diş tedavilerini neredeyse tamamen karşılar; ancak ortodonti kural olarak bu kapsama girmez. Temel sigorta diş telini yalnızca çok ağır bozukluklarda, bir uzman aracılığıyla karşılar. Yetişkinlerde temel sigorta, çene cerrahisindeki bazı işlemler gibi birkaç istisna dışında diş tedavisini karşılamaz. Ek diş sigortası (aanvullende tandartsverzekering) çoğu zaman masrafların bir kısmını, yıllık 250 € veya 500 € gibi bir üst sınıra kadar öder; bazı sigorta şirketleri ortodonti için ayrı bir üst sınır uygular. Bu nedenle tedaviye başlamadan önce poliçenizin neleri karşıladığını sigorta şirketinize danışın.

Sigorta şirketiniz ve poliçeniz izin veriyorsa faturayı doğrudan sigorta şirketinize gönderebiliriz.`,
    faq: [
      {
        question: 'Çocuğum hangi yaşta diş teli takmalı?',
        answer:
          'Bu her çocukta farklıdır. Çeneler hâlâ büyüdüğü için süt dişlerinden kalıcı dişlere geçiş dönemi çoğu zaman uygun bir zamandır. Her kontrolde dişlerin gelişimini takip eder, diş telinin ne zaman faydalı olacağını size söyleriz.',
      },
      {
        question: 'Diş teli için yaşım geçmiş olabilir mi?',
        answer:
          'Hayır. Dişleriniz ve diş etleriniz sağlıklı olduğu sürece yetişkinler de diş teli tedavisi görebilir; örneğin diş renginde braketlerle veya şeffaf plaklarla.',
      },
      {
        question: 'Diş teli acıtır mı?',
        answer:
          'Tel takıldıktan ya da ayarlandıktan sonraki ilk günlerde dişleriniz hassas olabilir. Yumuşak yiyecekler ve gerekirse parasetamol gibi bir ağrı kesici rahatlatır; hassasiyet genellikle birkaç gün içinde geçer.',
      },
      {
        question: 'Tedaviden sonra bir şey takmam gerekecek mi?',
        answer:
          'Evet. Dişlerin eski yerlerine kaymaması için genellikle ön dişlerin arkasına ince bir sabitleme teli yapıştırır, geceleri takacağınız bir aparey verir ya da ikisini birlikte kullanırız. Bunu ne kadar süre kullanmanız gerektiğini size ayrıca anlatırız.',
      },
    ],
    cta: {
      title: 'Kendiniz ya da çocuğunuz için diş teli mi düşünüyorsunuz?',
      text: 'İlk muayene ve danışma için randevu alın. Bizi {phone} numarasından arayın veya internet üzerinden randevu talep edin.',
    },
  },
};

export default orthodontics;
