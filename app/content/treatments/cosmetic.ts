import type { Localized, TreatmentContent } from '../types';

const cosmetic: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Facings laten zetten in Amstelveen',
      description:
        'Facings in Amstelveen: van composiet of porselein, in 1–3 afspraken. Porseleinen facings gaan vaak 10–15 jaar mee. Eerlijk advies over wat bij u past.',
      keywords:
        'facings Amstelveen, facings laten zetten, porseleinen facings, composiet facings, esthetische tandheelkunde Amstelveen, tanden laten verbeteren, mooiere tanden',
    },
    card: {
      title: 'Facings en esthetische tandheelkunde',
      description:
        'Facings van composiet of porselein en andere esthetische behandelingen voor een natuurlijke lach, meestal in 1–3 afspraken.',
    },
    title: 'Facings en esthetische tandheelkunde in Amstelveen',
    lead: 'Wilt u iets veranderen aan de kleur of vorm van uw tanden? Met facings en andere esthetische behandelingen werken wij aan een natuurlijk resultaat, met eerlijk advies over wat haalbaar is.',
    facts: [
      { label: 'Aantal afspraken', value: '1–3 afspraken' },
      { label: 'Resultaat gaat mee', value: '5–15 jaar' },
      { label: 'Porseleinen facings', value: '10–15 jaar' },
      { label: 'Facing (indicatie)', value: '{priceVeneer} per tand' },
    ],
    body: `## Wat is esthetische tandheelkunde?

Esthetische tandheelkunde richt zich op het uiterlijk van uw tanden: de kleur, de vorm, de stand en kleine onvolkomenheden, zoals een afgebroken hoekje of een spleetje tussen de voortanden. Een veelgekozen behandeling is het plaatsen van **facings**: dunne schaaltjes die op de voorkant van een tand worden vastgelijmd. Er zijn twee soorten:

- **Composietfacings** bouwt de tandarts direct in uw mond op met tandkleurig vulmateriaal. Er hoeft weinig of niets van de tand te worden weggeslepen en de behandeling is vaak in één afspraak klaar.
- **Porseleinen facings** worden op maat gemaakt in een tandtechnisch laboratorium. Daarvoor wordt een dun laagje glazuur van de tand verwijderd. Porselein blijft mooi van kleur en gaat vaak 10–15 jaar mee.

Soms past een andere behandeling beter, zoals [tanden bleken](page:whitening) bij verkleurde tanden, een kroon bij een zwaar beschadigde tand (zie [kronen en bruggen](page:crowns)) of [Invisalign](page:invisalign) (doorzichtige, uitneembare beugels) bij scheve tanden. In het adviesgesprek bekijken wij samen wat bij u past.

## Voor wie zijn facings geschikt?

Facings zijn geschikt voor volwassenen met een gezond gebit die zich storen aan:

- verkleurde tanden die met bleken niet lichter worden;
- afgebroken, afgesleten of ongelijke tanden;
- kleine openingen tussen de tanden;
- tanden die iets scheef staan, als een beugel voor u geen optie is.

Is er alleen een klein stukje van een voortand af? Dan is een herstel met tandkleurig composiet, zoals bij een [vulling](page:fillings), vaak genoeg: sneller, eenvoudiger en goedkoper dan een facing. Gaatjes of ontstoken tandvlees behandelen wij eerst. Knarst u ’s\u00a0nachts, dan bespreken wij of een opbeetplaat nodig is, omdat knarsen facings kan beschadigen. Bij grotere standafwijkingen is een beugel vaak de betere keuze. Wij zijn eerlijk over wat haalbaar is: facings kunnen uw lach duidelijk mooier maken, maar het resultaat hangt af van uw gebit en de gekozen techniek.

## Hoe verloopt de behandeling?

1. **Adviesgesprek.** U vertelt wat u wilt veranderen. Tandarts Elif Aydın, die zich heeft toegelegd op esthetische tandheelkunde, onderzoekt uw gebit, maakt foto’s en bespreekt de voor- en nadelen van composiet en porselein.
2. **Ontwerp en proefmodel.** Bij porseleinen facings maken wij vaak eerst een tijdelijk proefmodel in uw mond. Zo ziet u de nieuwe vorm voordat er iets aan uw tanden gebeurt. Samen kiezen wij de kleur.
3. **Begroting.** Voor een behandeling vanaf € 250 ontvangt u een schriftelijke begroting, zodat u vooraf weet waar u aan toe bent.
4. **Voorbereiding.** Bij porselein wordt een dun laagje glazuur weggeslepen, meestal onder plaatselijke verdoving. Daarna maken wij een afdruk of digitale scan en krijgt u tijdelijke facings.
5. **Plaatsen.** Composietfacings worden laagje voor laagje opgebouwd, met een speciale lamp uitgehard en gepolijst. Porseleinen facings worden vastgelijmd zodra u tevreden bent over de kleur en de pasvorm.
6. **Controle.** Bij een volgende afspraak controleren wij uw beet en of het tandvlees rustig is.

## Duur en nazorg

Een esthetische behandeling vraagt 1–3 afspraken. Composietfacings zijn vaak in één afspraak klaar; voor porseleinen facings heeft u meestal 2 of 3 afspraken nodig, omdat het laboratorium ze op maat maakt. Het resultaat gaat doorgaans 5–15 jaar mee: porseleinen facings vaak 10–15 jaar, composietfacings meestal korter.

Hoe lang uw facings meegaan, hangt sterk af van de verzorging:

- poets twee keer per dag minstens 2 minuten en reinig dagelijks tussen uw tanden;
- bijt niet op harde voorwerpen zoals pennen, nagels of verpakkingen;
- draag uw opbeetplaat als u knarst;
- kom elke 6 maanden op controle, zodat wij kleine slijtage of verkleuring op tijd kunnen bijpolijsten of herstellen.

Koffie, thee, rode wijn en roken kunnen composiet na verloop van tijd verkleuren. Porselein is daar veel minder gevoelig voor.

## Kosten en vergoeding

Ook voor esthetische behandelingen gelden de codes en maximumtarieven die de Nederlandse Zorgautoriteit (NZa) landelijk vaststelt. Bij porseleinen facings komen daar de kosten van het tandtechnisch laboratorium bij. Wat facings in uw situatie kosten, hangt af van het aantal tanden en het materiaal. Wordt een facing alleen om cosmetische redenen geplaatst, zonder medische noodzaak, dan rekenen wij over het tarief en de techniek- en materiaalkosten 21% btw.

Bent u nieuw bij ons? Dan begint u met een intakeconsult (C001; maximumtarief {tariffYear}: {feeC001}). Een kleine röntgenfoto (X10) had in {tariffYear} een maximumtarief van {feeX10}.

De basisverzekering vergoedt tandartszorg voor kinderen tot 18 jaar bijna volledig, maar voor volwassenen niet, op enkele uitzonderingen na, zoals bepaalde kaakchirurgie. Een puur esthetische behandeling valt daar niet onder. Een aanvullende tandartsverzekering vergoedt soms een deel, tot een jaarlijks maximum van bijvoorbeeld € 250 of € 500, maar veel polissen sluiten esthetische behandelingen uit. Kijk daarom goed in uw polisvoorwaarden.

U bent welkom, ongeacht uw zorgverzekeraar. Waar uw polis dat toelaat, declareren wij rechtstreeks bij uw verzekeraar.`,
    faq: [
      {
        question: 'Doet het plaatsen van facings pijn?',
        answer:
          'Composietfacings kunnen vaak zonder verdoving worden aangebracht, omdat er weinig of niets van de tand wordt weggeslepen. Bij porseleinen facings verdoven wij de tand meestal plaatselijk, zodat u tijdens de behandeling weinig voelt.',
      },
      {
        question: 'Hoe lang gaan facings mee?',
        answer:
          'Het resultaat van een esthetische behandeling gaat doorgaans 5–15 jaar mee: porseleinen facings vaak 10–15 jaar, composietfacings meestal korter. Goede verzorging en, als u knarst, een opbeetplaat helpen om ze zo lang mogelijk mooi te houden.',
      },
      {
        question: 'Kan ik mijn tanden na het plaatsen van facings nog bleken?',
        answer:
          'Facings veranderen niet van kleur door bleken. Wilt u lichtere tanden, dan bleken wij daarom meestal eerst en stemmen wij daarna de kleur van de facings af op uw gebleekte tanden.',
      },
      {
        question: 'Composiet of porselein: wat past bij mij?',
        answer:
          'Composiet is sneller klaar en vraagt weinig of geen slijpwerk, maar kan eerder verkleuren of afbrokkelen. Porselein is kleurvast en gaat langer mee, maar vraagt meer afspraken. In het adviesgesprek wegen wij samen af wat het beste bij u past.',
      },
    ],
    cta: {
      title: 'Benieuwd wat facings voor u kunnen doen?',
      text: 'Maak een afspraak voor een adviesgesprek over uw wensen. Bel ons op {phone} of vraag online een afspraak aan.',
    },
  },
  en: {
    meta: {
      title: 'Cosmetic Dentistry & Veneers in Amstelveen',
      description:
        'Veneers and cosmetic dentistry in Amstelveen: composite or porcelain, in 1–3 appointments. Porcelain veneers often last 10–15 years. Honest advice for your smile.',
      keywords:
        'cosmetic dentist Amstelveen, veneers Amstelveen, porcelain veneers, composite veneers, smile makeover, cosmetic dentistry Netherlands, veneers cost Netherlands',
    },
    card: {
      title: 'Cosmetic dentistry',
      description:
        'Composite or porcelain veneers and other cosmetic treatments for a natural-looking smile, usually in 1–3 appointments.',
    },
    title: 'Cosmetic dentistry and veneers in Amstelveen',
    lead: 'Would you like to change the colour or shape of your teeth? With veneers and other cosmetic treatments, we aim for a natural look, with honest advice about what is achievable.',
    facts: [
      { label: 'Appointments', value: '1–3 appointments' },
      { label: 'Results last', value: '5–15 years' },
      { label: 'Porcelain veneers last', value: '10–15 years' },
      { label: 'Veneer (approximate)', value: '{priceVeneer} per tooth' },
    ],
    body: `## What is cosmetic dentistry?

Cosmetic dentistry focuses on how your teeth look: their colour, shape and position, and small flaws such as a chipped edge or a gap between the front teeth. One of the most popular treatments is **veneers**: thin shells bonded to the front of a tooth. There are two types:

- **Composite veneers** are built up directly in your mouth from tooth-coloured filling material. Little or no tooth structure needs to be removed, and they are often finished in a single appointment.
- **Porcelain veneers** are custom-made in a dental lab. A thin layer of enamel is removed to make room for them. Porcelain keeps its colour well and often lasts 10–15 years.

Sometimes another treatment is a better fit, such as [teeth whitening](page:whitening) for discoloured teeth, a crown for a badly damaged tooth (see [crowns and bridges](page:crowns)), or clear aligners from [Invisalign](page:invisalign) for crooked teeth. During your consultation we look at the options together.

## Who are veneers for?

Veneers are suitable for adults with healthy teeth and gums who are bothered by:

- stained teeth that do not get lighter with whitening;
- chipped, worn or uneven teeth;
- small gaps between teeth;
- slightly crooked teeth, when braces are not an option for you.

Just a small chip off a front tooth? Then a repair in tooth-coloured composite, as with a [filling](page:fillings), is often enough: quicker, simpler and cheaper than a veneer. We treat any cavities or gum inflammation first. If you grind your teeth at night, we will talk about a night guard, because grinding can damage veneers. For more pronounced crowding, orthodontic treatment is often the better choice. Veneers can noticeably improve your smile, but the result depends on your teeth and the technique chosen.

## What happens, step by step

1. **Consultation.** You tell us what you would like to change. Our dentist Elif Aydın, who focuses on cosmetic dentistry, examines your teeth, takes photos and explains the pros and cons of composite and porcelain.
2. **Design and trial smile.** For porcelain veneers, we often start with a temporary mock-up in your mouth, so you can see the new shape before anything is done to your teeth. Together we choose the shade.
3. **Estimate.** For treatments costing €250 or more, you receive a written estimate, so you know where you stand before you decide.
4. **Preparation.** For porcelain veneers, a thin layer of enamel is removed, usually under local anaesthesia. We then take an impression or digital scan, and you go home with temporary veneers.
5. **Placement.** Composite veneers are built up layer by layer, hardened with a curing light and polished. Porcelain veneers are bonded in place once you are happy with the colour and fit.
6. **Follow-up.** At a follow-up visit, we check your bite and make sure your gums are healthy.

## Duration and aftercare

Cosmetic treatment usually takes 1–3 appointments. Composite veneers are often done in a single visit; porcelain veneers usually take 2 or 3 visits, because the lab makes them to measure. Results typically last 5–15 years: porcelain veneers 10–15 years, composite veneers usually less.

How long your veneers last depends largely on how you care for them:

- brush for at least 2 minutes, twice a day, and clean between your teeth daily;
- don’t bite on hard objects such as pens, fingernails or packaging;
- wear your night guard if you grind your teeth;
- come in for a check-up every 6 months, so we can polish or repair minor wear or staining in time.

Coffee, tea, red wine and smoking can gradually stain composite. Porcelain is much less sensitive to this.

## Costs and insurance

Cosmetic treatments also follow the codes and maximum tariffs set nationally by the Dutch Healthcare Authority (NZa). For porcelain veneers, the dental lab’s costs are added. When a veneer is placed for cosmetic reasons only, without a medical need, we charge 21% VAT on the fee and on the laboratory and material costs. If you are new to our practice, the {tariffYear} maximum tariff for a new-patient consultation (C001) is {feeC001}, and for a small X-ray (X10) {feeX10}.

Basic health insurance (basisverzekering) covers dental care for children under 18 almost fully, but it does not cover dental care for adults, apart from a few exceptions, such as some oral surgery. Purely cosmetic treatment is not covered. Supplementary dental insurance (aanvullende tandartsverzekering) sometimes pays part of the cost, up to a yearly maximum such as €250 or €500, but many policies exclude cosmetic treatment, so check your policy terms carefully.

For any treatment costing €250 or more, you receive a written estimate in advance. Whichever Dutch health insurer you are with, we bill it directly where your policy allows.`,
    faq: [
      {
        question: 'Does getting veneers hurt?',
        answer:
          'Composite veneers can often be placed without anaesthesia, because little or no tooth structure is removed. For porcelain veneers, we usually numb the tooth, so you feel very little during treatment.',
      },
      {
        question: 'How long do veneers last?',
        answer:
          'Cosmetic results typically last 5–15 years: porcelain veneers 10–15 years, composite veneers usually less. Good daily care, and a night guard if you grind, help them last as long as possible.',
      },
      {
        question: 'Can I still whiten my teeth after getting veneers?',
        answer:
          'Whitening does not change the colour of veneers. If you would like lighter teeth, we usually whiten first and then match the veneers to your whitened teeth.',
      },
      {
        question: 'Composite or porcelain: which is right for me?',
        answer:
          'Composite is quicker and needs little or no drilling, but it can stain or chip sooner. Porcelain keeps its colour and lasts longer, but it takes more appointments. At your consultation we weigh up together what suits you best.',
      },
    ],
    cta: {
      title: 'Curious what veneers could do for you?',
      text: 'Book a consultation to talk about your wishes. Call us on {phone} or request an appointment online.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de estetik diş hekimliği',
      description:
        'Amstelveen’de porselen ve kompozit lamina: 1–3 randevuda tamamlanan estetik tedavi. Porselen lamina çoğu zaman 10–15 yıl dayanır. Gülüşünüz için dürüst danışmanlık.',
      keywords:
        'estetik diş hekimliği Amstelveen, porselen lamina, kompozit lamina, lamina diş, gülüş tasarımı, Hollanda lamina fiyatları',
    },
    card: {
      title: 'Estetik diş hekimliği',
      description:
        'Doğal görünümlü bir gülüş için kompozit veya porselen lamina ve diğer estetik tedaviler; genellikle 1–3 randevuda tamamlanır.',
    },
    title: 'Amstelveen’de estetik diş hekimliği ve lamina',
    lead: 'Dişlerinizin rengini veya şeklini değiştirmek mi istiyorsunuz? Lamina ve diğer estetik tedavilerle, neyin mümkün olduğunu açıkça anlatarak doğal bir görünüm hedefliyoruz.',
    facts: [
      { label: 'Randevu sayısı', value: '1–3 randevu' },
      { label: 'Sonuçların ömrü', value: '5–15 yıl' },
      { label: 'Porselen lamina ömrü', value: '10–15 yıl' },
      { label: 'Lamina (yaklaşık)', value: 'Diş başına {priceVeneer}' },
    ],
    body: `## Estetik diş hekimliği nedir?

Estetik diş hekimliği, dişlerinizin görünümüne odaklanır: rengine, şekline, dizilişine ve kırık bir kenar ya da ön dişler arasındaki küçük bir boşluk gibi kusurlara. En çok tercih edilen tedavilerden biri **lamina** uygulamasıdır: dişin ön yüzüne yapıştırılan ince yapraklar. İki türü vardır:

- **Kompozit lamina**, diş renginde dolgu malzemesiyle doğrudan ağzınızda şekillendirilir. Dişten çok az aşındırma yapılır ya da hiç yapılmaz; tedavi çoğu zaman tek randevuda tamamlanır.
- **Porselen lamina**, diş protez laboratuvarında size özel olarak üretilir. Bunun için dişin mine tabakasından ince bir katman alınır. Porselen rengini uzun süre korur ve çoğu zaman 10–15 yıl dayanır.

Bazen başka bir tedavi daha uygundur: renk değişikliği için [diş beyazlatma](page:whitening), ağır hasar görmüş bir diş için kron (bkz. [kron ve köprüler](page:crowns)) ya da çapraşık dişler için [Invisalign](page:invisalign) şeffaf plakları. Danışma randevusunda seçenekleri birlikte değerlendiririz.

## Lamina kimler için uygundur?

Lamina, dişleri ve diş etleri sağlıklı olan ve şu durumlardan rahatsızlık duyan yetişkinler için uygundur:

- beyazlatmayla açılmayan renk değişiklikleri;
- kırık, aşınmış ya da düzensiz dişler;
- dişler arasındaki küçük boşluklar;
- hafif çapraşık dişler (diş teli sizin için bir seçenek değilse).

Ön dişinizden yalnızca küçük bir parça mı kırıldı? O zaman bir [dolguda](page:fillings) olduğu gibi diş renginde kompozitle onarım çoğu zaman yeterlidir: laminadan daha hızlı, daha basit ve daha ucuzdur. Varsa önce çürükleri ve diş eti iltihabını tedavi ederiz. Geceleri diş gıcırdatıyorsanız, gıcırdatma laminaya zarar verebileceği için gece plağı kullanmanız gerekip gerekmediğini konuşuruz. Daha belirgin çapraşıklıklarda ortodontik tedavi çoğu zaman daha iyi bir seçenektir. Neyin mümkün olduğu konusunda açık sözlüyüz: lamina gülüşünüzü belirgin biçimde güzelleştirebilir, ancak sonuç dişlerinize ve seçilen tekniğe bağlıdır.

## Tedavi adım adım nasıl ilerler?

1. **Danışma randevusu.** Neyi değiştirmek istediğinizi anlatırsınız. Estetik diş hekimliği alanında çalışan diş hekimimiz Elif Aydın dişlerinizi muayene eder, fotoğraf çeker ve kompozit ile porselenin artılarını ve eksilerini açıklar.
2. **Tasarım ve deneme modeli.** Porselen laminada çoğu zaman önce ağzınıza geçici bir deneme modeli yerleştiririz. Böylece dişlerinize hiçbir işlem yapılmadan yeni şekli görebilirsiniz. Rengi birlikte seçeriz.
3. **Maliyet tahmini.** 250 € ve üzerindeki tedaviler için yazılı bir maliyet tahmini (begroting) alırsınız; böylece karar vermeden önce neyle karşılaşacağınızı bilirsiniz.
4. **Hazırlık.** Porselen laminada, genellikle lokal anestezi altında mineden ince bir katman alınır. Ardından ölçü ya da dijital tarama yapılır ve geçici laminalarla evinize dönersiniz.
5. **Uygulama.** Kompozit lamina katman katman oluşturulur, özel bir ışıkla sertleştirilir ve cilalanır. Porselen lamina ise renginden ve uyumundan memnun kaldığınızda dişe yapıştırılır.
6. **Kontrol.** Bir sonraki randevuda kapanışınızı ve diş etlerinizin durumunu kontrol ederiz.

## Süre ve sonrası

Estetik tedavi 1–3 randevuda tamamlanır. Kompozit lamina çoğu zaman tek randevuda biter; porselen lamina laboratuvarda size özel üretildiği için genellikle 2 veya 3 randevu gerektirir. Sonuçlar genellikle 5–15 yıl dayanır: porselen lamina 10–15 yıl, kompozit lamina ise çoğunlukla daha kısa.

Laminalarınızın ömrü büyük ölçüde bakımınıza bağlıdır:

- dişlerinizi günde iki kez, en az iki dakika fırçalayın ve diş aralarınızı her gün temizleyin;
- kalem gibi sert cisimleri ısırmayın, ambalajları dişlerinizle açmayın, tırnak yemeyin;
- diş gıcırdatıyorsanız gece plağınızı takın;
- altı ayda bir kontrole gelin; böylece küçük aşınmaları veya renklenmeleri zamanında cilalayabilir ya da onarabiliriz.

Kahve, çay, kırmızı şarap ve sigara zamanla kompozitin rengini değiştirebilir. Porselen bunlardan çok daha az etkilenir.

## Ücretler ve sigorta

Estetik tedaviler de Hollanda Sağlık Otoritesinin (Nederlandse Zorgautoriteit, NZa) ülke genelinde belirlediği kodlara ve azami ücretlere tabidir. Porselen laminada bunlara diş protez laboratuvarının masrafları eklenir. Lamina yalnızca estetik nedenlerle, tıbbi bir gereklilik olmadan yapıldığında ücrete ve laboratuvar ile malzeme masraflarına %21 KDV (btw) ekleriz. Kliniğimize ilk kez geliyorsanız, {tariffYear} azami ücretlerine göre ilk muayene (C001) {feeC001}, küçük röntgen (X10) ise {feeX10}’dur.

Temel sağlık sigortası (basisverzekering), 18 yaşından küçük çocukların diş tedavilerini neredeyse tamamen karşılar; yetişkinlerde ise çene cerrahisindeki bazı işlemler gibi birkaç istisna dışında diş tedavisini karşılamaz. Salt estetik amaçlı tedaviler ise hiçbir yaşta bu kapsama girmez. Ek diş sigortası (aanvullende tandartsverzekering) bazen masrafın bir kısmını, yıllık 250 € veya 500 € gibi bir üst sınıra kadar öder; ancak birçok poliçe estetik tedavileri kapsam dışında bırakır. Bu nedenle poliçe koşullarınızı dikkatle inceleyin.

250 € ve üzerindeki her tedavi için önceden yazılı bir maliyet tahmini alırsınız. Sigorta şirketiniz ve poliçeniz izin veriyorsa faturayı doğrudan sigorta şirketinize gönderebiliriz.`,
    faq: [
      {
        question: 'Lamina yaptırmak acıtır mı?',
        answer:
          'Kompozit lamina, dişten çok az aşındırma yapıldığı ya da hiç yapılmadığı için çoğu zaman uyuşturmadan uygulanabilir. Porselen laminada dişi genellikle lokal anesteziyle uyuştururuz; böylece tedavi sırasında çok az şey hissedersiniz.',
      },
      {
        question: 'Lamina ne kadar dayanır?',
        answer:
          'Estetik tedavilerin sonuçları genellikle 5–15 yıl dayanır: porselen lamina 10–15 yıl, kompozit lamina ise çoğunlukla daha kısa. İyi bir günlük bakım ve diş gıcırdatıyorsanız gece plağı, laminalarınızın ömrünü uzatır.',
      },
      {
        question: 'Lamina yaptırdıktan sonra dişlerimi beyazlatabilir miyim?',
        answer:
          'Beyazlatma, laminaların rengini değiştirmez. Daha açık renkli dişler istiyorsanız genellikle önce beyazlatma yapar, ardından laminaların rengini beyazlatılmış dişlerinize göre seçeriz.',
      },
      {
        question: 'Kompozit mi, porselen mi: hangisi bana uygun?',
        answer:
          'Kompozit daha hızlı biter ve dişten çok az aşındırma gerektirir, ancak daha erken renk değiştirebilir veya kırılabilir. Porselen rengini korur ve daha uzun dayanır, fakat daha fazla randevu gerektirir. Danışma randevusunda size en uygun seçeneği birlikte belirleriz.',
      },
    ],
    cta: {
      title: 'Laminanın size uygun olup olmadığını merak mı ediyorsunuz?',
      text: 'İsteklerinizi konuşmak için bir danışma randevusu alın. Bizi {phone} numarasından arayın veya internet üzerinden randevu talep edin.',
    },
  },
};

export default cosmetic;
