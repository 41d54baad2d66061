import type { Article } from '../types';

const article: Article = {
  datePublished: '2025-03-19',
  // The NZa's 2026 tariffs (decision 0133).
  dateModified: '2026-12-03',
  readMinutes: 6,
  author: 'murat-kaya',
  related: ['checkup', 'fillings', 'crowns'],
  text: {
    nl: {
      meta: {
        title: 'Wat kost de tandarts in Nederland?',
        description:
          'Wat kost een tandartsbezoek? De NZa-tarieven {tariffYear} voor controle, röntgenfoto’s, vullingen en wortelkanaalbehandelingen, en wat uw zorgverzekering vergoedt.',
        keywords:
          'tandarts kosten, NZa-tarieven {tariffYear}, tandartstarieven, prestatiecodes tandarts, basisverzekering tandarts, aanvullende tandartsverzekering, begroting tandarts',
      },
      title: 'Wat kost een bezoek aan de tandarts in Nederland?',
      keyPoints: [
        'Elke tandarts in Nederland gebruikt dezelfde NZa-codes en mag niet meer rekenen dan het maximumtarief.',
        'Kinderen tot 18 jaar: de basisverzekering vergoedt tandartszorg bijna volledig. Volwassenen betalen gewone tandartszorg zelf, of deels via een aanvullende tandartsverzekering (meestal met een maximumbedrag per jaar).',
        'Verwachten wij dat een behandeling € 250 of meer kost, dan krijgt u vooraf een schriftelijke begroting.',
      ],
      excerpt:
        'In Nederland gebruikt elke tandarts dezelfde codes en maximumtarieven. Wij zetten de NZa-tarieven voor {tariffYear} op een rij en leggen uit wat uw verzekering vergoedt en hoe begroting en factuur werken.',
      body: `## Eén landelijk systeem voor tandartstarieven

Een tandartsrekening ziet er op het eerste gezicht misschien ingewikkeld uit: een rij codes met letters en cijfers, met bij elke code een bedrag. Het systeem erachter is juist eenvoudig en overzichtelijk.

De **Nederlandse Zorgautoriteit (NZa)** stelt voor elke tandheelkundige behandeling een code en een **maximumtarief** vast. Elke tandarts in Nederland gebruikt dezelfde codes en mag niet meer rekenen dan het maximumtarief. Een controle heeft dus overal dezelfde code, en op uw factuur ziet u precies wat er is gedaan.

De codes zijn ingedeeld in groepen met elk een eigen letter, bijvoorbeeld:

- **C** voor consulten en controles;
- **X** voor röntgenfoto’s;
- **M** voor preventieve zorg, zoals een gebitsreiniging;
- **V** voor vullingen;
- **H** voor chirurgische behandelingen, zoals het trekken van een tand of kies;
- **E** voor wortelkanaalbehandelingen.

## Veelvoorkomende behandelingen en hun tarief

Hieronder vindt u de tarieven van de behandelingen die wij het vaakst uitvoeren. Het zijn de officiële maximumtarieven die de NZa voor {tariffYear} heeft vastgesteld.

### NZa-tarieven {tariffYear}

{tariffTable}

Zo leest u de tabel:

- **Een bezoek bestaat vaak uit meerdere codes.** Een controle met een kleine röntgenfoto staat bijvoorbeeld als C002 en X10 op uw factuur.
- **Een gebitsreiniging wordt naar tijd berekend.** Code M03 staat voor 5 minuten. Een reiniging van 20 minuten staat dus vier keer als M03 op uw factuur.
- **Een vulling wordt berekend naar het aantal vlakken.** Hoe meer vlakken, hoe hoger het tarief.
- **Bij een wortelkanaalbehandeling telt het aantal kanalen.** Kiezen hebben meestal meer kanalen dan voortanden. Verdoving en röntgenfoto’s tijdens de behandeling hebben een eigen code.
- **Bent u nieuw bij ons?** Dan begint u met een intakeconsult (C001) in plaats van een periodieke controle.

## Wat vergoedt uw zorgverzekering?

Een Nederlandse zorgverzekering bestaat uit twee delen. Voor tandartszorg is dat onderscheid belangrijk.

### De basisverzekering

Iedereen die in Nederland woont of werkt, is verplicht een basisverzekering af te sluiten. Voor tandartszorg geldt:

- **Kinderen en jongeren tot 18 jaar:** tandheelkundige zorg wordt bijna volledig vergoed, waaronder controles, reinigingen, vullingen en röntgenfoto’s. Voor kinderen geldt bovendien geen eigen risico.
- **Volwassenen vanaf 18 jaar:** gewone tandartszorg wordt **niet** vergoed. Alleen enkele uitzonderingen, zoals bepaalde kaakchirurgie en een volledig kunstgebit (met eigen bijdrage), vallen onder de basisverzekering.

### De aanvullende tandartsverzekering

Als volwassene kunt u een aanvullende tandartsverzekering afsluiten. Die is niet verplicht. Zo’n polis heeft meestal een **maximumbedrag per jaar**, bijvoorbeeld € 250 of € 500. Sommige polissen vergoeden bovendien maar een deel van elke behandeling. Kijk daarom in uw polisvoorwaarden naar:

- het maximumbedrag per jaar;
- het percentage dat per behandeling wordt vergoed;
- welke behandelingen onder de dekking vallen, zoals kronen of wortelkanaalbehandelingen, en onder welke voorwaarden.

U kunt uw aanvullende verzekering elk jaar rond de jaarwisseling aanpassen of overstappen naar een andere verzekeraar. Verwacht u een grotere behandeling, kijk dan op tijd of uw dekking daarbij past.

### Rechtstreeks declareren

U bent welkom bij welke zorgverzekeraar u ook verzekerd bent. Waar uw polis dat toelaat, sturen wij de factuur rechtstreeks naar uw verzekeraar. Zo hoeft u zelf niets voor te schieten voor het deel dat vergoed wordt. Wat uw verzekeraar niet vergoedt, betaalt u zelf.

## Vooraf een schriftelijke begroting vanaf € 250

Niemand wil voor verrassingen komen te staan. Verwachten wij dat een behandeling **€ 250 of meer** kost, dan krijgt u vooraf altijd een **schriftelijke begroting**. Daarin staan de codes, hoe vaak elke code naar verwachting voorkomt en de bedragen. Met die begroting kunt u bij uw zorgverzekeraar navragen hoeveel u vergoed krijgt, en of u vooraf een machtiging nodig heeft.

Een begroting is een zo goed mogelijke inschatting. Moet het plan tijdens de behandeling worden aangepast, dan leggen wij u uit waarom. Ook bij kleinere behandelingen mag u ons altijd vooraf vragen wat de kosten zullen zijn.

## Uw factuur betalen

- Op de factuur staan de datum van de behandeling, de codes en het tarief per behandeling.
- U betaalt **binnen 30 dagen** na de factuurdatum.
- Blijkt achteraf dat wij een code niet juist hebben gedeclareerd, dan corrigeren wij dat. Hebben wij te veel gerekend, dan krijgt u (of uw verzekeraar) het verschil terug. Hebben wij te weinig gerekend, dan kunnen wij het verschil alleen binnen 2 jaar na de behandeling bij u in rekening brengen. Zo staat het in onze algemene voorwaarden.
- Betaalt u niet op tijd, dan krijgt u eerst een kosteloze herinnering. Daarna heeft u nog 14 dagen de tijd om te betalen.
- Heeft u een vraag over uw factuur? Bel ons op {phone} of mail naar {email}. Wij leggen het graag uit, in het Nederlands, Engels of Turks.

## Veelgestelde vragen over kosten

### Mag een tandarts minder rekenen dan het maximumtarief?

Ja. Het NZa-tarief is een maximum: lager mag, hoger niet. Bij ons betaalt u nooit meer dan het maximumtarief van het lopende jaar. De tabel hierboven toont de maximumtarieven van {tariffYear}; de NZa stelt ze ieder jaar opnieuw vast. Het actuele tarief van uw behandeling kunt u altijd vooraf bij ons opvragen; vanaf € 250 krijgt u een schriftelijke begroting.

### Waarom betaal ik voor een controle als alles in orde was?

Bij een controle is het onderzoek zelf de behandeling. Wij bekijken uw tanden, vullingen, tandvlees en de rest van uw mond. Dat er niets gevonden wordt, is juist goed nieuws: het laat zien dat preventie werkt.

### Wat als ik een afspraak niet kan nakomen?

Heeft u de afspraak meer dan 72 uur van tevoren gemaakt, dan kunt u tot 48 uur voor de afspraak kosteloos annuleren of verzetten. Heeft u de afspraak 48 tot 72 uur van tevoren gemaakt, dan kan dat kosteloos tot 24 uur nadat wij de afspraak hebben bevestigd; heeft u de afspraak minder dan 48 uur van tevoren gemaakt, dan tot het begin van de afspraak. Annuleert u later of komt u niet, dan kunnen wij de gereserveerde tijd in rekening brengen: {lateCancellationFee} per {lateCancellationMinutes} minuten, nooit meer dan de geplande behandeling zou kosten. Uw zorgverzekeraar vergoedt deze kosten niet. Kon u door overmacht niet op tijd annuleren, dan rekenen wij niets.

### Zijn er nog andere kosten dan de codes in de tabel?

De tabel bevat een selectie van veelvoorkomende behandelingen; de NZa publiceert de volledige lijst. Bij sommige behandelingen, zoals kronen en bruggen, komen daar de kosten van het tandtechnisch laboratorium bij. Die staan altijd op uw begroting, zodat u vooraf weet waar u aan toe bent. Voor een puur cosmetische behandeling, zoals tanden bleken, komt er 21% btw bij.

## Zo houdt u de kosten laag

De beste manier om kosten te besparen, is voorkomen dat grote behandelingen nodig zijn.

1. **Kom elke 6 maanden voor controle.** Een klein gaatje is met een vulling van één vlak snel verholpen; wachten kan uitlopen op een grotere vulling of een wortelkanaalbehandeling. Lees meer in ons artikel over [regelmatig tandartsbezoek](page:regular-visits).
2. **Verzorg uw gebit goed thuis.** Poets twee keer per dag en maak elke dag tussen uw tanden schoon. Tips vindt u in ons artikel over [mondverzorging thuis](page:home-care).
3. **Laat uw kinderen regelmatig komen.** De eerste keer vóór hun eerste verjaardag, of binnen 6 maanden nadat het eerste tandje is doorgekomen. Tot hun 18e wordt hun tandartszorg bijna volledig vergoed. Zo bouwen zij een gezond gebit op en voorkomt u hoge kosten later.
4. **Kies een aanvullende verzekering die bij u past.** Vergelijk de premie per jaar met de zorg die u denkt nodig te hebben.
5. **Stel gerust uw vragen.** Twijfelt u over een behandeling of over de kosten, vraag het ons dan vooraf.

Een overzicht van de tarieven vindt u ook op onze pagina [Tarieven](page:rates). Wilt u een controle inplannen? [Vraag een afspraak aan](page:home#appointment). Wij nemen de tijd om al uw vragen over kosten en vergoedingen te beantwoorden.`,
    },
    en: {
      meta: {
        title: 'Dental Costs in the Netherlands ({tariffYear})',
        description:
          'What does a dental visit cost in the Netherlands? The {tariffYear} NZa fees for check-ups, X-rays, fillings and root canals, plus what your insurance covers.',
        keywords:
          'dental costs Netherlands, NZa tariffs {tariffYear}, Dutch dentist fees, dental insurance Netherlands, basisverzekering dental, supplementary dental insurance, dental estimate',
      },
      title: 'What does a dental visit cost in the Netherlands?',
      keyPoints: [
        'Every dentist in the Netherlands uses the same NZa codes and may not charge more than the maximum tariff.',
        'Children under 18: basic health insurance (basisverzekering) covers dental care almost in full. Adults pay for regular dental care themselves, or partly through supplementary dental insurance (usually with a yearly maximum).',
        'If we expect a treatment to cost €250 or more, you receive a written estimate before we start.',
      ],
      excerpt:
        'In the Netherlands, every dentist uses the same treatment codes and maximum fees. We walk you through the {tariffYear} NZa tariffs, what your insurance does and doesn’t cover, and how estimates and invoices work.',
      body: `## One national fee system

If you’re new to the Netherlands, a Dutch dental bill can look confusing at first: a list of codes made of letters and numbers, with an amount next to each one. The system behind it, though, is simple and transparent.

The **Dutch Healthcare Authority (NZa)** sets a code and a **maximum tariff** for every dental treatment. Every dentist in the country uses the same codes and may not charge more than the maximum tariff. So a check-up has the same code everywhere, and your invoice shows exactly what was done.

The codes are grouped by letter, for example:

- **C** for consultations and check-ups;
- **X** for X-rays;
- **M** for preventive care, such as a professional cleaning;
- **V** for fillings;
- **H** for surgical procedures, such as pulling a tooth;
- **E** for root canal treatments.

## Common treatments and their fees

Below are the fees for the treatments we perform most often. They are the official maximum tariffs the NZa has set for {tariffYear}.

### NZa tariffs for {tariffYear}

{tariffTable}

How to read this table:

- **A visit often includes several codes.** For example, a check-up with a small X-ray appears on your invoice as C002 and X10.
- **Cleanings are billed by time.** Code M03 covers 5 minutes, so a 20-minute cleaning appears on your invoice as M03 four times.
- **Fillings are billed by the number of surfaces.** The larger the filling, the higher the code.
- **Root canal fees depend on the number of canals.** Molars usually have more canals than front teeth. Anaesthesia and any X-rays taken during treatment have their own codes.
- **New to our practice?** Then your first visit is a new-patient consultation (C001) instead of a routine check-up.

## What does your health insurance cover?

Dutch health insurance has two layers, and for dental care the difference really matters.

### Basic health insurance (basisverzekering)

Everyone who lives or works in the Netherlands is required to have basic health insurance. For dental care, this means:

- **Children and teens under 18:** dental care is covered almost in full, including check-ups, cleanings, fillings and X-rays. Children also have no compulsory excess (eigen risico): the amount adults pay themselves each year before basic insurance starts paying.
- **Adults 18 and over:** regular dental care is **not** covered. Only a few exceptions, such as some oral surgery and full dentures (with a personal contribution), fall under basic insurance.

### Supplementary dental insurance (aanvullende tandartsverzekering)

As an adult, you can choose to add supplementary dental insurance. It’s optional. These policies usually have a **yearly maximum**, for example €250 or €500. Some also reimburse only part of each treatment. So check your policy for:

- the maximum amount per year;
- the percentage reimbursed per treatment;
- which treatments are covered, such as crowns or root canals, and under what conditions.

You can change your supplementary cover or switch insurer once a year, by 31 December for the following year. If you expect a larger treatment, check early whether your cover is a good fit.

### Direct billing

Whichever Dutch health insurer you are with, you are welcome here. Where your policy allows, we send the invoice directly to your insurer, so you don’t have to pay the covered part up front yourself. Whatever your insurer doesn’t pay remains your own responsibility.

## A written estimate for €250 or more

Nobody likes surprises on a bill. If we expect a treatment to cost **€250 or more**, you’ll always receive a **written estimate** before we start. It lists the codes, how many times each code is expected, and the amounts. You can use it to check with your insurer how much they’ll reimburse, and whether they want to approve the treatment in advance.

An estimate is our best assessment. If the plan needs to change during treatment, we’ll explain why. And for smaller treatments, too, you’re always welcome to ask us about the cost beforehand.

## Paying your invoice

- Your invoice lists the date of treatment, the codes and the tariff for each treatment.
- Payment is due **within 30 days** of the invoice date.
- If we find that we have billed a code incorrectly, we will correct it. If we charged too much, you (or your insurer) get the difference back; if we charged too little, we can only ask you for the difference within two years of the treatment. This is set out in our terms and conditions.
- If you don’t pay on time, you first receive a free reminder giving you 14 more days.
- Questions about your invoice? Call us on {phone} or email {email}. We’re happy to explain, in English, Dutch or Turkish.

## Common questions about costs

### Can a dentist charge less than the maximum tariff?

Yes. The NZa tariff is a ceiling: a dentist may charge less, but never more. At our practice, you never pay more than the NZa maximum tariffs for the current year. The table above shows those for {tariffYear}; the NZa sets new ones every year. You can always ask us for the current fee for your treatment beforehand; for €250 or more, you receive a written estimate.

### Why do I pay for a check-up when everything was fine?

At a check-up, the examination itself is the treatment. We check your teeth, fillings, gums and the rest of your mouth. Finding nothing is actually good news: it shows that prevention is working.

### What if I can’t make my appointment?

If you made your appointment more than 72 hours ahead, you can cancel or reschedule it free of charge until 48 hours before it. If you made it 48 to 72 hours ahead, you can do so free of charge until 24 hours after we confirmed it; if you made it less than 48 hours ahead, until it starts. If you cancel later or don’t show up, we may charge for the time reserved for you: {lateCancellationFee} per {lateCancellationMinutes} minutes, never more than the planned treatment would cost. Your health insurer does not reimburse this. If something beyond your control prevented you from cancelling in time, we will not charge you.

### Are there any costs beyond the codes in the table?

The table shows a selection of common treatments; the NZa publishes the full list. For some treatments, such as crowns and bridges, the cost of the dental lab is added. That is always included in your estimate, so you know where you stand before we begin.

## How to keep your costs down

The best way to save on dental costs is to avoid needing large treatments in the first place.

1. **Come in for a check-up every 6 months.** A small cavity is quickly fixed with a one-surface filling; waiting can lead to a larger filling or a root canal. Read more in our article on [why regular dental visits matter](page:regular-visits).
2. **Take good care of your teeth at home.** Brush twice a day and clean between your teeth every day. You’ll find tips in our article on [dental care at home](page:home-care).
3. **Bring your children in regularly.** The first visit should be by their first birthday, or within six months of the first tooth coming through. Until they turn 18, their dental care is covered almost in full. That way they build healthy teeth without high costs later on.
4. **Choose supplementary insurance that fits your needs.** Compare the yearly premium with the care you expect to need.
5. **Ask questions.** If you’re unsure about a treatment or its cost, just ask us beforehand.

You’ll find an overview of the fees, and of what insurance covers, on our [fees page](page:rates). Ready to book a check-up? [Request an appointment](page:home#appointment). We’ll take the time to answer all your questions about costs and insurance.`,
    },
    tr: {
      meta: {
        title: 'Hollanda’da diş tedavisi ücretleri',
        description:
          'Hollanda’da diş hekimi ziyareti ne kadar tutar? Kontrol, röntgen, dolgu ve kanal tedavisi için {tariffYear} NZa ücretleri ve sigortanızın neleri karşıladığı.',
        keywords:
          'Hollanda diş tedavisi ücretleri, NZa ücretleri {tariffYear}, diş hekimi fiyatları, temel sağlık sigortası diş, ek diş sigortası, aanvullende tandartsverzekering, diş tedavisi maliyet tahmini',
      },
      title: 'Hollanda’da diş hekimi ziyareti ne kadar tutar?',
      keyPoints: [
        'Hollanda’daki her diş hekimi aynı NZa kodlarını kullanır ve azami ücretin üzerinde ücret alamaz.',
        '18 yaşından küçük çocuklar: temel sağlık sigortası (basisverzekering) diş tedavisini neredeyse tamamen karşılar. Yetişkinler olağan diş tedavisinin masrafını kendileri öder; ek diş sigortası bu masrafın bir kısmını, genellikle yıllık bir üst sınıra kadar karşılar.',
        'Bir tedavinin 250 € veya daha fazla tutması bekleniyorsa, başlamadan önce yazılı bir maliyet tahmini (begroting) alırsınız.',
      ],
      excerpt:
        'Hollanda’da her diş hekimi aynı tedavi kodlarını ve azami ücretleri kullanır. {tariffYear} NZa ücretlerini, sigortanızın neleri karşılayıp neleri karşılamadığını, maliyet tahmininin ve faturanın nasıl işlediğini anlatıyoruz.',
      body: `## Ülke genelinde tek bir ücret sistemi

Hollanda’ya yeni geldiyseniz, diş hekimi faturası ilk bakışta kafa karıştırıcı görünebilir: harf ve rakamlardan oluşan bir dizi kod ve her kodun yanında bir tutar. Oysa bu sistemin arkasındaki mantık basit ve şeffaftır. Bu yazıda ücretlerin nasıl belirlendiğini, sigortanın neleri karşıladığını ve faturanızı nasıl okuyacağınızı adım adım açıklıyoruz.

**Hollanda Sağlık Otoritesi (Nederlandse Zorgautoriteit, NZa)**, her diş tedavisi için bir kod ve bir **azami ücret** belirler. Ülkedeki bütün diş hekimleri aynı kodları kullanır ve azami ücretin üzerinde ücret alamaz. Yani bir kontrolün kodu her yerde aynıdır ve faturanızda tam olarak hangi işlemin yapıldığını görürsünüz.

Kodlar harflere göre gruplara ayrılır, örneğin:

- **C**: muayene ve kontroller;
- **X**: röntgenler;
- **M**: diş temizliği gibi koruyucu tedaviler;
- **V**: dolgular;
- **H**: diş çekimi gibi cerrahi işlemler;
- **E**: kanal tedavileri.

Kodun baş harfi, faturanızda ne tür bir tedavinin yapıldığını bir bakışta anlamanızı sağlar.

## Sık yapılan tedaviler ve ücretleri

Aşağıda en sık yaptığımız tedavilerin ücretlerini bulabilirsiniz. Bunlar, NZa’nın {tariffYear} yılı için belirlediği resmî azami ücretlerdir.

### {tariffYear} yılı NZa ücretleri

{tariffTable}

Tabloyu okurken şunlara dikkat edin:

- **Bir ziyarette çoğu zaman birden fazla kod kullanılır.** Örneğin küçük bir röntgen çekilen bir kontrol, faturanızda C002 ve X10 olarak yer alır.
- **Diş temizliği süreye göre ücretlendirilir.** M03 kodu 5 dakikayı kapsar; dolayısıyla 20 dakikalık bir temizlik faturanızda dört kez M03 olarak görünür.
- **Dolgular yüzey sayısına göre ücretlendirilir.** Dolgu ne kadar büyükse ücret de o kadar yüksektir.
- **Kanal tedavisinin ücreti kanal sayısına bağlıdır.** Azı dişlerinde genellikle ön dişlerden daha fazla kanal bulunur. Lokal anestezinin ve tedavi sırasında çekilen röntgenlerin ayrı kodları vardır.
- **Kliniğimize yeni mi geliyorsunuz?** O zaman ilk ziyaretiniz periyodik kontrol yerine bir ilk muayene (C001) olur.

## Sağlık sigortanız neleri karşılar?

Hollanda’daki sağlık sigortası iki katmandan oluşur ve diş tedavisi söz konusu olduğunda bu ayrım çok önemlidir.

### Temel sağlık sigortası (basisverzekering)

Hollanda’da yaşayan ya da çalışan herkesin temel sağlık sigortası yaptırması zorunludur. Diş tedavisi açısından durum şöyledir:

- **18 yaşından küçük çocuklar ve gençler:** kontroller, temizlikler, dolgular ve röntgenler dâhil olmak üzere diş tedavisi neredeyse tamamen karşılanır. Ayrıca çocuklar için yıllık zorunlu muafiyet (eigen risico) uygulanmaz.
- **18 yaş ve üzeri yetişkinler:** olağan diş tedavisi **karşılanmaz**. Yalnızca bazı çene cerrahisi işlemleri ve tam protez (katkı payıyla) gibi birkaç istisna temel sigortanın kapsamına girer.

### Ek diş sigortası (aanvullende tandartsverzekering)

Yetişkinler isterlerse ek diş sigortası yaptırabilir; bu sigorta zorunlu değildir. Bu tür poliçelerde genellikle 250 € ya da 500 € gibi bir **yıllık üst sınır** bulunur. Bazı poliçeler ise her tedavinin yalnızca bir kısmını öder. Bu yüzden poliçenizde şunlara bakın:

- yıllık azami tutar;
- her tedavi için geri ödenen yüzde;
- kron veya kanal tedavisi gibi hangi tedavilerin, hangi koşullarla kapsama girdiği.

Ek sigortanızı her yıl, yılbaşı döneminde değiştirebilir ya da başka bir sigorta şirketine geçebilirsiniz. Büyük bir tedavi bekliyorsanız, sigortanızın buna uygun olup olmadığını zamanında kontrol edin. Poliçe koşullarını anlamakta zorlanırsanız sigorta şirketinizi arayarak kapsamı sorabilirsiniz.

### Faturanın doğrudan sigortaya gönderilmesi

Sağlık sigortanız hangi şirketten olursa olsun, kliniğimize gelebilirsiniz. Sigorta şirketiniz (zorgverzekeraar) ve poliçeniz izin veriyorsa faturayı doğrudan sigorta şirketinize gönderebiliriz; böylece sigortanın karşıladığı kısmı sizin önceden ödemeniz gerekmez. Sigortanızın ödemediği kısım ise sizin sorumluluğunuzdadır. Sigortanın neyi ödediğini, sigorta şirketinizin size gönderdiği dökümlerden takip edebilirsiniz.

## 250 € ve üzeri için yazılı maliyet tahmini

Kimse faturada sürprizle karşılaşmak istemez. Bir tedavinin **250 € veya daha fazla** tutmasını bekliyorsak, başlamadan önce size her zaman **yazılı bir maliyet tahmini (begroting)** veririz. Bu belgede kodlar, her kodun kaç kez kullanılmasının beklendiği ve tutarlar yer alır. Bu belgeyle sigorta şirketinize ne kadarının geri ödeneceğini ve tedavi için önceden onay isteyip istemediklerini sorabilirsiniz.

Maliyet tahmini, elimizdeki bilgilere göre yaptığımız en iyi değerlendirmedir. Tedavi sırasında planın değişmesi gerekirse nedenini size açıklarız. Daha küçük tedavilerde de ücretin ne olacağını bize önceden sormaktan çekinmeyin. Maliyet tahmininde anlamadığınız bir kalem olursa ekibimiz size Türkçe olarak da seve seve açıklar.

## Fatura ve ödeme

- Faturanızda tedavi tarihi, kodlar ve her tedavinin ücreti yer alır. Sigorta şirketinizden gelen dökümlerde de aynı kodları görürsünüz; böylece iki belgeyi kolayca karşılaştırabilirsiniz.
- Ödeme, fatura tarihinden itibaren **30 gün içinde** yapılmalıdır.
- Bir kodu yanlış faturalandırdığımız sonradan anlaşılırsa bunu düzeltiriz. Fazla ücret aldıysak aradaki fark size (ya da sigorta şirketinize) iade edilir; eksik ücret aldıysak aradaki farkı sizden ancak tedaviden sonraki iki yıl içinde isteyebiliriz. Bu, genel koşullarımızda da yer alır.
- Zamanında ödemezseniz size önce ücretsiz bir hatırlatma göndeririz; hatırlatmayı aldıktan sonra ödeme için 14 gününüz daha olur.
- Faturanızla ilgili bir sorunuz mu var? Bizi {phone} numarasından arayın ya da {email} adresine e-posta gönderin. Size Türkçe, Hollandaca veya İngilizce olarak memnuniyetle açıklarız.

## Ücretlerle ilgili sık sorulan sorular

### Diş hekimi azami ücretten daha az ücret alabilir mi?

Evet. NZa ücreti bir üst sınırdır: daha düşük ücret alınabilir, daha yüksek alınamaz. Kliniğimizde, NZa’nın içinde bulunduğumuz yıl için belirlediği azami ücretlerden fazlasını ödemezsiniz. Yukarıdaki tablo {tariffYear} ücretlerini gösterir; NZa bu ücretleri her yıl yeniden belirler. Tedavinizin güncel ücretini size önceden bildiririz.

### Her şey yolundaysa kontrol için neden ücret ödüyorum?

Kontrolde yapılan muayene de başlı başına bir sağlık hizmetidir. Dişlerinizi, dolgularınızı, diş etlerinizi ve ağzınızın geri kalanını dikkatle inceleriz. Hiçbir sorun bulunmaması aslında iyi bir haberdir: koruyucu bakımın işe yaradığını gösterir. Düzenli kontrolleri, ileride çıkabilecek daha büyük ve daha pahalı tedavilere karşı bir önlem olarak düşünebilirsiniz.

### Randevuma gelemezsem ne olur?

Randevu saatine 72 saatten fazla kala aldığınız bir randevuyu randevudan 48 saat öncesine kadar, 48 ila 72 saat kala aldığınız bir randevuyu onaylamamızdan sonraki 24 saat içinde, 48 saatten az kala aldığınız bir randevuyu ise randevu başlayana kadar ücretsiz iptal edebilir ya da değiştirebilirsiniz. Daha geç iptal ederseniz veya randevuya gelmezseniz, sizin için ayrılan süreyi faturalandırabiliriz: ayrılan her {lateCancellationMinutes} dakika için {lateCancellationFee}; bu ücret hiçbir zaman planlanan tedavinin tutarını aşmaz. Sağlık sigortanız bu ücreti karşılamaz. Elinizde olmayan bir nedenle zamanında iptal edemediyseniz hiçbir ücret almayız. Gelemeyeceğinizi anladığınız anda lütfen bize haber verin.

### Tablodaki kodların dışında başka masraflar da var mı?

Tablo, sık yapılan tedavilerden bir seçki içerir; tam listeyi NZa yayımlar. Kron ve köprü gibi bazı tedavilerde buna diş protez laboratuvarının masrafları da eklenir. Bu masraflar her zaman maliyet tahmininizde yer alır; böylece tedaviye başlamadan önce neyle karşılaşacağınızı bilirsiniz.

## Masrafları düşük tutmanın yolları

Masraflardan tasarruf etmenin en iyi yolu, büyük tedavilere hiç gerek kalmamasını sağlamaktır.

1. **Her altı ayda bir kontrole gelin.** Küçük bir çürük, tek yüzeyli bir dolguyla hızla giderilir; beklemek ise daha büyük bir dolguya ya da kanal tedavisine yol açabilir. Kontrolde fark edilen küçük sorunlar çoğu zaman tek bir kısa randevuda çözülür. Ayrıntılar için [düzenli diş hekimi ziyaretleri](page:regular-visits) yazımızı okuyun.
2. **Dişlerinize evde iyi bakın.** Günde iki kez fırçalayın ve diş aralarınızı her gün temizleyin. Önerilerimizi [evde diş bakımı](page:home-care) yazımızda bulabilirsiniz.
3. **Çocuklarınızı düzenli olarak getirin.** İlk ziyaret, çocuğunuz bir yaşını doldurmadan ya da ilk dişi çıktıktan sonraki altı ay içinde olmalıdır. 18 yaşına kadar diş tedavileri neredeyse tamamen karşılanır. Düzenli kontroller, çocuklarınızın ileride yüksek masraflarla karşılaşmadan sağlıklı dişlere sahip olmasına yardımcı olur.
4. **Size uygun bir ek sigorta seçin.** Yıllık primi, ihtiyaç duymayı beklediğiniz tedavilerle karşılaştırın. Ailenizdeki her yetişkinin ihtiyacı farklı olabileceği için poliçeleri kişi kişi değerlendirin.
5. **Sorularınızı sorun.** Bir tedaviden ya da ücretinden emin değilseniz, önceden bize danışın.

Ücretlerimizin genel bir özetini [ücretler](page:rates) sayfamızda da bulabilirsiniz. Bir kontrol randevusu mu almak istiyorsunuz? [Randevu talebinde bulunun](page:home#appointment). Ücretler ve sigortanın neleri karşıladığı hakkındaki bütün sorularınızı yanıtlamak için size zaman ayırıyoruz.`,
    },
  },
};

export default article;
