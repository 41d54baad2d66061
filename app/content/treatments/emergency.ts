import type { Localized, TreatmentContent } from '../types';

const emergency: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Spoedhulp bij de tandarts, ook op zaterdag',
      description:
        'Hevige kiespijn, een afgebroken of uitgeslagen tand? Bel onze spoedlijn: tijdens openingstijden helpen wij u zo mogelijk nog dezelfde dag, ook in het Engels of Turks.',
      keywords:
        'spoedhulp tandarts amstelveen, tandarts spoed, acute kiespijn, tand uitgeslagen, tand afgebroken, tandartsenspoeddienst, tandarts spoed zaterdag',
    },
    card: {
      title: 'Spoedhulp',
      description:
        'Acute pijn, een afgebroken of uitgeslagen tand? Bel ons: bij spoed kunt u tijdens openingstijden zo mogelijk nog dezelfde dag terecht.',
    },
    title: 'Spoedhulp bij de tandarts in Amstelveen',
    lead: 'Kiespijn of een ongeluk met uw tanden kan niet wachten tot volgende week. Bij spoed proberen wij u tijdens openingstijden nog dezelfde dag te helpen, in het Nederlands, Engels of Turks.',
    facts: [
      { label: 'Spoedafspraak', value: 'Zo mogelijk dezelfde dag (tijdens openingstijden)' },
      { label: 'Tand uitgeslagen', value: 'Binnen 30 minuten naar de praktijk of de spoeddienst' },
      { label: 'Duur van een spoedafspraak', value: 'Meestal 30–60 minuten' },
    ],
    body: `## Wat is spoedhulp?

Spoedhulp is zorg voor klachten aan gebit of mond die niet kunnen wachten tot een gewone afspraak, zoals hevige pijn, een zwelling of een afgebroken of uitgeslagen tand. Wij pakken eerst de pijn of het directe probleem aan en bespreken daarna rustig wat er verder nodig is.

Onze spoedlijn {emergencyPhone} is er tijdens onze openingstijden: maandag tot en met vrijdag van {weekdayHoursDutch}, zaterdag van {saturdayHoursDutch}.

## Voor wie is een spoedafspraak?

Voor kinderen en volwassenen met een acuut probleem aan gebit of mond. Bel ons direct bij:

- hevige kiespijn die niet overgaat met een gewone pijnstiller;
- een dikke wang, een zwelling of ontsteking in de mond, eventueel met koorts;
- een afgebroken tand of kies, of een tand die na een val of klap losstaat;
- een uitgeslagen tand;
- een bloeding die niet stopt na het trekken van een tand of kies;
- een losgeraakte kroon of vulling die pijn doet of scherp aanvoelt.

> Heeft u ernstig letsel aan het gezicht, moeite met slikken of ademen, of een zwelling die snel groter wordt? Bel dan direct 112. Twijfelt u, bel dan uw huisarts of de huisartsenpost.

### Tand uitgeslagen: zo handelt u

Bij een uitgeslagen blijvende tand telt elke minuut. Kom **binnen 30 minuten** naar de praktijk; dan is de kans het grootst dat de tand behouden blijft. Bel tijdens openingstijden onderweg {emergencyPhone}, zodat wij klaarstaan als u binnenkomt. Buiten openingstijden belt u meteen de tandartsenspoeddienst: {afterHoursPhone}. Onderweg let u hierop:

- Pak de tand alleen vast aan de kroon: het deel dat normaal boven het tandvlees uitsteekt. Raak de wortel niet aan.
- Schrob of poets de tand niet schoon en droog hem niet af. Is hij vuil, spoel hem dan een paar seconden af met melk.
- Bewaar de tand in een bakje melk, of houd hem in uw mond tegen de binnenkant van de wang. Kies bij jonge kinderen voor melk, vanwege het gevaar van inslikken.
- Bewaar de tand niet in water en wikkel hem niet in een zakdoekje.

Is er een melktand uitgeslagen? Die wordt niet teruggezet. Bel ons wel dezelfde dag (gebeurt het buiten openingstijden, dan de eerstvolgende werkdag), zodat wij de mond en de blijvende tand eronder kunnen controleren.

## Wat gebeurt er bij een spoedafspraak?

1. **U belt ons.** Met een paar korte vragen schatten wij in hoe dringend het is.
2. **U krijgt een afspraak.** Bij spoed ziet u de tandarts tijdens openingstijden zo mogelijk nog dezelfde dag; bij een uitgeslagen tand zo snel als u hier kunt zijn.
3. **Onderzoek.** De tandarts bekijkt de pijnlijke plek en maakt zo nodig een kleine röntgenfoto.
4. **Eerste behandeling.** Wij verhelpen eerst de pijn of het directe probleem, bijvoorbeeld met een tijdelijke vulling, een spalk voor een losse tand of het terugzetten van een uitgeslagen tand.
5. **Vervolgplan.** U hoort wat er later nog nodig is, zoals een definitieve vulling, een [wortelkanaalbehandeling](page:rootcanal) of een kroon. Daarvoor plannen wij een gewone afspraak.

## Duur en nazorg

Een spoedafspraak duurt meestal 30–60 minuten. U krijgt persoonlijk advies mee; in het algemeen geldt:

- Bent u verdoofd, eet dan pas als het gevoel terug is, zodat u niet op uw lip of wang bijt.
- Paracetamol helpt vaak goed; houd u aan de bijsluiter.
- Eet na een ongeluk een paar dagen zacht voedsel.
- Blijf voorzichtig poetsen, ook rond de behandelde plek.
- Bel ons als de pijn toeneemt, de zwelling groter wordt of u koorts krijgt.

Een teruggezette tand of een tand die een flinke klap heeft gekregen, controleren wij in de maanden daarna een paar keer, omdat de zenuw soms pas later reageert.

## Kosten en vergoeding

De Nederlandse Zorgautoriteit (NZa) stelt de tarieven voor tandartszorg ieder jaar landelijk vast: iedere tandarts gebruikt dezelfde codes en maximumtarieven. De kosten hangen af van de behandeling die nodig is, zoals een kleine röntgenfoto, het trekken van een tand of kies of een wortelkanaalbehandeling. De maximumtarieven daarvan ziet u in het overzicht op deze pagina.

Voor kinderen tot 18 jaar vergoedt de basisverzekering spoedhulp bijna volledig. Voor volwassenen alleen in enkele gevallen, zoals bepaalde kaakchirurgische ingrepen; verder vergoedt een aanvullende tandartsverzekering vaak een deel, tot het maximum van uw polis.

Kost een vervolgbehandeling naar verwachting € 250 of meer, dan krijgt u altijd eerst een schriftelijke begroting. Meer uitleg vindt u op onze pagina over [tarieven](page:rates).`,
    faq: [
      {
        question: 'Wanneer is het echt spoed?',
        answer: `Bij hevige pijn, een zwelling, een bloeding die niet stopt of een ongeluk met uw tanden is er sprake van spoed. Twijfelt u? Bel dan gerust: tijdens openingstijden onze spoedlijn {emergencyPhone}, daarbuiten {afterHoursService} op {afterHoursPhone}. Een kies die alleen pijn doet als u erop bijt, zonder zwelling of koorts, kan meestal een paar dagen wachten: kauw dan aan de andere kant en bel ons voor een afspraak. Wordt de pijn erger of zwelt uw wang op, dan is het wel spoed. Geen spoed: een tand die even pijn doet bij iets kouds of zoets, een klein stukje vulling dat er zonder pijn af is gegaan, of tandvlees dat bloedt bij het poetsen: vraag dan een gewone [afspraak](page:home#appointment) aan, dan kijken wij er bij de eerste gelegenheid naar.`,
      },
      {
        question: 'Ik sta niet bij u ingeschreven. Kan ik toch bellen?',
        answer: `Ja. Bel tijdens openingstijden gerust {emergencyPhone}, ook als u (nog) geen patiënt bij ons bent, bijvoorbeeld omdat u net in Nederland woont of hier op bezoek bent. Wij zeggen u meteen of wij u vandaag kunnen helpen of waar u het snelst terechtkunt. Buiten onze openingstijden belt u {afterHoursService}: {afterHoursPhone}. Bent u niet in Nederland verzekerd, dan betaalt u de rekening zelf. U kunt die daarna indienen bij uw eigen verzekeraar; of u iets vergoed krijgt, hangt af van uw polis.`,
      },
      {
        question: 'Wat doe ik met een uitgeslagen tand?',
        answer: `Pak de tand vast aan de kroon, schrob hem niet schoon en bewaar hem in melk of in uw mond tegen de wang. Kom binnen 30 minuten naar de praktijk en bel ons als u vertrekt. Zijn wij gesloten, bel dan {afterHoursService} op {afterHoursPhone}.`,
      },
      {
        question: 'Ik heb pijn buiten de openingstijden. Wat nu?',
        answer: `Buiten onze openingstijden, dus ’s\u00a0avonds, ’s\u00a0nachts, op zaterdag na {saturdayClosesDotted} uur, op zondag en op feestdagen, helpt de dienstdoende tandarts in de regio u verder. Bel {afterHoursService}: {afterHoursPhone}. Kan het wachten, bel ons dan zodra wij weer open zijn.`,
      },
    ],
    cta: {
      title: 'Spoed? Bel direct',
      text: 'Tijdens openingstijden proberen wij u bij spoed nog dezelfde dag te helpen; daarbuiten helpt de dienstdoende tandarts. Voor andere vragen bereikt u ons op {phone}.',
    },
  },
  en: {
    meta: {
      title: 'Emergency Dental Care in Amstelveen',
      description:
        'Severe toothache, a broken or knocked-out tooth? Call our emergency line: during opening hours, we try to see you the same day. Care in English, Dutch and Turkish.',
      keywords:
        'emergency dentist amstelveen, emergency dentist near me, severe toothache, knocked out tooth, broken tooth, after hours dentist netherlands, urgent dental care',
    },
    card: {
      title: 'Emergency dentistry',
      description:
        'Sudden pain, a broken tooth or a knocked-out tooth? Call us: in an emergency during opening hours, we try to see you the same day.',
    },
    title: 'Emergency dentistry in Amstelveen',
    lead: 'Toothache or a dental accident can’t wait until next week. In an emergency, we try to see you the same day during opening hours, and we explain everything in English, Dutch or Turkish.',
    facts: [
      { label: 'Emergency appointment', value: 'Same day where possible, during opening hours' },
      {
        label: 'Knocked-out tooth',
        value: 'To the practice or the after-hours service within 30 minutes',
      },
      { label: 'Length of an emergency appointment', value: 'Usually 30–60 minutes' },
    ],
    body: `## What is emergency dental care?

Emergency dental care is for problems with your teeth or mouth that can’t wait for a regular appointment, such as severe pain, swelling, or a broken or knocked-out tooth. We first relieve the pain or deal with the immediate problem, then calmly explain what further treatment, if any, you need.

Our emergency line, {emergencyPhone}, is answered during our opening hours: Monday to Friday {weekdayHours}, Saturday {saturdayHours}.

## Who is it for?

For children and adults with an acute dental problem. Call us right away if you have:

- severe toothache that doesn’t ease with an over-the-counter painkiller
- a swollen cheek, or swelling or infection in your mouth, possibly with a fever
- a broken tooth, or a tooth that feels loose after a fall or a blow
- a knocked-out tooth
- bleeding that won’t stop after a tooth extraction
- a crown or filling that has come loose and hurts or feels sharp

> If you have a serious facial injury, trouble swallowing or breathing, or swelling that spreads quickly, call 112 straight away. If you are unsure, call your GP (huisarts) or, outside office hours, the GP out-of-hours service (huisartsenpost).

### Knocked-out tooth: what to do

With a knocked-out permanent tooth, every minute counts. Get to the practice **within 30 minutes**, or call the after-hours dental service on {afterHoursPhone} straight away when we’re closed: that gives the tooth the best chance of being saved. During opening hours, call {emergencyPhone} as you leave, so we’re ready when you arrive. On the way:

- Hold the tooth only by the crown, the white part you chew with. Don’t touch the root.
- Don’t scrub, brush or dry the tooth. If it’s dirty, rinse it in milk for a few seconds.
- Keep the tooth in a small cup of milk, or hold it in your mouth against the inside of your cheek. With young children, use milk so they can’t swallow it.
- Don’t store the tooth in water, and don’t wrap it in a tissue.

Don’t put a knocked-out baby tooth back in, but do call us the same day (or, if it happens when we’re closed, on the next working day), so we can check the mouth and the permanent tooth underneath.

## What happens, step by step

1. **You call us.** A few short questions help us judge how urgent it is.
2. **You get an appointment.** In an emergency, we try to see you the same day during opening hours; with a knocked-out tooth, as soon as you can get here.
3. **Examination.** The dentist looks at the painful area and takes a small X-ray if needed.
4. **First treatment.** We deal with the pain or the immediate problem first, for example by placing a temporary filling, splinting a loose tooth or putting a knocked-out tooth back in place.
5. **A plan for what’s next.** We explain what may still be needed, such as a permanent filling, [root canal treatment](page:rootcanal) or a crown, and schedule it as a regular appointment.

## Duration and aftercare

An emergency appointment usually takes 30–60 minutes. You’ll get personal advice; in general:

- If your mouth is numb, wait until the feeling comes back before you eat, so you don’t bite your lip or cheek.
- Paracetamol often helps; take it as directed on the packet.
- After an accident, eat soft food for a few days.
- Keep brushing gently, including around the treated area.
- Call us if the pain gets worse, the swelling grows or you develop a fever.

A tooth that was put back or took a hard knock needs a few checks over the following months, because the nerve sometimes reacts only later.

## Costs and insurance

Maximum dental fees in the Netherlands are set nationally every year by the Dutch Healthcare Authority (NZa): every dentist uses the same codes and maximum tariffs. The cost depends on the treatment you need, such as a small X-ray, an extraction or root canal treatment; their {tariffYear} maximum tariffs are listed in the summary box on this page.

For children under 18, basic health insurance covers emergency care almost fully. For adults it does so only in a few cases, such as some oral surgery; otherwise, supplementary dental insurance often pays part, up to your policy’s yearly maximum.

If follow-up treatment is expected to cost €250 or more, you’ll always get a written estimate first. You can read more on our [fees page](page:rates).`,
    faq: [
      {
        question: 'How do I know if it’s an emergency?',
        answer: `Severe pain, swelling, bleeding that won’t stop, or an accident involving your teeth all count as emergencies. If you’re not sure, call: during opening hours our emergency line {emergencyPhone}, outside those hours {afterHoursService} on {afterHoursPhone}. A tooth that only hurts when you bite on it, with no swelling or fever, can usually wait a few days: chew on the other side and call us for an appointment. If the pain gets worse or your cheek swells, it is an emergency. Not an emergency: a brief twinge from something cold or sweet, a small piece of filling that has come out without pain, or gums that bleed when you brush. For these, request a regular [appointment](page:home#appointment) and we’ll take a look as soon as we can.`,
      },
      {
        question: 'I’m not registered with you. Can I still call?',
        answer: `Yes. During opening hours, call {emergencyPhone} even if you are not (yet) one of our patients, for example because you have just moved to the Netherlands or are visiting. We’ll tell you straight away whether we can help you today, or where you can be seen most quickly. Outside our opening hours, call the after-hours dental service, {afterHoursService}, on {afterHoursPhone}. If you are not insured in the Netherlands, you pay the bill yourself; you can then send it to your own insurer, who may reimburse it depending on your policy.`,
      },
      {
        question: 'What should I do with a knocked-out tooth?',
        answer: `Hold it by the crown, don’t scrub it, and keep it in milk or in your mouth against your cheek. Get to the practice within 30 minutes and call us as you leave. If we’re closed, call {afterHoursService} on {afterHoursPhone}.`,
      },
      {
        question: 'What if I have a dental emergency outside opening hours?',
        answer: `Outside our opening hours, meaning evenings, nights, Saturdays after {saturdayCloses}, Sundays and public holidays, call the regional after-hours dental service (tandartsenspoeddienst): {afterHoursService}, {afterHoursPhone}. It is run by the region’s dentists, not by us, so the phone will be answered in Dutch, though most people there also speak English. You can start with: “Ik heb een tandheelkundig spoedgeval. Spreekt u Engels?” (I have a dental emergency. Do you speak English?) If it can wait, call us as soon as we’re open again.`,
      },
    ],
    cta: {
      title: 'Dental emergency? Call now',
      text: 'During opening hours, we try to see emergencies the same day; outside them, the dentist on duty can help. For other questions, you can reach us on {phone}.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de acil diş tedavisi',
      description:
        'Şiddetli diş ağrısı, kırık ya da yerinden çıkan bir diş mi? Acil hattımızı arayın: çalışma saatlerimizde sizi aynı gün muayene etmeye çalışırız. Türkçe hizmet veriyoruz.',
      keywords:
        'acil diş hekimi amstelveen, acil diş hekimi hollanda, şiddetli diş ağrısı, yerinden çıkan diş, kırık diş, nöbetçi diş hekimi, türkçe konuşan diş hekimi',
    },
    card: {
      title: 'Acil diş tedavisi',
      description:
        'Ani bir ağrı, kırılan ya da yerinden çıkan bir diş mi? Bizi arayın; acil durumlarda sizi çalışma saatlerimiz içinde aynı gün muayene etmeye çalışırız.',
    },
    title: 'Amstelveen’de acil diş tedavisi',
    lead: 'Şiddetli diş ağrısı ya da dişlerinizle ilgili bir kaza gelecek haftaya kadar bekleyemez. Acil durumlarda sizi çalışma saatlerimiz içinde aynı gün muayene etmeye çalışıyor, her şeyi Türkçe, Hollandaca veya İngilizce anlatıyoruz.',
    facts: [
      { label: 'Acil randevu', value: 'Mümkünse aynı gün, çalışma saatlerinde' },
      {
        label: 'Yerinden çıkan diş',
        value:
          '30 dakika içinde kliniğe gelin; kapalıysak hemen nöbetçi diş hekimliği hizmetini arayın',
      },
      { label: 'Acil randevu süresi', value: 'Genellikle 30–60 dakika' },
    ],
    body: `## Acil diş tedavisi nedir?

Acil diş tedavisi, normal bir randevuyu bekleyemeyecek diş ve ağız sorunları içindir: şiddetli ağrı, şişlik, bir kaza ya da kırılan veya yerinden çıkan bir diş gibi. İlk amacımız ağrınızı dindirmek ve sorunu kontrol altına almaktır. Ardından, başka bir tedaviye gerek olup olmadığını size acele etmeden açıklıyoruz.

Acil hattımız {emergencyPhone}, çalışma saatlerimizde hizmet verir: pazartesiden cumaya {weekdayHoursTurkish}, cumartesi günleri ise {saturdayHoursTurkish} saatleri arasında. Şikâyetinizi Türkçe, Hollandaca veya İngilizce, kendinizi en rahat ifade ettiğiniz dilde anlatabilirsiniz.

## Kimler için?

Acil randevu, ağzında veya dişlerinde ani bir sorun yaşayan çocuk ve yetişkinler içindir. Şu durumlarda hemen bizi arayın:

- normal bir ağrı kesiciyle geçmeyen şiddetli diş ağrısı
- yanakta şişlik, ağızda iltihap veya apse, bazen ateşle birlikte
- kırılan bir diş ya da düşme veya darbe sonrası sallanan bir diş
- yerinden tamamen çıkmış bir diş
- diş çekiminden sonra durmayan kanama
- düşen ve ağrı yapan ya da keskin kenar bırakan bir kron veya dolgu

> Yüzünüzde ciddi bir yaralanma varsa, yutkunmakta ya da nefes almakta zorlanıyorsanız veya şişlik hızla büyüyorsa hemen 112’yi arayın. Emin değilseniz aile hekiminizi (huisarts) ya da mesai saatleri dışında nöbetçi aile hekimliği merkezini (huisartsenpost) arayın.

### Diş yerinden çıktıysa ne yapmalısınız?

Yerinden çıkan kalıcı bir dişte her dakika önemlidir. **30 dakika içinde** kliniğe gelin; kliniğimiz kapalıysa hemen nöbetçi diş hekimliği hizmetini ({afterHoursPhone}) arayın. Dişin kurtarılma şansı en yüksek bu süre içindedir. Çalışma saatlerimizde, siz geldiğinizde hazır olabilmemiz için yola çıkarken {emergencyPhone} numarasını arayın. Yolda şunlara dikkat edin:

- Dişi yalnızca taç kısmından, yani normalde diş etinin üzerinde görünen beyaz bölümden tutun. Dişin köküne dokunmayın.
- Dişi ovarak ya da fırçalayarak temizlemeyin, kurulamayın. Kirliyse birkaç saniye sütle durulayın.
- Dişi küçük bir kap süt içinde ya da ağzınızda, yanağınızın iç tarafında taşıyın. Küçük çocuklarda yutma tehlikesine karşı süt tercih edin.
- Dişi suda bekletmeyin, peçeteye sarmayın.

Yerinden çıkan süt dişi yerine geri konmaz. Yine de aynı gün bizi arayın (kliniğimiz kapalıyken olduysa bir sonraki iş günü), böylece çocuğunuzun ağzını ve alttan gelen kalıcı dişi kontrol edebiliriz.

## Acil randevu adım adım nasıl ilerler?

1. **Bizi arayın.** Çalışma saatlerimizde {emergencyPhone} numaralı acil hattımızı arayıp ne olduğunu anlatın. Durumun ne kadar acil olduğunu anlamak için size birkaç kısa soru sorarız.
2. **Size bir randevu saati veriyoruz.** Acil durumlarda diş hekimi sizi çalışma saatlerimiz içinde aynı gün muayene etmeye çalışır; yerinden çıkan bir dişte ise kliniğe ulaşır ulaşmaz muayene eder.
3. **Muayene.** Diş hekimi ağrıyan bölgeyi inceler ve gerekirse diş etinin altında neler olduğunu görmek için küçük bir röntgen çeker.
4. **İlk tedavi.** Önce ağrıyı ya da acil sorunu gideriyoruz: örneğin geçici bir dolguyla, iltihaplanmış kök kanalını açıp temizleyerek, sallanan dişi bir splintle sabitleyerek ya da yerinden çıkan dişi geri yerleştirerek.
5. **Sonraki adımlar.** Ne yaptığımızı ve ileride nelere ihtiyaç olabileceğini anlatıyoruz; örneğin kalıcı bir dolgu, [kanal tedavisi](page:rootcanal) ya da bir kron. Bunun için sizinle normal bir randevu planlıyoruz.

## Süre ve tedavi sonrası bakım

Acil bir randevu, yapılması gerekenlere bağlı olarak genellikle 30–60 dakika sürer. Size durumunuza uygun öneriler veriyoruz. Genel olarak:

- Ağzınız uyuşuksa, dudağınızı ya da yanağınızı ısırmamak için uyuşukluk geçene kadar bir şey yemeyin ve sıcak bir şey içmeyin.
- Parasetamol gibi reçetesiz bir ağrı kesici çoğu zaman işe yarar. Kullanma talimatına uyun.
- Bir kazadan sonra birkaç gün yumuşak yiyecekler tüketin ve mümkünse diğer taraftan çiğneyin.
- Tedavi edilen bölge dâhil, dişlerinizi yumuşak bir diş fırçasıyla fırçalamaya devam edin.
- Ağrı artarsa, şişlik büyürse ya da ateşiniz çıkarsa bizi arayın.

Yerine geri takılan ya da sert bir darbe alan dişi sonraki aylarda birkaç kez kontrol ediyoruz, çünkü diş siniri bazen ancak sonradan tepki verir.

## Ücretler ve sigorta

Hollanda’da diş hekimi ücretlerini ülke genelinde her yıl Hollanda Sağlık Otoritesi (NZa) belirler; tüm diş hekimleri aynı kodları ve azami ücretleri kullanır. Acil tedavinin ücreti, hangi tedaviye ihtiyacınız olduğuna bağlıdır: örneğin küçük bir röntgen, diş çekimi ya da kanal tedavisi. Bunların azami ücretleri bu sayfadaki “Kısaca” kutusunda yer alır.

18 yaşından küçük çocuklarda acil tedaviyi temel sağlık sigortası neredeyse tamamen karşılar. Yetişkinlerde ise yalnızca çene cerrahisindeki bazı işlemler gibi birkaç istisnai durumda karşılar. Bunun dışında, ek diş sigortanız varsa bu sigorta masrafın bir kısmını genellikle poliçenizdeki yıllık üst sınıra kadar öder.

Sonraki tedavinin 250 € veya daha fazla tutması bekleniyorsa, önce her zaman yazılı bir maliyet tahmini alırsınız. Ayrıntılar için [ücretler sayfamıza](page:rates) göz atabilirsiniz.`,
    faq: [
      {
        question: 'Durumumun acil olup olmadığını nasıl anlarım?',
        answer: `Şiddetli ağrı, şişlik, durmayan kanama ya da dişlerinizi etkileyen bir kaza acil durumdur. Emin değilseniz arayın: çalışma saatlerimizde acil hattımızı ({emergencyPhone}), bu saatlerin dışında nöbetçi diş hekimliği hizmetini ({afterHoursService}, {afterHoursPhone}). Yalnızca ısırdığınızda ağrıyan, şişlik ya da ateş yapmayan bir diş genellikle birkaç gün bekleyebilir: bu arada diğer tarafınızla çiğneyin ve randevu için bizi arayın. Ağrı artarsa ya da yanağınız şişerse bu bir acil durumdur. Soğuk ya da tatlı bir şey yiyip içerken kısa süren bir sızı, ağrı yapmadan düşen küçük bir dolgu parçası ya da fırçalarken kanayan diş eti ise acil değildir: normal bir [randevu](page:home#appointment) talep edin, ilk fırsatta dişinize bakarız.`,
      },
      {
        question: 'Kliniğinize kayıtlı değilim. Yine de arayabilir miyim?',
        answer: `Evet. Henüz hastamız olmasanız da (örneğin Hollanda’ya yeni taşındıysanız ya da Hollanda’yı ziyaret ediyorsanız) çalışma saatlerimizde {emergencyPhone} numarasını arayabilirsiniz. Size bugün yardımcı olup olamayacağımızı ya da en hızlı nereye başvurabileceğinizi hemen söyleriz. Çalışma saatlerimiz dışında nöbetçi diş hekimliği hizmetini ({afterHoursService}) {afterHoursPhone} numarasından arayın. Hollanda’da sigortalı değilseniz faturayı kendiniz ödersiniz; ardından faturayı kendi sigorta şirketinize iletebilirsiniz. Masrafın karşılanıp karşılanmayacağı poliçenize bağlıdır.`,
      },
      {
        question: 'Dişim yerinden çıktı, ne yapmalıyım?',
        answer: `Dişi taç kısmından tutun, ovarak temizlemeyin ve sütte ya da ağzınızda, yanağınızın iç tarafında taşıyın. 30 dakika içinde kliniğe gelin ve yola çıkarken bizi arayın. Kliniğimiz kapalıysa {afterHoursService} hizmetini {afterHoursPhone} numarasından arayın.`,
      },
      {
        question: 'Çalışma saatleri dışında dişim ağrırsa ne yapmalıyım?',
        answer: `Çalışma saatlerimiz dışında, yani akşamları, geceleri, cumartesi {saturdayClosesDotted}’ten sonra, pazar günleri ve resmî tatillerde bölgenizdeki nöbetçi diş hekimliği hizmetini (tandartsenspoeddienst) arayın: {afterHoursService}, {afterHoursPhone}. Bu hizmet kliniğimize değil, bölgedeki diş hekimlerine aittir; telefonda Hollandaca konuşulur ve Türkçe konuşan birine ulaşmanız pek olası değildir. Gerekirse Hollandaca bilen bir yakınınızdan yardım isteyin ya da şu cümleyle başlayın: “Ik heb een tandheelkundig spoedgeval. Ik spreek weinig Nederlands. Kunt u langzaam praten?” (Acil bir diş sorunum var. Çok az Hollandaca konuşuyorum. Yavaş konuşabilir misiniz?) Sonraki tedaviniz için yine bize gelebilirsiniz. Bekleyebilecek bir durumsa kliniğimiz açılır açılmaz bizi arayın.`,
      },
    ],
    cta: {
      title: 'Acil bir durum mu var? Hemen arayın',
      text: 'Acil durumlarda sizi çalışma saatlerimiz içinde aynı gün muayene etmeye çalışırız; bu saatlerin dışında nöbetçi diş hekimi yardımcı olur. Diğer sorularınız için bize {phone} numarasından ulaşabilirsiniz.',
    },
  },
};

export default emergency;
