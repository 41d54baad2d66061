import type { Localized, TreatmentContent } from '../types';

const whitening: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Tanden bleken in Amstelveen',
      description:
        'Tanden bleken in Amstelveen onder begeleiding van de tandarts: in de praktijk of thuis met bleeklepels op maat. Volgens de regels en met eerlijk advies.',
      keywords:
        'tanden bleken, tanden bleken tandarts, witte tanden, thuisbleken, bleeklepels, tanden bleken kosten, tanden bleken Amstelveen',
    },
    card: {
      title: 'Tanden bleken',
      description:
        'Wittere tanden met een verantwoorde bleekbehandeling onder begeleiding van de tandarts: in de praktijk of thuis met bleeklepels die precies passen.',
    },
    title: 'Tanden bleken in Amstelveen',
    lead: 'Een stralender lach, verantwoord en onder begeleiding van de tandarts. Wij onderzoeken eerst uw gebit en adviseren welke methode het best bij u past.',
    facts: [
      { label: 'Methode', value: 'In de praktijk of thuis' },
      { label: 'Leeftijd', value: 'Vanaf 18 jaar' },
      { label: 'Resultaat', value: 'Ongeveer 1–3 jaar zichtbaar' },
      { label: 'Gevoeligheid', value: 'Tijdelijk' },
      {
        label: 'Kosten (indicatie)',
        value: '{priceWhitening} voor thuisbleken; meestal niet vergoed',
      },
    ],
    body: `## Wat is tanden bleken?

Tanden worden in de loop der jaren vaak geler of grauwer, door koffie, thee, rode wijn, roken en het ouder worden zelf. Bij tanden bleken brengen wij een bleekgel met waterstofperoxide op uw tanden aan. Het middel dringt door in het glazuur en maakt verkleuringen lichter. Er wordt niets van de tand afgeslepen of afgeschuurd.

Bleken werkt alleen op natuurlijke tanden. Vullingen, kronen en facings veranderen niet van kleur. Heeft u die in het zicht, dan houden wij daar in ons advies rekening mee.

### Wat zeggen de regels?

In Nederland en de rest van de Europese Unie gelden duidelijke regels. Bleekmiddelen met meer dan 0,1% en ten hoogste 6% waterstofperoxide (of een stof die dat afgeeft, zoals carbamideperoxide) mogen alleen via een tandarts worden gebruikt, en alleen bij volwassenen vanaf 18 jaar. Sterkere middelen zijn niet toegestaan. De tandarts onderzoekt eerst uw gebit en de eerste behandeling vindt plaats in de praktijk. Middelen uit de drogisterij of van internet mogen hooguit 0,1% bevatten en hebben daardoor veel minder effect.

## Voor wie is tanden bleken geschikt?

Bleken is bedoeld voor volwassenen met een gezond gebit die hun tanden wat lichter willen hebben. Gelige verkleuringen reageren meestal goed. Grijze of vlekkerige verkleuringen, bijvoorbeeld door bepaalde medicijnen, worden vaak minder licht.

Soms is het verstandig eerst iets anders te doen of te wachten:

- Heeft u gaatjes, lekkende vullingen of ontstoken tandvlees, dan behandelen wij die eerst.
- Bent u zwanger of geeft u borstvoeding, dan adviseren wij het bleken uit te stellen.
- Is één tand donker geworden na een [wortelkanaalbehandeling](page:rootcanal), dan kan die tand soms van binnenuit worden gebleekt.
- Wilt u ook de vorm of stand van uw tanden verbeteren, dan zijn facings of andere [esthetische behandelingen](page:cosmetic) misschien een betere keuze.

Tandarts Elif Aydın, die zich onder meer richt op bleken en facings, bespreekt met u wat haalbaar is.

## Hoe verloopt de behandeling?

Wij werken met twee methoden, die ook goed te combineren zijn.

### Bleken in de praktijk

Terwijl u in de behandelstoel zit, schermen wij uw tandvlees zorgvuldig af en brengen wij de bleekgel op uw tanden aan. Het verschil is vaak al na één afspraak zichtbaar.

### Thuisbleken met bleeklepels op maat

U krijgt dunne, doorzichtige bleeklepels die precies op uw tanden passen. Daarin doet u thuis een kleine hoeveelheid bleekgel, volgens een vast schema. Het resultaat ontstaat geleidelijk en wij volgen het verloop.

### Stap voor stap

1. **Onderzoek en advies.** Wij controleren uw tanden en tandvlees, bespreken uw wensen en leggen de huidige kleur vast met een kleurenring.
2. **Voorbereiding.** Met een [professionele gebitsreiniging](page:hygiene) verwijderen wij eerst tandsteen en aanslag, zodat het bleekmiddel goed kan werken.
3. **Afdruk of scan.** Voor thuisbleken maken wij een afdruk of 3D-scan. Daarmee maakt het tandtechnisch laboratorium uw bleeklepels op maat.
4. **Eerste behandeling in de praktijk.** Wij passen de bleeklepels, leggen uit hoe u de gel gebruikt en voeren de eerste behandeling uit. Bij bleken in de praktijk gebeurt alles in de stoel.
5. **Thuis verder.** U draagt de bleeklepels volgens het afgesproken schema, meestal een paar weken lang.
6. **Controle.** Wij vergelijken de nieuwe kleur met de beginkleur en bespreken hoe u het resultaat zo lang mogelijk behoudt.

## Duur en nazorg

Het resultaat blijft meestal 1 tot 3 jaar zichtbaar, afhankelijk van uw gewoonten. Koffie, thee, rode wijn en roken laten tanden sneller weer verkleuren. Bewaar uw bleeklepels goed: daarmee kunt u later, in overleg met ons, eenvoudig bijbleken.

> Tijdens en kort na het bleken kunnen uw tanden gevoelig zijn voor kou of warmte, en ook het tandvlees kan even geïrriteerd raken. Dit is tijdelijk en trekt meestal binnen enkele dagen weg. Een tandpasta voor gevoelige tanden of een dag pauze helpt vaak. Houdt de gevoeligheid aan, bel ons dan op {phone}.

Zo houdt u het resultaat langer mooi:

- Vermijd de eerste dagen sterk kleurende dranken en gerechten, zoals koffie, rode wijn en curry.
- Poets twee keer per dag minstens 2 minuten.
- Kom regelmatig op controle en laat uw tanden regelmatig professioneel reinigen; hoe vaak, stemmen wij af op uw gebit.

## Kosten en vergoeding

Tanden bleken is een esthetische behandeling en wordt in de regel niet vergoed. De basisverzekering vergoedt voor volwassenen geen bleekbehandeling. Voor kinderen tot 18 jaar vergoedt zij tandartszorg bijna volledig, maar bleken is onder de 18 jaar niet toegestaan. Een aanvullende tandartsverzekering, met een maximum per jaar van bijvoorbeeld € 250 of € 500, vergoedt bleken in de regel ook niet. Kijk bij twijfel in uw polisvoorwaarden.

Ook voor bleken gelden de landelijke codes en maximumtarieven van de Nederlandse Zorgautoriteit (NZa). Daarnaast betaalt u de kosten van de bleeklepels en het bleekmiddel. Omdat bleken een cosmetische behandeling zonder medische noodzaak is, rekenen wij over het tarief en de materiaalkosten 21% btw. De kosten hangen af van de gekozen methode. Wij bespreken ze altijd vooraf, en voor een behandeling van € 250 of meer krijgt u een schriftelijke begroting.`,
    faq: [
      {
        question: 'Is bleken schadelijk voor mijn tanden?',
        answer:
          'Onder begeleiding van de tandarts en volgens voorschrift gebruikt, is bleken bij een gezond gebit een behandeling met weinig risico’s. Tijdelijke gevoeligheid of wat geïrriteerd tandvlees kan voorkomen; dat verdwijnt meestal binnen enkele dagen.',
      },
      {
        question: 'Hoe wit worden mijn tanden?',
        answer:
          'Dat verschilt per persoon en hangt af van uw eigen tandkleur en het soort verkleuring. Wij leggen vooraf de kleur vast, zodat u het verschil goed ziet, maar een bepaalde tint kunnen wij niet beloven.',
      },
      {
        question: 'Worden mijn vullingen en kronen ook witter?',
        answer:
          'Nee, bleken werkt alleen op natuurlijke tanden. Vullingen of kronen in het zicht kunnen na het bleken iets donkerder afsteken; die kunnen wij zo nodig vervangen, zodat de kleur weer past.',
      },
      {
        question: 'Mag ik bleken als ik jonger ben dan 18?',
        answer:
          'Nee. Bleekmiddelen met meer dan 0,1% waterstofperoxide mogen alleen bij volwassenen worden gebruikt, ook als een tandarts toezicht houdt.',
      },
    ],
    cta: {
      title: 'Benieuwd wat bleken voor u kan doen?',
      text: 'Plan een adviesgesprek. Wij bekijken uw gebit en vertellen eerlijk wat u kunt verwachten. Bel {phone} of vraag online een afspraak aan.',
    },
  },
  en: {
    meta: {
      title: 'Teeth Whitening in Amstelveen',
      description:
        'Professional teeth whitening in Amstelveen, supervised by a dentist: at the practice or at home with custom trays. Within the legal limits, and with honest advice.',
      keywords:
        'teeth whitening, teeth whitening Amstelveen, professional teeth whitening, at-home whitening trays, tooth bleaching Netherlands, teeth whitening cost',
    },
    card: {
      title: 'Teeth whitening',
      description:
        'Whiter teeth with responsible whitening supervised by your dentist, either at the practice or at home with custom-made trays that fit your teeth precisely.',
    },
    title: 'Teeth whitening in Amstelveen',
    lead: 'A brighter smile, done responsibly and under a dentist’s supervision. We first check your teeth and gums, then recommend the method that suits you best.',
    facts: [
      { label: 'Method', value: 'At the practice or at home' },
      { label: 'Age', value: '18 and over' },
      { label: 'Results last', value: 'About 1–3 years' },
      { label: 'Sensitivity', value: 'Temporary' },
      { label: 'Approximate cost', value: '{priceWhitening} at home; usually not covered' },
    ],
    body: `## What is teeth whitening?

Over the years, teeth tend to turn more yellow or grey, due to coffee, tea, red wine, smoking and simply getting older. We apply a gel containing hydrogen peroxide, which penetrates the enamel and lightens the discolouration. Nothing is drilled or polished away from the tooth.

Whitening only works on natural teeth. Fillings, crowns and veneers do not change colour. We take any visible ones into account in our advice.

### What are the rules?

Dutch and EU rules on whitening are clear. Products containing more than 0.1% and at most 6% hydrogen peroxide may only be provided by a dentist, and only for adults aged 18 and over. Stronger products are not allowed. The dentist first examines your teeth, and the first treatment takes place at the practice. Over-the-counter products may contain no more than 0.1% and are far less effective.

## Who is it for?

Whitening is meant for adults with healthy teeth and gums who would like a lighter shade. Yellowish discolouration usually responds well. Grey or patchy discolouration, for example from certain medicines, often lightens less.

Sometimes it is better to wait or to treat something else first:

- If you have cavities, leaking fillings or inflamed gums, we treat those first.
- If you are pregnant or breastfeeding, we advise postponing whitening.
- If a single tooth has darkened after [root canal treatment](page:rootcanal), it can sometimes be whitened from the inside.
- If you would also like to change the shape or position of your teeth, veneers or other [cosmetic treatments](page:cosmetic) may be a better fit.

Our dentist Elif Aydın, who focuses on whitening and veneers among other treatments, will discuss what is realistic for you.

## What happens, step by step

We offer two methods, which can also be combined.

### In-chair whitening at the practice

We carefully shield your gums and apply the gel while you sit in the chair. The difference is often visible after a single appointment.

### At-home whitening with custom trays

You receive thin, clear trays made to fit your teeth exactly and use them at home with a small amount of gel, following a set schedule. The result builds up gradually while we monitor your progress.

### The steps

1. **Examination and advice.** We check your teeth and gums, discuss your wishes and record your current shade.
2. **Preparation.** A professional [dental cleaning](page:hygiene) first removes surface stains so the gel can work properly.
3. **Impression or scan.** For at-home whitening, we take an impression or a 3D scan. The dental lab uses it to make your custom trays.
4. **First treatment at the practice.** We fit the trays, show you how to use the gel and carry out the first treatment. With in-chair whitening, the whole treatment happens at the practice.
5. **Continuing at home.** You wear the trays on the schedule we agree on, usually for a few weeks.
6. **Follow-up.** We compare your new shade with the starting shade and discuss how to make the result last.

## Duration and aftercare

The result usually lasts about 1–3 years, depending on your habits. Coffee, tea, red wine and smoking make teeth discolour again sooner. Keep your trays: after checking with us, you can use them later for a touch-up.

> During and shortly after whitening, your teeth may be sensitive to cold or heat, and your gums may feel a little irritated. This is temporary and usually settles within a few days. A toothpaste for sensitive teeth or a day’s break often helps. If the sensitivity persists, call us on {phone}.

To help your result last longer:

- Avoid strongly coloured food and drinks, such as coffee, red wine and curry, for the first few days.
- Brush twice a day for at least 2 minutes.
- Come in for regular check-ups and professional cleanings, as often as we advise for your teeth.

## Costs and insurance

Teeth whitening is a cosmetic treatment and is usually not covered by insurance. Dutch basic health insurance (basisverzekering) does not cover dental care for adults. It covers children under 18 almost fully, but whitening is not allowed for them. Supplementary dental insurance (aanvullende tandartsverzekering), which has a yearly maximum such as €250 or €500, generally does not cover whitening either. If in doubt, check your policy terms.

Whitening is also billed using the national codes and maximum tariffs of the Dutch Healthcare Authority (NZa). In addition, you pay for the trays and the whitening gel. Because whitening is a cosmetic treatment without a medical need, we charge 21% VAT on the fee and the material costs. The cost depends on the method you choose. We always discuss it beforehand, and for any treatment expected to cost €250 or more, you receive a written estimate.`,
    faq: [
      {
        question: 'Is whitening bad for my teeth?',
        answer:
          'When it is supervised by a dentist and used as directed, whitening is a low-risk treatment for healthy teeth. Temporary sensitivity or mildly irritated gums can occur, and these usually clear up within a few days.',
      },
      {
        question: 'How white will my teeth get?',
        answer:
          'That varies from person to person and depends on your natural tooth colour and the type of discolouration. We record your shade beforehand so you can clearly see the difference, but we cannot promise a specific shade.',
      },
      {
        question: 'Will my fillings and crowns get whiter too?',
        answer:
          'No, whitening only works on natural teeth. Visible fillings or crowns may look slightly darker after whitening; if needed, we can replace them so the colour matches again.',
      },
      {
        question: 'Can I whiten my teeth if I am under 18?',
        answer:
          'No. Whitening products with more than 0.1% hydrogen peroxide may not be used on anyone under 18, even under a dentist’s supervision.',
      },
    ],
    cta: {
      title: 'Curious what whitening can do for you?',
      text: 'Book a consultation. We will examine your teeth and tell you honestly what you can expect. Call {phone} or request an appointment online.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de diş beyazlatma',
      description:
        'Amstelveen’de diş hekimi gözetiminde diş beyazlatma: klinikte ya da size özel plaklarla evde. Yasal kurallara uygun, özenli ve dürüst tavsiyeyle.',
      keywords:
        'diş beyazlatma, diş beyazlatma Amstelveen, evde diş beyazlatma, ofis tipi diş beyazlatma, diş beyazlatma fiyatı, Hollanda diş beyazlatma',
    },
    card: {
      title: 'Diş beyazlatma',
      description:
        'Diş hekimi gözetiminde, özenle yapılan beyazlatma: klinikte ya da dişlerinize tam oturan, size özel hazırlanmış plaklarla evde.',
    },
    title: 'Amstelveen’de diş beyazlatma',
    lead: 'Daha parlak bir gülüş, özenle ve diş hekiminin gözetiminde. Önce dişlerinizi ve diş etlerinizi muayene ediyor, ardından size en uygun yöntemi öneriyoruz.',
    facts: [
      { label: 'Yöntem', value: 'Klinikte veya evde' },
      { label: 'Yaş', value: '18 yaş ve üzeri' },
      { label: 'Etkinin süresi', value: 'Yaklaşık 1–3 yıl' },
      { label: 'Hassasiyet', value: 'Geçici' },
      {
        label: 'Ücret (yaklaşık)',
        value: 'Evde beyazlatma {priceWhitening}; sigorta genellikle karşılamaz',
      },
    ],
    body: `## Diş beyazlatma nedir?

Dişler yıllar içinde genellikle daha sarı ya da daha gri bir renk alır. Kahve, çay, kırmızı şarap ve sigaranın yanı sıra yaşlanmanın kendisi de bunda rol oynar. Diş beyazlatmada dişlerinize hidrojen peroksit içeren bir jel uyguluyoruz. Jel diş minesine nüfuz eder ve renk değişikliklerini açar. Bu sırada dişten hiçbir şey aşındırılmaz ya da törpülenmez.

Beyazlatma yalnızca doğal dişlerde etkilidir. Dolgular, kronlar (diş kaplamaları) ve laminalar renk değiştirmez. Gülümsediğinizde görünen bölgede bunlardan varsa, önerilerimizi buna göre yapıyoruz.

### Kurallar ne diyor?

Hollanda’da, Avrupa Birliğinin geri kalanında olduğu gibi, diş beyazlatma için açık kurallar vardır. Hidrojen peroksit oranı %0,1’in üzerinde, en fazla %6 olan beyazlatma ürünleri yalnızca bir diş hekimi aracılığıyla ve yalnızca 18 yaş ve üzeri yetişkinlerde kullanılabilir. Daha güçlü ürünlere izin verilmez. Diş hekimi önce dişlerinizi muayene eder ve ilk uygulama klinikte yapılır. Eczanelerde, marketlerde veya internette satılan ürünler en fazla %0,1 hidrojen peroksit içerebilir; bu yüzden etkileri çok daha sınırlıdır.

## Kimler için uygundur?

Beyazlatma, dişleri ve diş etleri sağlıklı olan ve dişlerinin biraz daha açık renkli olmasını isteyen yetişkinler içindir. Sarımsı renk değişikliklerinde genellikle iyi sonuç alınır. Gri ya da lekeli renk değişiklikleri (örneğin bazı ilaçların yol açtıkları) çoğu zaman daha az açılır.

Bazen önce başka bir tedavi yapmak ya da beklemek daha doğrudur:

- Çürükleriniz, sızdıran dolgularınız veya iltihaplı diş etleriniz varsa önce bunları tedavi ediyoruz.
- Hamileyseniz ya da emziriyorsanız beyazlatmayı ertelemenizi öneriyoruz.
- Tek bir diş [kanal tedavisinden](page:rootcanal) sonra koyulaştıysa, bu diş bazen içeriden beyazlatılabilir.
- Dişlerinizin şeklini veya dizilişini de değiştirmek istiyorsanız, lamina ya da başka [estetik diş tedavileri](page:cosmetic) sizin için daha uygun olabilir.

Beyazlatma ve lamina konusunda deneyimli diş hekimimiz Elif Aydın, sizin durumunuzda nelerin gerçekçi olduğunu sizinle açıkça konuşur.

## Tedavi adım adım nasıl ilerler?

İki yöntem sunuyoruz; bu yöntemler birlikte de uygulanabilir.

### Klinikte beyazlatma

Diş etlerinizi özenle koruma altına alıyor ve beyazlatma jelini siz koltuktayken dişlerinize uyguluyoruz. Fark çoğu zaman tek bir randevudan sonra görülür.

### Size özel plaklarla evde beyazlatma

Dişlerinize tam oturan, ince ve şeffaf plaklar alırsınız. Evde bu plakların içine az miktarda beyazlatma jeli koyar ve belirli bir programa göre kullanırsınız. Sonuç yavaş yavaş ortaya çıkar; süreci biz de yakından takip ederiz.

### Adım adım tedavi

1. **Muayene ve danışma.** Dişlerinizi ve diş etlerinizi kontrol ediyor, beklentilerinizi konuşuyor ve mevcut diş renginizi bir renk skalasıyla kayda geçiriyoruz.
2. **Hazırlık.** Gerekirse önce çürükleri veya diş eti sorunlarını tedavi ediyoruz. Profesyonel bir [diş temizliği](page:hygiene) yüzeydeki lekeleri giderir ve jelin daha iyi etki etmesini sağlar.
3. **Ölçü ya da tarama.** Evde beyazlatma için ağzınızın ölçüsünü alıyor ya da ağız içi tarama yapıyoruz. Diş protez laboratuvarı, size özel plakları bununla hazırlar.
4. **Klinikte ilk uygulama.** Plakları ağzınızda deniyor, jelin nasıl kullanılacağını gösteriyor ve ilk uygulamayı yapıyoruz. Klinikte beyazlatmayı seçerseniz tedavinin tamamı koltukta yapılır.
5. **Evde devam.** Evde beyazlatmada plakları, sizinle belirlediğimiz programa göre genellikle birkaç hafta boyunca takarsınız.
6. **Kontrol.** Yeni renginizi başlangıçtaki renkle karşılaştırıyor ve sonucu olabildiğince uzun süre nasıl koruyabileceğinizi konuşuyoruz.

## Süre ve tedavi sonrası bakım

Sonuç, alışkanlıklarınıza bağlı olarak genellikle 1–3 yıl kalıcıdır. Çok kahve, çay veya kırmızı şarap içiyorsanız ya da sigara kullanıyorsanız dişleriniz daha çabuk yeniden renk değiştirir. Plaklarınızı saklayın: ileride bizimle görüşerek onlarla kolayca yeniden beyazlatma yapabilirsiniz.

> Beyazlatma sırasında ve hemen sonrasında dişleriniz soğuğa veya sıcağa karşı hassas olabilir, diş etleriniz de biraz tahriş olabilir. Bu durum geçicidir ve genellikle birkaç gün içinde kaybolur. Hassas dişler için üretilmiş bir diş macunu kullanmak ya da bir gün ara vermek çoğu zaman işe yarar. Hassasiyet devam ederse bizi {phone} numarasından arayın.

Sonucun uzun süre korunması için:

- Beyazlatmadan sonraki ilk günlerde kahve, çay, kırmızı şarap ve köri gibi renkli içecek ve yiyeceklerden kaçının.
- Dişlerinizi günde iki kez, en az iki dakika fırçalayın.
- Düzenli olarak kontrole gelin ve profesyonel diş temizliği yaptırın; ne sıklıkla gerektiğini dişlerinizin durumuna göre belirleriz.

## Ücretler ve sigorta

Diş beyazlatma estetik bir tedavidir ve sigorta tarafından genellikle karşılanmaz. Hollanda’daki temel sağlık sigortası (basisverzekering) yetişkinlerin diş tedavisini karşılamaz. 18 yaş altı çocukların diş tedavisini neredeyse tamamen karşılar, ancak 18 yaşından önce beyazlatma zaten yapılamaz. Yıllık 250 € veya 500 € gibi bir üst sınırı olan ek diş sigortası (aanvullende tandartsverzekering) da kural olarak beyazlatmayı ödemez. Emin değilseniz poliçe koşullarınıza bakın.

Beyazlatma için de Hollanda Sağlık Otoritesinin (Nederlandse Zorgautoriteit, NZa) ülke genelinde geçerli kodları ve azami ücretleri uygulanır. Bunlara ek olarak plakların ve beyazlatma jelinin maliyetini ödersiniz. Beyazlatma tıbben gerekli olmayan estetik bir tedavi olduğundan ücrete ve malzeme masraflarına %21 KDV ekleriz. Sizin için toplam tutar, seçtiğiniz yönteme bağlıdır. Ücretleri her zaman önceden konuşuyoruz; maliyeti 250 € veya üzerinde olacak her tedavi için yazılı bir maliyet tahmini (begroting) alırsınız.`,
    faq: [
      {
        question: 'Beyazlatma dişlerime zarar verir mi?',
        answer:
          'Diş hekimi gözetiminde ve talimatlara uygun yapıldığında beyazlatma, sağlıklı dişlerde riski düşük bir tedavidir. Geçici hassasiyet ya da diş etlerinde hafif tahriş görülebilir; bunlar genellikle birkaç gün içinde geçer.',
      },
      {
        question: 'Dişlerim ne kadar beyazlar?',
        answer:
          'Bu kişiden kişiye değişir; doğal diş renginize ve renk değişikliğinin türüne bağlıdır. Başlangıç rengini önceden kaydediyoruz, böylece farkı net görürsünüz; ancak belirli bir tonu garanti edemeyiz.',
      },
      {
        question: 'Dolgularım ve kronlarım da beyazlar mı?',
        answer:
          'Hayır, beyazlatma yalnızca doğal dişlerde etkilidir. Görünen dolgular veya kronlar beyazlatmadan sonra biraz daha koyu kalabilir; gerekirse renk uyumu için bunları yenileyebiliriz.',
      },
      {
        question: '18 yaşından küçüksem dişlerimi beyazlatabilir miyim?',
        answer:
          'Hayır. Hidrojen peroksit oranı %0,1’in üzerinde olan beyazlatma ürünleri, diş hekimi gözetiminde bile olsa yalnızca yetişkinlerde kullanılabilir.',
      },
    ],
    cta: {
      title: 'Beyazlatma size uygun\u00a0mu?',
      text: 'Bir danışma randevusu alın. Dişlerinizi inceleyip neler bekleyebileceğinizi size dürüstçe anlatalım. {phone} numarasını arayın ya da internet üzerinden randevu talep edin.',
    },
  },
};

export default whitening;
