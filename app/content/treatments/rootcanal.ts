import type { Localized, TreatmentContent } from '../types';

const rootcanal: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Wortelkanaalbehandeling in Amstelveen',
      description:
        'Een ontstoken of afgestorven zenuw? Met een wortelkanaalbehandeling redden wij vaak uw eigen tand. Lees hoe de behandeling verloopt, wat de nazorg is en wat het kost.',
      keywords:
        'wortelkanaalbehandeling, zenuwbehandeling tand, ontstoken zenuw kies, kiespijn, wortelkanaalbehandeling kosten, tandarts Amstelveen',
    },
    card: {
      title: 'Wortelkanaalbehandeling',
      description:
        'Een ontstoken of afgestorven zenuw hoeft niet het einde van uw tand te zijn. Wij reinigen en vullen de wortelkanalen, zodat u in de meeste gevallen uw eigen tand houdt.',
    },
    title: 'Wortelkanaalbehandeling in Amstelveen',
    lead: 'Bij een ontstoken of afgestorven zenuw kan een wortelkanaalbehandeling uw tand of kies vaak redden. Wij leggen elke stap vooraf uit en beginnen pas als u goed verdoofd bent.',
    facts: [
      { label: 'Aantal afspraken', value: 'Meestal 1–2' },
      {
        label: 'Kies met 3 of 4 kanalen',
        value: 'Meer dan € 250, dus vooraf een schriftelijke begroting',
      },
      { label: 'Daarna', value: 'Bij kiezen vaak een kroon' },
    ],
    body: `## Wat is een wortelkanaalbehandeling?

Binnen in elke tand zit zacht weefsel met een zenuw en bloedvaatjes: de pulpa. Dat weefsel loopt door smalle kanalen tot in de wortel. Door een diep gaatje, een grote oude vulling, een barstje of een klap kan de zenuw ontstoken raken of afsterven. Bacteriën krijgen dan vrij spel in de kanalen. Dat geeft vaak pijn en soms een ontsteking rond de wortelpunt.

Bij een wortelkanaalbehandeling, ook wel zenuwbehandeling genoemd, verwijderen wij de ontstoken of afgestorven zenuw. Daarna maken wij de kanalen grondig schoon en sluiten wij ze af met een blijvende vulling. De tand zelf blijft staan. Zo hoeft hij meestal niet getrokken te worden en kunt u er weer gewoon op kauwen.

De behandeling wordt uitgevoerd door tandarts Elif Aydın, die veel ervaring heeft met wortelkanaalbehandelingen. Wij nemen de tijd voor u, ook als u het spannend vindt.

## Voor wie is deze behandeling bedoeld?

Een wortelkanaalbehandeling kan nodig zijn als u:

- aanhoudende of kloppende pijn heeft, soms ook ’s\u00a0nachts;
- lang gevoelig blijft voor warm of koud, ook als de prikkel al weg is;
- pijn heeft bij bijten of kauwen;
- een zwelling of een soort puistje op het tandvlees ziet;
- een tand heeft die donkerder is geworden, bijvoorbeeld na een val.

Soms zijn er helemaal geen klachten en zien wij een ontsteking pas op een röntgenfoto tijdens de controle. Ook dan adviseren wij meestal te behandelen, omdat een ontsteking het bot rond de wortel kan aantasten.

Heeft u plotseling hevige pijn of een dikke wang? Lees dan meer over [spoedhulp](page:emergency). Bij spoed kunt u tijdens onze openingstijden zo mogelijk nog dezelfde dag terecht.

## Hoe verloopt de behandeling?

1. **Onderzoek en uitleg.** Wij bekijken de tand, testen hoe de zenuw reageert en maken een röntgenfoto. Daarna bespreken wij of de tand te behouden is, welke alternatieven er zijn en wat de behandeling kost.
2. **Verdoving.** U krijgt een plaatselijke verdoving. Wij beginnen pas als het gevoel echt weg is.
3. **Droogleggen.** Om de tand heen plaatsen wij een dun rubberen lapje, de cofferdam. Zo blijft de tand droog en schoon en komt er geen spoelvloeistof in uw mond.
4. **Reinigen.** Via een kleine opening boven in de tand verwijderen wij de zenuw. Met fijne vijltjes maken wij de kanalen schoon en iets ruimer, en wij spoelen ze grondig door.
5. **Tijdelijk afsluiten, als dat nodig is.** Bij een flinke ontsteking brengen wij een ontsmettend middel in de kanalen aan en sluiten wij de tand tijdelijk af. De behandeling ronden wij dan bij een tweede afspraak af.
6. **Kanalen vullen.** De schone kanalen vullen wij blijvend op. Met een röntgenfoto controleren wij of de vulling goed tot aan de wortelpunt reikt.
7. **De tand herstellen.** Tot slot sluiten wij de tand af met een vulling. Bij kiezen adviseren wij daarna vaak een kroon.

## Duur en nazorg

Meestal is de behandeling klaar in één of twee afspraken. Na afloop kan de tand een paar dagen wat gevoelig zijn bij het bijten. Een gewone pijnstiller zoals paracetamol is dan meestal voldoende. Kauw liever niet op de behandelde kant zolang de verdoving werkt en zolang de tand nog tijdelijk is afgesloten.

### Waarom vaak een kroon?

Een tand zonder zenuw is brozer dan een levende tand. Vooral een kies kan bij hard kauwen splijten. Daarom adviseren wij bij kiezen vaak een [kroon](page:crowns), die de tand als een stevig kapje beschermt. Wij bespreken samen of en wanneer dat in uw situatie verstandig is.

> Wordt de pijn na een paar dagen erger in plaats van minder, of krijgt u een zwelling? Bel dan tijdens openingstijden onze spoedlijn, {emergencyPhone}; daarbuiten belt u de {afterHoursService} op {afterHoursPhone}. Bij een volgende controle kijken wij, zo nodig met een röntgenfoto, of het gebied rond de wortel goed herstelt.

## Kosten en vergoeding

De maximumtarieven voor tandheelkundige zorg worden landelijk vastgesteld door de Nederlandse Zorgautoriteit (NZa). Elke tandarts werkt met dezelfde codes en maximumtarieven. De maximumtarieven voor {tariffYear} waren onder meer (de NZa stelt ze ieder jaar opnieuw vast):

- **E13** wortelkanaalbehandeling, één kanaal: {feeE13}
- **E14** wortelkanaalbehandeling, twee kanalen: {feeE14}
- **X10** kleine röntgenfoto: {feeX10}

Kiezen hebben vaak meer dan twee kanalen; daarvoor gelden de codes E16 (drie kanalen) en E17 (vier kanalen), met een tarief van meer dan € 250. Meestal komen er ook kosten bij voor de verdoving, de röntgenfoto’s en het herstel van de tand. Voor een behandeling van € 250 of meer krijgt u altijd vooraf een schriftelijke begroting.

**Kinderen tot 18 jaar:** de basisverzekering vergoedt tandartszorg bijna volledig, ook een wortelkanaalbehandeling.

**Volwassenen:** een wortelkanaalbehandeling valt niet onder de basisverzekering. Een aanvullende tandartsverzekering vergoedt vaak een deel, tot het jaarlijkse maximum van uw polis. Waar uw polis dat toelaat, declareren wij rechtstreeks bij uw zorgverzekeraar. Meer uitleg vindt u op onze pagina over [tarieven](page:rates).`,
    faq: [
      {
        question: 'Doet een wortelkanaalbehandeling pijn?',
        answer:
          'Tijdens de behandeling bent u plaatselijk verdoofd, zodat u meestal niet meer voelt dan wat druk. Na afloop kan de tand een paar dagen gevoelig zijn; dat neemt vanzelf af.',
      },
      {
        question: 'Kan ik de tand niet beter laten trekken?',
        answer:
          'Trekken kan soms, maar dan ontstaat er een open plek die u later misschien wilt laten opvullen met een brug of implantaat. Uw eigen tand behouden heeft meestal de voorkeur; wij bespreken eerlijk de voor- en nadelen van beide keuzes.',
      },
      {
        question: 'Heb ik daarna altijd een kroon nodig?',
        answer:
          'Niet altijd. Bij een voortand is een vulling vaak voldoende. Bij kiezen adviseren wij vaak een kroon, omdat een behandelde kies sneller kan splijten.',
      },
      {
        question: 'Kan ik bij u terecht voor een second opinion?',
        answer:
          'Ja. Heeft een andere tandarts u een wortelkanaalbehandeling of het trekken van een tand aangeraden, dan kijken wij graag met u mee. Vraag uw tandarts om recente röntgenfoto’s naar ons te sturen; dan hoeven er vaak geen nieuwe gemaakt te worden. Daarna hoort u eerlijk wat wij zien en welke mogelijkheden u heeft.',
      },
      {
        question: 'Wanneer verwijst u naar een endodontist?',
        answer:
          'Een endodontist is een tandarts die zich heeft gespecialiseerd in wortelkanaalbehandelingen. Wij verwijzen u bijvoorbeeld als de kanalen sterk gebogen of verkalkt zijn, als een eerdere behandeling opnieuw moet en wij niet zeker weten of wij dat goed kunnen, of als er een stukje van een afgebroken instrument in een kanaal is achtergebleven. Dat bespreken wij altijd vooraf met u, ook wat het kost.',
      },
    ],
    cta: {
      title: 'Last van een pijnlijke tand?',
      text: 'Wacht niet te lang: hoe eerder wij kijken, hoe groter de kans dat uw tand te behouden is.',
    },
  },
  en: {
    meta: {
      title: 'Root Canal Treatment in Amstelveen',
      description:
        'An inflamed or dead tooth nerve? Root canal treatment in Amstelveen can often save your own tooth. What to expect step by step, aftercare and the {tariffYear} NZa fees.',
      keywords:
        'root canal treatment, root canal Amstelveen, tooth nerve pain, toothache dentist Amstelveen, root canal cost Netherlands, English speaking dentist Amstelveen',
    },
    card: {
      title: 'Root canal treatment',
      description:
        'An inflamed or dead nerve doesn’t have to mean losing the tooth. We clean and seal the root canals so that, in most cases, you can keep your own tooth.',
    },
    title: 'Root canal treatment in Amstelveen',
    lead: 'When the nerve inside a tooth is inflamed or has died, root canal treatment can often save the tooth. We explain every step in advance and only start once you are fully numb.',
    facts: [
      { label: 'Appointments', value: 'Usually 1–2' },
      {
        label: 'Molar with 3 or 4 canals',
        value: 'Over €250, so a written estimate first',
      },
      { label: 'Afterwards', value: 'Often a crown for molars' },
    ],
    body: `## What is root canal treatment?

Inside every tooth is soft tissue called the pulp, which contains the nerve and tiny blood vessels. It runs through narrow canals down into the root. Deep decay, a large old filling, a crack or a blow to the tooth can cause the nerve to become inflamed or die. Bacteria can then settle in the canals. This often causes pain, and sometimes an infection around the tip of the root.

During root canal treatment, we remove the inflamed or dead nerve, clean the canals thoroughly and seal them with a permanent filling. The tooth stays in place, so in most cases it doesn’t need to be extracted and you can chew on it normally again.

Our dentist Elif Aydın, who has extensive experience with root canals, carries out the treatment. We take our time, especially if dental visits make you nervous.

## Who is it for?

You may need root canal treatment if you:

- have lasting or throbbing pain, sometimes at night;
- stay sensitive to hot or cold long after the food or drink is gone;
- feel pain when biting or chewing;
- notice swelling or a small pimple-like bump on your gums;
- have a tooth that has turned darker, for example after a fall.

Sometimes there are no symptoms at all, and we only spot an infection on an X-ray during a check-up. Even then, we usually recommend treatment, because an infection can damage the bone around the root.

Sudden severe pain or a swollen cheek? See our [emergency dental care](page:emergency) page. In an emergency during our opening hours, we try to see you the same day.

## What happens, step by step

1. **Examination and explanation.** We look at the tooth, test how the nerve responds and take an X-ray. Then we discuss whether the tooth can be saved, what the alternatives are and what the treatment will cost.
2. **Local anaesthetic.** We numb the area and only begin once it is properly numb.
3. **Keeping the tooth dry.** A thin rubber sheet, called a rubber dam, keeps the tooth clean and dry and stops rinsing fluid from getting into your mouth.
4. **Cleaning.** Through a small opening in the top of the tooth, we remove the nerve. We clean and gently widen the canals with fine instruments and rinse them thoroughly.
5. **Temporary seal, if needed.** If the infection is significant, we place a disinfecting medication in the canals and close the tooth temporarily. We then finish the treatment at a second appointment.
6. **Filling the canals.** We fill the clean canals permanently and take an X-ray to check that the filling reaches all the way to the root tip.
7. **Restoring the tooth.** Finally, we close the tooth with a filling. For molars, we often recommend a crown afterwards.

## Duration and aftercare

Treatment is usually completed in 1–2 appointments. Afterwards, the tooth may feel tender when you bite for a few days. An ordinary painkiller such as paracetamol is usually enough. Avoid chewing on that side while you are still numb and while the tooth has a temporary seal.

### Why a crown is often advised

A tooth without a nerve is more brittle than a living tooth. Molars in particular can crack under heavy chewing forces. That is why we often recommend a [crown](page:crowns) for molars, which protects the tooth like a sturdy cap. We will discuss whether and when this makes sense for you.

> If the pain gets worse instead of better after a few days, or you notice swelling, call our emergency line on {emergencyPhone} during opening hours, or {afterHoursService} on {afterHoursPhone} outside them. At a later check-up, we check (with an X-ray if needed) whether the area around the root is healing well.

## Costs and insurance

In the Netherlands, maximum dental fees are set nationally by the Dutch Healthcare Authority (NZa). Every dentist uses the same treatment codes and maximum tariffs. Maximum tariffs for {tariffYear} (the NZa sets new ones every year) include:

- **E13** root canal treatment, one canal: {feeE13}
- **E14** root canal treatment, two canals: {feeE14}
- **X10** small X-ray: {feeX10}

Molars often have more than two canals; for those, the codes E16 (three canals) and E17 (four canals) apply, both with fees above €250. There are usually additional charges for the anaesthetic, the X-rays and restoring the tooth. For any treatment expected to cost €250 or more, you always receive a written estimate in advance.

**Children under 18:** basic health insurance (basisverzekering) covers dental care almost fully, including root canal treatment.

**Adults:** root canal treatment is not covered by basic health insurance. Optional supplementary dental insurance (aanvullende tandartsverzekering) often reimburses part of the cost, up to your policy’s yearly maximum. Where your policy allows, we bill your insurer directly. You can read more on our [fees](page:rates) page.`,
    faq: [
      {
        question: 'Does root canal treatment hurt?',
        answer:
          'You are numbed with a local anaesthetic, so most people feel little more than some pressure. The tooth may be tender for a few days afterwards, and this fades on its own.',
      },
      {
        question: 'Wouldn’t it be better to have the tooth pulled?',
        answer:
          'An extraction is sometimes possible, but it leaves a gap that you may later want to fill with a bridge or an implant. Keeping your own tooth is usually the better option, and we will talk you through the pros and cons of both.',
      },
      {
        question: 'Will I always need a crown afterwards?',
        answer:
          'Not always. A filling is often enough for a front tooth. For molars, we often recommend a crown, because a treated molar is more likely to crack.',
      },
      {
        question: 'Can I come to you for a second opinion?',
        answer:
          'Yes. If another dentist has recommended root canal treatment or an extraction, we are happy to look at it with you. Ask your dentist to send us your recent X-rays; that way, we often do not need to take new ones. We will then tell you honestly what we see and what your options are.',
      },
      {
        question: 'When do you refer to an endodontist?',
        answer:
          'An endodontist is a dentist who specialises in root canal treatment. We refer you, for example, if the canals are sharply curved or calcified, if an earlier root canal needs redoing and we cannot be confident of doing it well, or if part of a broken instrument is stuck in a canal. We always discuss this with you beforehand, including the cost.',
      },
    ],
    cta: {
      title: 'Is a tooth hurting?',
      text: 'Don’t wait too long: the sooner we take a look, the better the chance of saving your tooth.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de kanal tedavisi',
      description:
        'Diş siniriniz iltihaplandıysa kanal tedavisiyle dişinizi çoğu zaman kurtarabiliriz. Amstelveen’de tedavi adımları, tedavi sonrası bakım ve {tariffYear} NZa ücretleri.',
      keywords:
        'kanal tedavisi, kök kanal tedavisi, diş siniri iltihabı, kanal tedavisi ücreti, diş ağrısı Amstelveen, Türk diş hekimi Amstelveen',
    },
    card: {
      title: 'Kanal tedavisi',
      description:
        'İltihaplı ya da ölmüş bir diş siniri, dişinizi kaybedeceğiniz anlamına gelmez. Kanalları temizleyip dolduruyor, çoğu durumda kendi dişinizi korumanızı sağlıyoruz.',
    },
    title: 'Amstelveen’de kanal tedavisi',
    lead: 'Dişin içindeki sinir iltihaplandığında ya da canlılığını yitirdiğinde, kanal tedavisiyle dişinizi çoğu zaman kurtarmak mümkündür. Her adımı önceden açıklıyor, tedaviye ancak bölge tamamen uyuştuktan sonra başlıyoruz.',
    facts: [
      { label: 'Randevu sayısı', value: 'Genellikle 1–2' },
      {
        label: '3 veya 4 kanallı azı dişi',
        value: '250 € üzeri, bu yüzden önceden yazılı maliyet tahmini',
      },
      { label: 'Sonrasında', value: 'Azı dişlerine çoğu zaman kron' },
    ],
    body: `## Kanal tedavisi nedir?

Her dişin içinde, sinir ve küçük kan damarlarından oluşan yumuşak bir doku bulunur. Bu dokuya pulpa denir ve dişin köküne kadar uzanan ince kanalların içinde yer alır. Derin bir çürük, büyük ve eski bir dolgu, bir çatlak ya da dişe alınan bir darbe sinirin iltihaplanmasına veya ölmesine yol açabilir. Bu durumda kanallara bakteriler yerleşir. Çoğu zaman ağrı başlar, bazen de kök ucunda iltihap oluşur.

Kanal tedavisinde (tıbbi adıyla kök kanal tedavisi) iltihaplı ya da ölmüş siniri çıkarıyor, kanalları iyice temizliyor ve kalıcı bir dolguyla kapatıyoruz. Diş yerinde kalır. Böylece çoğu zaman çekime gerek kalmaz ve dişinizle yeniden rahatça çiğneyebilirsiniz.

Tedaviyi, kanal tedavisinde geniş deneyime sahip diş hekimimiz Elif Aydın yapar. Diş hekiminden çekiniyorsanız size özellikle zaman ayırırız ve her soruyu sabırla yanıtlarız.

## Ne zaman gerekir?

Şu durumlarda kanal tedavisi gerekebilir:

- uzun süren ya da zonklayan bir ağrınız varsa, özellikle geceleri;
- sıcak veya soğuk bir şey yiyip içtikten sonra hassasiyet uzun süre geçmiyorsa;
- ısırırken ya da çiğnerken ağrı hissediyorsanız;
- diş etinizde şişlik ya da sivilceye benzer küçük bir kabarıklık görüyorsanız;
- bir dişinizin rengi, örneğin bir düşmeden sonra, koyulaştıysa.

Bazen hiçbir şikâyet olmaz ve iltihabı ancak kontrol sırasında çekilen röntgende görürüz. Böyle bir durumda da genellikle tedavi öneririz, çünkü iltihap kökün çevresindeki kemiğe zarar verebilir.

Ani ve şiddetli bir ağrınız mı var ya da yanağınız mı şişti? Hemen acil hattımızı arayın ya da [acil diş tedavisi](page:emergency) sayfamıza bakın. Acil durumlarda sizi çalışma saatlerimiz içinde aynı gün muayene etmeye çalışırız.

## Tedavi adım adım nasıl ilerler?

1. **Muayene ve bilgilendirme.** Dişi inceliyor, sinirin nasıl tepki verdiğini test ediyor ve röntgen çekiyoruz. Ardından dişin kurtarılıp kurtarılamayacağını, başka hangi seçeneklerin olduğunu ve tedavinin ne kadar tutacağını sizinle konuşuyoruz.
2. **Uyuşturma.** Bölgeye lokal anestezi yapıyoruz. Bölge iyice uyuşmadan tedaviye başlamıyoruz.
3. **Dişin izole edilmesi.** Dişin çevresine ince bir lastik örtü yerleştiriyoruz. Bu örtü dişi kuru ve temiz tutar, yıkama sıvısının ağzınıza kaçmasını önler.
4. **Temizlik.** Dişin çiğneme yüzünde (ön dişlerde arka yüzünde) açtığımız küçük bir girişten siniri çıkarıyoruz. İnce aletlerle kanalları temizliyor, hafifçe genişletiyor ve bol sıvıyla yıkıyoruz.
5. **Gerekirse geçici kapatma.** İltihap fazlaysa kanallara mikrop öldürücü bir ilaç koyuyor ve dişi geçici olarak kapatıyoruz. Tedaviyi ikinci randevuda tamamlıyoruz.
6. **Kanal dolgusu.** Temizlenen kanalları kalıcı olarak dolduruyoruz. Dolgunun kök ucuna kadar ulaştığını bir röntgenle kontrol ediyoruz.
7. **Dişin onarılması.** Son olarak dişi bir dolguyla kapatıyoruz. Azı dişlerinde bunun ardından çoğu zaman bir kron (diş kaplaması) öneriyoruz.

## Süre ve tedavi sonrası bakım

Tedavi genellikle 1–2 randevuda tamamlanır. Sonrasında diş birkaç gün boyunca ısırırken biraz hassas olabilir. Bu durumda parasetamol gibi basit bir ağrı kesici çoğu zaman yeterlidir. Uyuşukluk geçene kadar ve diş geçici dolguyla kapalıyken o taraftan çiğnememeye özen gösterin.

### Neden çoğu zaman kron öneriyoruz?

Siniri alınmış bir diş, canlı bir dişe göre daha kırılgandır. Özellikle azı dişleri güçlü çiğneme kuvveti altında çatlayabilir. Bu yüzden azı dişlerinde dişi sağlam bir başlık gibi saran bir [kron](page:crowns) yaptırmanızı sık sık öneriyoruz. Sizin durumunuzda buna gerek olup olmadığını ve ne zaman yapılması gerektiğini birlikte değerlendiriyoruz.

> Ağrı birkaç gün içinde azalacağına artıyorsa ya da şişlik fark ederseniz çalışma saatlerimizde acil hattımızı ({emergencyPhone}), bu saatlerin dışında {afterHoursService} hattını ({afterHoursPhone}) arayın. Sonraki kontrollerde, kökün çevresindeki bölgenin iyileşip iyileşmediğine bakıyor, gerekirse röntgen çekiyoruz.

## Ücretler ve sigorta

Hollanda’da diş tedavisi ücretleri, Hollanda Sağlık Otoritesi (Nederlandse Zorgautoriteit, NZa) tarafından ülke genelinde belirlenir. Her diş hekimi aynı tedavi kodlarını ve azami ücretleri kullanır. {tariffYear} yılının azami ücretlerinden bazıları (NZa bunları her yıl yeniden belirler):

- **E13** kanal tedavisi, tek kanal: {feeE13}
- **E14** kanal tedavisi, iki kanal: {feeE14}
- **X10** küçük röntgen: {feeX10}

Azı dişlerinde çoğu zaman ikiden fazla kanal bulunur; bunlar için ücretleri 250 €’nun üzerinde olan E16 (üç kanal) ve E17 (dört kanal) kodları geçerlidir. Bunlara genellikle uyuşturma, röntgen ve dişin onarımı için ücretler eklenir. Maliyeti 250 € veya üzerinde olacak her tedavi için size önceden her zaman yazılı bir maliyet tahmini (begroting) veriyoruz.

**18 yaş altı çocuklar:** temel sağlık sigortası (basisverzekering) diş tedavisini neredeyse tamamen karşılar; kanal tedavisi de buna dâhildir.

**Yetişkinler:** kanal tedavisi temel sağlık sigortasının kapsamına girmez. İsteğe bağlı ek diş sigortası (aanvullende tandartsverzekering) masrafın bir kısmını çoğu zaman poliçenizin yıllık üst sınırına kadar öder. Sigorta şirketiniz (zorgverzekeraar) ve poliçeniz izin veriyorsa faturayı doğrudan sigorta şirketinize gönderebiliriz. Ayrıntılar için [ücretler](page:rates) sayfamıza bakabilirsiniz.`,
    faq: [
      {
        question: 'Kanal tedavisi acıtır mı?',
        answer:
          'Tedavi sırasında bölge uyuşturulduğu için çoğu hasta hafif bir baskıdan fazlasını hissetmez. Sonrasında diş birkaç gün hassas olabilir; bu hassasiyet kendiliğinden geçer.',
      },
      {
        question: 'Dişi çektirmek daha iyi olmaz mı?',
        answer:
          'Çekim de bir seçenek olabilir, ancak geride bir boşluk kalır ve bu boşluğu ileride köprü ya da implantla doldurmak isteyebilirsiniz. Kendi dişinizi korumak çoğu zaman daha iyi bir seçenektir; iki yolun artılarını ve eksilerini sizinle açıkça konuşuyoruz.',
      },
      {
        question: 'Sonrasında her zaman kron gerekir mi?',
        answer:
          'Her zaman değil. Ön dişlerde çoğu zaman bir dolgu yeterlidir. Azı dişlerinde ise, tedavi görmüş bir azı dişi daha kolay çatlayabildiği için genellikle kron öneriyoruz.',
      },
      {
        question: 'İkinci bir görüş için size gelebilir miyim?',
        answer:
          'Evet. Başka bir diş hekimi size kanal tedavisi ya da diş çekimi önerdiyse, durumunuzu sizinle birlikte memnuniyetle değerlendiririz. Diş hekiminizden yakın zamanda çekilmiş röntgenlerinizi bize göndermesini isteyin; böylece çoğu zaman yeni röntgen çekmemiz gerekmez. Ardından ne gördüğümüzü ve hangi seçenekleriniz olduğunu size açıkça anlatırız.',
      },
      {
        question: 'Ne zaman bir endodontiste yönlendiriyorsunuz?',
        answer:
          'Endodontist, kanal tedavisinde uzmanlaşmış bir diş hekimidir. Örneğin şu durumlarda sizi bir endodontiste yönlendiririz: kanallar çok kıvrımlı ya da kireçlenmişse; daha önce yapılmış bir kanal tedavisinin yenilenmesi gerekiyor ve bunu iyi yapabileceğimizden emin değilsek; ya da bir kanalda kırılmış bir alet parçası kaldıysa. Bunu, ücreti de dâhil olmak üzere, her zaman önceden sizinle konuşuruz.',
      },
    ],
    cta: {
      title: 'Dişiniz mi ağrıyor?',
      text: 'Fazla beklemeyin: ne kadar erken bakarsak dişinizi koruma şansı o kadar artar.',
    },
  },
};

export default rootcanal;
