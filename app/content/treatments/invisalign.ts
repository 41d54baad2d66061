import type { Localized, TreatmentContent } from '../types';

const invisalign: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Invisalign in Amstelveen: bijna onzichtbaar',
      description:
        'Invisalign in Amstelveen: rechtere tanden met doorzichtige, uitneembare aligners voor volwassenen en tieners. 3D-scan, 12–24 maanden, controle elke 6–8 weken.',
      keywords:
        'Invisalign, onzichtbare beugel, doorzichtige beugel, aligners, beugel volwassenen, Invisalign kosten, Invisalign Amstelveen',
    },
    card: {
      title: 'Invisalign',
      description:
        'Rechtere tanden met vrijwel onzichtbare, uitneembare aligners. Voor volwassenen en tieners, met een 3D-scan in plaats van afdrukken.',
    },
    title: 'Invisalign in Amstelveen',
    lead: 'Rechte tanden zonder zichtbare slotjes en draden. Met Invisalign verschuiven uw tanden stap voor stap met doorzichtige aligners die u zelf uitneemt om te eten en te poetsen.',
    facts: [
      { label: 'Behandelduur', value: '12–24 maanden' },
      { label: 'Controle', value: 'Elke 6–8 weken' },
      { label: 'Draagtijd', value: '20–22 uur per dag' },
      { label: 'Kosten (indicatie)', value: '{priceInvisalign} voor de hele behandeling' },
      { label: 'Start', value: '3D-scan, geen afdrukken' },
    ],
    body: `## Wat is Invisalign?

Invisalign is een orthodontische behandeling met aligners: dunne, doorzichtige kunststof beugels die nauwsluitend over uw tanden passen. Elke set is net iets anders gevormd en verplaatst uw tanden een klein stukje. Omdat de aligners doorzichtig zijn, valt de beugel nauwelijks op. U haalt ze uit om te eten en te poetsen.

De behandeling wordt digitaal gepland op basis van een 3D-scan van uw gebit. Vooraf ziet u op het scherm een simulatie van hoe uw tanden naar verwachting verschuiven. Dat is een planning en geen garantie, want elk gebit reageert anders. Invisalign is een van de mogelijkheden binnen de [orthodontie](page:orthodontics).

## Voor wie is Invisalign geschikt?

Invisalign is geschikt voor volwassenen en tieners met bijvoorbeeld:

- scheve of gedraaide tanden;
- kleine ruimtes tussen de tanden;
- tanden die na een eerdere beugel weer zijn verschoven;
- een lichte tot matige afwijking in de beet.

Uw tanden en tandvlees moeten gezond zijn voordat u begint. Ook is discipline nodig: de aligners werken alleen als u ze 20–22 uur per dag draagt. Bij tieners bespreken wij dat samen met de ouders. Bij een complexe afwijking is een vaste beugel soms beter, of verwijzen wij u naar een orthodontist.

Tandarts Elif Aydın begeleidt de Invisalign-behandelingen in onze praktijk. Zij neemt de tijd om al uw vragen te beantwoorden.

## Hoe verloopt de behandeling?

1. **Kennismaking en onderzoek.** Wij bespreken uw wensen, onderzoeken uw gebit en maken zo nodig röntgenfoto’s.
2. **3D-scan.** In plaats van een afdruk met afdrukmassa maken wij met een kleine camera een 3D-scan van uw tanden. Dat gaat snel en is prettiger.
3. **Behandelplan.** Op basis van de scan maken wij een digitaal plan met een simulatie. U krijgt vooraf een schriftelijke begroting.
4. **Start.** U ontvangt uw eerste aligners en wij leggen uit hoe u ze indoet, uitneemt en schoonhoudt. Soms plakken wij kleine tandkleurige bolletjes op enkele tanden, zodat de aligners beter houvast hebben.
5. **Elke 1–2 weken een nieuwe set.** Thuis wisselt u volgens schema naar de volgende set.
6. **Controle elke 6–8 weken.** Wij kijken of uw tanden volgens plan verschuiven en geven u de volgende sets mee.
7. **Afronding en retentie.** Een dun draadje achter de tanden, een uitneembare retentiebeugel voor de nacht of allebei zorgen ervoor dat uw tanden op hun nieuwe plek blijven staan.

## Duur en nazorg

Een behandeling duurt meestal 12–24 maanden, met een controle elke 6–8 weken. De precieze duur hangt af van uw situatie en van hoe trouw u de aligners draagt.

### Tips tijdens de behandeling

- Draag de aligners 20–22 uur per dag. Haal ze alleen uit om te eten, om iets anders dan water te drinken en om te poetsen.
- Poets na het eten uw tanden voordat u de aligners terugplaatst, zodat er geen etensresten onder blijven zitten.
- Maak de aligners dagelijks schoon met koud of lauw water en een zachte tandenborstel; heet water kan ze vervormen.
- De eerste dagen van een nieuwe set voelt u vaak wat druk. Dat is normaal.

Blijf tijdens de behandeling elke 6 maanden op controle komen en laat uw gebit regelmatig [professioneel reinigen](page:hygiene). Na de behandeling blijft retentie belangrijk: zonder retentie kunnen tanden langzaam terugschuiven.

## Kosten en vergoeding

Ook voor orthodontie gelden de landelijke codes en maximumtarieven van de Nederlandse Zorgautoriteit (NZa). Daarbovenop komen de kosten van de aligners. De totale kosten hangen af van de duur en de complexiteit van uw behandeling. U krijgt altijd vooraf een schriftelijke begroting, zoals bij elke behandeling van € 250 of meer.

**Volwassenen:** de basisverzekering vergoedt geen beugel. Een aanvullende tandartsverzekering heeft een maximum per jaar, bijvoorbeeld € 250 of € 500, en vergoedt orthodontie voor volwassenen vaak niet of maar beperkt. Kijk in uw polis wat er precies geldt.

**Tieners tot 18 jaar:** de basisverzekering vergoedt tandartszorg voor kinderen bijna volledig, maar orthodontie valt daar in de regel buiten, op enkele uitzonderingen bij ernstige afwijkingen na. Veel gezinnen kiezen daarom voor een aanvullende verzekering met dekking voor orthodontie. Let daarbij op een eventuele wachttijd.

Meer uitleg vindt u in ons artikel over [tandartskosten](page:dental-costs).`,
    faq: [
      {
        question: 'Zien anderen dat ik een beugel draag?',
        answer:
          'De aligners zijn doorzichtig en vallen de meeste mensen nauwelijks op, ook van dichtbij. Eventuele bolletjes op uw tanden hebben dezelfde kleur als uw tanden.',
      },
      {
        question: 'Mag ik eten en drinken met de aligners in?',
        answer:
          'Water drinken kan gewoon. Voor eten en andere dranken haalt u de aligners uit, en u poetst uw tanden voordat u ze terugplaatst.',
      },
      {
        question: 'Doet Invisalign pijn?',
        answer:
          'De eerste dagen van een nieuwe set voelt u vaak wat druk of spanning. Dat is normaal en neemt meestal binnen een paar dagen af.',
      },
      {
        question: 'Wat gebeurt er na de behandeling?',
        answer:
          'U krijgt een retentiedraadje, een retentiebeugel voor de nacht of allebei, zodat uw tanden op hun plek blijven. Bij uw halfjaarlijkse controles kijken wij of alles goed blijft zitten.',
      },
    ],
    cta: {
      title: 'Benieuwd of Invisalign bij u past?',
      text: 'Maak een afspraak voor een kennismaking. Wij onderzoeken uw gebit en bespreken uw mogelijkheden. Bel {phone} of vraag online een afspraak aan.',
    },
  },
  en: {
    meta: {
      title: 'Invisalign Clear Aligners in Amstelveen',
      description:
        'Invisalign clear aligners in Amstelveen for adults and teens: straighter teeth with removable aligners, a 3D scan, 12–24 months and progress checks every 6–8 weeks.',
      keywords:
        'Invisalign, Invisalign Amstelveen, clear aligners, invisible braces, braces for adults, Invisalign cost Netherlands, teeth straightening Amstelveen',
    },
    card: {
      title: 'Invisalign',
      description:
        'Straighter teeth with nearly invisible, removable aligners. For adults and teens, starting with a 3D scan instead of impressions.',
    },
    title: 'Invisalign clear aligners in Amstelveen',
    lead: 'Straighter teeth without visible brackets and wires. With Invisalign, your teeth move step by step using clear aligners that you take out yourself to eat and brush.',
    facts: [
      { label: 'Treatment time', value: '12–24 months' },
      { label: 'Progress checks', value: 'Every 6–8 weeks' },
      { label: 'Wear time', value: '20–22 hours a day' },
      { label: 'Approximate cost', value: '{priceInvisalign} for the whole treatment' },
      { label: 'Start', value: '3D scan, no impressions' },
    ],
    body: `## What is Invisalign?

Invisalign is an orthodontic treatment using aligners: thin, clear plastic trays that fit snugly over your teeth. Each set is shaped slightly differently and moves your teeth a small step further. Because the aligners are clear, they are barely noticeable. You take them out to eat and to brush your teeth.

Treatment is planned digitally based on a 3D scan of your teeth. Before you start, you see a simulation on screen of how your teeth are expected to move. This is a plan, not a guarantee, because every mouth responds differently. Invisalign is one of several options within [orthodontics](page:orthodontics).

## Who is it for?

Invisalign is suitable for adults and teenagers with, for example:

- crooked or rotated teeth;
- small gaps between the teeth;
- teeth that have shifted again after earlier braces;
- a mild to moderate bite problem.

Your teeth and gums need to be healthy before you start. It also takes commitment: the aligners only work if you wear them 20–22 hours a day. With teenagers, we discuss this together with the parents. For more complex cases, fixed braces are sometimes a better fit, or we refer you to an orthodontist.

Our dentist Elif Aydın supervises Invisalign treatment at our practice and takes the time to answer all your questions.

## What happens, step by step

1. **Consultation and examination.** We discuss what you would like, examine your teeth and take X-rays if needed.
2. **3D scan.** Instead of taking impressions with putty, we use a small camera to make a 3D scan of your teeth. It is quick and comfortable.
3. **Treatment plan.** Based on the scan, we create a digital plan with a simulation. You receive a written estimate in advance.
4. **Getting started.** You receive your first aligners, and we show you how to put them in, take them out and keep them clean. Sometimes we bond small tooth-coloured bumps to a few teeth to give the aligners more grip.
5. **A new set every 1–2 weeks.** At home, you switch to the next set according to your schedule.
6. **A progress check every 6–8 weeks.** We check that your teeth are moving as planned and give you your next sets.
7. **Finishing and retention.** A thin wire bonded behind your teeth and/or a removable retainer worn at night keeps your teeth in their new position.

## Duration and aftercare

Treatment usually takes 12–24 months, with a progress check every 6–8 weeks. The exact length depends on your situation and on how consistently you wear your aligners.

### Tips during treatment

- Wear your aligners 20–22 hours a day. Only take them out to eat, to drink anything other than water and to brush.
- After eating, brush your teeth before putting the aligners back in so no food gets trapped underneath.
- Clean your aligners every day with cool or lukewarm water and a soft toothbrush; hot water can warp them.
- You will often feel some pressure during the first few days of a new set. This is normal.

Keep coming in for your check-up every 6 months during treatment, and have your teeth cleaned professionally on a regular basis at a [dental hygiene](page:hygiene) appointment. After treatment, retention remains important: without it, teeth can slowly shift back.

## Costs and insurance

Orthodontic care in the Netherlands is also billed using the national codes and maximum tariffs of the Dutch Healthcare Authority (NZa). The cost of the aligners comes on top of that. The total depends on the length and complexity of your treatment. You always receive a written estimate in advance, as with any treatment expected to cost €250 or more.

**Adults:** basic health insurance (basisverzekering) does not cover dental care, apart from a few exceptions such as some oral surgery, and as a rule it does not cover braces either. Supplementary dental insurance (aanvullende tandartsverzekering) has a yearly maximum, such as €250 or €500, and often covers orthodontics for adults only partly or not at all. Check your policy for the exact terms.

**Teenagers under 18:** basic health insurance covers dental care for children almost fully, but orthodontics is generally excluded, apart from a few severe cases. Many families therefore choose supplementary insurance that includes orthodontic cover. Check whether the policy has a waiting period before it pays for orthodontics.

You can read more in our article on [dental costs](page:dental-costs).`,
    faq: [
      {
        question: 'Will people notice I am wearing braces?',
        answer:
          'The aligners are clear, and most people barely notice them, even up close. Any small bumps on your teeth are tooth-coloured.',
      },
      {
        question: 'Can I eat and drink with my aligners in?',
        answer:
          'Drinking water is fine. For meals and other drinks, take the aligners out, and brush your teeth before putting them back in.',
      },
      {
        question: 'Does Invisalign hurt?',
        answer:
          'You will often feel some pressure or tightness during the first few days of a new set. This is normal and usually eases within a couple of days.',
      },
      {
        question: 'What happens after treatment?',
        answer:
          'You receive a bonded retainer wire and/or a removable retainer to wear at night, so your teeth stay in place. At your six-monthly check-ups, we make sure everything stays on track.',
      },
    ],
    cta: {
      title: 'Wondering if Invisalign is right for you?',
      text: 'Book an introductory appointment. We will examine your teeth and talk through your options. Call {phone} or request an appointment online.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de Invisalign şeffaf plak',
      description:
        'Amstelveen’de Invisalign şeffaf plak tedavisi: yetişkinler ve gençler için çıkarılabilir plaklarla düzgün dişler. Ağız içi tarama, 12–24 ay, 6–8 haftada bir kontrol.',
      keywords:
        'Invisalign, şeffaf plak tedavisi, görünmez diş teli, şeffaf plak fiyatları, yetişkin ortodonti, Invisalign Amstelveen, Türk diş hekimi Amstelveen',
    },
    card: {
      title: 'Invisalign',
      description:
        'Neredeyse görünmeyen, çıkarılabilir şeffaf plaklarla daha düzgün dişler. Yetişkinler ve gençler için; ölçü yerine ağız içi taramayla başlıyoruz.',
    },
    title: 'Amstelveen’de Invisalign şeffaf plak tedavisi',
    lead: 'Görünür braket ve teller olmadan daha düzgün dişler. Invisalign ile dişleriniz, yemek yerken ve fırçalarken kendiniz çıkardığınız şeffaf plaklarla adım adım hareket eder.',
    facts: [
      { label: 'Tedavi süresi', value: '12–24 ay' },
      { label: 'Kontrol', value: '6–8 haftada bir' },
      { label: 'Takma süresi', value: 'Günde 20–22 saat' },
      { label: 'Ücret (yaklaşık)', value: 'Tedavinin tamamı {priceInvisalign}' },
      { label: 'Başlangıç', value: 'Ölçü yerine ağız içi tarama' },
    ],
    body: `## Invisalign nedir?

Invisalign, şeffaf plaklarla yapılan bir ortodonti (diş düzeltme) tedavisidir. Bu plaklar, dişlerinizin üzerine tam oturan ince ve şeffaf plastik kalıplardır. Her set bir öncekinden biraz farklı şekillendirilmiştir ve dişlerinizi küçük bir adım daha ilerletir. Plaklar şeffaf olduğu için neredeyse fark edilmez. Yemek yerken ve dişlerinizi fırçalarken onları çıkarırsınız.

Tedavi, ağzınızın dijital taramasına dayanarak bilgisayarda planlanır. Başlamadan önce, dişlerinizin nasıl hareket edeceğini ekranda bir simülasyonla görürsünüz. Bu bir plandır, garanti değildir; çünkü her ağız farklı tepki verir. Invisalign, [ortodonti](page:orthodontics) kapsamındaki seçeneklerden biridir.

## Kimler için uygundur?

Invisalign, örneğin şu durumlardaki yetişkinler ve gençler için uygundur:

- çapraşık ya da kendi ekseni etrafında dönmüş dişler;
- dişler arasındaki küçük boşluklar;
- daha önce takılan bir diş telinden sonra yeniden kayan dişler;
- hafif ya da orta düzeyde bir kapanış bozukluğu.

Tedaviye başlamadan önce dişlerinizin ve diş etlerinizin sağlıklı olması gerekir. Ayrıca disiplin de önemlidir: plaklar ancak günde 20–22 saat takıldığında etkili olur. Gençlerde bu konuyu anne babalarıyla birlikte konuşuyoruz. Daha karmaşık durumlarda bazen sabit diş teli daha uygundur ya da sizi bir ortodontiste yönlendiririz.

Kliniğimizdeki Invisalign tedavilerini diş hekimimiz Elif Aydın yürütür. Tüm sorularınızı yanıtlamak için size zaman ayırır.

## Tedavi adım adım nasıl ilerler?

1. **Tanışma ve muayene.** Beklentilerinizi konuşuyor, dişlerinizi muayene ediyor ve gerekirse röntgen çekiyoruz.
2. **Ağız içi tarama.** Macun benzeri ölçü malzemesi yerine, küçük bir kamerayla dişlerinizin dijital taramasını yapıyoruz. Bu işlem hızlı ve rahattır.
3. **Tedavi planı.** Taramaya dayanarak simülasyonlu bir dijital plan hazırlıyoruz. Tedaviden önce yazılı bir maliyet tahmini (begroting) alırsınız.
4. **Başlangıç.** İlk plaklarınızı teslim alırsınız. Plakları nasıl takıp çıkaracağınızı ve nasıl temizleyeceğinizi gösteriyoruz. Plakların daha iyi tutunması için bazen birkaç dişe diş renginde küçük çıkıntılar yapıştırıyoruz.
5. **1–2 haftada bir yeni set.** Evde, belirlenen programa göre bir sonraki sete geçersiniz.
6. **6–8 haftada bir kontrol.** Dişlerinizin plana göre hareket edip etmediğine bakıyor ve size sonraki setleri veriyoruz.
7. **Tedavinin bitişi ve pekiştirme.** Dişlerin arka yüzüne yapıştırılan ince bir sabitleme teli, geceleri takılan çıkarılabilir bir pekiştirme plağı ya da ikisi birlikte, dişlerinizin yeni yerlerinde kalmasını sağlar.

## Süre ve tedavi sonrası bakım

Tedavi genellikle 12–24 ay sürer ve 6–8 haftada bir kontrole gelirsiniz. Kesin süre, durumunuza ve plakları ne kadar düzenli taktığınıza bağlıdır.

### Tedavi süresince öneriler

- Plakları günde 20–22 saat takın. Onları yalnızca yemek yerken, su dışında bir şey içerken ve dişlerinizi fırçalarken çıkarın.
- Yemekten sonra, plakları yeniden takmadan önce dişlerinizi fırçalayın; böylece altlarında yemek artığı kalmaz.
- Plakları her gün soğuk ya da ılık su ve yumuşak bir diş fırçasıyla temizleyin; sıcak su plakların şeklini bozabilir.
- Yeni bir sete geçtiğinizde ilk günlerde genellikle hafif bir baskı hissedersiniz. Bu normaldir.

Invisalign kontrollerinin yanı sıra altı ayda bir yapılan olağan diş kontrolünüze de gelmeye devam edin ve düzenli olarak profesyonel [diş temizliği](page:hygiene) yaptırın. Tedaviden sonra da pekiştirme önemlidir: pekiştirme yapılmazsa dişler yavaş yavaş eski yerlerine kayabilir.

## Ücretler ve sigorta

Hollanda’da ortodonti tedavisi için de Hollanda Sağlık Otoritesinin (Nederlandse Zorgautoriteit, NZa) ülke genelinde geçerli kodları ve azami ücretleri uygulanır. Plakların maliyeti bunlara eklenir. Toplam tutar, tedavinizin süresine ve karmaşıklığına bağlıdır. Maliyeti 250 € veya üzerinde olan her tedavide olduğu gibi, önceden her zaman yazılı bir maliyet tahmini alırsınız.

**Yetişkinler:** temel sağlık sigortası (basisverzekering), bazı çene cerrahisi işlemleri gibi birkaç istisna dışında diş tedavisini karşılamaz; ortodonti tedavisini de kural olarak karşılamaz. İsteğe bağlı ek diş sigortasının (aanvullende tandartsverzekering) 250 € veya 500 € gibi yıllık bir üst sınırı vardır ve yetişkinlerde ortodontiyi çoğu zaman hiç ya da ancak kısmen karşılar. Kesin koşullar için poliçenize bakın.

**18 yaş altı gençler:** temel sağlık sigortası çocukların diş tedavisini neredeyse tamamen karşılar, ancak birkaç ağır durum dışında ortodonti genellikle kapsam dışındadır. Bu nedenle birçok aile, ortodontiyi de kapsayan bir ek sigorta seçer. Bazı poliçelerde ortodonti için bekleme süresi olabileceğini unutmayın.

Daha fazla bilgi için [Hollanda’da diş hekimi ücretleri](page:dental-costs) yazımızı okuyabilirsiniz.`,
    faq: [
      {
        question: 'Plak taktığımı başkaları fark eder mi?',
        answer:
          'Plaklar şeffaftır ve çoğu insan, yakından bakınca bile onları pek fark etmez. Dişlerinize yapıştırılan küçük çıkıntılar da diş renginde olur.',
      },
      {
        question: 'Plaklar ağzımdayken yiyip içebilir miyim?',
        answer:
          'Su içebilirsiniz. Yemek yerken ve başka içecekler içerken plakları çıkarın, yeniden takmadan önce de dişlerinizi fırçalayın.',
      },
      {
        question: 'Invisalign acıtır mı?',
        answer:
          'Yeni bir sete geçtiğinizde ilk günlerde genellikle hafif bir baskı ya da gerginlik hissedersiniz. Bu normaldir ve çoğu zaman birkaç gün içinde azalır.',
      },
      {
        question: 'Tedaviden sonra ne olur?',
        answer:
          'Dişlerinizin yerinde kalması için dişlerinizin arkasına ince bir sabitleme teli yapıştırıyor, size geceleri takacağınız çıkarılabilir bir pekiştirme plağı veriyor ya da ikisini birlikte kullanıyoruz. Altı ayda bir yapılan olağan diş kontrollerinizde dişlerin yerinde durup durmadığına da bakıyoruz.',
      },
    ],
    cta: {
      title: 'Invisalign size uygun\u00a0mu?',
      text: 'Bir tanışma randevusu alın. Dişlerinizi muayene edip seçeneklerinizi sizinle konuşalım. {phone} numarasını arayın ya da internet üzerinden randevu talep edin.',
    },
  },
};

export default invisalign;
