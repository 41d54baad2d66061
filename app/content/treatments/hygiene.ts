import type { Localized, TreatmentContent } from '../types';

const hygiene: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Mondhygiëne en gebitsreiniging in Amstelveen',
      description:
        'Gebitsreiniging in Amstelveen: een professionele reiniging, meestal twee keer per jaar, houdt uw tandvlees gezond. Lees hoe het gaat en wat het kost.',
      keywords:
        'mondhygiëne amstelveen, gebitsreiniging, tandsteen verwijderen, tandvlees reinigen, bloedend tandvlees, tandvleesontsteking, kosten mondhygiëne, ragers',
    },
    card: {
      title: 'Mondhygiëne',
      description:
        'Professionele reiniging van uw gebit, voor de meeste mensen twee keer per jaar. Wij verwijderen tandsteen, letten op uw tandvlees en geven persoonlijk poetsadvies.',
    },
    title: 'Mondhygiëne en gebitsreiniging',
    lead: 'Ook wie goed poetst, krijgt tandsteen op plekken waar de tandenborstel niet komt. Met een professionele reiniging en goed advies houdt u uw tandvlees gezond.',
    facts: [
      { label: 'Professionele reiniging', value: 'Meestal twee keer per jaar' },
      { label: 'Tandenpoetsen', value: '2 minuten, twee keer per dag' },
      { label: 'Duur behandeling', value: '30–60 minuten' },
      { label: 'Tarief {tariffYear} (M03)', value: '{feeM03} per 5 minuten' },
      { label: 'Reiniging van 30 of 60 minuten', value: '{cleaning30Fee} of {cleaning60Fee}' },
    ],
    body: `## Wat is mondhygiëne?

Op uw tanden vormt zich elke dag een dun, kleverig laagje bacteriën: tandplak. Wat u niet wegpoetst, kan binnen enkele dagen verharden tot tandsteen. Tandsteen zit vast op de tand, vaak langs en onder de rand van het tandvlees, en krijgt u met een tandenborstel niet meer weg.

Tandplak en tandsteen irriteren het tandvlees. Dat begint met een tandvleesontsteking (gingivitis): rood, gezwollen tandvlees dat bloedt bij het poetsen. Die ontsteking is goed te behandelen en verdwijnt dan meestal volledig. Blijft ze bestaan, dan kan ze overgaan in parodontitis, waarbij het kaakbot rond de tanden langzaam verdwijnt en tanden los kunnen gaan staan.

Bij een professionele gebitsreiniging verwijderen wij tandplak en tandsteen, ook op plekken die u zelf niet goed bereikt. Wij controleren de gezondheid van uw tandvlees en geven advies dat past bij uw mond. Voor de meeste mensen adviseren wij deze reiniging **twee keer per jaar**; hoe vaak u die nodig heeft, stemmen wij af op uw gebit.

## Voor wie is een gebitsreiniging bedoeld?

Voor iedereen die zijn tanden en tandvlees gezond wil houden. Extra belangrijk is het als u:

- tandvlees heeft dat bloedt bij het poetsen;
- snel tandsteen krijgt of rookt;
- een beugel, implantaten, kronen of bruggen heeft;
- diabetes heeft of zwanger bent, want dan is het tandvlees vaak gevoeliger;
- last heeft van een vieze smaak of slechte adem.

Heeft u veel tandsteen of diepere tandvleeszakken (pockets), dan spreken wij soms vaker dan twee keer per jaar af.

## Hoe verloopt een gebitsreiniging?

1. **Vragen en meten.** Wij vragen naar uw gezondheid en klachten. Met een dun sondetje meten wij hoe diep de ruimtes tussen tand en tandvlees zijn en waar het tandvlees bloedt.
2. **Tandplak zichtbaar maken.** Als dat helpt, kleuren wij de tandplak aan. Zo ziet u zelf welke plekken u bij het poetsen overslaat.
3. **Tandsteen verwijderen.** Met een ultrasoon instrument, dat trilt en met water spoelt, en met fijne handinstrumenten verwijderen wij tandsteen boven en onder het tandvlees.
4. **Verdoving als dat nodig is.** Is het gevoelig, bijvoorbeeld bij diepere tandvleeszakken? Dan kunnen wij plaatselijk verdoven.
5. **Polijsten.** Wij maken de tanden glad, zodat nieuwe tandplak zich minder snel hecht. Verkleuringen door koffie, thee of roken worden daarbij vaak minder.
6. **Persoonlijk advies.** Wij laten zien hoe u het beste poetst en welke ragers, floss of tandenstokers bij uw tanden passen.

## Duur en nazorg

Een behandeling duurt meestal 30–60 minuten, afhankelijk van de hoeveelheid tandsteen en de gezondheid van uw tandvlees. Daarna kan uw tandvlees een paar dagen wat gevoelig zijn of iets bloeden, en uw tanden kunnen tijdelijk gevoeliger zijn voor kou. Dat trekt meestal vanzelf weg. Blijf in die dagen gewoon goed poetsen.

Thuis houdt u het resultaat vast met een paar gewoonten:

- poets minstens **2 minuten, twee keer per dag**, met fluoridetandpasta;
- maak elke dag de ruimtes tussen uw tanden schoon met ragers, floss of tandenstokers;
- vervang uw tandenborstel of opzetborstel elke 3 tot 4 maanden;
- kom elke 6 maanden voor uw [controle](page:checkup).

Bloedt uw tandvlees na 2 weken zorgvuldig poetsen en reinigen nog steeds? Laat het ons dan weten. Meer praktische tips vindt u in ons artikel over [mondverzorging thuis](page:home-care).

## Kosten en vergoeding

De tarieven voor tandartszorg worden landelijk vastgesteld door de Nederlandse Zorgautoriteit (NZa). Iedere tandarts gebruikt dezelfde codes en maximumtarieven. Mondhygiëne wordt per 5 minuten behandeltijd gedeclareerd:

- M03 gebitsreiniging, per 5 minuten: {feeM03} (maximumtarief {tariffYear})

Een behandeling van 30 minuten staat dus als zes keer M03 op de factuur, samen {cleaning30Fee}. Komt er iets bij, zoals verdoving of een röntgenfoto, dan ziet u daarvoor een aparte code.

Bij kinderen tot 18 jaar vergoedt de basisverzekering de gebitsreiniging. Volwassenen krijgen die vaak (deels) vergoed uit een aanvullende tandartsverzekering; sommige polissen noemen een apart aantal reinigingen per jaar. Hoe de vergoeding werkt, leest u op onze pagina over [tarieven](page:rates).

Is er een uitgebreidere behandeling van het tandvlees nodig die naar verwachting € 250 of meer kost, dan krijgt u altijd eerst een schriftelijke begroting.`,
    faq: [
      {
        question: 'Waarom bloedt mijn tandvlees bij het poetsen?',
        answer: `Meestal is dat een teken van ontsteking door tandplak. Blijf juist goed poetsen en tussen uw tanden schoonmaken. Bloedt het na 2 weken nog, maak dan een afspraak.`,
      },
      {
        question: 'Doet een gebitsreiniging pijn?',
        answer: `Meestal niet. Sommige plekken kunnen gevoelig zijn, vooral als het tandvlees ontstoken is. Zeg het gerust, dan kunnen wij plaatselijk verdoven.`,
      },
      {
        question: 'Ragers of floss: wat is beter?',
        answer: `Dat hangt af van de ruimte tussen uw tanden. Ragers werken goed bij wat grotere ruimtes, floss bij nauwe. Wij laten zien welke maat en welk hulpmiddel bij u passen.`,
      },
      {
        question: 'Hoe vaak moet ik mijn gebit laten reinigen?',
        answer: `Voor de meeste mensen twee keer per jaar. Heeft u veel tandsteen of ontstoken tandvlees, dan kan het nodig zijn vaker te komen; dat bespreken wij met u.`,
      },
    ],
    cta: {
      title: 'Plan uw gebitsreiniging',
      text: 'Vraag online een afspraak aan of bel ons op {phone}. Vaak kunnen wij de reiniging combineren met uw halfjaarlijkse controle.',
    },
  },
  en: {
    meta: {
      title: 'Dental Cleaning & Hygiene in Amstelveen',
      description:
        'A professional dental cleaning, usually twice a year, keeps your gums healthy. See how it works at our Amstelveen practice and what it costs in {tariffYear}.',
      keywords:
        'dental cleaning amstelveen, scale and polish, teeth cleaning, tartar removal, bleeding gums, gum disease, dental cleaning cost netherlands',
    },
    card: {
      title: 'Dental hygiene',
      description:
        'Professional cleaning, twice a year for most people. We remove tartar, check the health of your gums and give you personal tips for brushing at home.',
    },
    title: 'Dental hygiene and professional cleaning',
    lead: 'Even if you brush well, tartar builds up where your toothbrush can’t reach. A professional cleaning and good advice help you keep your gums healthy.',
    facts: [
      { label: 'Professional cleaning', value: 'Usually twice a year' },
      { label: 'Brushing', value: '2 minutes, twice a day' },
      { label: 'Treatment time', value: '30–60 minutes' },
      { label: '{tariffYear} tariff (M03)', value: '{feeM03} per 5 minutes' },
      { label: 'A 30 or 60-minute cleaning', value: '{cleaning30Fee} or {cleaning60Fee}' },
    ],
    body: `## What is dental hygiene?

Every day, a thin, sticky layer of bacteria forms on your teeth: plaque. Plaque you don’t brush away can harden into tartar within a few days. Tartar is firmly attached to the tooth, often along and below the gum line, and a toothbrush can no longer remove it.

Plaque and tartar irritate your gums. This starts as gum inflammation (gingivitis): red, swollen gums that bleed when you brush. Gingivitis can be reversed. If it persists, it can develop into periodontitis, in which the bone around the teeth is slowly lost and teeth can become loose.

During a professional cleaning, we remove plaque and tartar, including in places you can’t reach well yourself. We check the health of your gums and give advice that fits your mouth. For most people, we recommend a professional cleaning **twice a year**, but we tailor the interval to your teeth and gums.

## Who is it for?

Anyone who wants to keep their teeth and gums healthy. It’s especially important if you:

- have gums that bleed when you brush
- build up tartar quickly, or smoke
- have braces, implants, crowns or bridges
- have diabetes or are pregnant, since your gums are often more sensitive then
- notice a bad taste or bad breath

If you have a lot of tartar or deeper gum pockets, we may suggest coming in more often than twice a year.

## What happens, step by step

1. **Questions and measurements.** We ask about your health and any problems you’ve noticed. With a thin probe, we measure the depth of the pockets between your teeth and gums and note where your gums bleed.
2. **Making plaque visible.** If it helps, we stain the plaque with a harmless dye, so you can see for yourself which spots you tend to miss.
3. **Removing tartar (scaling).** Using an ultrasonic scaler, which vibrates and rinses with water, and fine hand instruments, we remove tartar above and below the gum line.
4. **Numbing if needed.** If it feels sensitive, for example with deeper pockets, we can use a local anaesthetic.
5. **Polishing.** We smooth the tooth surfaces so new plaque sticks less easily. Stains from coffee, tea or smoking often fade as well.
6. **Personal advice.** We show you the best way to brush and which interdental brushes, floss or toothpicks suit your teeth.

## Duration and aftercare

A cleaning usually takes 30–60 minutes, depending on how much tartar there is and the health of your gums. Afterwards, your gums may feel a little tender or bleed slightly for a few days, and your teeth may be more sensitive to cold for a while. This usually settles on its own. Keep brushing as usual during those days.

At home, a few habits help you keep the result:

- brush for at least **2 minutes, twice a day**, with fluoride toothpaste
- clean between your teeth every day with interdental brushes, floss or toothpicks
- replace your toothbrush or brush head every 3 to 4 months
- come in for a [check-up](page:checkup) every 6 months

If your gums still bleed after two weeks of careful cleaning, let us know. You’ll find more practical tips in our article on [dental care at home](page:home-care).

## Costs and insurance

Maximum dental fees in the Netherlands are set nationally by the Dutch Healthcare Authority (NZa): every dentist uses the same codes and maximum tariffs. Dental cleaning is billed per 5 minutes of treatment time:

- M03 dental cleaning, per 5 minutes: {feeM03} ({tariffYear} maximum tariff)

So a 30-minute cleaning appears on your bill as 6 units of M03, {cleaning30Fee} in all. If anything else is needed, such as a local anaesthetic or an X-ray, it has its own code.

For children under 18, basic health insurance covers professional cleaning. Adults are often reimbursed, in part or in full, by supplementary dental insurance; some policies set a number of cleanings a year. Our [fees page](page:rates) explains how reimbursement works.

If you need more extensive gum treatment that is expected to cost €250 or more, you’ll always receive a written estimate first.`,
    faq: [
      {
        question: 'Why do my gums bleed when I brush?',
        answer: `Usually it’s a sign of inflammation caused by plaque. Keep brushing and cleaning between your teeth carefully. If the bleeding hasn’t stopped after two weeks, come and see us.`,
      },
      {
        question: 'Does a professional cleaning hurt?',
        answer: `Usually not. Some spots can feel sensitive, especially if your gums are inflamed. Just tell us, and we can numb the area.`,
      },
      {
        question: 'Interdental brushes or floss: which is better?',
        answer: `It depends on the space between your teeth. Interdental brushes work well for slightly wider gaps, floss for tight ones. We’ll show you which size and tool suit you.`,
      },
      {
        question: 'How often should I have my teeth cleaned?',
        answer: `For most people, twice a year. If you build up a lot of tartar or have inflamed gums, more often may be needed; we’ll discuss that with you.`,
      },
    ],
    cta: {
      title: 'Book your dental cleaning',
      text: 'Request an appointment online or call us on {phone}. We can often combine your cleaning with your six-monthly check-up.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de diş temizliği ve ağız hijyeni',
      description:
        'Çoğu kişi için yılda iki kez yapılan profesyonel diş temizliği diş etlerinizi sağlıklı tutar. Amstelveen’de tedavinin nasıl yapıldığını ve {tariffYear} ücretini okuyun.',
      keywords:
        'diş temizliği amstelveen, diş taşı temizliği, diş eti kanaması, diş eti iltihabı, ağız hijyeni, diş arası fırçası, diş temizliği ücreti hollanda',
    },
    card: {
      title: 'Profesyonel diş temizliği',
      description:
        'Çoğu kişi için yılda iki kez profesyonel diş temizliği. Diş taşını temizliyor, diş etlerinizi kontrol ediyor ve evde bakım için size özel öneriler veriyoruz.',
    },
    title: 'Ağız hijyeni ve profesyonel diş temizliği',
    lead: 'Dişlerinizi iyi fırçalasanız bile fırçanın ulaşamadığı yerlerde diş taşı birikir. Profesyonel temizlik ve doğru önerilerle diş etlerinizi sağlıklı tutabilirsiniz.',
    facts: [
      { label: 'Profesyonel temizlik', value: 'Genellikle yılda iki kez' },
      { label: 'Diş fırçalama', value: 'Günde iki kez, en az 2 dakika' },
      { label: 'Tedavi süresi', value: '30–60 dakika' },
      { label: '{tariffYear} ücreti (M03)', value: '5 dakika başına {feeM03}' },
      { label: '30 veya 60 dakikalık temizlik', value: '{cleaning30Fee} veya {cleaning60Fee}' },
    ],
    body: `## Profesyonel diş temizliği nedir?

Dişlerinizin üzerinde her gün ince ve yapışkan bir bakteri tabakası oluşur: diş plağı. Fırçalamayla temizlenmeyen plak birkaç gün içinde sertleşerek diş taşına dönüşebilir. Diş taşı dişe sıkıca yapışır, çoğu zaman diş eti kenarında ve altında birikir; diş fırçasıyla artık çıkmaz.

Plak ve diş taşı diş etlerini tahriş eder. Bu durum diş eti iltihabıyla (gingivitis) başlar: diş eti kızarır, şişer ve fırçalarken kanar. Diş eti iltihabı tedavi edilebilir ve geri dönüşlüdür. Devam ederse periodontitise dönüşebilir; bu hastalıkta dişleri çevreleyen kemik yavaş yavaş kaybolur ve dişler sallanmaya başlayabilir.

Profesyonel diş temizliğinde, sizin kolayca ulaşamadığınız yerler de dâhil olmak üzere plağı ve diş taşını temizliyoruz. Diş etlerinizin sağlığını kontrol ediyor ve ağzınıza uygun öneriler veriyoruz. Çoğu kişiye bu temizliği **yılda iki kez** öneriyoruz; ne sıklıkla gerektiğini dişlerinizin durumuna göre belirleriz.

## Kimler için?

Dişlerini ve diş etlerini sağlıklı tutmak isteyen herkes için. Özellikle şu durumlarda önemlidir:

- fırçalarken diş etleriniz kanıyorsa
- dişlerinizde hızla diş taşı birikiyorsa ya da sigara içiyorsanız
- diş teli, implant, kron veya köprünüz varsa
- diyabetiniz varsa ya da hamileyseniz, çünkü bu durumlarda diş etleri daha hassas olur
- ağzınızda kötü bir tat ya da ağız kokusu fark ediyorsanız

Çok diş taşı ya da derin diş eti cepleri varsa, yılda iki kezden daha sık randevu önerebiliriz.

## Tedavi adım adım nasıl ilerler?

1. **Sorular ve ölçüm.** Sağlığınızı ve şikâyetlerinizi soruyoruz. İnce, ucu küt bir ölçüm aletiyle (sond) diş ile diş eti arasındaki boşluğun derinliğini ölçüyor, diş etinin nerede kanadığına bakıyoruz.
2. **Plağın görünür hâle getirilmesi.** Faydalı olacaksa plağı boyayla renklendiriyoruz; böylece fırçalarken hangi bölgeleri atladığınızı kendiniz görürsünüz.
3. **Diş taşı temizliği (detartraj).** Su püskürterek titreşen ultrasonik bir aletle ve ince el aletleriyle, diş etinin üstündeki ve altındaki diş taşını temizliyoruz.
4. **Gerekirse uyuşturma.** Özellikle derin ceplerde hassasiyet hissederseniz bölgeyi lokal anesteziyle uyuşturabiliriz.
5. **Cilalama.** Yeni plağın daha zor tutunması için diş yüzeylerini pürüzsüz hâle getiriyoruz. Kahve, çay veya sigaranın bıraktığı lekeler de çoğu zaman azalır.
6. **Kişisel öneriler.** En doğru fırçalama yöntemini ve dişlerinize hangi diş arası fırçasının, diş ipinin ya da ahşap diş arası çubuğunun (tandenstoker) uygun olduğunu gösteriyoruz.

## Süre ve tedavi sonrası bakım

Bir temizlik, diş taşının miktarına ve diş etlerinizin durumuna bağlı olarak genellikle 30–60 dakika sürer. Sonrasında diş etleriniz birkaç gün biraz hassas olabilir ya da hafifçe kanayabilir; dişleriniz de bir süre soğuğa karşı daha duyarlı olabilir. Bu genellikle kendiliğinden geçer. Bu günlerde de dişlerinizi her zamanki gibi fırçalamaya devam edin.

Evde birkaç alışkanlıkla sonucu koruyabilirsiniz:

- dişlerinizi **günde iki kez, en az iki dakika** boyunca florürlü diş macunuyla fırçalayın
- diş aralarınızı her gün diş arası fırçası, diş ipi ya da ahşap diş arası çubuğuyla temizleyin
- diş fırçanızı veya elektrikli diş fırçanızın başlığını 3–4 ayda bir değiştirin
- altı ayda bir [diş kontrolüne](page:checkup) gelin

İki hafta boyunca dikkatle temizlemenize rağmen diş etleriniz hâlâ kanıyorsa bize haber verin. Daha fazla pratik öneriyi [evde diş bakımı](page:home-care) yazımızda bulabilirsiniz.

## Ücretler ve sigorta

Hollanda’da diş hekimi ücretleri Hollanda Sağlık Otoritesi (NZa) tarafından ülke genelinde belirlenir; tüm diş hekimleri aynı kodları ve azami ücretleri kullanır. Diş temizliği, tedavi süresinin her 5 dakikası için ücretlendirilir:

- M03 diş temizliği, 5 dakika başına: {feeM03} ({tariffYear} azami ücreti)

Yani 30 dakikalık bir temizlik faturanızda altı kez M03 olarak, toplam {cleaning30Fee} tutarında görünür. Uyuşturma ya da röntgen gibi ek bir işlem gerekirse, bunun için ayrı bir kod kullanılır.

18 yaşından küçük çocuklarda profesyonel diş temizliğini temel sağlık sigortası karşılar. Yetişkinlerde ise ek diş sigortası çoğu zaman masrafın bir kısmını ya da tamamını öder; bazı poliçeler yılda belirli sayıda temizlik öngörür. Geri ödemenin nasıl işlediğini [ücretler sayfamızda](page:rates) okuyabilirsiniz.

Diş etleriniz için 250 € veya daha fazla tutması beklenen daha kapsamlı bir tedavi gerekirse, önce her zaman yazılı bir maliyet tahmini alırsınız.`,
    faq: [
      {
        question: 'Fırçalarken diş etlerim neden kanıyor?',
        answer: `Bu genellikle plağın neden olduğu bir iltihabın işaretidir. Fırçalamayı ve diş aralarını temizlemeyi özenle sürdürün. İki hafta sonra kanama hâlâ geçmediyse bize gelin.`,
      },
      {
        question: 'Diş temizliği acıtır mı?',
        answer: `Genellikle hayır. Özellikle diş etleri iltihaplıysa bazı bölgeler hassas olabilir. Bunu bize söylemeniz yeterli; bölgeyi uyuşturabiliriz.`,
      },
      {
        question: 'Diş arası fırçası mı, diş ipi mi?',
        answer: `Bu, dişlerinizin arasındaki boşluğa bağlıdır. Diş arası fırçası biraz daha geniş aralıklarda, diş ipi ise dar aralıklarda iyi sonuç verir. Size hangi boyutun ve aracın uygun olduğunu gösteriyoruz.`,
      },
      {
        question: 'Diş temizliğini ne sıklıkla yaptırmalıyım?',
        answer: `Çoğu kişi için yılda iki kez. Çok diş taşı birikiyorsa ya da diş etleriniz iltihaplıysa daha sık gerekebilir; bunu sizinle birlikte değerlendiririz.`,
      },
    ],
    cta: {
      title: 'Diş temizliği randevunuzu alın',
      text: 'İnternet üzerinden randevu talep edin ya da bizi {phone} numarasından arayın. Temizliği çoğu zaman altı aylık kontrolünüzle aynı güne denk getirebiliriz.',
    },
  },
};

export default hygiene;
