import type { Localized, TreatmentContent } from '../types';

const general: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Tandarts Amstelveen: algemene tandheelkunde',
      description:
        'Tandarts in Amstelveen voor het hele gezin: controles, gebitsreiniging en vullingen, ook op zaterdag. Wij spreken Nederlands, Engels en Turks.',
      keywords:
        'tandarts Amstelveen, tandarts inschrijven, nieuwe tandarts Amstelveen, tandartscontrole, gezinstandarts, tandarts zaterdag, algemene tandheelkunde, verstandskies pijn',
    },
    card: {
      title: 'Algemene tandheelkunde',
      description:
        'Controles, vullingen en preventieve zorg voor het hele gezin. Een controle duurt meestal 15 tot 30 minuten, een behandeling zoals een vulling 30 tot 60 minuten.',
    },
    title: 'Algemene tandheelkunde in Amstelveen',
    lead: 'Een gezond gebit begint met regelmatige zorg. Wij nemen de tijd voor u: voor de controle, voor uw vragen en voor een behandeling die bij u past.',
    facts: [
      { label: 'Duur van een behandeling', value: '30–60 minuten' },
      { label: 'Controle', value: 'Elke 6 maanden' },
      { label: 'Voor wie', value: 'Kinderen en volwassenen' },
      { label: 'Talen', value: 'Nederlands, Engels en Turks' },
    ],
    body: `## Wat is algemene tandheelkunde?

Algemene tandheelkunde is de basis van alle tandheelkundige zorg: het voorkomen, opsporen en behandelen van problemen aan tanden, kiezen en tandvlees. Bij ons valt daaronder onder meer:

- de periodieke controle van uw gebit, tandvlees en mondslijmvlies;
- röntgenfoto’s wanneer die nodig zijn;
- het verwijderen van tandsteen en het polijsten van uw tanden;
- het behandelen van gaatjes met tandkleurige [vullingen](page:fillings);
- het trekken van een tand of kies die niet meer te behouden is;
- het aanpassen, repareren of vernieuwen van een kunstgebit ([zit uw kunstgebit los?](page:dentures));
- advies over poetsen, reinigen tussen de tanden en voeding.

Hoe eerder een probleem wordt ontdekt, hoe kleiner de behandeling meestal is. Een klein gaatje is met een eenvoudige vulling te verhelpen; groeit het door, dan kan later een wortelkanaalbehandeling of een kroon nodig zijn. Daarom draait onze zorg vooral om voorkomen.

> **Last van een verstandskies?** Een verstandskies die maar half doorkomt, kan het tandvlees eromheen laten ontsteken: dat wordt pijnlijk en dik, en soms gaat uw mond minder ver open. Wij bekijken de kies, maken zo nodig een röntgenfoto en maken het tandvlees eromheen schoon; daarmee zakt de ontsteking meestal. Moet de kies eruit, dan trekken wij hem hier als dat eenvoudig kan; voor volwassenen valt dat niet onder de basisverzekering. Zit hij diep in het kaakbot of dicht bij een zenuw, dan verwijzen wij u naar een kaakchirurg; die behandeling valt meestal onder de basisverzekering (het eigen risico geldt dan). Wordt uw wang dikker of krijgt u koorts? Bel dan tijdens openingstijden onze spoedlijn, {emergencyPhone}; daarbuiten belt u de {afterHoursService} op {afterHoursPhone}. Moeite met slikken of ademen? Bel direct 112.

## Voor wie is algemene tandheelkunde bedoeld?

Voor iedereen, van baby tot grootouder. Wij zijn een gezinspraktijk: ouders en kinderen kunnen vaak op aansluitende tijden terecht. Woont u net in Nederland of zoekt u een nieuwe tandarts? Dan kunt u zich bij ons inschrijven. Een verwijzing van de huisarts is niet nodig. Onze tandartsen spreken Nederlands, Engels en Turks.

Ziet u op tegen een bezoek aan de tandarts? Dat horen wij vaker. Vertel het ons gerust. Wij leggen elke stap vooraf uit, werken in uw tempo en spreken een teken af waarmee u op elk moment om een pauze kunt vragen.

## Hoe verloopt een afspraak?

Een eerste bezoek verloopt meestal zo:

1. **Kennismaking.** Wij bespreken uw medische gegevens, uw medicijngebruik en eventuele klachten of wensen.
2. **Onderzoek.** De tandarts controleert uw tanden, kiezen, tandvlees, bestaande vullingen en mondslijmvlies.
3. **Röntgenfoto’s, als dat nodig is.** Kleine foto’s laten gaatjes tussen de kiezen en ontstekingen rond de wortel zien die met het blote oog niet zichtbaar zijn.
4. **Uitleg en behandelplan.** U hoort wat wij zien en welke mogelijkheden er zijn. Voor een behandeling van € 250 of meer krijgt u vooraf een schriftelijke begroting.
5. **Reinigen of behandelen.** Tandsteen verwijderen of een kleine vulling maken kan vaak meteen; voor een grotere behandeling plannen wij een nieuwe afspraak.
6. **Advies voor thuis.** U krijgt praktische tips over poetsen en tussen de tanden reinigen die passen bij uw gebit.

## Duur en nazorg

Een afspraak duurt meestal 30–60 minuten, afhankelijk van wat er nodig is. Een controle is korter, een vulling of een uitgebreide reiniging duurt langer. Voor de meeste mensen adviseren wij een controle elke 6 maanden. Heeft u een gezond gebit en weinig risico op gaatjes of tandvleesproblemen, dan kan de tandarts in overleg een andere termijn met u afspreken.

Bent u verdoofd, wacht dan met eten en warme dranken tot het gevoel terug is, zodat u niet op uw wang of lip bijt. Een tand kan na een vulling een paar dagen gevoelig zijn. Houdt de pijn aan of wordt die erger, laat het ons dan weten.

Wat u thuis doet, maakt het grootste verschil. Poets twee keer per dag minstens 2 minuten, reinig dagelijks tussen uw tanden en vervang uw tandenborstel elke 3 tot 4 maanden. Laat daarnaast uw gebit professioneel reinigen, voor de meeste mensen twee keer per jaar, bijvoorbeeld tijdens een afspraak voor [mondhygiëne](page:hygiene). Meer tips leest u in ons artikel over [mondverzorging thuis](page:home-care).

## Kosten en vergoeding

De maximumtarieven voor tandheelkundige zorg worden landelijk vastgesteld door de Nederlandse Zorgautoriteit (NZa). Elke tandarts in Nederland werkt met dezelfde codes en maximumtarieven. Enkele maximumtarieven voor {tariffYear} (de NZa stelt ze ieder jaar opnieuw vast):

- periodieke controle (C002): {feeC002}
- intakeconsult voor nieuwe patiënten (C001): {feeC001}
- kleine röntgenfoto (X10): {feeX10}
- gebitsreiniging, per 5 minuten (M03): {feeM03}
- vulling van één vlak (V91): {feeV91}

**Kinderen tot 18 jaar** krijgen tandartszorg bijna volledig vergoed uit de basisverzekering. **Volwassenen** krijgen tandartszorg niet vergoed uit de basisverzekering, op enkele uitzonderingen na, zoals bepaalde kaakchirurgie. Voor de overige tandartszorg kunt u een aanvullende tandartsverzekering afsluiten. Die vergoedt meestal tot een maximumbedrag per jaar, bijvoorbeeld € 250 of € 500.

U bent welkom, ongeacht uw zorgverzekeraar. Waar uw polis dat toelaat, declareren wij rechtstreeks bij uw verzekeraar. Verwachten wij dat een behandeling € 250 of meer kost, dan ontvangt u vooraf altijd een schriftelijke begroting. Zo kunt u bij uw verzekeraar nagaan welk deel u vergoed krijgt.`,
    faq: [
      {
        question: 'Hoe vaak moet ik naar de tandarts?',
        answer:
          'Voor de meeste mensen is een controle elke 6 maanden verstandig. Heeft u een gezond gebit en weinig risico op gaatjes of tandvleesproblemen, dan kan de tandarts in overleg een andere termijn adviseren.',
      },
      {
        question: 'Kan ik mij als nieuwe patiënt inschrijven?',
        answer:
          'Ja, nieuwe patiënten zijn welkom, ook als u net in Nederland woont. Tijdens het eerste bezoek maken wij kennis, onderzoeken wij uw gebit en bespreken wij uw wensen.',
      },
      {
        question: 'Ik vind de tandarts spannend. Kan ik toch bij u terecht?',
        answer:
          'Zeker. Laat het ons weten bij het maken van de afspraak: wij nemen extra tijd, leggen alles vooraf uit en u kunt op elk moment om een pauze vragen.',
      },
      {
        question: 'Kan ik ook op zaterdag een afspraak maken?',
        answer:
          'Ja. Wij zijn op zaterdag open van {saturdayHoursDutch} en van maandag tot en met vrijdag van {weekdayHoursDutch}.',
      },
    ],
    cta: {
      title: 'Maak een afspraak',
      text: 'Tijd voor een controle of heeft u een klacht? Bel ons op {phone} of vraag online een afspraak aan. Wij zijn ook op zaterdag geopend.',
    },
  },
  en: {
    meta: {
      title: 'General Dentistry in Amstelveen',
      description:
        'English-speaking family dentist in Amstelveen for check-ups, cleanings and fillings. Open on Saturdays, and patients with any Dutch health insurer are welcome.',
      keywords:
        'dentist Amstelveen, English speaking dentist Amstelveen, family dentist Amstelveen, general dentist, dental check-up, register with a dentist Netherlands, Saturday dentist, wisdom tooth pain',
    },
    card: {
      title: 'General dentistry',
      description:
        'Check-ups, fillings and preventive care for the whole family. A check-up usually takes 15–30 minutes, and a treatment such as a filling 30–60 minutes.',
    },
    title: 'General dentistry in Amstelveen',
    lead: 'Healthy teeth start with regular, unhurried care. We take the time to examine your mouth, answer your questions and explain your options in plain English.',
    facts: [
      { label: 'Treatment appointment', value: '30–60 minutes' },
      { label: 'Check-up', value: 'Every 6 months' },
      { label: 'For', value: 'Children and adults' },
      { label: 'Languages', value: 'English, Dutch and Turkish' },
    ],
    body: `## What is general dentistry?

General dentistry is the foundation of all dental care: preventing, finding and treating problems with your teeth and gums. At our practice it includes:

- regular check-ups of your teeth, gums and the soft tissues of your mouth;
- X-rays when they are needed;
- removing tartar and polishing your teeth;
- treating cavities with tooth-coloured [fillings](page:fillings);
- removing a tooth that can no longer be saved;
- adjusting, repairing or replacing dentures ([are your dentures loose?](page:dentures));
- advice on brushing, cleaning between your teeth and diet.

The earlier a problem is found, the smaller the treatment usually is. A small cavity needs only a simple filling; left alone, it can grow until a root canal treatment or a crown is needed. That is why our care focuses on prevention.

> **A wisdom tooth that hurts?** When a wisdom tooth only partly comes through, the gum around it can become inflamed: it gets sore and swollen, and sometimes you cannot open your mouth as wide. We look at the tooth, take an X-ray if needed and clean the gum around it, which usually settles the inflammation. If the tooth has to come out, we extract it here when that is straightforward (adults pay for that themselves or through supplementary insurance). If it sits deep in the jawbone or close to a nerve, we refer you to an oral surgeon; that treatment is usually covered by basic health insurance (your eigen risico applies). Is your cheek getting more swollen, or do you have a fever? Call our emergency line on {emergencyPhone} during opening hours, or {afterHoursService} on {afterHoursPhone} outside them. Finding it hard to swallow or breathe? Call 112 straight away.

## Who is it for?

Everyone, from toddlers to grandparents. We are a family practice, so parents and children can often book back-to-back appointments. If you have just moved to the Netherlands, you are welcome to register with us as a new patient. You do not need a referral from your GP (huisarts) to see a dentist here. Our dentists speak English, Dutch and Turkish, so you can ask your questions in the language you are most comfortable with.

Nervous about seeing the dentist? You are not alone. Just let us know. We explain each step before we start, work at your pace and agree on a signal you can use to ask for a break at any time.

## What happens, step by step

A first visit usually goes like this:

1. **Getting to know you.** We go over your medical history, any medicines you take and any concerns or wishes you have.
2. **Examination.** The dentist checks your teeth, gums, existing fillings and the soft tissues of your mouth.
3. **X-rays, if needed.** Small X-rays show cavities between the teeth and infections around the roots that cannot be seen with the naked eye.
4. **Explanation and treatment plan.** We tell you what we see and what your options are. For any treatment expected to cost €250 or more, you receive a written estimate first.
5. **Cleaning or treatment.** Removing tartar or placing a small filling can often be done right away; for larger treatments we schedule a new appointment.
6. **Advice for home.** You leave with practical tips on brushing and cleaning between your teeth that suit your mouth.

## Duration and aftercare

An appointment usually takes 30–60 minutes, depending on what is needed. A check-up is shorter; a filling or a thorough cleaning takes longer. For most people, we recommend a check-up every 6 months. If your teeth and gums are healthy and your risk of problems is low, the dentist may agree on a different interval with you.

After a local anaesthetic, wait until the numbness has worn off before eating or having hot drinks, so you don’t bite your cheek or lip. A tooth may feel sensitive for a few days after a filling. If the pain lingers or gets worse, let us know.

What you do at home makes the biggest difference. Brush for at least 2 minutes, twice a day, clean between your teeth daily and replace your toothbrush every 3 to 4 months. Have your teeth professionally cleaned as well, twice a year for most people, for example during a [dental hygiene](page:hygiene) appointment. You will find more tips in our article on [caring for your teeth at home](page:home-care).

## Costs and insurance

In the Netherlands, maximum dental fees are set nationally by the Dutch Healthcare Authority (NZa). Every dentist works with the same treatment codes and maximum tariffs. Some maximum tariffs for {tariffYear} (the NZa sets new ones every year):

- routine check-up (C002): {feeC002}
- new-patient consultation (C001): {feeC001}
- small X-ray (X10): {feeX10}
- cleaning, per 5 minutes (M03): {feeM03}
- one-surface filling (V91): {feeV91}

**Children under 18** are covered almost fully by basic health insurance (basisverzekering). **Adults** are not: apart from a few exceptions, such as some oral surgery, basic insurance does not pay for dental care. For that, you can take out supplementary dental insurance (aanvullende tandartsverzekering), which usually pays all or part of the costs, up to a yearly maximum, for example €250 or €500.

Whichever Dutch health insurer you are with, we bill it directly where your policy allows. For any treatment expected to cost €250 or more, you always receive a written estimate in advance, so you can check with your insurer how much will be covered.`,
    faq: [
      {
        question: 'How often should I see the dentist?',
        answer:
          'For most people, a check-up every 6 months is a good rhythm. If your teeth and gums are healthy and your risk is low, the dentist may suggest a different interval.',
      },
      {
        question: 'Can I register as a new patient if I have just moved to the Netherlands?',
        answer:
          'Yes, new patients are welcome, and you do not need a referral. At your first visit we get to know you, examine your teeth and talk about what you need.',
      },
      {
        question: 'I’m anxious about the dentist. Can you help?',
        answer:
          'Absolutely. Mention it when you book: we will plan extra time, explain everything beforehand, and you can ask for a break at any moment.',
      },
      {
        question: 'Do you offer Saturday appointments?',
        answer:
          'Yes. We are open on Saturdays ({saturdayHours}) and Monday to Friday ({weekdayHours}).',
      },
    ],
    cta: {
      title: 'Book your appointment',
      text: 'Due for a check-up, or is something bothering you? Call us on {phone} or request an appointment online. Saturday appointments are available.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de genel diş hekimliği',
      description:
        'Amstelveen’de tüm aile için diş hekimi: kontrol, diş temizliği ve dolgu. Randevular 30–60 dakika sürer. Cumartesi de açığız ve Türkçe hizmet veriyoruz.',
      keywords:
        'diş hekimi Amstelveen, Türk diş hekimi Amstelveen, Türkçe konuşan diş hekimi, Hollanda diş hekimi, diş kontrolü, aile diş hekimi, cumartesi açık diş hekimi, yirmi yaş dişi ağrısı',
    },
    card: {
      title: 'Genel diş hekimliği',
      description:
        'Tüm aile için kontrol, dolgu ve koruyucu bakım. Kontrol genellikle 15–30 dakika, dolgu gibi bir tedavi ise 30–60 dakika sürer.',
    },
    title: 'Amstelveen’de genel diş hekimliği',
    lead: 'Sağlıklı dişler düzenli bakımla başlar. Muayeneniz, sorularınız ve size uygun tedavi için acele etmeden, size zaman ayırıyoruz.',
    facts: [
      { label: 'Tedavi randevusu süresi', value: '30–60 dakika' },
      { label: 'Kontrol', value: '6 ayda bir' },
      { label: 'Kimler için', value: 'Çocuklar ve yetişkinler' },
      { label: 'Diller', value: 'Türkçe, Hollandaca ve İngilizce' },
    ],
    body: `## Genel diş hekimliği nedir?

Genel diş hekimliği, tüm diş tedavilerinin temelidir: diş ve diş eti sorunlarını önlemek, erken fark etmek ve tedavi etmek. Kliniğimizde bu kapsamda şunları yapıyoruz:

- dişlerinizin, diş etlerinizin ve ağız içinizin düzenli kontrolü;
- gerektiğinde röntgen çekimi;
- diş taşı temizliği ve dişlerin cilalanması;
- çürüklerin diş renginde [dolgularla](page:fillings) tedavisi;
- artık kurtarılamayan bir dişin çekimi;
- takma dişin (protezin) ayarlanması, onarılması ya da yenilenmesi ([takma dişiniz oynuyor mu?](page:dentures));
- diş fırçalama, diş arası temizliği ve beslenme konusunda tavsiyeler.

Bir sorun ne kadar erken fark edilirse tedavi de genellikle o kadar küçük olur. Küçük bir çürük basit bir dolguyla giderilebilir; ihmal edilirse büyüyerek kanal tedavisi ya da kron gerektirebilir. Bu nedenle yaklaşımımızın merkezinde koruyucu bakım vardır.

> **Yirmi yaş dişiniz mi ağrıyor?** Tam çıkamamış (yarı gömülü) bir yirmi yaş dişinin çevresindeki diş eti iltihaplanabilir: ağrır, şişer ve bazen ağzınızı eskisi kadar açamazsınız. Dişe bakar, gerekirse röntgen çeker ve çevresindeki diş etini temizleriz; iltihap çoğu zaman bununla geçer. Dişin çekilmesi gerekiyorsa ve bu kolayca yapılabiliyorsa, çekimi kliniğimizde yaparız; yetişkinlerde bu ücret temel sigortadan karşılanmaz. Diş çene kemiğinin derinindeyse ya da bir sinire yakınsa sizi bir çene cerrahına (kaakchirurg) yönlendiririz; bu tedavi çoğunlukla temel sigortadan karşılanır (eigen risico, yani yıllık muafiyet tutarı uygulanır). Yanağınız daha çok şişiyor ya da ateşiniz çıkıyorsa çalışma saatlerimizde acil hattımızı ({emergencyPhone}), bu saatlerin dışında nöbetçi diş hekimliği hizmetini ({afterHoursService}, {afterHoursPhone}) arayın. Yutkunmakta ya da nefes almakta zorlanıyorsanız hemen 112’yi arayın.

## Kimler için?

Küçük çocuklardan büyükanne ve büyükbabalara kadar herkes için. Aile odaklı bir klinik olduğumuz için anne babalar ve çocuklar çoğu zaman art arda randevu alabilir. Hollanda’ya yeni taşındıysanız ya da yeni bir diş hekimi arıyorsanız kliniğimize kaydınızı yaptırabilirsiniz. Hollanda’da diş hekimine gitmek için aile hekiminizden (huisarts) sevk almanız gerekmez. Diş hekimlerimiz Türkçe, Hollandaca ve İngilizce konuşur; sorularınızı kendinizi en rahat hissettiğiniz dilde sorabilirsiniz.

Diş hekimine gitmekten çekiniyor musunuz? Bu çok sık karşılaştığımız bir durum. Bize söylemeniz yeterli: her adımı önceden anlatır, sizin hızınızda ilerler ve istediğiniz an ara vermek için kullanabileceğiniz bir işaret belirleriz.

## Randevu adım adım nasıl geçer?

İlk ziyaret genellikle şöyle ilerler:

1. **Tanışma.** Sağlık geçmişinizi, kullandığınız ilaçları, varsa şikâyetlerinizi ve beklentilerinizi konuşuruz.
2. **Muayene.** Diş hekimi dişlerinizi, diş etlerinizi, mevcut dolgularınızı ve ağız içi dokularınızı kontrol eder.
3. **Gerekirse röntgen.** Küçük röntgenler, dişlerin arasındaki çürükleri ve kök ucundaki iltihapları gösterir; bunlar gözle görülemez.
4. **Açıklama ve tedavi planı.** Ne gördüğümüzü ve hangi seçeneklerin olduğunu anlatırız. Maliyetinin 250 € veya üzerinde olması beklenen tedaviler için önceden yazılı bir maliyet tahmini (begroting) alırsınız.
5. **Temizlik veya tedavi.** Diş taşı temizliği ya da küçük bir dolgu çoğu zaman aynı randevuda yapılabilir; daha kapsamlı tedaviler için yeni bir randevu planlarız.
6. **Evde bakım önerileri.** Ağız yapınıza uygun, fırçalama ve diş arası temizliğiyle ilgili pratik öneriler alırsınız.

## Süre ve sonrası

Bir randevu, ihtiyaca göre genellikle 30–60 dakika sürer. Kontrol daha kısadır; dolgu ya da kapsamlı bir temizlik daha uzun sürer. Altı ayda bir kontrol öneriyoruz. Dişleriniz ve diş etleriniz sağlıklıysa ve sorun riski düşükse, diş hekimi sizinle birlikte farklı bir aralık belirleyebilir.

Lokal anestezi yapıldıysa, yanağınızı veya dudağınızı ısırmamak için uyuşukluk geçene kadar bir şey yemeyin ve sıcak içecek içmeyin. Dolgudan sonra dişin birkaç gün hassas olması normaldir. Ağrı geçmez ya da artarsa bize haber verin.

En büyük farkı evde yaptıklarınız yaratır. Dişlerinizi günde iki kez, en az iki dakika fırçalayın, diş aralarınızı her gün temizleyin ve diş fırçanızı 3 ila 4 ayda bir değiştirin. Ayrıca dişlerinizi çoğu kişi için önerdiğimiz gibi yılda iki kez, gerekirse daha sık [profesyonel olarak temizletin](page:hygiene). Daha fazla öneriyi [evde diş bakımı](page:home-care) yazımızda bulabilirsiniz.

## Ücretler ve sigorta

Hollanda’da diş tedavisi ücretleri, Hollanda Sağlık Otoritesi (Nederlandse Zorgautoriteit, NZa) tarafından ülke genelinde belirlenir. Tüm diş hekimleri aynı tedavi kodlarını ve azami ücretleri kullanır. {tariffYear} yılının azami ücretlerinden bazıları (NZa bunları her yıl yeniden belirler):

- periyodik kontrol (C002): {feeC002}
- yeni hastalar için ilk muayene (C001): {feeC001}
- küçük röntgen (X10): {feeX10}
- diş temizliği, 5 dakika başına (M03): {feeM03}
- tek yüzeyli dolgu (V91): {feeV91}

**18 yaşından küçük çocukların** diş tedavileri, temel sağlık sigortası (basisverzekering) tarafından neredeyse tamamen karşılanır. **Yetişkinlerde** ise durum farklıdır: çene cerrahisindeki bazı işlemler gibi birkaç istisna dışında temel sigorta diş tedavisini karşılamaz. Bunun için ek diş sigortası (aanvullende tandartsverzekering) yaptırabilirsiniz. Bu sigortalar genellikle yıllık 250 € veya 500 € gibi bir üst sınıra kadar ödeme yapar.

Sigorta şirketiniz ve poliçeniz izin veriyorsa faturayı doğrudan sigorta şirketinize gönderebiliriz. Maliyetinin 250 € veya üzerinde olması beklenen her tedavi için önceden mutlaka yazılı bir maliyet tahmini alırsınız. Böylece sigortanızın ne kadarını karşılayacağını önceden öğrenebilirsiniz.`,
    faq: [
      {
        question: 'Diş hekimine ne sıklıkla gitmeliyim?',
        answer:
          'Çoğu kişi için altı ayda bir kontrol uygundur. Dişleriniz ve diş etleriniz sağlıklıysa ve risk düşükse, diş hekimi sizinle birlikte farklı bir aralık önerebilir.',
      },
      {
        question: 'Hollanda’ya yeni geldim. Yeni hasta olarak kayıt olabilir miyim?',
        answer:
          'Evet, yeni hastalarımızı memnuniyetle kabul ediyoruz ve sevk gerekmiyor. İlk ziyarette sizinle tanışır, dişlerinizi muayene eder ve ihtiyaçlarınızı konuşuruz.',
      },
      {
        question: 'Diş hekiminden korkuyorum. Yine de gelebilir miyim?',
        answer:
          'Elbette. Randevu alırken bunu belirtmeniz yeterli: size daha fazla zaman ayırır, her şeyi önceden anlatırız ve istediğiniz an ara verebilirsiniz.',
      },
      {
        question: 'Cumartesi günü randevu alabilir miyim?',
        answer:
          'Evet. Cumartesi günleri {saturdayHoursTurkish}, pazartesiden cumaya ise {weekdayHoursTurkish} saatleri arasında açığız.',
      },
    ],
    cta: {
      title: 'Randevu alın',
      text: 'Kontrol zamanınız mı geldi ya da bir şikâyetiniz mi var? Bizi {phone} numarasından arayın veya internet üzerinden randevu talep edin. Cumartesi günleri de açığız.',
    },
  },
};

export default general;
