import type { Localized, TreatmentContent } from '../types';
import { missingToothOptions } from './missing-tooth-options';

const crowns: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Kronen en bruggen in Amstelveen',
      description:
        'Kronen en bruggen in Amstelveen: herstel een zwakke tand of vervang een ontbrekende tand. Over de behandeling, hoe lang ze meegaan en de vergoeding.',
      keywords:
        'kroon tandarts, tandkroon, kronen en bruggen, brug tanden, kroon op kies, kroon kosten vergoeding, tandarts Amstelveen',
    },
    card: {
      title: 'Kronen en bruggen',
      description:
        'Een kroon beschermt een zwakke of beschadigde tand, een brug vervangt een ontbrekende tand. Op maat gemaakt en passend bij uw eigen tanden.',
    },
    title: 'Kronen en bruggen in Amstelveen',
    lead: 'Een kroon geeft een verzwakte tand zijn sterkte en vorm terug; een brug vult de ruimte van een ontbrekende tand. Beide worden op maat gemaakt en afgestemd op uw eigen tanden.',
    facts: [
      { label: 'Afspraken', value: 'Meestal 2, na een eerste onderzoek' },
      { label: 'Levensduur', value: 'Vaak 10–15 jaar bij goede zorg' },
      { label: 'Begroting', value: 'Vooraf schriftelijk, bij kosten vanaf € 250' },
      { label: 'Vergoeding', value: 'Vaak deels via aanvullende verzekering' },
      // The question that brings most people here (round 58, BR: its answer stood nine screens
      // down, in the questions).
      {
        label: 'Kroon los?',
        value: 'Bewaar hem en bel ons; meestal geen spoed. Zie [spoedhulp](page:emergency).',
      },
    ],
    body: `## Wat zijn kronen en bruggen?

Een kroon is een kapje dat een tand of kies helemaal omsluit. De kroon geeft een verzwakte tand zijn sterkte, vorm en kleur terug. Kronen worden gemaakt van keramiek, zirkonia of metaal met een laag porselein. Een tandtechnisch laboratorium maakt ze op maat voor uw gebit.

Een brug vervangt één of meer ontbrekende tanden. De brug rust op de tanden ernaast, de pijlers, die elk een kroon krijgen. Daartussen zit de nieuwe tand. Een brug zit vast; u haalt hem dus niet zelf uit.

Ook op een implantaat kan een kroon worden geplaatst. Meer daarover leest u bij [implantaten](page:implants).

${missingToothOptions.nl}

## Voor wie zijn kronen en bruggen bedoeld?

Een kroon kan een goede oplossing zijn bij:

- een tand of kies met een grote vulling die zwak is geworden;
- een afgebroken of gebarsten tand;
- een kies na een [wortelkanaalbehandeling](page:rootcanal);
- sterk afgesleten tanden.

Een brug is een mogelijkheid als u een tand mist en de buurtanden al gevuld of beschadigd zijn. Zijn de buurtanden nog gaaf, dan is een implantaat soms een betere keuze, omdat die tanden dan niet geslepen hoeven te worden. Wij bespreken de mogelijkheden en de voor- en nadelen eerlijk met u.

Voorwaarde is wel dat uw tandvlees gezond is en dat u uw mond goed verzorgt. Tandarts Elif Aydın, die zich onder meer richt op kronen en bruggen, maakt met u een plan dat past bij uw gebit en uw wensen.

## Hoe verloopt de behandeling?

Een kroon wordt meestal in twee afspraken geplaatst, na een eerste onderzoek:

1. **Onderzoek en plan.** Wij onderzoeken de tand, maken zo nodig een röntgenfoto en bespreken de mogelijkheden. U krijgt een schriftelijke begroting mee.
2. **Slijpen en afdruk.** Bij de eerste afspraak krijgt u een plaatselijke verdoving. Wij slijpen de tand rondom iets kleiner, zodat er ruimte is voor de kroon. Daarna maken wij een afdruk of 3D-scan en bepalen wij samen de kleur.
3. **Tijdelijke kroon.** U gaat naar huis met een tijdelijke kroon van kunststof. Die beschermt de geslepen tand en ziet er verzorgd uit.
4. **Werk in het laboratorium.** De tandtechnicus maakt uw kroon of brug precies op maat. Dat duurt meestal enkele werkdagen tot een paar weken.
5. **Plaatsen.** Bij de tweede afspraak verwijderen wij de tijdelijke kroon. Wij controleren de pasvorm, de beet en de kleur van de nieuwe kroon en zetten hem daarna definitief vast.
6. **Controle.** Bij uw volgende controle kijken wij of alles goed zit en of het tandvlees rond de kroon gezond is.

Een brug wordt op dezelfde manier gemaakt, alleen worden dan beide pijlers geslepen. Bij een grotere brug plannen wij soms een extra pasafspraak.

## Duur en nazorg

Met goede zorg gaan kronen en bruggen vaak 10–15 jaar mee; voor een kroon op een implantaat geldt hetzelfde. Hoe lang uw kroon of brug meegaat, hangt onder meer af van uw mondhygiëne, uw beet en eventueel tandenknarsen.

### Met een tijdelijke kroon

- Kauw liever niet op kleverig of hard voedsel, zoals kauwgom en toffees.
- Trek floss zijwaarts tussen de tanden uit, niet omhoog.
- Zit de tijdelijke kroon los of valt hij eraf, bel ons dan op {phone}.

### Na het plaatsen

De tand kan de eerste dagen wat gevoelig zijn voor warm en koud; dat gaat vanzelf over. Poets twee keer per dag minstens 2 minuten en maak de ruimte tussen uw tanden dagelijks schoon. Onder een brug gebruikt u speciale floss of een ragertje. Kom ook regelmatig op controle, voor de meeste mensen elk half jaar, zodat wij eventuele problemen vroeg zien.

## Kosten en vergoeding

De tarieven voor kronen en bruggen worden, net als alle tandheelkundige tarieven, landelijk vastgesteld door de Nederlandse Zorgautoriteit (NZa). Maximumtarieven {tariffYear} voor het werk van de tandarts (de NZa stelt ze ieder jaar opnieuw vast):

- R24 kroon op een eigen tand of kies: {feeR24}
- R40 brug, de eerste vervangende tand: {feeR40}

Een brug voor één ontbrekende tand is een kroon op elk van de twee buurtanden en de vervangende tand ertussen: samen {bridgeFee} (2 × R24 + R40), plus de labkosten.

Bovenop het tarief van de tandarts komen de kosten van het tandtechnisch laboratorium. Die hangen onder meer af van het materiaal. Met de labkosten kost een kroon of brug meer dan € 250; u krijgt daarom altijd vooraf een schriftelijke begroting, inclusief de laboratoriumkosten. Bij een brug staat daarop elk onderdeel apart. Wij raden u aan die vóór de behandeling aan uw zorgverzekeraar voor te leggen.

**Volwassenen:** kronen en bruggen vallen niet onder de basisverzekering. Een aanvullende tandartsverzekering vergoedt vaak een percentage van de kosten, tot het jaarlijkse maximum van uw polis.

**Kinderen tot 18 jaar:** de basisverzekering vergoedt tandartszorg bijna volledig, maar kronen en bruggen vallen daar in de regel buiten. Onder voorwaarden geldt een uitzondering voor ontbrekende snij- of hoektanden die niet zijn aangelegd of door een ongeval verloren zijn gegaan; die uitzondering loopt door tot de 23e verjaardag.

Meer over tarieven en verzekeringen leest u in ons artikel over [tandartskosten](page:dental-costs).`,
    faq: [
      {
        question: 'Mijn kroon of brug zit los of is eruit gevallen. Is dat spoed?',
        answer:
          'Meestal niet, als het geen pijn doet. Bewaar de kroon of brug in een doosje, lijm hem niet zelf vast en bel ons op de eerstvolgende werkdag op {phone}; vaak kunnen wij hem snel opnieuw vastzetten. Doet het pijn, is er een stuk tand afgebroken of heeft u een dikke wang? Dan is het wel spoed: bel onze spoedlijn {emergencyPhone} of, buiten openingstijden, de tandartsenspoeddienst (zie [Spoedhulp](page:emergency)).',
      },
      {
        question: 'Mijn oude kroon zit los. Wordt het een nieuwe kroon of een implantaat?',
        answer:
          'Dat hangt af van de tand eronder. Is die gezond, dan zetten wij de kroon vaak opnieuw vast of maken wij een nieuwe. Is de tand eronder aangetast of ontstoken, dan kijken wij eerst of hij te redden is, bijvoorbeeld met een [wortelkanaalbehandeling](page:rootcanal) en een nieuwe kroon. Pas als de tand niet te behouden is, komen een implantaat, een brug of een prothese in beeld. Na het onderzoek en een röntgenfoto bespreken wij de mogelijkheden en wat ze kosten.',
      },
      {
        question: 'Hoe lang gaat een kroon mee?',
        answer:
          'Met goede zorg gaan kronen en bruggen vaak 10–15 jaar mee. Goed poetsen, dagelijks tussen de tanden reinigen en regelmatige controles helpen daarbij.',
      },
      {
        question: 'Doet het slijpen van de tand pijn?',
        answer:
          'Meestal niet: u krijgt vooraf een plaatselijke verdoving. Na afloop kan de tand een paar dagen wat gevoelig zijn.',
      },
      {
        question: 'Wat is het verschil tussen een kroon en een facing?',
        answer:
          'Een facing is een dun schaaltje op de voorkant van een tand, waarvoor minder hoeft te worden weggeslepen. Een kroon is de betere keuze als de tand zelf verzwakt is en rondom bescherming nodig heeft.',
      },
      {
        question: 'Kies ik beter voor een brug of een implantaat?',
        answer:
          'Dat hangt af van uw situatie; wij bespreken het altijd samen. Een brug rust op de twee buurtanden, die elk een kroon krijgen en daarvoor iets kleiner worden geslepen. Dat is vooral een goede keuze als die tanden zelf al grote vullingen hebben. Er is geen ingreep in het kaakbot nodig en de brug is meestal in twee afspraken klaar.\n\nEen implantaat staat op zichzelf in het kaakbot. De buurtanden blijven onaangetast, maar er is een kleine operatie en genoeg bot voor nodig, en de hele behandeling duurt meestal 3–6 maanden. Voor volwassenen vallen beide in de regel niet onder de basisverzekering; een aanvullende tandartsverzekering vergoedt soms een deel, tot het jaarlijkse maximum. U krijgt vooraf een schriftelijke begroting, zodat u de kosten kunt vergelijken.',
      },
    ],
    cta: {
      title: 'Een kroon of brug nodig?',
      text: 'Wij bekijken uw situatie en geven u een duidelijk plan met een schriftelijke begroting. Bel {phone} of vraag online een afspraak aan.',
    },
  },
  en: {
    meta: {
      title: 'Dental Crowns and Bridges in Amstelveen',
      description:
        'Dental crowns and bridges in Amstelveen: restore a weakened tooth or replace a missing one. How treatment works, how long they last and what insurance covers.',
      keywords:
        'dental crown, crowns and bridges, dental bridge, tooth crown cost Netherlands, crown after root canal, dentist Amstelveen',
    },
    card: {
      title: 'Crowns and bridges',
      description:
        'A crown protects a weak or damaged tooth, and a bridge replaces a missing one. Both are custom-made in a dental lab to match your own teeth.',
    },
    title: 'Dental crowns and bridges in Amstelveen',
    lead: 'A crown restores the strength and shape of a weakened tooth; a bridge fills the gap left by a missing tooth. Both are custom-made to match your own teeth.',
    facts: [
      { label: 'Appointments', value: 'Usually 2, after a first examination' },
      { label: 'Lifespan', value: 'Often 10–15 years with good care' },
      { label: 'Estimate', value: 'In writing before we start, if it costs €250 or more' },
      { label: 'Insurance', value: 'Often partly covered by supplementary insurance' },
      {
        label: 'Crown come loose?',
        value:
          'Keep it and call us; usually not an emergency. See [emergency care](page:emergency).',
      },
    ],
    body: `## What are crowns and bridges?

A crown is a cap that covers a tooth completely. It restores the strength, shape and colour of a weakened tooth. Crowns are made of ceramic, zirconia or metal with a porcelain layer, and a dental lab makes each one to fit your teeth.

A bridge replaces one or more missing teeth. It is anchored to the teeth on either side, called abutment teeth, which each receive a crown. The replacement tooth sits in between. A bridge is fixed in place, so you do not take it out yourself.

A crown can also be placed on a dental implant. You can read more about this on our [dental implants](page:implants) page.

${missingToothOptions.en}

## Who are they for?

A crown can be a good solution for:

- a tooth with a large filling that has become weak;
- a broken or cracked tooth;
- a molar after [root canal treatment](page:rootcanal);
- severely worn teeth.

A bridge is an option if you are missing a tooth and the neighbouring teeth already have fillings or damage. If those teeth are still healthy and intact, an implant is sometimes the better choice, because the neighbouring teeth then don’t need to be reshaped. We will talk you through the options and their pros and cons.

Healthy gums and good oral hygiene are essential before we start. Our dentist Elif Aydın, who focuses on crowns and bridges among other treatments, will make a plan with you that suits your teeth and your wishes.

## What happens, step by step

A crown is usually placed in two appointments:

1. **Examination and plan.** We examine the tooth, take an X-ray if needed and discuss the options. You receive a written estimate.
2. **Preparing the tooth and taking an impression.** At the first appointment, we numb the area with a local anaesthetic. We reshape the tooth slightly all around to make room for the crown. Then we take an impression or a 3D scan and choose the colour together.
3. **Temporary crown.** You go home with a temporary plastic crown. It protects the prepared tooth and looks neat.
4. **Lab work.** A dental technician makes your crown or bridge to fit precisely. This usually takes between a few working days and a few weeks.
5. **Placement.** At the second appointment, we remove the temporary crown. We check the fit, your bite and the colour of the new crown, and then bond it permanently in place.
6. **Follow-up.** At your next check-up, we make sure everything fits well and that the gums around the crown are healthy.

A bridge is made the same way, except that both abutment teeth are prepared. For a larger bridge, we sometimes schedule an extra fitting appointment.

## Duration and aftercare

With good care, crowns and bridges often last 10–15 years, and so does a crown on an implant. How long yours lasts depends on factors such as your oral hygiene, your bite and whether you grind your teeth.

### With a temporary crown

- Avoid sticky or hard foods, such as chewing gum and toffee.
- Slide dental floss out sideways between your teeth instead of pulling it up.
- If the temporary crown comes loose or falls out, call us on {phone}.

### After placement

The tooth may be a little sensitive to hot and cold for the first few days; this goes away on its own. Brush twice a day for at least 2 minutes and clean between your teeth every day. Under a bridge, use special floss or an interdental brush. Keep coming for regular check-ups, for most people every six months, so we can catch any problems early.

## Costs and insurance

Maximum fees for crowns and bridges, like all dental fees in the Netherlands, are set nationally by the Dutch Healthcare Authority (NZa). The {tariffYear} maximum fees for the dentist’s work (the NZa sets them again every year):

- R24 crown on a natural tooth: {feeR24}
- R40 bridge, the first replacement tooth: {feeR40}

A bridge for one missing tooth is a crown on each of the two neighbouring teeth and the replacement tooth between them: together {bridgeFee} (2 × R24 + R40), plus the lab costs.

On top of the dentist’s fee, you pay the dental lab costs, which depend partly on the material. With the lab costs, a crown or bridge costs more than €250, so you always receive a written estimate in advance, including the lab costs; for a bridge, it lists each part separately. We recommend sending it to your health insurer before treatment.

**Adults:** crowns and bridges are not covered by basic health insurance (basisverzekering). Supplementary dental insurance (aanvullende tandartsverzekering) often reimburses a percentage of the cost, up to your policy’s yearly maximum.

**Children under 18:** basic health insurance covers dental care almost fully, but crowns and bridges are generally excluded. Under certain conditions, there is an exception, until the age of 23, for missing permanent front teeth (incisors or canines) that never developed or were lost in an accident.

For more on fees and insurance, read our article on [dental costs](page:dental-costs).`,
    faq: [
      {
        question: 'My crown or bridge is loose or has come out. Is that an emergency?',
        answer:
          'Usually not, if it doesn’t hurt. Keep the crown or bridge in a small box, don’t glue it back yourself, and call us on {phone} on the next working day; we can often refit it quickly. Is it painful, has a piece of tooth broken off, or is your cheek swollen? Then it is an emergency: call our emergency line on {emergencyPhone} or, outside opening hours, the after-hours dental service (see [Emergency care](page:emergency)).',
      },
      {
        question: 'My old crown is loose. Will I need a new crown or an implant?',
        answer:
          'That depends on the tooth underneath. If it is healthy, we can often re-cement the crown or make a new one. If the tooth underneath is decayed or inflamed, we first check whether it can be saved, for example with a [root canal treatment](page:rootcanal) and a new crown. Only if the tooth cannot be kept do an implant, a bridge or a denture come into the picture. After an examination and an X-ray, we talk you through the options and what they cost.',
      },
      {
        question: 'How long does a crown last?',
        answer:
          'With good care, crowns and bridges often last 10–15 years. Brushing well, cleaning between your teeth every day and regular check-ups all help.',
      },
      {
        question: 'Does preparing the tooth hurt?',
        answer:
          'Usually not: we numb the area with a local anaesthetic first. The tooth may feel a little sensitive for a few days afterwards.',
      },
      {
        question: 'What’s the difference between a crown and a veneer?',
        answer:
          'A veneer is a thin shell bonded to the front of a tooth, which requires removing less tooth structure. We choose a crown when the tooth itself is weakened and needs protection all around.',
      },
      {
        question: 'Should I choose a bridge or an implant?',
        answer:
          'That depends on your situation, and we always talk it through with you. A bridge rests on the two neighbouring teeth: each is filed down slightly and fitted with a crown. It is a particularly good choice when those teeth already have large fillings. No surgery in the jawbone is needed, and the bridge is usually ready in two appointments.\n\nAn implant stands on its own in the jawbone. The neighbouring teeth are left untouched, but it needs minor surgery and enough bone, and the whole treatment usually takes 3–6 months. As a rule, basic health insurance (basisverzekering) does not cover either for adults; supplementary dental insurance (aanvullende tandartsverzekering) sometimes pays part of the cost, up to its annual maximum. You receive a written estimate in advance, so you can compare the costs.',
      },
    ],
    cta: {
      title: 'Need a crown or bridge?',
      text: 'We will assess your situation and give you a clear plan with a written estimate. Call {phone} or request an appointment online.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de kron ve köprü tedavisi',
      description:
        'Amstelveen’de kron (diş kaplaması) ve köprü: zayıflamış bir dişi güçlendirmek ya da eksik bir dişin yerini doldurmak için. Tedavi adımları, kullanım ömrü ve sigorta.',
      keywords:
        'diş kaplaması, kron, köprü diş, zirkonyum kaplama, porselen diş kaplama, diş kaplama fiyatı, Türk diş hekimi Amstelveen',
    },
    card: {
      title: 'Kronlar ve köprüler',
      description:
        'Kron, zayıflamış ya da hasar görmüş bir dişi korur; köprü ise eksik bir dişin yerini doldurur. İkisi de dişlerinize uyacak şekilde size özel hazırlanır.',
    },
    title: 'Amstelveen’de kron ve köprü tedavisi',
    lead: 'Kron, zayıflamış bir dişe yeniden sağlamlık ve biçim kazandırır; köprü ise eksik bir dişin bıraktığı boşluğu doldurur. Her ikisi de kendi dişlerinize uyacak şekilde size özel hazırlanır.',
    facts: [
      { label: 'Randevu sayısı', value: 'İlk muayeneden sonra genellikle 2' },
      { label: 'Ömrü', value: 'İyi bakımla çoğu zaman 10–15 yıl' },
      {
        label: 'Maliyet tahmini',
        value: '250 € ve üzerindeki tedavilerde, başlamadan önce yazılı olarak',
      },
      { label: 'Sigorta', value: 'Ek sigorta çoğu zaman bir kısmını öder' },
      {
        label: 'Kronunuz çıktı mı?',
        value:
          'Kronu saklayıp bizi arayın; genellikle acil değildir. [Acil durum sayfamıza](page:emergency) bakın.',
      },
    ],
    body: `## Kron ve köprü nedir?

Kron, halk arasında diş kaplaması olarak bilinir ve dişi bir başlık gibi tamamen sarar. Zayıflamış bir dişe sağlamlığını, biçimini ve rengini geri kazandırır. Kronlar seramik, zirkonyum ya da üzeri porselen kaplı metalden yapılır. Her biri bir diş protez laboratuvarında, ağzınıza tam uyacak şekilde hazırlanır.

Köprü ise bir veya birden fazla eksik dişin yerini alır. Köprü, boşluğun iki yanındaki destek dişlere dayanır; bu dişlerin her birine bir kron yapılır. Yeni diş, bu iki kronun arasında yer alır. Köprü sabittir; yani onu kendiniz çıkarıp takmazsınız.

Kron, implantın üzerine de yapılabilir. Bu konuda daha fazla bilgiyi [diş implantları](page:implants) sayfamızda bulabilirsiniz.

${missingToothOptions.tr}

## Kimler için uygundur?

Kron şu durumlarda iyi bir çözüm olabilir:

- büyük bir dolgu nedeniyle zayıflamış bir diş;
- kırılmış ya da çatlamış bir diş;
- [kanal tedavisi](page:rootcanal) görmüş bir azı dişi;
- aşırı aşınmış dişler.

Bir dişiniz eksikse ve yanındaki dişlerde zaten dolgu ya da hasar varsa köprü iyi bir seçenektir. Yandaki dişler sağlamsa, bazen implant daha iyi bir seçim olabilir; çünkü bu durumda komşu dişlerin küçültülmesine gerek kalmaz. Seçenekleri, artıları ve eksileriyle birlikte sizinle açıkça konuşuyoruz.

Sağlıklı diş etleri ve iyi bir ağız hijyeni tedavinin ön koşullarıdır. Kron ve köprü konusunda deneyimli diş hekimimiz Elif Aydın, dişlerinize ve beklentilerinize uygun bir tedavi planını sizinle birlikte hazırlar.

## Tedavi adım adım nasıl ilerler?

Bir kron genellikle iki randevuda yapılır:

1. **Muayene ve plan.** Dişi inceliyor, gerekirse röntgen çekiyor ve seçenekleri konuşuyoruz. Size yazılı bir maliyet tahmini (begroting) veriyoruz.
2. **Dişin hazırlanması ve ölçü.** İlk randevuda bölgeyi lokal anesteziyle uyuşturuyoruz. Krona yer açmak için dişi her yönden biraz küçültüyoruz. Ardından ölçü alıyor ya da ağız içi tarama yapıyor ve rengi birlikte seçiyoruz.
3. **Geçici kron.** Eve, plastikten yapılmış geçici bir kronla dönersiniz. Bu kron, hazırlanan dişi korur ve görünümünüzü de bozmaz.
4. **Laboratuvar çalışması.** Diş teknisyeni kronunuzu ya da köprünüzü tam ölçüsünde hazırlar. Bu genellikle birkaç iş gününden birkaç haftaya kadar sürer.
5. **Yerleştirme.** İkinci randevuda geçici kronu çıkarıyoruz. Yeni kronun oturuşunu, kapanışınızı ve rengini kontrol ediyor, ardından kronu kalıcı olarak yapıştırıyoruz.
6. **Kontrol.** Bir sonraki kontrolünüzde her şeyin yerli yerinde olduğunu ve kronun çevresindeki diş etinin sağlıklı olduğunu kontrol ediyoruz.

Köprü de aynı şekilde yapılır; tek farkı, iki destek dişin de hazırlanmasıdır. Daha büyük bir köprüde bazen ek bir prova randevusu planlıyoruz.

## Süre ve tedavi sonrası bakım

İyi bakıldığında kronlar ve köprüler çoğu zaman 10–15 yıl dayanır; bu, implant üstü kronlar için de geçerlidir. Kronunuzun ne kadar dayanacağı ağız hijyeninize, ısırma şeklinize ve diş sıkma ya da gıcırdatma alışkanlığınızın olup olmamasına bağlıdır.

### Geçici kron takılıyken dikkat edilecekler

- Sakız veya karamela gibi yapışkan ya da sert yiyeceklerden kaçının.
- Diş ipini dişlerin arasından yukarı doğru değil, yana doğru çekerek çıkarın.
- Geçici kron gevşerse ya da düşerse bizi {phone} numarasından arayın.

### Kron yerleştirildikten sonra

Diş ilk günlerde sıcağa ve soğuğa karşı biraz hassas olabilir; bu kendiliğinden geçer. Dişlerinizi günde iki kez, en az iki dakika fırçalayın ve diş aralarınızı her gün temizleyin. Köprünün altını özel bir diş ipi ya da diş arası fırçasıyla temizleyin. Olası sorunları erken fark edebilmemiz için düzenli olarak kontrole gelin; çoğu kişi için bu, altı ayda bir demektir.

## Ücretler ve sigorta

Kron ve köprü ücretleri, Hollanda’daki diğer tüm diş tedavisi ücretleri gibi, Hollanda Sağlık Otoritesi (Nederlandse Zorgautoriteit, NZa) tarafından ülke genelinde belirlenir. Diş hekiminin işi için {tariffYear} azami ücretleri (NZa bunları her yıl yeniden belirler):

- R24 doğal dişe kron: {feeR24}
- R40 köprü, ilk ara diş: {feeR40}

Tek bir eksik diş için köprü, iki komşu dişin her birine yapılan bir kron ile aradaki yeni dişten oluşur: toplam {bridgeFee} (2 × R24 + R40), buna laboratuvar ücreti eklenir.

Diş hekiminin ücretine ek olarak diş protez laboratuvarının masrafları da faturalandırılır; bu masraflar kısmen kullanılan malzemeye bağlıdır. Laboratuvar masraflarıyla birlikte bir kron ya da köprü 250 €’dan fazla tutar; bu yüzden her zaman önceden, laboratuvar masrafları da dâhil, yazılı bir maliyet tahmini alırsınız; köprüde bu tahmin her parçayı ayrı ayrı gösterir. Bu belgeyi tedaviden önce sigorta şirketinize (zorgverzekeraar) göndermenizi öneririz.

**Yetişkinler:** kron ve köprüler temel sağlık sigortasının (basisverzekering) kapsamına girmez. İsteğe bağlı ek diş sigortası (aanvullende tandartsverzekering), masrafların çoğu zaman belirli bir yüzdesini poliçenizin yıllık üst sınırına kadar öder.

**18 yaş altı çocuklar:** temel sağlık sigortası diş tedavisini neredeyse tamamen karşılar, ancak kron ve köprü genellikle kapsam dışındadır. Belirli koşullar altında, doğuştan eksik olan ya da bir kaza sonucu kaybedilen kalıcı kesici ve köpek dişleri için istisna uygulanır; bu istisna 23 yaşına kadar geçerlidir.

Ücretler ve sigorta hakkında daha fazla bilgi için [Hollanda’da diş hekimi ücretleri](page:dental-costs) yazımızı okuyabilirsiniz.`,
    faq: [
      {
        question: 'Kronum ya da köprüm gevşedi veya çıktı. Bu acil mi?',
        answer:
          'Ağrı yoksa genellikle acil değildir. Kronu ya da köprüyü küçük bir kutuda saklayın, kendiniz yapıştırmayın ve ilk iş günü bizi {phone} numarasından arayın; çoğu zaman kısa sürede yeniden yerine sabitleyebiliriz. Ağrı mı var, dişten bir parça mı kırıldı ya da yanağınız mı şişti? O zaman acildir: {emergencyPhone} numaralı acil hattımızı ya da çalışma saatleri dışında nöbetçi diş hekimliği hizmetini arayın (bkz. [Acil diş tedavisi](page:emergency)).',
      },
      {
        question: 'Eski kronum gevşedi. Yeni bir kron mu gerekir, implant mı?',
        answer:
          'Bu, altındaki dişin durumuna bağlıdır. Diş sağlıklıysa kronu çoğu zaman yeniden yapıştırabilir ya da yenisini yapabiliriz. Alttaki dişte çürük ya da iltihap varsa önce dişin kurtarılıp kurtarılamayacağına bakarız; örneğin bir [kanal tedavisi](page:rootcanal) ve yeni bir kronla. Diş korunamıyorsa ancak o zaman implant, köprü ya da protez söz konusu olur. Muayene ve röntgenden sonra seçenekleri ve maliyetlerini sizinle konuşuruz.',
      },
      {
        question: 'Bir kron ne kadar dayanır?',
        answer:
          'İyi bakıldığında kronlar ve köprüler çoğu zaman 10–15 yıl dayanır. Düzenli fırçalama, diş aralarının her gün temizlenmesi ve düzenli kontroller bu süreye katkıda bulunur.',
      },
      {
        question: 'Dişin küçültülmesi acıtır mı?',
        answer:
          'Genellikle hayır: işlemden önce bölgeyi lokal anesteziyle uyuşturuyoruz. Sonrasında diş birkaç gün biraz hassas olabilir.',
      },
      {
        question: 'Kron ile lamina arasındaki fark nedir?',
        answer:
          'Lamina, dişin yalnızca ön yüzüne yapıştırılan ince bir yapraktır (yaprak kaplama) ve dişin daha az küçültülmesini gerektirir. Dişin kendisi zayıfladığında ve her yönden korunması gerektiğinde kron tercih ediyoruz.',
      },
      {
        question: 'Köprü mü, implant mı daha iyi?',
        answer:
          'Bu sizin durumunuza bağlıdır; bunu her zaman sizinle birlikte değerlendiririz. Köprü, iki komşu dişe dayanır. Bu dişlerin her birine kron yapılır ve bunun için biraz küçültülürler. Bu, özellikle komşu dişlerde zaten büyük dolgular varsa iyi bir seçimdir. Çene kemiğinde cerrahi işlem gerekmez ve köprü genellikle iki randevuda tamamlanır.\n\nİmplant ise komşu dişlerden destek almadan, doğrudan çene kemiğine yerleştirilir; bu yüzden komşu dişlere dokunulmaz, ancak küçük bir ameliyat ve yeterli kemik gerekir; tedavinin tamamı genellikle 3–6 ay sürer. Yetişkinlerde ikisi de kural olarak temel sağlık sigortası (basisverzekering) kapsamında değildir; ek diş sigortası (aanvullende tandartsverzekering) bazen masrafın bir kısmını, yıllık üst sınıra kadar karşılar. Maliyetleri karşılaştırabilmeniz için önceden yazılı bir maliyet tahmini alırsınız.',
      },
    ],
    cta: {
      title: 'Kron ya da köprüye mi ihtiyacınız var?',
      text: 'Durumunuzu değerlendirip size net bir tedavi planı ve yazılı bir maliyet tahmini sunalım. {phone} numarasını arayın ya da internet üzerinden randevu talep edin.',
    },
  },
};

export default crowns;
