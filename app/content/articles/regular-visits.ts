import type { Article } from '../types';

const article: Article = {
  datePublished: '2025-05-14',
  readMinutes: 5,
  author: 'murat-kaya',
  related: ['checkup', 'hygiene', 'pediatric'],
  text: {
    nl: {
      meta: {
        title: 'Waarom regelmatig naar de tandarts?',
        description:
          'Elke 6 maanden een controle en twee keer per jaar een gebitsreiniging: lees wat de tandarts controleert en waarom vroeg ontdekken u pijn en geld bespaart.',
        keywords:
          'tandartscontrole, periodieke controle, gebitsreiniging, preventie, gaatjes, tandvleesontsteking, tandarts voor kinderen, tandarts Amstelveen',
      },
      title: 'Waarom regelmatig naar de tandarts gaan zo belangrijk is',
      keyPoints: [
        'Voor de meeste mensen: elke 6 maanden een controle en minimaal twee keer per jaar een gebitsreiniging.',
        'Een beginnend gaatje of ontstoken tandvlees doet zelden pijn; bij een controle zien wij het terwijl het nog klein en eenvoudig te behandelen is.',
        'Nieuw in Nederland? U schrijft zich zelf in bij een tandarts; een verwijzing van de huisarts is niet nodig.',
      ],
      excerpt:
        'Een beginnend gaatje of ontstoken tandvlees doet zelden pijn. Daarom is een controle elke 6 maanden zo waardevol. Lees wat wij tijdens een controle bekijken en waarom vroeg ontdekken u pijn en geld bespaart.',
      body: `## De meeste problemen beginnen stil

Veel mensen gaan pas naar de tandarts als er iets pijn doet. Dat is begrijpelijk, maar op dat moment speelt een probleem vaak al maanden. Een beginnend gaatje voelt u niet, en ontstoken tandvlees bloedt misschien wat bij het poetsen, maar doet zelden pijn. Meestal merkt u pas iets als een gaatje dicht bij de zenuw komt of als het tandvlees zich terugtrekt.

Bij een regelmatige controle zien wij zulke veranderingen ruim voordat u er last van krijgt. Daar draait preventieve tandheelkunde om: problemen vinden zolang ze nog klein, eenvoudig en betaalbaar te behandelen zijn.

## Hoe vaak naar de tandarts?

Voor de meeste mensen adviseren wij:

- **elke 6 maanden een controle**, zodat wij veranderingen op tijd zien;
- **minimaal twee keer per jaar een professionele gebitsreiniging**, om tandsteen en aanslag te verwijderen die u met de tandenborstel niet wegkrijgt.

Bij een gebitsreiniging verwijderen wij tandsteen boven en net onder de tandvleesrand en polijsten wij de tanden glad. Op een glad oppervlak hecht nieuwe tandplak zich minder makkelijk.

Heeft u gevoelig tandvlees, een beugel of implantaten, of krijgt u snel gaatjes? Dan spreken wij soms een ander schema met u af. Dat doen wij altijd in overleg, op basis van wat wij in uw mond zien.

Nieuw in Nederland of net verhuisd? U kunt zich zelf inschrijven bij een tandarts naar keuze. Een verwijzing van de huisarts is daarvoor niet nodig.

## Wat controleren wij?

Een periodieke controle duurt niet lang, maar wij kijken naar veel meer dan alleen gaatjes.

### Tanden, kiezen en vullingen

Wij bekijken elke tand en kies op gaatjes, slijtage, kleine scheurtjes en vullingen die loszitten of lekken. Ook bestaande kronen en bruggen controleren wij.

### Tandvlees

Met een klein, stomp meetinstrument meten wij de ruimte tussen tand en tandvlees: de tandvleeszak (pocket). Diepere tandvleeszakken kunnen wijzen op tandvleesontsteking (gingivitis) of op parodontitis, een ontsteking die het bot rond de tanden aantast.

### De rest van uw mond

Wij kijken ook naar wangen, tong, verhemelte en mondbodem. Een afwijkend plekje is meestal onschuldig, maar het is goed als een deskundige ernaar kijkt. Daarnaast letten wij op tekenen van tandenknarsen en op klachten van het kaakgewricht.

### Röntgenfoto’s, alleen als dat nodig is

Niet bij elke controle is een foto nodig. Toch laat een kleine röntgenfoto gaatjes tussen de kiezen en botverlies zien die met het blote oog onzichtbaar zijn. Wij maken alleen een foto als die echt iets toevoegt, en wij vertellen u vooraf waarom.

### Uw dagelijkse verzorging

Tot slot kijken wij samen naar uw verzorging thuis: waar blijft tandplak achter, en welke ragers passen bij uw gebit? Praktische tips vindt u in ons artikel over [mondverzorging thuis](page:home-care).

## Na de controle

Aan het einde van de controle vertellen wij u wat wij hebben gezien, ook als alles in orde is. Moet er iets behandeld worden, dan leggen wij uit waarom, welke mogelijkheden er zijn en wat u kunt verwachten. Voor een behandeling die naar verwachting € 250 of meer kost, krijgt u altijd eerst een schriftelijke begroting. Wij beginnen pas als u het plan begrijpt en ermee instemt.

## Vroeg ontdekken scheelt pijn en geld

Het verschil tussen vroeg en laat ontdekken is groot. Een klein gaatje is in één afspraak te herstellen met een vulling van één vlak. Groeit hetzelfde gaatje door, dan is een grotere vulling over meerdere vlakken nodig. Bereiken de bacteriën de zenuw, dan volgt een [wortelkanaalbehandeling](page:rootcanal), en in het ergste geval moet de kies worden getrokken.

Voor tandvlees geldt hetzelfde. Tandvleesontsteking geneest meestal goed met een reiniging en een betere verzorging thuis. Parodontitis die jarenlang onopgemerkt blijft, kan uiteindelijk leiden tot loszittende tanden.

Ook in uw portemonnee merkt u het verschil. De maximumtarieven voor tandheelkundige zorg worden in Nederland landelijk vastgesteld, en een controle kost maar een fractie van een wortelkanaalbehandeling. In ons artikel over [de kosten van een tandartsbezoek](page:dental-costs) leest u hoe de tarieven en de vergoedingen werken.

## Kinderen: vanaf het eerste tandje

Goede gewoonten beginnen vroeg. Wij zien kinderen graag vanaf het eerste tandje: de eerste keer vóór de eerste verjaardag, of binnen 6 maanden nadat het eerste tandje is doorgekomen. Dat eerste bezoek is vooral kennismaken. Uw kind mag in de stoel zitten, naar het spiegeltje kijken en in zijn eigen tempo wennen.

Bij kinderen heeft een controle meerdere doelen:

- de melktanden gezond houden, want zij houden ruimte vrij voor de blijvende tanden;
- de groei van gebit en kaken volgen, zodat wij op tijd zien of later een [beugel](page:orthodontics) nodig kan zijn;
- ouders praktische tips geven over poetsen, tussendoortjes en drinken;
- ervoor zorgen dat een bezoek aan de tandarts iets gewoons en vertrouwds wordt.

De basisverzekering vergoedt tandheelkundige zorg voor kinderen tot 18 jaar bijna volledig. Meer over onze zorg voor de jongste patiënten leest u op de pagina over [tandzorg voor kinderen](page:pediatric).

## Vindt u een bezoek spannend?

Veel mensen stellen een bezoek uit omdat ze het spannend vinden. Dat begrijpen wij goed. Laat het ons gerust weten als u een afspraak maakt. Wij nemen de tijd voor u, leggen elke stap vooraf uit en spreken een teken af waarmee u kunt aangeven dat u even pauze wilt.

Juist regelmatig komen helpt daarbij: hoe vaker u komt, hoe kleiner de behandelingen meestal zijn en hoe vertrouwder de praktijk voor u wordt.

## Zo plant u uw controle

- Een controle duurt meestal 15 tot 30 minuten; een behandeling, zoals een vulling, meestal 30 tot 60 minuten.
- Wij zijn open van maandag tot en met vrijdag van {weekdayHoursDutch} en op zaterdag van {saturdayHoursDutch}. Zo is er vaak een moment dat past bij uw werk of school.
- Onze tandartsen spreken Nederlands, Engels en Turks.
- Plan uw volgende controle meteen aan het einde van uw bezoek, dan hoeft u er zelf niet meer aan te denken.

Is uw laatste bezoek langer dan 6 maanden geleden? [Vraag een afspraak aan](page:home#appointment) of lees meer over de [tandartscontrole](page:checkup) en de [gebitsreiniging](page:hygiene).`,
    },
    en: {
      meta: {
        title: 'Why Regular Dental Visits Matter',
        description:
          'A check-up every 6 months and a cleaning twice a year: learn what your dentist checks and how catching problems early saves you pain and money.',
        keywords:
          'dental check-up, regular dental visits, professional teeth cleaning, preventive dentistry, cavities, gum disease, children dentist, dentist Amstelveen',
      },
      title: 'Why regular dental visits matter',
      keyPoints: [
        'For most people: a check-up every 6 months and a professional cleaning at least twice a year.',
        'An early cavity or inflamed gums rarely hurt; at a check-up we can spot them while they are still small and simple to treat.',
        'New to the Netherlands? You register with a dentist yourself; you don’t need a referral from your GP.',
      ],
      excerpt:
        'An early cavity or inflamed gums rarely hurt, which is why a check-up every six months is so valuable. Here’s what we look for and how catching problems early saves you pain and money.',
      body: `## Most dental problems start quietly

Many people only see a dentist when something hurts. That’s understandable, but by then a problem has often been developing for months. An early cavity doesn’t hurt, and inflamed gums may bleed a little when you brush but rarely ache. Usually you only notice something once a cavity gets close to the nerve or your gums start to recede.

At a regular check-up, we can spot these changes long before they bother you. That’s what preventive dentistry is all about: finding problems while they’re still small, simple and affordable to treat.

## How often should you see the dentist?

For most people, we recommend:

- **a check-up every 6 months**, so we catch changes in time;
- **a professional cleaning at least twice a year**, to remove the tartar and stains your toothbrush can’t.

During a professional cleaning, we remove tartar above and just below the gum line and polish your teeth smooth. New plaque has a harder time sticking to a smooth surface.

Do you have sensitive gums, braces or implants, or do you tend to get cavities? Then we may agree on a different schedule. We always decide that together with you, based on what we actually see in your mouth.

New to the Netherlands? Here, you choose a dentist and register with the practice yourself. You don’t need a referral from your GP (huisarts) to book a check-up.

## What we check at a check-up

A routine check-up doesn’t take long, but we look at a lot more than cavities.

### Teeth, fillings, crowns and bridges

We examine every tooth for cavities, wear, tiny cracks and fillings that are loose or leaking. We also check any crowns and bridges you already have.

### Gums

With a small, blunt measuring probe, we check the space between each tooth and the gum, known as the pocket. Deeper pockets can be a sign of gingivitis or of periodontitis, an infection that affects the bone around your teeth.

### The rest of your mouth

We also look at your cheeks, tongue, palate and the floor of your mouth. An unusual spot is usually harmless, but it’s good to have a professional take a look. We also watch for signs of teeth grinding and problems with the jaw joint.

### X-rays, only when needed

Not every check-up calls for an X-ray. Still, a small X-ray shows cavities between the back teeth and bone loss that you can’t see with the naked eye. We only take one when it is genuinely useful, and we always tell you why first.

### Your daily routine

Finally, we look at your home care together: where does plaque tend to stay behind, and which interdental brushes fit your teeth? You’ll find practical advice in our article on [caring for your teeth at home](page:home-care).

## After the check-up

At the end of your check-up, we tell you what we found, even if everything looks fine. If something needs treatment, we explain why, what your options are, and what to expect. For any treatment expected to cost €250 or more, you always receive a written estimate first. We only start once you understand the plan and agree to it.

## Catching problems early saves pain and money

Timing makes a big difference. A small cavity can be repaired in one visit with a one-surface filling. If the same cavity keeps growing, it needs a larger filling that covers several surfaces. Once bacteria reach the nerve, you need a [root canal treatment](page:rootcanal), and in the worst case the tooth has to be pulled.

The same goes for your gums. Gingivitis usually clears up with a professional cleaning and better care at home. Periodontitis that goes unnoticed for years can eventually lead to loose teeth.

You’ll notice the difference in your wallet, too. In the Netherlands, maximum dental fees are set nationally, and a check-up costs only a fraction of a root canal treatment. Our article on [what a dental visit costs](page:dental-costs) explains how the fees and insurance cover work.

## Children: from the very first tooth

Good habits start early. We like to see children from their first tooth: the first visit by their first birthday, or within six months of the first tooth coming through. That first visit is mostly about getting to know each other. Your child can sit in the chair, look at the little mirror, and get used to us at their own pace.

For children, regular check-ups have several goals:

- keeping baby teeth healthy, because they hold space for the permanent teeth;
- following how the teeth and jaws develop, so we can see early on whether [orthodontic treatment](page:orthodontics) might be needed later;
- giving parents practical advice on brushing, snacks and drinks;
- making a trip to the dentist feel normal and familiar.

In the Netherlands, basic health insurance (basisverzekering) covers dental care for children under 18 almost in full. You can read more about how we care for our youngest patients on our [children’s dentistry](page:pediatric) page.

## Nervous about the dentist?

Many people put off a visit because they feel anxious. We completely understand. Just let us know when you book. We take our time, explain each step before we start, and agree on a signal you can give whenever you’d like a break.

Coming regularly actually helps: the more often you visit, the smaller the treatments usually are and the more familiar the practice feels.

## Planning your check-up

- A check-up usually takes 15 to 30 minutes; a treatment, such as a filling, usually 30 to 60 minutes.
- We’re open Monday to Friday ({weekdayHours}) and on Saturdays ({saturdayHours}), so it’s usually easy to find a time that fits around your work or your children’s school.
- Our dentists speak English, Dutch and Turkish.
- Book your next check-up at the end of each visit, so you don’t have to remember to do it later.

Has it been more than six months since your last visit? [Request an appointment](page:home#appointment), or read more about our [routine check-up](page:checkup) and [professional cleaning](page:hygiene).`,
    },
    tr: {
      meta: {
        title: 'Düzenli diş hekimi kontrolü neden önemli?',
        description:
          'Her altı ayda bir kontrol ve yılda iki kez diş temizliği: kontrolde nelere bakıldığını ve erken teşhisin sizi ağrıdan ve masraftan nasıl koruduğunu okuyun.',
        keywords:
          'diş kontrolü, düzenli diş hekimi ziyareti, diş temizliği, koruyucu diş hekimliği, diş çürüğü, diş eti iltihabı, çocuklar için diş hekimi, Amstelveen diş hekimi',
      },
      title: 'Düzenli diş hekimi ziyaretleri neden bu kadar önemli?',
      keyPoints: [
        'Çoğu kişi için: 6 ayda bir kontrol ve yılda en az iki kez profesyonel diş temizliği.',
        'Başlangıç aşamasındaki bir çürük ya da iltihaplı diş eti nadiren ağrı yapar; kontrolde bunları henüz küçükken ve tedavisi kolayken görebiliriz.',
        'Hollanda’ya yeni mi geldiniz? Diş hekiminizi kendiniz seçer ve doğrudan kaydolursunuz; aile hekiminizden (huisarts) sevk almanız gerekmez.',
      ],
      excerpt:
        'Başlangıç aşamasındaki bir çürük ya da iltihaplı diş eti nadiren ağrı yapar. Bu yüzden altı ayda bir yapılan kontrol çok değerlidir. Kontrolde neye baktığımızı ve erken teşhisin size neler kazandırdığını okuyun.',
      body: `## Diş sorunlarının çoğu sessizce başlar

Birçok kişi ancak bir yeri ağrıdığında diş hekimine gider. Bu çok anlaşılır bir durum; ancak o noktada sorun çoğu zaman aylardır ilerlemektedir. Başlangıç aşamasındaki bir çürük ağrı yapmaz. İltihaplı diş eti fırçalarken biraz kanayabilir, ama nadiren sızlar. Genellikle bir şeylerin ters gittiğini ancak çürük sinire yaklaştığında ya da diş eti çekilmeye başladığında fark edersiniz.

Düzenli kontrollerde bu değişiklikleri, size rahatsızlık vermeye başlamadan çok önce görebiliriz. Koruyucu diş hekimliğinin özü de budur: sorunları henüz küçükken, tedavisi basit ve uygun maliyetliyken yakalamak.

## Diş hekimine ne sıklıkla gitmelisiniz?

Çoğu kişi için önerimiz şöyle:

- **her altı ayda bir kontrol**, böylece değişiklikleri zamanında fark ederiz;
- **yılda en az iki kez profesyonel diş temizliği**, diş fırçasıyla çıkaramadığınız diş taşını ve lekeleri temizlemek için.

Profesyonel diş temizliğinde diş eti çizgisinin üzerindeki ve hemen altındaki diş taşını temizler, ardından dişlerinizi pürüzsüz hâle gelene kadar parlatırız. Yeni oluşan diş plağı pürüzsüz bir yüzeye çok daha zor tutunur. Bu nedenle temizlikten sonra dişlerinizi evde temiz tutmak da kolaylaşır.

Diş etleriniz hassas mı, diş teliniz ya da implantınız mı var, yoksa dişleriniz kolay mı çürüyor? O zaman sizinle farklı bir kontrol planı belirleyebiliriz. Bu kararı her zaman ağzınızda gördüklerimize dayanarak, sizinle birlikte veririz.

Hollanda’ya yeni mi geldiniz? Burada diş hekiminizi kendiniz seçer ve doğrudan onun kliniğine kaydolursunuz. Kontrol randevusu için aile hekiminizden (huisarts) sevk almanıza gerek yoktur.

## Kontrolde neleri inceliyoruz?

Periyodik kontrol uzun sürmez, ancak yalnızca çürüklere bakmakla kalmayız.

### Dişler ve dolgular

Her dişi çürük, aşınma, küçük çatlaklar ve gevşemiş ya da sızdıran dolgular açısından tek tek inceleriz. Mevcut kron ve köprülerinizi de kontrol ederiz.

### Diş etleri

Küçük ve ucu küt bir ölçüm aletiyle diş ile diş eti arasındaki boşluğu, yani diş eti cebinin derinliğini ölçeriz. Derin diş eti cepleri, diş eti iltihabının (gingivitis) ya da dişleri çevreleyen kemiği etkileyen periodontitisin işareti olabilir.

### Ağzın geri kalanı

Yanaklara, dile, damağa ve ağız tabanına da bakarız. Olağan dışı görünen bir leke çoğu zaman zararsızdır, yine de bir diş hekiminin bakması iyi olur. Diş gıcırdatma ve çene eklemi sorunlarının belirtilerine de dikkat ederiz.

### Gerektiğinde röntgen

Her kontrolde röntgen gerekmez. Ancak küçük bir röntgen, azı dişlerinin arasındaki çürükleri ve çıplak gözle görülemeyen kemik kaybını gösterir. Röntgeni yalnızca gerçekten gerekliyse çekeriz ve nedenini size önceden açıklarız. Hamileyseniz ya da hamile olabileceğinizi düşünüyorsanız bunu bize mutlaka söyleyin; birlikte en doğru yolu belirleriz.

### Günlük bakım alışkanlıklarınız

Son olarak evdeki bakımınızı birlikte gözden geçiririz: diş plağı en çok nerede kalıyor, dişlerinize hangi diş arası fırçası uygun? Pratik önerileri [evde diş bakımı](page:home-care) yazımızda bulabilirsiniz.

## Kontrolden sonra

Kontrolün sonunda, her şey yolunda olsa bile, neler gördüğümüzü size anlatırız. Tedavi gerektiren bir durum varsa bunun nedenini, hangi seçeneklerin bulunduğunu ve sizi nelerin beklediğini açıklarız. Ücretinin 250 € veya üzerinde olması beklenen her tedavi için önce size mutlaka yazılı bir maliyet tahmini (begroting) veririz. Tedaviye ancak planı anladığınızda ve onay verdiğinizde başlarız. Aklınıza takılan her soruyu sormaktan çekinmeyin; kararı acele etmeden, sizinle birlikte veririz.

## Erken teşhis sizi ağrıdan da masraftan da korur

Erken ve geç fark edilen bir sorun arasındaki fark büyüktür. Küçük bir çürük, tek seansta tek yüzeyli bir dolguyla giderilebilir. Aynı çürük büyümeye devam ederse birden fazla yüzeyi kaplayan daha büyük bir dolgu gerekir. Bakteriler sinire ulaştığında [kanal tedavisi](page:rootcanal) kaçınılmaz olur; en kötü durumda ise dişin çekilmesi gerekir.

Diş etleri için de durum aynıdır. Diş eti iltihabı çoğu zaman profesyonel bir temizlik ve evde daha özenli bir bakımla geriler. Yıllarca fark edilmeyen periodontitis ise zamanla dişleri taşıyan kemiği zayıflatır ve dişlerin sallanmasına yol açabilir.

Farkı bütçenizde de hissedersiniz. Hollanda’da diş tedavisi ücretleri ülke genelinde belirlenir ve bir kontrolün ücreti, kanal tedavisinin ücretinin yalnızca küçük bir kısmıdır. Ücretlerin nasıl belirlendiğini ve sigortanın neleri karşıladığını [Hollanda’da diş hekimi ücretleri](page:dental-costs) yazımızda anlatıyoruz.

## Çocuklar: ilk dişten itibaren

İyi alışkanlıklar erken yaşta başlar. Çocukları ilk dişleri çıktığı andan itibaren görmek isteriz: ilk ziyaret, çocuğunuz bir yaşını doldurmadan ya da ilk dişi çıktıktan sonraki altı ay içinde yapılmalıdır. Bu ilk ziyaret daha çok bir tanışmadır. Çocuğunuz koltuğa oturabilir, küçük aynaya bakabilir ve kendi hızında bize alışabilir. Ziyaretten önce evde diş hekiminden olumlu ve sakin bir dille bahsetmeniz de çocuğunuzun kendini güvende hissetmesine yardımcı olur.

Çocuklarda düzenli kontrollerin birkaç amacı vardır:

- süt dişlerini sağlıklı tutmak, çünkü süt dişleri kalıcı dişler için yer tutar;
- diş ve çene gelişimini takip etmek, böylece ileride [ortodonti tedavisi](page:orthodontics) gerekip gerekmeyeceğini erkenden görmek;
- anne ve babalara diş fırçalama, ara öğünler ve içecekler hakkında pratik öneriler vermek;
- diş hekimine gitmeyi sıradan ve tanıdık bir deneyim hâline getirmek.

Hollanda’da temel sağlık sigortası (basisverzekering), 18 yaşından küçük çocukların diş tedavisini neredeyse tamamen karşılar. En küçük hastalarımıza nasıl baktığımızı [çocuklar için diş bakımı](page:pediatric) sayfamızda okuyabilirsiniz.

## Diş hekiminden çekiniyor musunuz?

Birçok kişi kaygı duyduğu için diş hekimi ziyaretini erteler. Bunu çok iyi anlıyoruz; bu duygu son derece yaygındır ve utanılacak bir şey değildir. Randevu alırken bize söylemeniz yeterli. Size zaman ayırır, her adımı başlamadan önce açıklar ve ara vermek istediğinizde kullanabileceğiniz bir işaret üzerinde anlaşırız.

Düzenli gelmek aslında işinizi kolaylaştırır: ne kadar sık gelirseniz tedaviler genellikle o kadar küçük olur ve kliniğimiz size o kadar tanıdık gelir.

## Kontrolünüzü nasıl planlarsınız?

- Bir kontrol genellikle 15 ila 30 dakika sürer; dolgu gibi bir tedavi ise 30 ila 60 dakika.
- Pazartesiden cumaya {weekdayHoursTurkish}, cumartesi günleri ise {saturdayHoursTurkish} saatleri arasında açığız. Böylece iş ya da okul saatlerinize uygun bir zaman bulmak kolaylaşır.
- Diş hekimlerimiz Türkçe, Hollandaca ve İngilizce konuşur. Sorularınızı dilediğiniz dilde sorabilir, size yapılacak her işlemin açıklamasını kendi dilinizde dinleyebilirsiniz.
- Bir sonraki kontrolünüzü ziyaretinizin sonunda hemen planlayın; böylece aklınızda tutmanıza gerek kalmaz.

Son ziyaretinizin üzerinden altı aydan fazla mı geçti? [Randevu talebinde bulunun](page:home#appointment) ya da [periyodik kontrol](page:checkup) ve [profesyonel diş temizliği](page:hygiene) hakkında daha fazla bilgi edinin.`,
    },
  },
};

export default article;
