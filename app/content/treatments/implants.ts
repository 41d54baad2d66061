import type { Localized, TreatmentContent } from '../types';
import { missingToothOptions } from './missing-tooth-options';

const implants: Localized<TreatmentContent> = {
  nl: {
    meta: {
      title: 'Tandimplantaten in Amstelveen',
      description:
        'Tandimplantaten in Amstelveen voor één tand, een brug of een klikgebit. Behandeling in 3 tot 6 maanden, met vooraf een schriftelijke begroting.',
      keywords:
        'implantaat Amstelveen, tandimplantaat, kosten implantaat, klikgebit, kunstgebit op implantaten, ontbrekende tand vervangen, implantaat laten plaatsen',
    },
    card: {
      title: 'Tandimplantaten',
      description:
        'Een vaste vervanging voor één of meer ontbrekende tanden, of meer houvast voor een loszittend kunstgebit. De behandeling duurt in totaal 3–6 maanden.',
    },
    title: 'Tandimplantaten in Amstelveen',
    lead: 'Mist u één of meer tanden, of zit uw kunstgebit los? Een implantaat kan een stevige, natuurlijk ogende oplossing zijn; wij bespreken eerlijk of die bij u past.',
    facts: [
      { label: 'Totale behandelduur', value: '3–6 maanden' },
      { label: 'Na 10 jaar nog in functie (onderzoek)', value: 'Meer dan 95%' },
      { label: 'Kroon op het implantaat', value: 'Gaat vaak 10–15 jaar mee' },
      { label: 'Kosten (indicatie)', value: '{priceImplant} voor één implantaat met kroon' },
      { label: 'Plaatsing', value: 'Door een implantoloog met wie wij samenwerken' },
    ],
    body: `## Wat is een tandimplantaat?

Een tandimplantaat is een kunstwortel van titanium die in het kaakbot wordt geplaatst. In de maanden daarna groeit het bot stevig om het implantaat heen. Daarop komt een kroon, een brug of een kunstgebit. Zo kan een implantaat één ontbrekende tand vervangen, een brug dragen als er meerdere tanden ontbreken of een loszittend kunstgebit op zijn plaats houden. Een kunstgebit op implantaten heet ook wel een klikgebit.

Een voordeel ten opzichte van een gewone brug is dat de buurtanden niet hoeven te worden geslepen. Bovendien kan een implantaat helpen om het kaakbot op die plek te behouden. Wilt u de mogelijkheden vergelijken, lees dan ook over [kronen en bruggen](page:crowns).

${missingToothOptions.nl}

## Voor wie is een implantaat geschikt?

Een implantaat kan een goede oplossing zijn voor volwassenen die:

- één of meer tanden missen door een ongeluk, tandbederf of tandvleesproblemen;
- een brug willen zonder dat de buurtanden geslepen hoeven te worden;
- een kunstgebit hebben dat slecht blijft zitten.

Er moet wel voldoende kaakbot zijn en uw tandvlees moet gezond zijn. Is er te weinig bot, dan kan dat soms eerst worden opgebouwd. Roken, onvoldoende mondhygiëne en een slecht ingestelde diabetes vergroten de kans dat een implantaat niet goed vastgroeit. Bij kinderen en jonge tieners worden in de regel geen implantaten geplaatst, omdat de kaak dan nog groeit.

## Hoe verloopt de behandeling?

Tandarts Murat Kaya, oprichter van onze praktijk, begeleidt uw implantaatbehandeling van begin tot eind. Het implantaat zelf plaatst een implantoloog met wie wij samenwerken. Wie dat is, waar het plaatsen gebeurt en van wie u welke factuur krijgt, hoort u vooraf; het staat ook in uw begroting.

1. **Onderzoek en advies.** Wij bekijken uw gebit, tandvlees en kaakbot en maken röntgenfoto’s; soms is een 3D-scan nodig.
2. **Behandelplan en begroting.** U hoort welke oplossing wij adviseren en ontvangt een schriftelijke begroting. Voor een klikgebit is vooraf een machtiging van uw zorgverzekeraar nodig; daar helpen wij u bij.
3. **Plaatsen van het implantaat.** Onder plaatselijke verdoving plaatst de implantoloog het implantaat in de kaak. Daarna wordt het tandvlees met een paar hechtingen gesloten.
4. **Genezen en vastgroeien.** In enkele maanden groeit het implantaat vast in het bot. Zo nodig krijgt u in die tijd een tijdelijke voorziening, zodat er geen zichtbaar gat is.
5. **Scan of afdruk.** Zit het implantaat stevig vast, dan maken wij een scan of afdruk voor de definitieve kroon, brug of het kunstgebit.
6. **Plaatsen en controleren.** De kroon, brug of het kunstgebit wordt op het implantaat bevestigd. Wij controleren uw beet en laten zien hoe u rond het implantaat schoonmaakt.

## Duur en nazorg

De hele behandeling duurt meestal 3–6 maanden, van het plaatsen van het implantaat tot de definitieve kroon. Moet er eerst bot worden opgebouwd, dan duurt het langer. Volgens een groot overzichtsonderzoek (Journal of Dentistry, 2019) is na 10 jaar meer dan 95% van de implantaten nog in functie. Een garantie voor uw situatie is dat niet; roken, diabetes en de verzorging spelen mee. Ook de kroon op een implantaat slijt, net als een eigen tand. Met goede zorg gaat hij vaak 10–15 jaar mee; daarna moet hij meestal worden vervangen.

De eerste dagen na de ingreep kunt u wat zwelling en pijn hebben. Koelen, zacht eten en een pijnstiller helpen. Rook niet zolang de wond geneest en poets er voorzichtig omheen.

Een implantaat kan geen gaatje krijgen, maar het tandvlees eromheen kan wel ontsteken. Goede verzorging is daarom belangrijk:

- poets twee keer per dag minstens 2 minuten;
- reinig dagelijks rond het implantaat met ragers;
- kom elke 6 maanden op controle;
- laat uw gebit regelmatig professioneel reinigen, voor de meeste mensen twee keer per jaar.

## Kosten en vergoeding

De Nederlandse Zorgautoriteit (NZa) stelt de codes en maximumtarieven vast voor het plaatsen van implantaten en voor de kroon of het kunstgebit erop. De kosten van de implantaatonderdelen en het tandtechnisch laboratorium worden apart berekend. Omdat een implantaatbehandeling meer dan € 250 kost, ontvangt u vooraf altijd een schriftelijke begroting.

**Volwassenen** krijgen een implantaat ter vervanging van één of meer ontbrekende tanden in de regel niet vergoed uit de basisverzekering. Een aanvullende tandartsverzekering vergoedt soms een deel, maar kent een jaarlijks maximum, bijvoorbeeld € 250 of € 500.

**Een kunstgebit op implantaten bij een tandeloze kaak** is een uitzondering: dat wordt onder voorwaarden gedeeltelijk vergoed uit de basisverzekering. U betaalt dan wel een eigen bijdrage ({implantDentureLowerShare} voor de onderkaak, {implantDentureUpperShare} voor de bovenkaak), en ook uw eigen risico kan meetellen.

**Kinderen tot 18 jaar** krijgen tandartszorg bijna volledig vergoed uit de basisverzekering, maar implantaten worden bij kinderen zelden geplaatst, omdat de kaak nog groeit.

U bent welkom, ongeacht uw zorgverzekeraar. Waar uw polis dat toelaat, declareren wij rechtstreeks bij uw verzekeraar. Meer over de kosten van tandartszorg leest u in ons artikel over [tandartskosten in Nederland](page:dental-costs).`,
    faq: [
      {
        question: 'Doet het plaatsen van een implantaat pijn?',
        answer:
          'Het implantaat wordt onder plaatselijke verdoving geplaatst, zodat u tijdens de ingreep meestal alleen druk voelt. De dagen erna kunt u wat pijn en zwelling hebben; een gewone pijnstiller is dan vaak voldoende.',
      },
      {
        question: 'Hoe lang gaat een implantaat mee?',
        answer:
          'Onderzoek meldt dat na 10 jaar meer dan 95% van de implantaten nog in functie is; een garantie voor uw situatie is dat niet. De kroon erop gaat met goede zorg vaak 10–15 jaar mee. Goede mondhygiëne en controles elke 6 maanden dragen bij aan een lange levensduur.',
      },
      {
        question: 'Kan iedereen een implantaat krijgen?',
        answer:
          'De meeste volwassenen komen in aanmerking, maar er is voldoende kaakbot en gezond tandvlees nodig. Roken en een slecht ingestelde diabetes vergroten het risico; tijdens het onderzoek bekijken wij samen of een implantaat bij u past.',
      },
      {
        question: 'Vergoedt mijn zorgverzekering een implantaat?',
        answer:
          'Voor volwassenen vergoedt de basisverzekering een implantaat voor een enkele tand in de regel niet; een aanvullende verzekering vergoedt soms een deel, tot het jaarlijkse maximum. Een kunstgebit op implantaten bij een tandeloze kaak wordt wel gedeeltelijk vergoed uit de basisverzekering, met een eigen bijdrage.',
      },
      {
        question: 'Mijn kunstgebit zit los. Heb ik dan implantaten nodig?',
        answer:
          'Niet altijd. Vaak helpt het om uw kunstgebit te laten aanpassen, zodat het weer goed aansluit op het tandvlees, of om het te laten repareren. Soms is een nieuw kunstgebit de beste keuze. Wij kijken eerst hoe uw kunstgebit past en hoe uw kaak eruitziet, en bespreken daarna alle mogelijkheden en wat ze kosten. Een volledig kunstgebit valt onder de basisverzekering, met een eigen bijdrage. In ons artikel [Zit uw kunstgebit los?](page:dentures) leest u meer.',
      },
    ],
    cta: {
      title: 'Benieuwd of een implantaat bij u past?',
      text: 'Maak een afspraak voor onderzoek en persoonlijk advies. Bel ons op {phone} of vraag online een afspraak aan.',
    },
  },
  en: {
    meta: {
      title: 'Dental Implants in Amstelveen',
      description:
        'Implants in Amstelveen to replace one tooth, several teeth or a loose denture. Treatment usually takes 3–6 months; studies find over 95% still in place after ten years.',
      keywords:
        'dental implants Amstelveen, dental implant cost Netherlands, tooth implant, implant-supported denture, snap-on denture, replace missing tooth, implant dentist Amstelveen',
    },
    card: {
      title: 'Dental implants',
      description:
        'A fixed replacement for one or more missing teeth, or a firm hold for a loose denture. Treatment usually takes 3–6 months in total.',
    },
    title: 'Dental implants in Amstelveen',
    lead: 'Missing one or more teeth, or is your denture loose? An implant can be a sturdy, natural-looking solution, and we will tell you honestly whether it suits you.',
    facts: [
      { label: 'Total treatment time', value: '3–6 months' },
      { label: 'Still in place after 10 years (studies)', value: 'Over 95%' },
      { label: 'Crown on the implant', value: 'Often lasts 10–15 years' },
      { label: 'Approximate cost', value: '{priceImplant} for one implant with crown' },
      { label: 'Placed by', value: 'An implantologist we work with' },
    ],
    body: `## What is a dental implant?

A dental implant is an artificial tooth root made of titanium that is placed in the jawbone. Over the following months, the bone grows firmly around the implant. A crown, a bridge or a denture is then attached on top. This way, an implant can replace a single missing tooth, support a bridge when several teeth are missing, or hold a loose denture firmly in place. A denture on implants is often called a snap-on denture (in Dutch: klikgebit).

Unlike a conventional bridge, an implant does not require the neighbouring teeth to be filed down. An implant can also help preserve the jawbone in that spot. If you would like to compare your options, see our page on [crowns and bridges](page:crowns).

${missingToothOptions.en}

## Who is it for?

An implant can be a good solution for adults who:

- are missing one or more teeth because of an accident, decay or gum disease;
- want a fixed replacement without having the neighbouring teeth filed down;
- have a denture that does not stay in place well.

You do need enough jawbone and healthy gums. If there is too little bone, it can sometimes be built up first. Smoking, poor oral hygiene and poorly controlled diabetes increase the risk of the implant not fusing properly with the bone. Implants are generally not placed in children and young teenagers, because their jaws are still growing.

## What happens, step by step

Murat Kaya, the founder of our practice, guides your implant treatment from start to finish. The implant itself is placed by an implantologist we work with. Before treatment, we tell you who that is, where the implant is placed and who will invoice you for what; this is also in your estimate.

1. **Examination and advice.** We examine your teeth, gums and jawbone and take X-rays; sometimes a 3D scan is needed.
2. **Treatment plan and estimate.** You hear which solution we recommend and receive a written estimate. For a denture on implants, your insurer’s approval is often needed in advance, and we help you with that.
3. **Placing the implant.** The implantologist places the implant in the jawbone under local anaesthesia, and the gum is closed with a few stitches.
4. **Healing.** Over a few months, the implant fuses with the bone. If needed, you get a temporary solution in the meantime, so there is no visible gap.
5. **Scan or impression.** Once the implant is firmly integrated, we take a scan or impression for the final crown, bridge or denture.
6. **Fitting and check.** The crown, bridge or denture is attached to the implant. We check your bite and show you how to clean around the implant.

## Duration and aftercare

The whole treatment usually takes 3–6 months, from placing the implant to the final crown. If bone needs to be built up first, it takes longer. A large review of the research (Journal of Dentistry, 2019) found that after ten years, over 95% of dental implants are still in place and working. That is not a guarantee for your situation; smoking, diabetes and how well you care for the implant all play a part. The crown on an implant does wear over time; with good care it often lasts 10–15 years before it needs replacing.

For the first few days after the procedure, you may have some swelling and pain. Cold packs, soft food and a painkiller help. Don’t smoke while the wound heals, and brush gently around it.

An implant cannot get a cavity, but the gum around it can become inflamed. Good care is therefore essential:

- brush for at least 2 minutes, twice a day;
- clean around the implant daily with interdental brushes;
- come in for a check-up every 6 months;
- have your teeth professionally cleaned regularly, twice a year for most people.

## Costs and insurance

The Dutch Healthcare Authority (NZa) sets the codes and maximum tariffs for placing implants and for the crown or denture on top. Implant components and dental laboratory costs are charged separately. Because implant treatment costs more than €250, you always receive a written estimate in advance. The {tariffYear} maximum tariff for a panoramic X-ray (X21) is {feeX21}.

**Adults** are not covered by basic health insurance (basisverzekering) for an implant that replaces one or more missing teeth. Supplementary dental insurance (aanvullende tandartsverzekering) sometimes pays part of the cost, but it has a yearly maximum, such as €250 or €500.

**A denture on implants for a toothless jaw** is an exception: under certain conditions it is partly covered by basic insurance, with a personal contribution (eigen bijdrage) that you pay yourself: {implantDentureLowerShare} for the lower jaw, {implantDentureUpperShare} for the upper jaw. Your annual compulsory excess (eigen risico) may also apply.

**Children under 18** are covered almost fully by basic insurance for dental care, but implants are rarely placed in children, because the jaw is still growing.

Whichever Dutch health insurer you are with, we bill it directly where your policy allows. For more on what dental care costs, read our article on [dental costs in the Netherlands](page:dental-costs).`,
    faq: [
      {
        question: 'Does getting an implant hurt?',
        answer:
          'The implant is placed under local anaesthesia, so during the procedure you usually feel only pressure. You may have some pain and swelling for a few days afterwards, and an over-the-counter painkiller is often enough.',
      },
      {
        question: 'How long does an implant last?',
        answer:
          'Studies report that after ten years, over 95% of dental implants are still in place; that is not a guarantee for your situation. With good care, the crown on top often lasts 10–15 years. Good oral hygiene and a check-up every 6 months help your implant last.',
      },
      {
        question: 'Can anyone get an implant?',
        answer:
          'Most adults are eligible, but you need enough jawbone and healthy gums. Smoking and poorly controlled diabetes increase the risk, so at your examination we look together at whether an implant is right for you.',
      },
      {
        question: 'Will my health insurance pay for an implant?',
        answer:
          'For adults, basic insurance does not cover an implant for a single tooth; supplementary insurance sometimes pays part, up to its yearly maximum. A denture on implants for a toothless jaw is partly covered by basic insurance, with a personal contribution (eigen bijdrage).',
      },
      {
        question: 'My denture is loose. Do I need implants?',
        answer:
          'Not always. Often it is enough to have your denture adjusted so that it fits snugly against your gums again, or to have it repaired. Sometimes a new denture is the best choice. We first look at how your denture fits and at your jaw, then talk you through every option and what each one costs. A full denture is covered by basic insurance, with a personal contribution (eigen bijdrage). Our article [Is your denture loose?](page:dentures) tells you more.',
      },
    ],
    cta: {
      title: 'Wondering if an implant is right for you?',
      text: 'Book an examination and get personal advice. Call us on {phone} or request an appointment online.',
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’de diş implantı',
      description:
        'Amstelveen’de tek diş, köprü ya da protez için implant. Tedavi 3–6 ay sürer; araştırmalara göre implantların %95’ten fazlası on yıl sonra hâlâ işlevini sürdürür.',
      keywords:
        'diş implantı Amstelveen, implant tedavisi, implant fiyatları Hollanda, implant üstü protez, eksik diş tedavisi, sabit diş, Türk diş hekimi Amstelveen',
    },
    card: {
      title: 'Diş implantları',
      description:
        'Bir veya birden fazla eksik diş için sabit bir çözüm, oynayan bir protezin yerinde durması için ise sağlam bir destek. Tedavi toplam 3–6 ay sürer.',
    },
    title: 'Amstelveen’de diş implantı tedavisi',
    lead: 'Bir veya birden fazla dişiniz eksik mi ya da takma dişiniz oynuyor mu? İmplant sağlam ve doğal görünümlü bir çözüm olabilir; size uygun olup olmadığını açıkça konuşuruz.',
    facts: [
      { label: 'Toplam tedavi süresi', value: '3–6 ay' },
      { label: '10 yılda başarı oranı (araştırmalara göre)', value: '%95’in üzerinde' },
      { label: 'İmplant üstü kron', value: 'Çoğu zaman 10–15 yıl dayanır' },
      { label: 'Ücret (yaklaşık)', value: 'Kronuyla birlikte tek implant {priceImplant}' },
      { label: 'İmplantı yerleştiren', value: 'Birlikte çalıştığımız bir implantolog' },
    ],
    body: `## Diş implantı nedir?

Diş implantı, çene kemiğine yerleştirilen, titanyumdan yapılmış yapay bir diş köküdür. Sonraki aylarda kemik, implantla sıkıca kaynaşır. Ardından implantın üzerine bir kron, köprü ya da protez yerleştirilir. Böylece bir implant tek bir eksik dişin yerini alabilir, birden fazla diş eksikse bir köprüyü taşıyabilir ya da oynayan bir takma dişi yerinde tutabilir. İmplantlara takılıp çıkarılan bu tür protezlere Hollanda’da “klikgebit” denir; Türkiye’de “çıtçıtlı protez” olarak bilinir.

Normal bir köprüye göre avantajı, komşu dişlerin küçültülmesine gerek olmamasıdır. Ayrıca implant, o bölgedeki çene kemiğinin korunmasına yardımcı olabilir. Seçenekleri karşılaştırmak isterseniz [kron ve köprüler](page:crowns) sayfamıza da göz atabilirsiniz.

${missingToothOptions.tr}

## Kimler için uygundur?

İmplant, şu durumlardaki yetişkinler için iyi bir çözüm olabilir:

- bir kaza, çürük ya da diş eti hastalığı nedeniyle bir veya birden fazla dişi eksik olanlar;
- komşu dişlerini küçültmeden köprü yaptırmak isteyenler;
- takma dişi yerinde iyi durmayanlar.

Bunun için yeterli çene kemiği ve sağlıklı diş etleri gerekir. Kemik yetersizse bazen önce kemik grefti (kemik tozu) uygulanabilir. Sigara, yetersiz ağız hijyeni ve kontrol altında olmayan diyabet, implantın kemikle iyi kaynaşmama riskini artırır. Çene büyümesi henüz tamamlanmadığı için çocuklara ve küçük yaştaki gençlere genellikle implant uygulanmaz.

## Tedavi adım adım nasıl ilerler?

Kliniğimizin kurucusu diş hekimi Murat Kaya, implant tedavinizi baştan sona takip eder. İmplantı ise birlikte çalıştığımız bir implantolog yerleştirir. Bunun kim olduğunu, implantın nerede yerleştirileceğini ve hangi faturayı kimden alacağınızı size önceden söyleriz; bu bilgiler maliyet tahmininizde de yer alır.

1. **Muayene ve danışma.** Dişlerinizi, diş etlerinizi ve çene kemiğinizi inceler, röntgen çekeriz; bazen üç boyutlu görüntüleme de gerekir.
2. **Tedavi planı ve maliyet tahmini.** Hangi çözümü önerdiğimizi öğrenir ve yazılı bir maliyet tahmini (begroting) alırsınız. İmplant üstü protez için çoğu zaman sigorta şirketinizin önceden onayı gerekir; bu konuda size yardımcı oluruz.
3. **İmplantın yerleştirilmesi.** İmplantolog, implantı lokal anestezi altında çene kemiğine yerleştirir; ardından diş eti birkaç dikişle kapatılır.
4. **İyileşme ve kaynaşma.** İmplant birkaç ay içinde kemikle kaynaşır. Gerekirse bu süre için size geçici bir çözüm sunarız; böylece görünür bir boşluk kalmaz.
5. **Tarama veya ölçü.** İmplant sağlam bir şekilde kaynaştığında, kalıcı kron, köprü ya da protez için dijital tarama veya ölçü alırız.
6. **Yerleştirme ve kontrol.** Kron, köprü ya da protez implantın üzerine yerleştirilir. Kapanışınızı kontrol eder, implantın çevresini nasıl temizleyeceğinizi gösteririz.

## Süre ve sonrası

Tedavinin tamamı, implantın yerleştirilmesinden kalıcı krona kadar genellikle 3–6 ay sürer. Önce kemik grefti gerekirse süre uzar. Kapsamlı bir derleme çalışmasına göre (Journal of Dentistry, 2019) implantların %95’ten fazlası on yıl sonra hâlâ yerinde ve işlevini sürdürüyor. Bu, sizin durumunuz için bir garanti değildir; sigara, diyabet ve bakım da sonucu etkiler. İmplant üstündeki kron da doğal bir diş gibi aşınır; iyi bakımla çoğu zaman 10–15 yıl dayanır, sonra yenilenir.

İşlemden sonraki ilk günlerde biraz şişlik ve ağrı olabilir. Soğuk uygulama, yumuşak yiyecekler ve bir ağrı kesici rahatlatır. Yara iyileşirken sigara içmeyin ve çevresini nazikçe fırçalayın.

İmplantta çürük oluşmaz, ancak çevresindeki diş eti iltihaplanabilir. Bu yüzden iyi bakım çok önemlidir:

- dişlerinizi günde iki kez, en az iki dakika fırçalayın;
- implantın çevresini her gün diş arası fırçasıyla temizleyin;
- altı ayda bir kontrole gelin;
- dişlerinizi düzenli olarak, çoğu kişi için yılda iki kez profesyonel olarak temizletin.

## Ücretler ve sigorta

Hollanda Sağlık Otoritesi (Nederlandse Zorgautoriteit, NZa), implantın yerleştirilmesi ve üzerindeki kron ya da protez için kodları ve azami ücretleri belirler. İmplant parçaları ve diş protez laboratuvarı masrafları ayrıca faturalandırılır. İmplant tedavisinin maliyeti 250 €’yu aştığından, önceden mutlaka yazılı bir maliyet tahmini alırsınız. Tüm ağzı gösteren panoramik röntgenin (X21) {tariffYear} yılı için azami ücreti {feeX21}’dur.

**Yetişkinlerde** bir veya birden fazla eksik dişin yerine yapılan implant, temel sağlık sigortası (basisverzekering) tarafından karşılanmaz. Ek diş sigortası (aanvullende tandartsverzekering) bazen bir kısmını öder, ancak yıllık 250 € veya 500 € gibi bir üst sınırı vardır.

**Dişsiz bir çene için implant üstü protez** bir istisnadır: belirli koşullar altında temel sigorta tarafından kısmen karşılanır; bunun için sizin ödediğiniz bir katkı payı (eigen bijdrage) vardır: alt çene için {implantDentureLowerShare}, üst çene için {implantDentureUpperShare}. Yıllık zorunlu muafiyet tutarınız (eigen risico) da devreye girebilir.

**18 yaşından küçük çocukların** diş tedavileri temel sigorta tarafından neredeyse tamamen karşılanır; ancak çenenin büyümesi henüz tamamlanmadığı için çocuklara nadiren implant yapılır.

Sigorta şirketiniz ve poliçeniz izin veriyorsa faturayı doğrudan sigorta şirketinize gönderebiliriz. Diş tedavisi masrafları hakkında daha fazla bilgiyi [Hollanda’da diş hekimi ücretleri](page:dental-costs) yazımızda bulabilirsiniz.`,
    faq: [
      {
        question: 'İmplant yerleştirilirken acı hisseder miyim?',
        answer:
          'İmplant lokal anestezi altında yerleştirildiği için işlem sırasında genellikle yalnızca baskı hissedersiniz. Sonraki birkaç gün hafif ağrı ve şişlik olabilir; çoğu zaman basit bir ağrı kesici yeterlidir.',
      },
      {
        question: 'İmplant ne kadar dayanır?',
        answer:
          'Araştırmalara göre implantların %95’ten fazlası on yıl sonra hâlâ işlevini sürdürür; bu, sizin durumunuz için bir garanti değildir. Üzerindeki kron iyi bakımla çoğu zaman 10–15 yıl dayanır. İyi ağız bakımı ve altı ayda bir kontrol, implantınızın uzun ömürlü olmasına katkı sağlar.',
      },
      {
        question: 'Herkese implant yapılabilir mi?',
        answer:
          'Çoğu yetişkine implant yapılabilir, ancak yeterli çene kemiği ve sağlıklı diş etleri gerekir. Sigara ve kontrol altında olmayan diyabet riski artırır; muayenede implantın size uygun olup olmadığını birlikte değerlendiririz.',
      },
      {
        question: 'İmplant masrafları sigortadan karşılanır mı?',
        answer:
          'Yetişkinlerde tek diş implantı temel sigorta tarafından karşılanmaz; ek sigorta ise yıllık üst sınırına kadar bir kısmını ödeyebilir. Dişsiz çene için implant üstü protez ise belirli koşullar altında, katkı payı karşılığında temel sigortadan kısmen karşılanır.',
      },
      {
        question: 'Protezim oynuyor. Mutlaka implant mı gerekir?',
        answer:
          'Her zaman değil. Çoğu zaman protezin diş etine yeniden iyi oturması için ayarlanması ya da onarılması yeterlidir. Bazen en iyi seçenek yeni bir protezdir. Önce protezinizin nasıl oturduğuna ve çenenize bakarız; ardından tüm seçenekleri ücretleriyle birlikte sizinle konuşuruz. Tam protez, katkı payı (eigen bijdrage) karşılığında temel sigortanın kapsamındadır. Ayrıntıları “[Takma dişiniz oynuyor mu?](page:dentures)” yazımızda bulabilirsiniz.',
      },
    ],
    cta: {
      title: 'İmplantın size uygun olup olmadığını öğrenin',
      text: 'Muayene ve size özel değerlendirme için randevu alın. Bizi {phone} numarasından arayın veya internet üzerinden randevu talep edin.',
    },
  },
};

export default implants;
