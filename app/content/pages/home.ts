import type { HomeContent, Localized } from '../types';

export const home: Localized<HomeContent> = {
  nl: {
    meta: {
      title: 'Tandarts in Amstelveen, ook op zaterdag',
      description:
        'Tandartspraktijk voor het hele gezin in Amstelveen. Wij spreken Nederlands, Engels en Turks en zijn ook op zaterdag open. U bent welkom, ongeacht uw zorgverzekeraar.',
      keywords:
        'tandarts Amstelveen, tandartspraktijk Amstelveen, gezinstandarts, tandarts zaterdag, spoedhulp tandarts Amstelveen, tandarts voor kinderen, Engelssprekende tandarts, Turkssprekende tandarts',
    },
    hero: {
      eyebrow: 'Tandartspraktijk in Amstelveen',
      title: 'Een tandarts bij wie u zich meteen op uw gemak voelt',
      lead: 'Wij nemen de tijd voor u en uw gezin, ook op zaterdag, en spreken Nederlands, Engels en Turks.',
      secondaryCta: 'Bekijk behandelingen',
      card: {
        title: 'Uw tandartsen',
        credentials: 'Beiden ingeschreven in het BIG-register',
        teamLink: 'Maak kennis met ons team',
        parking: 'Openbare parkeerplaatsen voor de deur',
      },
    },
    testimonials: {
      title: 'Wat patiënten over ons zeggen',
      lead: 'Ervaringen van ouders en patiënten die bij ons onder behandeling zijn.',
    },
    features: {
      title: 'Waarom patiënten voor ons kiezen',
      items: [
        {
          figure: 'Elke verzekeraar',
          title: 'Nieuwe patiënten welkom',
          text: 'Welke zorgverzekeraar u ook heeft, u bent welkom. U schrijft zich in bij uw eerste afspraak. Een eerste bezoek met twee röntgenfoto’s kost hoogstens {firstVisitFee} (NZa-tarief {tariffYear}).',
        },
        {
          figure: 'Drie talen',
          title: 'Een team dat uw taal spreekt',
          text: 'Onze tandartsen spreken Nederlands, Engels en Turks. Zo begrijpt u precies wat er gebeurt en kunt u al uw vragen stellen.',
        },
        {
          figure: 'Tot 18 jaar',
          title: 'Kinderen van harte welkom',
          text: 'Wij zijn een echte gezinspraktijk. Kinderen zijn welkom vanaf hun eerste tandje en wennen in hun eigen tempo. Tot 18 jaar vergoedt de basisverzekering bijna alle tandartszorg.',
        },
        {
          figure: 'Pauze als u wilt',
          title: 'Geduld bij tandartsangst',
          text: 'Bent u lang niet geweest, of ziet u ertegen op? Vertel het ons gerust. Wij spreken een stopteken af, leggen elke stap vooraf uit en werken in uw tempo.',
          link: { page: 'dental-anxiety', text: 'Zo stellen wij u gerust' },
        },
      ],
    },
    appointment: {
      title: 'Afspraak aanvragen',
      lead: 'Laat ons weten wanneer het u uitkomt: binnen één werkdag bevestigen wij de afspraak, telefonisch of per e-mail. Heeft u pijn, of had u een ongeluk? Wacht dan niet op ons antwoord: op onze pagina [Spoedhulp](page:emergency) ziet u wie u nu kunt bellen.',
    },
    faq: {
      title: 'Veelgestelde vragen',
      items: [
        {
          question: 'Hoe schrijf ik mij in als nieuwe patiënt?',
          answer: `Vraag via het [afspraakformulier](page:home#appointment) een eerste afspraak (een intakeconsult) aan of bel ons op {phone}. Tijdens dit intakeconsult bekijken wij uw gebit en bespreken wij samen wat er nodig is. Vindt u de tandarts spannend? Dan mag uw eerste afspraak ook alleen een kennismaking zijn, zonder behandeling ([zo stellen wij u gerust](page:dental-anxiety)). Neem mee: een geldig identiteitsbewijs (paspoort, EU-identiteitskaart, verblijfsdocument of Nederlands rijbewijs), uw zorgpas (of de digitale zorgpas in de app van uw verzekeraar) en een lijst van de medicijnen die u gebruikt. Op bezoek in Nederland, of verzekerd in het buitenland? Ook dan bent u welkom: u betaalt onze rekening zelf en declareert die bij uw eigen verzekeraar. Neem de gegevens van uw verzekering mee.`,
        },
        {
          question: 'Wat kost een behandeling en wat vergoedt mijn verzekering?',
          answer: `Een eerste bezoek (intakeconsult) kost {intakeFee}, met twee kleine röntgenfoto’s {firstVisitFee}; een controle met een kleine röntgenfoto kost {checkupFee} (NZa-maximumtarieven {tariffYear}). Voor kinderen tot 18 jaar vergoedt de basisverzekering bijna alle tandartszorg. Orthodontie (een beugel) en meestal ook kronen en bruggen vallen daar niet onder. Volwassenen betalen gewone tandartszorg zelf of via een aanvullende tandartsverzekering, die (een deel van) de kosten vergoedt tot een maximumbedrag per jaar. Alleen enkele behandelingen, zoals bepaalde kaakchirurgie en een volledig kunstgebit (met eigen bijdrage), vallen onder de basisverzekering. Op de pagina [Tarieven](page:rates) leest u hoe het precies werkt.`,
        },
        {
          question: 'Wat moet ik doen bij spoed?',
          answer: `Bel onze spoedlijn {emergencyPhone}: tijdens onze openingstijden kunt u bij spoed zo mogelijk nog dezelfde dag bij ons terecht. Daarbuiten helpt de dienstdoende tandarts: bel {afterHoursService}, {afterHoursPhone}. Is er een blijvende tand uitgeslagen? Bel dan direct en zorg dat u binnen 30 minuten bij een tandarts bent: tijdens openingstijden bij ons, daarbuiten bij de dienstdoende tandarts. Meer leest u op de pagina over [spoedhulp](page:emergency).`,
        },
        {
          question: 'In welke talen kan ik bij u terecht?',
          answer: `Onze tandartsen spreken Nederlands, Engels en Turks. U kunt uw vragen dus stellen in de taal waarin u zich het prettigst voelt. Maak alvast kennis met [ons team](page:team).`,
        },
        {
          question: 'Bent u op zaterdag open en waar kan ik parkeren?',
          answer: `Ja, op zaterdag bent u welkom van {saturdayHoursDutch}. Direct voor de praktijk zijn openbare parkeerplaatsen, en tramlijnen 5 en 25 stoppen bij halte Stadshart, op een paar minuten lopen. De route vindt u op de pagina [Contact](page:contact).`,
        },
      ],
    },
    treatments: {
      title: 'Waarmee wij u kunnen helpen',
      lead: 'Van de halfjaarlijkse controle tot facings, implantaten en orthodontie: bekijk welke behandelingen wij aanbieden.',
    },
  },
  en: {
    meta: {
      title: 'Family Dentist in Amstelveen, Open Saturdays',
      description:
        'Friendly family dental practice in Amstelveen. We speak English, Dutch and Turkish, welcome patients with any Dutch health insurer and offer Saturday appointments.',
      keywords:
        'dentist Amstelveen, family dentist Amstelveen, English-speaking dentist, expat dentist Netherlands, Saturday dentist, emergency dentist Amstelveen, dentist for children, Turkish-speaking dentist',
    },
    hero: {
      eyebrow: 'Dental practice in Amstelveen',
      title: 'A dentist who puts you at ease from your very first visit',
      lead: 'We make time for your whole family, Saturdays included, in English, Dutch or Turkish.',
      secondaryCta: 'View treatments',
      card: {
        title: 'Your dentists',
        credentials: 'Both registered in the Dutch BIG register',
        teamLink: 'Meet our team',
        parking: 'Public parking right outside',
      },
    },
    testimonials: {
      title: 'What our patients say',
      lead: 'Experiences from parents and patients who come to us for their dental care.',
    },
    features: {
      title: 'Why patients choose us',
      items: [
        {
          figure: 'Any insurer',
          title: 'New patients welcome',
          text: 'Whichever health insurer you are with, you are welcome. You register at your first appointment. A first visit with two X-rays costs at most {firstVisitFee} (NZa fee, {tariffYear}).',
        },
        {
          figure: 'Three languages',
          title: 'We speak your language',
          text: 'Our dentists speak English, Dutch and Turkish, so you always understand what is happening and can ask us anything.',
        },
        {
          figure: 'Under 18',
          title: 'Children welcome',
          text: 'We are a family practice. Children can come from their very first tooth and get used to us at their own pace. Under 18, basic health insurance covers almost all their dental care.',
        },
        {
          figure: 'Pause any time',
          title: 'Nervous patients welcome',
          text: 'Not been for a while, or nervous about going? Just let us know. We explain every step before we start, work at your pace and agree on a signal, so you can stop us at any moment.',
          link: { page: 'dental-anxiety', text: 'How we keep it calm' },
        },
      ],
    },
    appointment: {
      title: 'Request an appointment',
      lead: 'Tell us which day suits you best: we will call or email you within one working day to confirm. In pain, or had an accident? Don’t wait for our reply: our page on [emergency care](page:emergency) tells you who to call now.',
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        {
          question: 'How do I register as a new patient?',
          answer: `Request a first appointment through the [appointment form](page:home#appointment) or call us on {phone}. At this first visit, we examine your teeth and talk you through what you need. Nervous about the dentist? Then your first appointment can simply be a chance to get to know us, with no treatment ([how we keep it calm](page:dental-anxiety)). Please bring valid photo ID (passport, EU ID card, Dutch residence permit or Dutch driving licence), your health insurance card (or the digital card in your insurer’s app) and a list of any medicines you take. Visiting, or insured outside the Netherlands? You are just as welcome: you pay our invoice yourself and claim it from your own insurer, so please bring your insurance details.`,
        },
        {
          question: 'What does treatment cost, and what does my insurance cover?',
          answer: `A first visit (new-patient consultation) costs {intakeFee}, or {firstVisitFee} with two small X-rays; a check-up with a small X-ray costs {checkupFee} (NZa maximum fees, {tariffYear}). For children under 18, Dutch basic health insurance (basisverzekering) covers almost all dental care (not orthodontics, and usually not crowns or bridges). Adults pay for routine dental care themselves or through supplementary dental insurance, which usually reimburses all or part of the costs, up to a yearly maximum. Only a few treatments, such as some oral surgery and full dentures (with a personal contribution), are covered by basic insurance. Our [fees page](page:rates) explains how it all works.`,
        },
        {
          question: 'What should I do in a dental emergency?',
          answer: `Call our emergency line on {emergencyPhone}; during our opening hours, we try to see emergencies the same day. Outside opening hours, call the after-hours dental service: {afterHoursService}, {afterHoursPhone}. If a permanent (adult) tooth has been knocked out, call straight away: try to see a dentist within 30 minutes, at our practice during opening hours or through the after-hours service outside them. Read more about [emergency dental care](page:emergency).`,
        },
        {
          question: 'Which languages do you speak?',
          answer: `Our dentists speak English, Dutch and Turkish, so you can ask your questions in whichever language you are most comfortable with. [Meet our team](page:team).`,
        },
        {
          question: 'Are you open on Saturdays, and where can I park?',
          answer: `Yes, we are open on Saturdays ({saturdayHours}). There is public parking right in front of the practice, and tram lines 5 and 25 stop at Stadshart, a few minutes’ walk away. See the [Contact](page:contact) page for directions.`,
        },
      ],
    },
    treatments: {
      title: 'How we can help',
      lead: 'From your six-monthly check-up to veneers, implants and orthodontics, explore the treatments we offer.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de diş kliniği, cumartesi de açık',
      description:
        'Amstelveen’de tüm aile için diş kliniği. Türkçe, Hollandaca ve İngilizce konuşuyoruz; sağlık sigortanız hangisi olursa olsun sizi bekliyoruz, cumartesi de randevu veriyoruz.',
      keywords:
        'Amstelveen diş hekimi, Türkçe konuşan diş hekimi, Hollanda’da diş hekimi, aile diş hekimi, cumartesi açık diş kliniği, acil diş tedavisi Amstelveen, çocuklar için diş bakımı, tandarts Amstelveen',
    },
    hero: {
      eyebrow: 'Amstelveen’de diş kliniği',
      title: 'Yanında hemen rahat edeceğiniz bir diş hekimi',
      lead: 'Size ve ailenize cumartesi günleri de zaman ayırıyoruz; Türkçe, Hollandaca ve İngilizce konuşuyoruz.',
      secondaryCta: 'Tedavileri inceleyin',
      card: {
        title: 'Diş hekimleriniz',
        credentials: 'Her ikisi de Hollanda BIG siciline kayıtlı',
        teamLink: 'Ekibimizle tanışın',
        parking: 'Kliniğin önünde halka açık park yerleri',
      },
    },
    testimonials: {
      title: 'Hastalarımız ne diyor?',
      lead: 'Kliniğimizde tedavi gören hastaların ve ebeveynlerin deneyimleri.',
    },
    features: {
      title: 'Hastalarımız neden bizi tercih ediyor?',
      items: [
        {
          figure: 'Tüm sigortalar',
          title: 'Yeni hasta kabul ediyoruz',
          text: 'Sigortanız hangi şirketten olursa olsun, sizi bekliyoruz. Kaydınızı ilk randevunuzda yaparız. İki röntgenle birlikte ilk ziyaretin ücreti en fazla {firstVisitFee} (NZa ücreti, {tariffYear}).',
        },
        {
          figure: 'Üç dil',
          title: 'Sizin dilinizi konuşan bir ekip',
          text: 'Diş hekimlerimiz Türkçe, Hollandaca ve İngilizce konuşur. Böylece yapılan her işlemi tam olarak anlayabilir, aklınıza takılan her şeyi rahatça sorabilirsiniz.',
        },
        {
          figure: '18 yaşına kadar',
          title: 'Çocuklar için sıcak bir ortam',
          text: 'Biz bir aile kliniğiyiz. Çocukları ilk dişleri çıktığı andan itibaren ağırlıyor, bize acele etmeden, kendi hızlarında alışmalarını sağlıyoruz. 18 yaşına kadar diş tedavilerinin neredeyse tamamı temel sigortadan karşılanır.',
        },
        {
          figure: 'İstediğiniz an mola',
          title: 'Kaygılı hastalara özen',
          text: 'Uzun süredir diş hekimine gitmediyseniz ya da gitmekten çekiniyorsanız bunu bize söylemeniz yeterli. Birlikte bir mola işareti belirler, her adımı önceden anlatır ve sizin hızınızda ilerleriz.',
          link: { page: 'dental-anxiety', text: 'Sizi nasıl rahat ettiriyoruz' },
        },
      ],
    },
    appointment: {
      title: 'Randevu talep edin',
      lead: 'Size uygun zamanı bildirin: randevunuzu bir iş günü içinde telefonla ya da e-postayla onaylarız. Ağrınız varsa veya bir kaza geçirdiyseniz yanıtımızı beklemeyin: şu anda kimi arayabileceğinizi [acil diş tedavisi](page:emergency) sayfamızda bulabilirsiniz.',
    },
    faq: {
      title: 'Sıkça sorulan sorular',
      items: [
        {
          question: 'Yeni hasta olarak nasıl kayıt olabilirim?',
          answer: `[Randevu formu](page:home#appointment) üzerinden ilk randevunuzu talep edebilir ya da bizi {phone} numarasından arayabilirsiniz. Bu ilk randevuda dişlerinizi muayene eder ve neye ihtiyacınız olduğunu birlikte konuşuruz. Diş hekiminden çekiniyor musunuz? O zaman ilk randevunuz, hiçbir tedavi yapılmadan yalnızca bir tanışma görüşmesi de olabilir ([sizi nasıl rahat ettiriyoruz](page:dental-anxiety)). Lütfen geçerli bir kimlik belgesi (pasaport, AB kimlik kartı, oturma izni veya Hollanda ehliyeti), sağlık sigortası kartınızı (veya sigorta şirketinizin uygulamasındaki dijital kartı) ve kullandığınız ilaçların listesini yanınıza alın. Hollanda’yı ziyaret mi ediyorsunuz, yoksa sigortanız yurt dışında mı? Sizi de bekliyoruz: faturamızı kendiniz öder, tutarı kendi sigortanızdan geri talep edersiniz. Sigorta bilgilerinizi yanınıza almayı unutmayın.`,
        },
        {
          question: 'Tedavi ne kadar tutar, sigortam neleri karşılar?',
          answer: `İlk muayene {intakeFee}, iki küçük röntgenle birlikte {firstVisitFee} tutar; küçük bir röntgenle kontrol ise {checkupFee} (NZa azami ücretleri, {tariffYear}). 18 yaşından küçük çocukların diş tedavilerinin neredeyse tamamı (ortodonti ve genellikle kron ile köprüler hariç) temel sağlık sigortası (basisverzekering) tarafından karşılanır. Yetişkinler olağan diş tedavisinin masraflarını kendileri ya da yıllık bir üst sınıra kadar ödeme yapan ek diş sigortası (aanvullende tandartsverzekering) aracılığıyla karşılar. Yalnızca bazı çene cerrahisi işlemleri ve tam protez (katkı payıyla) gibi birkaç tedavi temel sigortanın kapsamındadır. Ayrıntıları [Ücretler](page:rates) sayfamızda bulabilirsiniz.`,
        },
        {
          question: 'Acil bir durumda ne yapmalıyım?',
          answer: `{emergencyPhone} numaralı acil hattımızı arayın; acil durumlarda sizi çalışma saatlerimiz içinde aynı gün muayene etmeye çalışırız. Çalışma saatlerimiz dışında nöbetçi diş hekimliği hizmetini arayın: {afterHoursService}, {afterHoursPhone}. Kalıcı bir diş tamamen yerinden çıktıysa hemen arayın; 30 dakika içinde bir diş hekimine görünmeniz gerekir: çalışma saatlerimizde bize, bu saatlerin dışında nöbetçi diş hekimine. Daha fazla bilgiyi [acil diş tedavisi](page:emergency) sayfamızda bulabilirsiniz.`,
        },
        {
          question: 'Hangi dillerde hizmet veriyorsunuz?',
          answer: `Diş hekimlerimiz Türkçe, Hollandaca ve İngilizce konuşur. Sorularınızı kendinizi en rahat hissettiğiniz dilde sorabilirsiniz. [Ekibimizle tanışın](page:team).`,
        },
        {
          question: 'Cumartesi açık mısınız, arabamı nereye park edebilirim?',
          answer: `Evet, cumartesi günleri {saturdayHoursTurkish} saatleri arasında açığız. Kliniğin hemen önünde halka açık park yerleri var; 5 ve 25 numaralı tramvaylarla gelirseniz birkaç dakikalık yürüme mesafesindeki Stadshart durağında inebilirsiniz. Yol tarifi için [İletişim](page:contact) sayfasına bakabilirsiniz.`,
        },
      ],
    },
    treatments: {
      title: 'Size nasıl yardımcı olabiliriz?',
      lead: 'Altı ayda bir yapılan kontrolden porselen laminalara, implantlardan ortodontiye kadar sunduğumuz tedavileri inceleyin.',
    },
  },
};
