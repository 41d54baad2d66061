import type { Localized, TreatmentContent } from '../types';

const fillings: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Vullingen bij de tandarts in Amstelveen',
      description:
        'Een gaatje of afgebroken stukje tand? Onze tandartsen in Amstelveen herstellen het met een tandkleurige composietvulling. Lees hoe dat gaat en wat het kost.',
      keywords:
        'vulling tandarts, gaatje in tand, witte vulling, composietvulling, kosten vulling tandarts, vulling amstelveen, vulling kwijt, gevoelige tand na vulling',
    },
    card: {
      title: 'Vullingen',
      description:
        'Een gaatje of een afgebroken stukje tand herstellen wij met een tandkleurige composietvulling, meestal onder plaatselijke verdoving.',
    },
    title: 'Vullingen in Amstelveen',
    lead: 'Een gaatje wordt niet vanzelf kleiner. Met een vulling herstellen wij uw tand of kies, zodat u weer zonder klachten kunt kauwen.',
    facts: [
      { label: 'Duur per vulling', value: '30–60 minuten' },
      { label: 'Verdoving', value: 'Plaatselijk, meestal met een kleine prik' },
      { label: 'Materiaal', value: 'Composiet in de kleur van uw tand' },
      { label: 'Levensduur', value: 'Vaak vele jaren, bij goede verzorging' },
    ],
    body: `## Wat is een vulling?

Met een vulling herstelt de tandarts een tand of kies die is aangetast door tandbederf (een gaatje), die is afgebroken of die sterk is gesleten. Het aangetaste deel wordt verwijderd en de ruimte wordt opgevuld, zodat de tand weer gesloten en sterk is.

Wij gebruiken composiet: een stevige kunststof in de kleur van uw tand. Composiet wordt in laagjes aangebracht, hecht zich aan het tandweefsel en wordt met blauw licht uitgehard. Daardoor hoeft er vaak minder gezond tandweefsel weg dan vroeger.

### Wanneer is een vulling nodig?

Een heel beginnend gaatje in het glazuur kan soms tot stilstand komen met goed poetsen en fluoride. Dan houden wij het bij de controles in de gaten. Een vulling is nodig als:

- het gaatje tot in het dentine, de laag onder het glazuur, is doorgedrongen;
- er een stukje van een tand of kies is afgebroken;
- een oude vulling lekt, breekt of loslaat;
- tandhalzen zo zijn gesleten dat ze gevoelig zijn.

U merkt een gaatje soms aan gevoeligheid voor koud, warm of zoet, aan eten dat blijft haken of aan een donker plekje. Vaak voelt u in het begin echter niets; daarom zijn de halfjaarlijkse controles zo belangrijk.

## Voor wie is een vulling bedoeld?

Voor kinderen en volwassenen. Ook gaatjes in melktanden vullen wij als dat nodig is, omdat melktanden belangrijk zijn voor kauwen, praten en de ruimte voor de blijvende tanden.

## Hoe verloopt het maken van een vulling?

1. **Onderzoek en uitleg.** De tandarts bekijkt de tand, maakt zo nodig een kleine röntgenfoto en legt uit wat er nodig is.
2. **Verdoving.** Meestal verdoven wij de tand plaatselijk. Een verdovende gel maakt de prik minder voelbaar; na enkele minuten werkt de verdoving. Bij een heel klein gaatje kan het soms zonder, als u dat wilt.
3. **Gaatje schoonmaken.** Wij verwijderen het aangetaste tandweefsel. U voelt druk en trilling, maar normaal gesproken geen pijn.
4. **Droog houden.** Met watrollen of een dun rubber lapje (cofferdam) houden wij de tand droog, zodat de vulling goed hecht.
5. **Vullen in laagjes.** Wij brengen een hechtlaag aan en bouwen de vulling in laagjes op. Elke laag wordt met blauw licht uitgehard.
6. **Vormgeven en controleren.** Wij geven de vulling de vorm van uw tand, polijsten hem glad en controleren met een gekleurd papiertje of uw beet goed sluit.

## Duur en nazorg

Een vulling duurt meestal 30–60 minuten, afhankelijk van de grootte. De verdoving werkt daarna nog enkele uren door.

- Eet pas weer als het gevoel terug is, zodat u niet op uw lip, wang of tong bijt. Let hier vooral bij kinderen op.
- Composiet is direct hard. Voor de vulling zelf hoeft u dus niet te wachten met eten.
- De tand kan een paar dagen tot enkele weken gevoelig zijn voor kou. Dat trekt meestal vanzelf weg.
- Voelt uw beet na een dag nog te hoog, of blijft de tand pijn doen? Bel ons, dan kijken wij ernaar.

Een goed verzorgde vulling gaat vaak vele jaren mee. Hoe lang precies, hangt af van de grootte, de plek in de mond, knarsen en uw mondverzorging. Zat het gaatje heel diep, dan kan de zenuw later toch ontstoken raken en is soms een [wortelkanaalbehandeling](page:rootcanal) nodig. Is er veel van de tand verloren gegaan, dan biedt een [kroon](page:crowns) soms meer steun dan een grote vulling.

## Kosten en vergoeding

De tarieven voor tandartszorg worden landelijk vastgesteld door de Nederlandse Zorgautoriteit (NZa). Iedere tandarts gebruikt dezelfde codes en maximumtarieven. De prijs van een composietvulling hangt af van het aantal vlakken van de tand dat wordt gevuld. Maximumtarieven {tariffYear} (de NZa stelt ze ieder jaar opnieuw vast):

- V91 composietvulling, één vlak: {feeV91}
- V92 composietvulling, twee vlakken: {feeV92}
- V93 composietvulling, drie vlakken: {feeV93}

Verdoving heeft een eigen code en staat apart op de factuur, net als een eventuele kleine röntgenfoto (X10; maximumtarief {tariffYear}: {feeX10}).

Bij kinderen tot 18 jaar vergoedt de basisverzekering vullingen. Volwassenen krijgen ze vaak (deels) vergoed uit een aanvullende tandartsverzekering, tot het maximum van hun polis. Hoe de vergoeding werkt, leest u op onze pagina over [tarieven](page:rates).

Heeft u meerdere vullingen nodig en kost de behandeling naar verwachting € 250 of meer, dan krijgt u altijd eerst een schriftelijke begroting.`,
    faq: [
      {
        question: 'Doet een vulling pijn?',
        answer: `Meestal niet, omdat wij de tand plaatselijk verdoven. U voelt wel druk en trilling. Voelt u toch iets, geef het dan aan, dan verdoven wij bij.`,
      },
      {
        question: 'Hoe lang gaat een vulling mee?',
        answer: `Een goed verzorgde vulling gaat vaak vele jaren mee. Dat hangt af van de grootte, de plek, knarsen en uw mondverzorging. Bij de controles kijken wij of uw vullingen nog goed zijn.`,
      },
      {
        question: 'Moet ik mijn oude amalgaamvullingen laten vervangen?',
        answer: `Nee, een amalgaamvulling die nog goed is, kan gewoon blijven zitten. Is hij beschadigd of zit er een nieuw gaatje onder, dan vervangen wij hem door composiet.`,
      },
      {
        question: 'Mag ik na een vulling meteen eten?',
        answer: `Composiet is direct hard, maar wacht met eten tot de verdoving is uitgewerkt. Zo voorkomt u dat u op uw lip of wang bijt.`,
      },
    ],
    cta: {
      title: 'Een gaatje laten vullen?',
      text: 'Vraag online een afspraak aan of bel ons op {phone}. Heeft u pijn, dan plannen wij u zo snel mogelijk in.',
    },
  },
  en: {
    meta: {
      title: 'Tooth-Coloured Fillings in Amstelveen',
      description:
        'A cavity or a chipped tooth? We restore it with a tooth-coloured composite filling. Learn how getting a filling works in Amstelveen and what it costs in {tariffYear}.',
      keywords:
        'dental filling amstelveen, tooth filling, cavity filling, white filling, composite filling, filling cost netherlands, lost filling, sensitive tooth after filling',
    },
    card: {
      title: 'Fillings',
      description:
        'We repair cavities and chipped teeth with a composite filling that matches the colour of your tooth, usually under local anaesthetic.',
    },
    title: 'Dental fillings in Amstelveen',
    lead: 'A cavity doesn’t get smaller on its own. A filling restores your tooth, so you can chew comfortably again.',
    facts: [
      { label: 'Time per filling', value: '30–60 minutes' },
      { label: 'Anaesthesia', value: 'Local, usually with a small injection' },
      { label: 'Material', value: 'Tooth-coloured composite' },
      { label: 'Lifespan', value: 'Often many years, with good care' },
    ],
    body: `## What is a filling?

A filling repairs a tooth that has been damaged by decay (a cavity), has chipped or broken, or is badly worn. The dentist removes the damaged part and fills the space, so the tooth is sealed and strong again.

We use composite: a durable resin material that matches the colour of your tooth. Composite is placed in thin layers, bonds to the tooth and is hardened with a blue curing light. Because it bonds, less healthy tooth structure usually needs to be removed than with older techniques.

### When do you need a filling?

A very early cavity in the enamel can sometimes be stopped with good brushing and fluoride. In that case, we keep an eye on it at your check-ups. You need a filling when:

- the cavity has reached the dentine, the layer beneath the enamel
- a piece of a tooth has broken off
- an old filling is leaking, cracked or coming loose
- your teeth are so worn near the gum line that they’re sensitive

Sometimes you notice a cavity because a tooth is sensitive to cold, heat or sweets, food keeps getting stuck, or you see a dark spot. Often, though, you feel nothing at first, which is why regular check-ups matter so much.

## Who is it for?

Children and adults. We also fill cavities in baby teeth when needed, because baby teeth matter for chewing, speaking and keeping space for the permanent teeth.

## What happens, step by step

1. **Examination and explanation.** The dentist looks at the tooth, takes a small X-ray if needed and explains what’s involved.
2. **Anaesthesia.** We usually numb the tooth with a local anaesthetic. A numbing gel makes the injection less noticeable, and after a few minutes the tooth is numb. For a very small cavity, we can sometimes work without it if you prefer.
3. **Cleaning out the cavity.** We remove the decayed tooth structure. You’ll feel pressure and vibration, but normally no pain.
4. **Keeping the tooth dry.** Using cotton rolls or a thin rubber sheet (a rubber dam), we keep the tooth dry so the filling bonds well.
5. **Filling in layers.** We apply a bonding agent and build up the filling in layers, hardening each layer with a blue light.
6. **Shaping and checking.** We shape the filling to match your tooth, polish it smooth and use a thin coloured paper to check that your bite feels right.

## Duration and aftercare

A filling usually takes 30–60 minutes, depending on its size. The anaesthetic keeps working for a few hours afterwards.

- Don’t eat until the feeling has come back, so you don’t bite your lip, cheek or tongue. Keep a close eye on children.
- Composite is fully hard right away, so the only reason to wait before eating is the anaesthetic.
- The tooth may be sensitive to cold for a few days to a few weeks. This usually settles on its own.
- Does your bite still feel high after a day, or does the tooth keep hurting? Call us and we’ll take a look.

A well-maintained filling often lasts many years. Exactly how long depends on its size, its position in your mouth, teeth grinding and your daily care. If a cavity was very deep, the nerve can still become inflamed later, and [root canal treatment](page:rootcanal) is sometimes needed. When a large part of the tooth is lost, a [crown](page:crowns) may give more support than a big filling.

## Costs and insurance

Maximum dental fees in the Netherlands are set nationally by the Dutch Healthcare Authority (NZa): every dentist uses the same codes and maximum tariffs. The price of a composite filling depends on how many surfaces of the tooth are filled. Maximum tariffs for {tariffYear} (the NZa sets new ones every year):

- V91 composite filling, one surface: {feeV91}
- V92 composite filling, two surfaces: {feeV92}
- V93 composite filling, three surfaces: {feeV93}

The anaesthetic has its own code and is listed separately on your bill, as is a small X-ray if one is taken (X10, {feeX10}).

For children under 18, basic health insurance covers fillings. Adults are often reimbursed, in part or in full, by supplementary dental insurance, up to their policy’s yearly maximum. Our [fees page](page:rates) explains how reimbursement works.

If you need several fillings and the treatment is expected to cost €250 or more, you’ll always receive a written estimate first.`,
    faq: [
      {
        question: 'Does getting a filling hurt?',
        answer: `Usually not, because we numb the tooth first. You’ll feel pressure and vibration. If you do feel something, just let us know and we’ll give you a little more anaesthetic.`,
      },
      {
        question: 'How long does a filling last?',
        answer: `A well-maintained filling often lasts many years. It depends on the size, the position, grinding and your daily care. At your check-ups, we check whether your fillings are still in good shape.`,
      },
      {
        question: 'Should I have my old amalgam fillings replaced?',
        answer: `No need: an amalgam filling that is still intact can simply stay in place. If it breaks or a new cavity forms underneath, we replace it with composite.`,
      },
      {
        question: 'Can I eat right after a filling?',
        answer: `Composite is hard right away, but don’t eat until the anaesthetic has worn off. That way, you won’t bite your lip or cheek.`,
      },
    ],
    cta: {
      title: 'Need a cavity filled?',
      text: 'Request an appointment online or call us on {phone}. If you’re in pain, we’ll find a time for you as soon as possible.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de beyaz diş dolgusu',
      description:
        'Dişiniz çürük ya da kırık mı? Dişinizi diş renginde kompozit dolguyla onarıyoruz. Amstelveen’de dolgu tedavisinin nasıl yapıldığını ve {tariffYear} ücretini okuyun.',
      keywords:
        'diş dolgusu amstelveen, dolgu yaptırmak, beyaz dolgu, kompozit dolgu, diş çürüğü tedavisi, dolgu ücreti hollanda, dolgu düştü, dolgudan sonra hassasiyet',
    },
    card: {
      title: 'Diş dolguları',
      description:
        'Çürük ya da kırık dişleri, dişinizin rengine uygun kompozit dolguyla, genellikle lokal anestezi altında onarıyoruz.',
    },
    title: 'Amstelveen’de diş dolgusu',
    lead: 'Çürük kendiliğinden geçmez. Dolguyla dişinizi onarıyoruz, böylece yeniden rahatça çiğneyebilirsiniz.',
    facts: [
      { label: 'Dolgu başına süre', value: '30–60 dakika' },
      { label: 'Uyuşturma', value: 'Lokal anestezi, genellikle küçük bir iğneyle' },
      { label: 'Malzeme', value: 'Diş renginde kompozit' },
      { label: 'Kullanım ömrü', value: 'İyi bakımla çoğu zaman uzun yıllar' },
    ],
    body: `## Diş dolgusu nedir?

Dolgu, çürümüş, kırılmış ya da ileri derecede aşınmış bir dişi onarır. Diş hekimi dişin hasarlı kısmını temizler ve oluşan boşluğu doldurur; böylece diş yeniden bütün ve sağlam hâle gelir.

Biz kompozit kullanıyoruz: dişinizin rengine uyan, dayanıklı bir reçine malzeme. Kompozit ince katmanlar hâlinde yerleştirilir, dişe yapışır ve mavi bir ışıkla sertleştirilir. Dişe yapıştığı için, eski yöntemlere göre genellikle daha az sağlam diş dokusu kaldırmak gerekir.

### Ne zaman dolgu gerekir?

Mineyle sınırlı, çok erken bir çürük bazen iyi fırçalama ve florürle durdurulabilir. Bu durumda çürüğü kontrollerde takip ediyoruz. Şu durumlarda ise dolgu gerekir:

- çürük, minenin altındaki tabaka olan dentine ulaştıysa
- dişten bir parça kırıldıysa
- eski bir dolgu sızdırıyor, çatlıyor ya da yerinden oynuyorsa
- diş boyunları hassasiyet yapacak kadar aşındıysa

Bir çürüğü bazen soğuğa, sıcağa ya da tatlıya karşı hassasiyetten, dişe sürekli yemek takılmasından veya koyu bir lekeden fark edersiniz. Ancak başlangıçta çoğu zaman hiçbir şey hissetmezsiniz; düzenli kontroller bu yüzden bu kadar önemlidir.

## Kimler için?

Çocuklar ve yetişkinler için. Süt dişlerindeki çürükleri de gerektiğinde dolduruyoruz, çünkü süt dişleri çiğneme, konuşma ve kalıcı dişlere yer tutma açısından önemlidir.

## Tedavi adım adım nasıl ilerler?

1. **Muayene ve açıklama.** Diş hekimi dişi inceler, gerekirse küçük bir röntgen çeker ve ne yapılacağını anlatır.
2. **Uyuşturma.** Dişi genellikle lokal anesteziyle uyuşturuyoruz. Önce sürdüğümüz anestezik jel sayesinde iğneyi daha az hissedersiniz; birkaç dakika sonra diş uyuşur. Çok küçük bir çürükte, isterseniz bazen uyuşturmadan da çalışabiliriz.
3. **Çürüğün temizlenmesi.** Çürümüş diş dokusunu temizliyoruz. Baskı ve titreşim hissedersiniz, ama normalde ağrı hissetmezsiniz.
4. **Dişin kuru tutulması.** Dolgunun iyi yapışması için pamuk rulolarla ya da ince bir lastik örtüyle dişi kuru tutuyoruz.
5. **Katman katman dolgu.** Bir yapıştırıcı sürüyor ve dolguyu katmanlar hâlinde oluşturuyoruz. Her katman mavi ışıkla sertleştirilir.
6. **Şekillendirme ve kontrol.** Dolguya dişinizin şeklini veriyor, cilalıyor ve ince renkli bir kâğıtla dolgunun kapanışınıza uyup uymadığını kontrol ediyoruz.

## Süre ve tedavi sonrası bakım

Bir dolgu, büyüklüğüne bağlı olarak genellikle 30–60 dakika sürer. Uyuşukluk tedaviden sonra birkaç saat daha sürer.

- Dudağınızı, yanağınızı ya da dilinizi ısırmamak için uyuşukluk geçene kadar bir şey yemeyin. Çocuklarda buna özellikle dikkat edin.
- Kompozit hemen sertleşir; yani dolgunun kendisi için beklemeniz gerekmez.
- Diş birkaç gün ile birkaç hafta arasında soğuğa karşı hassas olabilir. Bu genellikle kendiliğinden geçer.
- Bir gün sonra dolgu ısırırken hâlâ yüksek geliyorsa ya da diş ağrımaya devam ediyorsa bizi arayın, birlikte bakalım.

İyi bakılan bir dolgu çoğu zaman uzun yıllar dayanır. Tam olarak ne kadar dayanacağı dolgunun büyüklüğüne, ağızdaki yerine, diş gıcırdatmaya ve günlük bakımınıza bağlıdır. Çürük çok derinse sinir daha sonra yine de iltihaplanabilir ve bazen [kanal tedavisi](page:rootcanal) gerekebilir. Dişin büyük bir kısmı kaybolduysa, büyük bir dolgu yerine [kron](page:crowns) daha fazla destek sağlayabilir.

## Ücretler ve sigorta

Hollanda’da diş hekimi ücretleri Hollanda Sağlık Otoritesi (NZa) tarafından ülke genelinde belirlenir; tüm diş hekimleri aynı kodları ve azami ücretleri kullanır. Kompozit dolgunun ücreti, dişin kaç yüzeyinin doldurulduğuna bağlıdır. {tariffYear} yılının azami ücretleri (NZa bunları her yıl yeniden belirler):

- V91 kompozit dolgu, tek yüzeyli: {feeV91}
- V92 kompozit dolgu, iki yüzeyli: {feeV92}
- V93 kompozit dolgu, üç yüzeyli: {feeV93}

Uyuşturmanın kendi kodu vardır ve faturada ayrıca yer alır; çekildiyse küçük röntgen de öyle (X10, {feeX10}).

18 yaşından küçük çocuklarda dolguları temel sağlık sigortası karşılar. Yetişkinlerde ise ek diş sigortanız varsa, bu sigorta masrafın bir kısmını ya da tamamını çoğu zaman poliçenizdeki yıllık üst sınıra kadar öder. Geri ödemenin nasıl işlediğini [ücretler sayfamızda](page:rates) okuyabilirsiniz.

Birden fazla dolguya ihtiyacınız varsa ve tedavinin 250 € veya daha fazla tutması bekleniyorsa, önce her zaman yazılı bir maliyet tahmini alırsınız.`,
    faq: [
      {
        question: 'Dolgu yaptırmak acıtır mı?',
        answer: `Genellikle hayır, çünkü önce dişi uyuşturuyoruz. Baskı ve titreşim hissedersiniz. Yine de bir şey hissederseniz söyleyin, biraz daha uyuşturalım.`,
      },
      {
        question: 'Bir dolgu ne kadar dayanır?',
        answer: `İyi bakılan bir dolgu çoğu zaman uzun yıllar dayanır. Bu süre dolgunun büyüklüğüne, yerine, diş gıcırdatmaya ve günlük bakımınıza bağlıdır. Kontrollerde dolgularınızın durumuna da bakıyoruz.`,
      },
      {
        question: 'Eski amalgam dolgularımı değiştirmem gerekir mi?',
        answer: `Hayır, sağlam bir amalgam dolgu yerinde kalabilir. Kırılırsa ya da altında yeni bir çürük oluşursa onu kompozitle değiştiriyoruz.`,
      },
      {
        question: 'Dolgudan hemen sonra yemek yiyebilir miyim?',
        answer: `Kompozit hemen sertleşir, ancak uyuşukluk geçene kadar yemek için bekleyin. Böylece dudağınızı ya da yanağınızı ısırmazsınız.`,
      },
    ],
    cta: {
      title: 'Dolgu mu yaptırmanız gerekiyor?',
      text: 'İnternet üzerinden randevu talep edin ya da bizi {phone} numarasından arayın. Ağrınız varsa size en kısa sürede bir randevu buluyoruz.',
    },
  },
};

export default fillings;
