import type { Localized, TreatmentContent } from '../types';

const checkup: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Tandartscontrole in Amstelveen: elk half jaar',
      description:
        'Tandartscontrole in Amstelveen: een controle elk half jaar houdt uw gebit gezond. Lees waar de tandarts naar kijkt, wanneer een röntgenfoto nodig is en wat het kost.',
      keywords:
        'tandartscontrole amstelveen, tandarts controle, halfjaarlijkse controle tandarts, periodieke controle, kosten tandartscontrole, röntgenfoto tandarts, nieuwe tandarts amstelveen',
    },
    card: {
      title: 'Tandartscontrole',
      description:
        'Elke 6 maanden een zorgvuldige controle van tanden, tandvlees en mond, zodat problemen vroeg worden ontdekt en eenvoudig te behandelen zijn.',
    },
    title: 'Tandartscontrole in Amstelveen',
    lead: 'Een regelmatige controle is de eenvoudigste manier om uw gebit gezond te houden. Wij nemen de tijd voor u en leggen uit wat wij zien.',
    facts: [
      { label: 'Hoe vaak', value: 'Elke 6 maanden' },
      { label: 'Duur', value: '15–30 minuten' },
      { label: 'Röntgenfoto’s', value: 'Alleen als het nodig is' },
    ],
    body: `## Wat is een tandartscontrole?

Bij een controle kijkt de tandarts zorgvuldig naar uw hele mond: niet alleen naar uw tanden en kiezen, maar ook naar uw tandvlees, het mondslijmvlies en uw beet. Een beginnend gaatje of een ontstoken plekje in het tandvlees voelt u meestal nog niet. Hoe eerder zo’n probleem wordt ontdekt, hoe kleiner en eenvoudiger de behandeling vaak is.

Voor de meeste mensen adviseren wij een controle **elke 6 maanden**; hoe vaak u komt, stemmen wij af op uw gebit.

### Wat controleren wij?

- tanden en kiezen op gaatjes, slijtage en scheurtjes
- bestaande vullingen, kronen en bruggen, en een eventueel kunstgebit
- het tandvlees: bloedt het, zijn er diepere tandvleeszakken (pockets) en zit er tandsteen?
- tong, wangen, verhemelte en mondbodem op afwijkingen
- uw beet en kaakgewrichten, bijvoorbeeld bij tandenknarsen
- uw mondverzorging thuis: waar kan het makkelijker of beter?

## Voor wie is de controle bedoeld?

Voor iedereen, jong en oud, ook als u nergens last van heeft. Kinderen komen al vanaf het eerste tandje; meer daarover leest u bij [tandzorg voor kinderen](page:pediatric). Voor volwassenen is de controle het moment om kleine problemen op te sporen voordat ze pijn gaan doen.

Bent u nieuw bij ons, bijvoorbeeld omdat u net in Amstelveen bent komen wonen? Dan begint u met een intakeconsult. Daarin leren wij uw gebit en uw medische achtergrond kennen en maken wij samen een plan. Wij spreken Nederlands, Engels en Turks, dus u kunt uw vragen stellen in de taal die u het prettigst vindt.

## Hoe verloopt een controle?

1. **Uw gezondheid.** Wij vragen naar uw gezondheid, uw medicijnen en eventuele klachten. Bent u gespannen voor de tandarts? Zeg het gerust, dan houden wij daar rekening mee.
2. **Tanden en kiezen.** Met een spiegeltje en een sonde controleert de tandarts elke tand en kies en uw bestaande vullingen.
3. **Tandvlees.** Met een speciaal sondetje meten wij of het tandvlees bloedt en hoe diep de ruimtes tussen tand en tandvlees zijn.
4. **Mondslijmvlies en beet.** Wij bekijken tong, wangen en verhemelte en letten op slijtage of tekenen van knarsen.
5. **Röntgenfoto’s, als het nodig is.** Kleine foto’s laten gaatjes tussen de tanden en onder vullingen zien die met het blote oog niet zichtbaar zijn. Een panoramafoto geeft een overzicht van het hele gebit en de kaken, bijvoorbeeld bij verstandskiezen. Wij maken alleen foto’s als die iets toevoegen; de stralingsdosis is laag.
6. **Uitleg en advies.** U hoort wat wij hebben gezien. Is er een behandeling nodig, dan bespreken wij de mogelijkheden en plannen wij die in overleg.

## Duur en nazorg

Een controle duurt meestal 15–30 minuten. Een intakeconsult duurt langer, omdat wij dan uitgebreider kennismaken. Na de controle kunt u meteen weer eten en drinken; er is geen herstel nodig.

Het meeste werk doet u thuis, met poetsen en dagelijks tussen de tanden reinigen; hoe u dat het best aanpakt, leest u in ons artikel over [mondverzorging thuis](page:home-care). Wat de controle toevoegt, is een blik van buitenaf: wij zien plekken die u zelf niet ziet en vertellen u waar u met poetsen beter op kunt letten.

Daarnaast adviseren wij de meeste mensen twee keer per jaar een professionele [gebitsreiniging](page:hygiene), soms vaker als dat nodig is. Die kunt u vaak combineren met uw controle. Plan voordat u weggaat meteen uw volgende controle over 6 maanden, dan hoeft u er niet meer aan te denken.

## Kosten en vergoeding

De tarieven voor tandartszorg worden landelijk vastgesteld door de Nederlandse Zorgautoriteit (NZa). Iedere tandarts in Nederland gebruikt dezelfde codes en maximumtarieven. De maximumtarieven voor {tariffYear} (de NZa stelt ze ieder jaar opnieuw vast):

- C001 intakeconsult (eerste bezoek): {feeC001}
- C002 periodieke controle: {feeC002}
- X10 kleine röntgenfoto: {feeX10} per foto
- X21 panoramafoto: {feeX21}

Voor kinderen tot 18 jaar vergoedt de basisverzekering de controle. Volwassenen krijgen die vaak vergoed uit een aanvullende tandartsverzekering, tot het maximum van hun polis. Hoe de vergoeding werkt, leest u op onze pagina over [tarieven](page:rates).

Blijkt er een behandeling nodig die naar verwachting € 250 of meer kost, dan krijgt u altijd eerst een schriftelijke begroting. Meer uitleg over tarieven en vergoedingen leest u in ons artikel over [tandartskosten in Nederland](page:dental-costs).`,
    faq: [
      {
        question: 'Waarom elke 6 maanden, als ik nergens last van heb?',
        answer: `Gaatjes en tandvleesontsteking geven in het begin meestal geen pijn. Bij een controle elke 6 maanden zien wij ze vaak op tijd, als de behandeling nog klein is.`,
      },
      {
        question: 'Maakt u bij elke controle röntgenfoto’s?',
        answer: `Nee. Wij maken alleen foto’s als ze nodig zijn, bijvoorbeeld om gaatjes tussen de tanden op te sporen. De stralingsdosis van een kleine tandartsfoto is laag.`,
      },
      {
        question: 'Wordt de controle vergoed?',
        answer: `Voor kinderen tot 18 jaar vergoedt de basisverzekering de controle. Volwassenen krijgen de kosten alleen vergoed met een aanvullende tandartsverzekering, tot het maximum van hun polis.`,
      },
      {
        question: 'Ik ben nieuw in Nederland. Hoe begin ik?',
        answer: `U begint met een intakeconsult. Neem een geldig identiteitsbewijs, uw zorgpas en een lijst van uw medicijnen mee. Heeft uw vorige tandarts recente röntgenfoto’s gemaakt? Vraag dan of die ze naar ons stuurt, of neem ze mee.`,
      },
    ],
    cta: {
      title: 'Plan uw controle',
      text: 'Vraag online een afspraak aan of bel ons op {phone}. U kunt ook op zaterdag terecht, van {saturdayHoursDutch}.',
    },
  },
  en: {
    meta: {
      title: 'Dental Check-up in Amstelveen, Every 6 Months',
      description:
        'A dental check-up every 6 months keeps your teeth healthy. Learn what our dentist in Amstelveen checks, when X-rays are needed and what a check-up costs in {tariffYear}.',
      keywords:
        'dental check-up amstelveen, dentist amstelveen, english speaking dentist amstelveen, dental exam, dental check-up cost netherlands, dental x-ray, new patient dentist',
    },
    card: {
      title: 'Dental check-up',
      description:
        'A thorough check of your teeth, gums and mouth every 6 months, so problems are found early, while treatment is still simple.',
    },
    // A non-breaking hyphen: the heading broke as "Dental check- / ups" on a phone (round 46, AT).
    title: 'Dental check\u2011ups in Amstelveen',
    lead: 'A regular check-up is the easiest way to keep your teeth and gums healthy. We take our time and explain what we see, in plain English if that’s what you prefer.',
    facts: [
      { label: 'How often', value: 'Every 6 months' },
      { label: 'Duration', value: '15–30 minutes' },
      { label: 'X-rays', value: 'Only when needed' },
    ],
    body: `## What is a dental check-up?

At a check-up, the dentist carefully examines your whole mouth: not just your teeth, but also your gums, the soft tissues of your mouth and your bite. You usually can’t feel an early cavity or a small patch of gum inflammation yet. The sooner a problem is found, the smaller and simpler the treatment tends to be.

For most people, we recommend a check-up **every 6 months**, but we tailor the interval to your teeth and gums.

### What we check

- your teeth for cavities, wear and small cracks
- existing fillings, crowns and bridges, and any dentures
- your gums: do they bleed, are there deeper pockets, is there tartar?
- your tongue, cheeks, palate and the floor of your mouth
- your bite and jaw joints, for example if you grind your teeth
- your home care: where could it be easier or more effective?

## Who is it for?

Everyone, young and old, including people with no symptoms. Children come from their very first tooth; you can read more on our [children’s dentistry](page:pediatric) page. For adults, a check-up is the moment to catch small problems before they start to hurt.

New to the practice, or new to the Netherlands? Then you start with a new-patient consultation. We get to know your teeth and your medical history and make a plan together. Our dentists speak English, Dutch and Turkish, so you can ask your questions in whichever language you prefer.

## What happens, step by step

1. **A short talk.** We ask about your health, any medicines you take and any symptoms. If you feel nervous about the dentist, just tell us and we’ll take that into account.
2. **Teeth.** Using a small mirror and a probe, the dentist checks every tooth and your existing fillings.
3. **Gums.** With a special probe, we check whether your gums bleed and measure the depth of the pockets between your teeth and gums.
4. **Soft tissues and bite.** We look at your tongue, cheeks and palate and check for wear or signs of grinding.
5. **X-rays, only when needed.** Small X-rays show cavities between the teeth and under fillings that the eye can’t see. A panoramic X-ray gives an overview of all your teeth and both jaws, for example to check wisdom teeth. We only take X-rays when they are genuinely useful, and the radiation dose is low.
6. **Explanation and advice.** We tell you what we found. If you need treatment, we discuss your options and schedule it together.

## Duration and aftercare

A check-up usually takes 15–30 minutes. A new-patient consultation takes longer, because we get to know you more thoroughly. You can eat and drink right after a check-up; there’s no recovery time.

Most of the work happens at home, with brushing and cleaning between your teeth every day; our article on [dental care at home](page:home-care) explains how to do it well. What a check-up adds is a second pair of eyes: we see spots you can’t see yourself and tell you where to pay more attention when you brush.

For most people, we also recommend a professional [dental cleaning](page:hygiene) twice a year (more often if needed), which can often be combined with your check-up. Before you leave, book your next check-up for six months’ time, so you don’t have to remember it.

## Costs and insurance

Maximum dental fees in the Netherlands are set nationally by the Dutch Healthcare Authority (NZa), so every Dutch dentist uses the same codes and maximum tariffs. The maximum tariffs for {tariffYear} (the NZa sets new ones every year):

- C001 new-patient consultation (first visit): {feeC001}
- C002 routine check-up: {feeC002}
- X10 small X-ray: {feeX10} per X-ray
- X21 panoramic X-ray: {feeX21}

For children under 18, basic health insurance covers the check-up. Adults are often reimbursed by supplementary dental insurance, up to their policy’s yearly maximum. Our [fees page](page:rates) explains how reimbursement works.

If you need treatment that is expected to cost €250 or more, you’ll always receive a written estimate first. For a clear overview of how dental costs work here, read our article on [dental costs in the Netherlands](page:dental-costs).`,
    faq: [
      {
        question: 'Why every 6 months if nothing hurts?',
        answer: `Cavities and gum inflammation usually don’t hurt at first. With a check-up every 6 months, we can often catch them early, while treatment is still small.`,
      },
      {
        question: 'Do you take X-rays at every check-up?',
        answer: `No. We only take X-rays when they’re needed, for example to find cavities between the teeth. The radiation dose of a small dental X-ray is low.`,
      },
      {
        question: 'Is a check-up covered by my insurance?',
        answer: `For children under 18, basic health insurance covers it. Adults are only reimbursed through supplementary dental insurance, up to their policy’s yearly maximum.`,
      },
      {
        question: 'I’ve just moved to the Netherlands. How do I get started?',
        answer: `You start with a new-patient consultation. Please bring valid photo ID, your health insurance card and a list of any medicines you take, plus any recent X-rays from your previous dentist if you have them.`,
      },
    ],
    cta: {
      title: 'Book your check-up',
      text: 'Request an appointment online or call us on {phone}. We also see patients on Saturdays, {saturdayHours}.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de diş kontrolü: 6 ayda bir',
      description:
        'Altı ayda bir yapılan diş kontrolü dişlerinizi sağlıklı tutar. Amstelveen’de diş hekiminin neye baktığını, ne zaman röntgen gerektiğini ve {tariffYear} ücretlerini okuyun.',
      keywords:
        'diş kontrolü amstelveen, diş hekimi amstelveen, türkçe konuşan diş hekimi, hollanda diş hekimi kontrol, diş kontrolü ücreti, diş röntgeni, hollandada diş hekimine kayıt',
    },
    card: {
      title: 'Diş kontrolü',
      description:
        'Altı ayda bir dişlerinizin, diş etlerinizin ve ağzınızın dikkatli kontrolü; sorunlar erken fark edilir ve daha kolay tedavi edilir.',
    },
    title: 'Amstelveen’de diş kontrolü',
    lead: 'Düzenli kontrol, dişlerinizi sağlıklı tutmanın en kolay yoludur. Size zaman ayırıyor ve gördüklerimizi Türkçe olarak da anlatıyoruz.',
    facts: [
      { label: 'Sıklık', value: '6 ayda bir' },
      { label: 'Süre', value: '15–30 dakika' },
      { label: 'Röntgen', value: 'Yalnızca gerektiğinde' },
    ],
    body: `## Diş kontrolü nedir?

Kontrolde diş hekimi yalnızca dişlerinize değil, diş etlerinize, ağız içindeki yumuşak dokulara ve kapanışınıza da dikkatle bakar. Başlangıç aşamasındaki bir çürüğü ya da diş etindeki küçük bir iltihabı çoğu zaman henüz hissetmezsiniz. Bir sorun ne kadar erken fark edilirse, tedavisi de genellikle o kadar küçük ve basit olur.

Çoğu kişiye **altı ayda bir** kontrol öneriyoruz; ne sıklıkla gelmeniz gerektiğini dişlerinizin durumuna göre belirleriz.

### Neleri kontrol ediyoruz?

- dişlerinizde çürük, aşınma ve küçük çatlaklar
- mevcut dolgular, kronlar, köprüler ve varsa takma dişler
- diş etleriniz: kanama var mı, derin diş eti cepleri oluşmuş mu, diş taşı birikmiş mi?
- diliniz, yanaklarınız, damağınız ve ağız tabanınız
- kapanışınız ve çene eklemleriniz, örneğin diş gıcırdatma durumunda

Son olarak evde ağız bakımınızı kolaylaştıracak ipuçları veriyoruz.

## Kimler için?

Hiçbir şikâyeti olmayanlar da dâhil, küçük büyük herkes için. Çocuklar ilk dişleri çıktığı andan itibaren gelir; ayrıntılar [çocuklar için diş bakımı](page:pediatric) sayfamızda. Yetişkinler için kontrol, küçük sorunları ağrı yapmaya başlamadan yakalama fırsatıdır.

Kliniğimize ilk kez mi geliyorsunuz, belki de Hollanda’ya ya da Amstelveen’e yeni mi taşındınız? O zaman ilk muayeneyle başlıyoruz. Bu muayenede dişlerinizi inceliyor, sağlık geçmişinizi öğreniyor ve birlikte bir plan yapıyoruz. Diş hekimlerimiz Türkçe, Hollandaca ve İngilizce konuşur; sorularınızı istediğiniz dilde sorabilirsiniz.

## Kontrol adım adım nasıl geçer?

1. **Kısa bir sohbet.** Sağlığınızı, kullandığınız ilaçları ve varsa şikâyetlerinizi soruyoruz. Diş hekiminden çekiniyorsanız bunu rahatlıkla söyleyin, buna göre davranırız.
2. **Dişler.** Her dişinizi ve mevcut dolgularınızı küçük bir ayna ve ince uçlu bir muayene aletiyle (sond) kontrol ediyoruz.
3. **Diş etleri.** Ucu küt, özel bir ölçüm aletiyle diş etlerinizin kanayıp kanamadığına bakıyor, diş ile diş eti arasındaki boşluğun derinliğini ölçüyoruz.
4. **Ağız dokuları ve kapanış.** Dilinize, yanaklarınıza ve damağınıza bakıyor, aşınma ya da diş gıcırdatma belirtilerini kontrol ediyoruz.
5. **Gerekirse röntgen.** Küçük röntgenler, dişlerin arasındaki ve dolguların altındaki, gözle görülemeyen çürükleri gösterir. Panoramik röntgen ise tüm dişlerin ve alt ve üst çenenin genel görüntüsünü verir; örneğin yirmi yaş dişlerini değerlendirmek için. Röntgeni yalnızca gerçekten gerekliyse çekiyoruz; radyasyon dozu düşüktür.
6. **Açıklama ve öneriler.** Ne gördüğümüzü size anlatıyoruz. Tedavi gerekiyorsa seçenekleri konuşuyor ve randevuyu birlikte planlıyoruz.

## Süre ve sonrası

Bir kontrol genellikle 15–30 dakika sürer. İlk muayene, sizi daha ayrıntılı tanıdığımız için biraz daha uzun sürer. Kontrolden hemen sonra yiyip içebilirsiniz; iyileşme süresi gerekmez.

İşin büyük kısmı ise evde, fırçalama ve diş aralarının her gün temizlenmesiyle size düşüyor; bunu en iyi nasıl yapacağınızı [evde diş bakımı](page:home-care) yazımızda okuyabilirsiniz. Kontrolün faydası, dışarıdan bir gözün bakmasıdır: kendi göremediğiniz yerleri görür, fırçalarken nelere daha çok dikkat etmeniz gerektiğini söyleriz.

Ayrıca çoğu kişiye yılda iki kez, gerekirse daha sık profesyonel [diş temizliği](page:hygiene) öneriyoruz; bu çoğu zaman kontrolle aynı güne denk getirilebilir. Çıkmadan önce altı ay sonraki kontrolünüzün randevusunu alın, böylece aklınızda tutmanız gerekmez.

## Ücretler ve sigorta

Hollanda’da diş hekimi ücretleri Hollanda Sağlık Otoritesi (NZa) tarafından ülke genelinde belirlenir; tüm diş hekimleri aynı kodları ve azami ücretleri kullanır. {tariffYear} yılının azami ücretleri (NZa bunları her yıl yeniden belirler):

- C001 ilk muayene (yeni hastalar): {feeC001}
- C002 periyodik kontrol: {feeC002}
- X10 küçük röntgen: röntgen başına {feeX10}
- X21 panoramik röntgen: {feeX21}

18 yaşından küçük çocuklarda kontrolü temel sağlık sigortası (basisverzekering) karşılar. Yetişkinlerde ise ek diş sigortanız (aanvullende tandartsverzekering) varsa, bu sigorta kontrol ücretini çoğu zaman poliçenizdeki yıllık üst sınıra kadar öder. Geri ödemenin nasıl işlediğini [ücretler sayfamızda](page:rates) okuyabilirsiniz.

Kontrol sonrasında 250 € veya daha fazla tutması beklenen bir tedavi gerekirse, önce her zaman yazılı bir maliyet tahmini alırsınız. Diş masraflarının nasıl işlediğini [Hollanda’da diş hekimi ücretleri](page:dental-costs) yazımızda bulabilirsiniz.`,
    faq: [
      {
        question: 'Hiçbir şikâyetim yokken neden altı ayda bir gelmeliyim?',
        answer: `Çürükler ve diş eti iltihabı başlangıçta genellikle ağrı yapmaz. Altı ayda bir yapılan kontrolde bunları çoğu zaman tedavi henüz küçükken yakalayabiliyoruz.`,
      },
      {
        question: 'Her kontrolde röntgen çekiliyor mu?',
        answer: `Hayır. Röntgeni yalnızca gerektiğinde çekiyoruz; örneğin diş aralarındaki çürükleri bulmak için. Küçük bir diş röntgeninin radyasyon dozu düşüktür.`,
      },
      {
        question: 'Kontrol ücretini sigorta karşılıyor mu?',
        answer: `18 yaşından küçük çocuklarda temel sağlık sigortası karşılar. Yetişkinler ise yalnızca ek diş sigortası varsa, poliçedeki yıllık üst sınıra kadar geri ödeme alır.`,
      },
      {
        question: 'Hollanda’ya yeni taşındım. Nasıl başlamalıyım?',
        answer: `İlk muayene için randevu alarak başlayabilirsiniz. Geçerli kimlik belgenizi (pasaport, AB kimlik kartı, oturma izni veya Hollanda ehliyeti), sağlık sigortası bilgilerinizi ve kullandığınız ilaçların listesini, varsa önceki diş hekiminizden son röntgenlerinizi de yanınıza alın.`,
      },
    ],
    cta: {
      title: 'Kontrol randevunuzu alın',
      text: 'İnternet üzerinden randevu talep edin ya da bizi {phone} numarasından arayın. Cumartesi günleri de {saturdayHoursTurkish} saatleri arasında hasta kabul ediyoruz.',
    },
  },
};

export default checkup;
