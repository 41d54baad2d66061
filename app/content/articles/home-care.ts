import type { Article } from '../types';

const article: Article = {
  datePublished: '2025-04-28',
  readMinutes: 4,
  author: 'elif-aydin',
  related: ['hygiene', 'pediatric', 'checkup'],
  text: {
    nl: {
      meta: {
        title: 'Tips voor mondverzorging thuis',
        description:
          'Zo poetst u goed, reinigt u dagelijks tussen uw tanden en beperkt u suiker en zuur. Praktische tips voor volwassenen en ouders van jonge kinderen.',
        keywords:
          'tandverzorging thuis, tanden poetsen, tandenborstel vervangen, fluoridetandpasta, ragers, flossen, suiker en zuur, kinderen tanden poetsen',
      },
      title: 'Mondverzorging thuis: eenvoudige gewoonten voor een gezond gebit',
      keyPoints: [
        'Poets twee keer per dag minstens 2 minuten met fluoridetandpasta: ’s\u00a0ochtends en vooral vlak voor het slapengaan. Spuug de overtollige tandpasta uit, maar spoel niet na met water.',
        'Maak elke dag de ruimtes tussen uw tanden schoon met ragers of floss.',
        'Bij suiker en zuur gaat het vooral om hoe vaak u eet en drinkt, niet alleen om hoeveel.',
      ],
      excerpt:
        'Een gezond gebit begint thuis. Onze tandarts legt uit hoe u goed poetst, waarom het reinigen tussen uw tanden zo belangrijk is, wat suiker en zuur doen en hoe u uw kinderen helpt met poetsen.',
      body: `## Kleine gewoonten, groot verschil

Meestal ziet u ons twee keer per jaar. De rest van het jaar is uw gebit in uw eigen handen. De meeste gaatjes en tandvleesproblemen zijn te voorkomen met een paar eenvoudige gewoonten, die samen maar enkele minuten per dag kosten. Dit adviseren wij onze patiënten.

## Poetsen: twee keer per dag, minstens 2 minuten

Poets **twee keer per dag, minstens 2 minuten**: ’s\u00a0ochtends en vooral vlak voor het slapengaan. ’s\u00a0Nachts maakt uw mond minder speeksel aan, waardoor achtergebleven tandplak en suikers meer kans krijgen om schade aan te richten.

Zo haalt u meer uit het poetsen:

- Houd de borstel schuin tegen de tandvleesrand en maak kleine, rustige bewegingen. Hard drukken maakt uw tanden niet schoner, maar beschadigt tandvlees en glazuur.
- Volg steeds dezelfde route, bijvoorbeeld eerst de buitenkant, dan de binnenkant en dan de kauwvlakken, eerst boven en dan onder. Zo slaat u geen plekje over.
- Een elektrische tandenborstel maakt een goede techniek makkelijker, en veel modellen hebben een ingebouwde timer van 2 minuten. Een handtandenborstel werkt ook goed, als u er zorgvuldig mee poetst.
- Kies een borstel met zachte haren en een kleine kop.

### Vervang uw tandenborstel op tijd

**Vervang uw tandenborstel of opzetborstel elke 3 tot 4 maanden**, of eerder als de haren uit elkaar staan. Een versleten borstel verwijdert veel minder tandplak.

## Gebruik fluoridetandpasta

Fluoride maakt het glazuur sterker en helpt gaatjes in het allereerste stadium te herstellen. Gebruik daarom **tandpasta met fluoride**. Spuug na het poetsen de overtollige tandpasta uit, maar spoel niet na met water. Zo blijft de fluoride langer op uw tanden.

Voor kinderen bestaat speciale kindertandpasta. Vraag ons gerust welke tandpasta en hoeveel daarvan past bij de leeftijd van uw kind.

## Maak elke dag de ruimtes tussen uw tanden schoon

De tandenborstel komt niet tussen uw tanden, terwijl juist daar veel gaatjes en tandvleesproblemen beginnen. Maak de ruimtes tussen uw tanden daarom **elke dag** schoon met **ragers of floss**.

- **Ragers** zijn voor de meeste volwassenen de beste keuze, zeker als er wat ruimte tussen de tanden zit. Ze zijn er in verschillende maten; de juiste rager past zonder te forceren. Wij helpen u graag de goede maat te kiezen.
- **Floss** of flosstokjes zijn handig waar de tanden dicht tegen elkaar staan.
- Bloedt uw tandvlees de eerste dagen een beetje? Dat komt vaak voor en wijst meestal op een lichte ontsteking. Gaat u door, dan neemt het bloeden vaak binnen een week of twee af. Blijft het bloeden, laat het ons dan weten.

## Suiker en zuur: het gaat om hoe vaak

Gaatjes ontstaan doordat bacteriën in tandplak suiker omzetten in zuur, en dat zuur tast het glazuur aan. Na elk tussendoortje of zoet drankje staan uw tanden een tijd bloot aan zo’n zuuraanval. Daarna neutraliseert speeksel het zuur en kan het glazuur zich herstellen. Het gaat dus vooral om **hoe vaak** u eet en drinkt, niet alleen om hoeveel: wie de hele dag door snoept of drinkt, geeft zijn tanden geen tijd om te herstellen.

- Beperk tussendoortjes en zoete drankjes tot een paar vaste momenten per dag.
- Water en thee zonder suiker zijn de beste dorstlessers tussen de maaltijden door.
- Ook zure drankjes, zoals frisdrank, sportdrank en vruchtensap, tasten het glazuur aan, zelfs de suikervrije varianten.
- Heeft u iets zuurs gegeten of gedronken? Wacht dan even met poetsen, want het glazuur is tijdelijk zachter.
- Suikervrije kauwgom na het eten stimuleert de aanmaak van speeksel.

## Kinderen: ouders poetsen mee

Jonge kinderen kunnen hun tanden nog niet goed zelf poetsen; hun motoriek is daarvoor nog niet ver genoeg ontwikkeld. Daarom poetsen ouders de tanden van hun kind. Later poetst het kind eerst zelf en poetst een ouder daarna nog eens na. Wij adviseren dat vol te houden tot uw kind ongeveer 10 jaar is.

- Begin met poetsen zodra het eerste tandje doorkomt.
- Laat uw kind met het hoofd op uw schoot liggen, of ga achter uw kind staan. Zo ziet u goed wat u doet.
- Maak er een vast ritueel van, twee keer per dag, en houd het luchtig, bijvoorbeeld met een liedje dat 2 minuten duurt.
- Geef ’s\u00a0nachts geen melk of sap in de fles; water is dan de beste keuze.

Plan het eerste bezoek aan de tandarts vóór de eerste verjaardag, of binnen 6 maanden nadat het eerste tandje is doorgekomen. Meer leest u op onze pagina over [tandzorg voor kinderen](page:pediatric).

## Thuis en in de praktijk: samen sterk

Ook met de beste gewoonten vormt zich tandsteen op plekken die u zelf niet bereikt. Goede verzorging thuis gaat daarom samen met regelmatige controles en een professionele gebitsreiniging; voor de meeste mensen is dat **elke 6 maanden een controle** en **twee keer per jaar een reiniging**. Tijdens uw bezoek laten wij zien welke plekjes extra aandacht nodig hebben. Waarom die bezoeken zo belangrijk zijn, leest u in ons artikel over [regelmatig tandartsbezoek](page:regular-visits).

Wilt u persoonlijk advies over poetsen of de juiste ragers? [Vraag een afspraak aan](page:home#appointment) voor een controle of een [gebitsreiniging](page:hygiene).`,
    },
    en: {
      meta: {
        title: 'Dental Care at Home: Practical Tips',
        description:
          'How to brush well, clean between your teeth every day, and limit sugar and acid. Practical dental care tips for adults and for parents of young children.',
        keywords:
          'dental care at home, how to brush your teeth, replace toothbrush, fluoride toothpaste, interdental brushes, flossing, sugar and acid, toothbrushing for children',
      },
      title: 'Dental care at home: simple habits for healthy teeth',
      keyPoints: [
        'Brush twice a day for at least 2 minutes with fluoride toothpaste: in the morning and, most importantly, right before bed. Spit out the excess, but don’t rinse with water.',
        'Clean between your teeth every day with interdental brushes or floss.',
        'With sugar and acid, what matters most is how often you eat and drink, not just how much.',
      ],
      excerpt:
        'Healthy teeth start at home. Our dentist explains how to brush properly, why cleaning between your teeth matters, what sugar and acid do to your enamel, and how to help your children brush.',
      body: `## Small habits, big difference

Most people see us twice a year. The rest of the time, your teeth are in your own hands. Most cavities and gum problems can be prevented with a few simple habits that take only a few minutes a day. Here’s what we recommend to our patients.

## Brushing: twice a day, at least 2 minutes

Brush **twice a day for at least 2 minutes**: in the morning and, most importantly, right before bed. Your mouth makes less saliva at night, so any plaque and sugar left behind have more time to do damage.

A few tips for better brushing:

- Angle the brush slightly towards the gum line and use small, gentle movements. Pressing hard doesn’t clean better; it wears down your gums and enamel.
- Follow the same route every time, for example outer surfaces, then inner surfaces, then chewing surfaces, upper teeth first and lower teeth second. That way you won’t skip a spot.
- An electric toothbrush makes good technique easier, and many have a built-in two-minute timer. A manual toothbrush works well too, as long as you brush carefully.
- Choose a brush with soft bristles and a small head.

### Replace your toothbrush regularly

**Replace your toothbrush or brush head every 3 to 4 months**, or sooner if the bristles are frayed. A worn brush removes much less plaque.

## Use a fluoride toothpaste

Fluoride strengthens your enamel and helps repair the very first signs of decay. Always choose a **fluoride toothpaste**. After brushing, spit out the excess toothpaste, but don’t rinse with water. That way the fluoride stays on your teeth longer.

There are special toothpastes for children. Feel free to ask us which toothpaste, and how much of it, is right for your child’s age.

## Clean between your teeth every day

Your toothbrush can’t reach between your teeth, yet that’s exactly where many cavities and gum problems begin. That’s why you should clean between your teeth **every day** with **interdental brushes or floss**.

- **Interdental brushes** are the best choice for most adults, especially if there’s a little space between the teeth. They come in different sizes; the right one fits snugly without having to be forced. We’re happy to help you find your size.
- **Floss** or floss picks work well where teeth sit tightly together.
- Do your gums bleed a little in the first few days? That’s common at first and usually a sign of inflammation. If you keep at it, the bleeding often decreases within a week or two. If it doesn’t, let us know.

## Sugar and acid: it’s about how often

Cavities form when bacteria in plaque turn sugar into acid, and that acid attacks your enamel. After every snack or sweet drink, your teeth are under acid attack for a while. Saliva then neutralises the acid and helps the enamel recover. So what matters most is **how often** you eat and drink, not just how much: snacking or sipping all day long gives your teeth no time to recover.

- Keep snacks and sweet drinks to a few set times a day.
- Water and unsweetened tea are the best drinks between meals.
- Acidic drinks such as fizzy drinks, sports drinks and fruit juice also wear down enamel, even the sugar-free kinds.
- Had something acidic? Wait a while before brushing, because your enamel is temporarily softer.
- Chewing sugar-free gum after a meal helps your mouth make more saliva.

## Children: parents brush too

Young children don’t yet have the fine motor skills to brush their teeth thoroughly on their own. That means you need to brush their teeth for them. Later on, your child brushes first and you go over their teeth once more afterwards. We recommend keeping this up until your child is about ten years old.

- Start brushing as soon as the first tooth comes through.
- Have your child lie with their head in your lap, or stand behind them. That way you can see what you’re doing.
- Make it a fixed routine, twice a day, and keep it light, for example with a song that lasts two minutes.
- Don’t give milk or juice in a bottle at night; water is the best choice then.

Book your child’s first dental visit by their first birthday, or within six months of the first tooth coming through. You can read more on our [children’s dentistry](page:pediatric) page.

## At home and at the practice: a good team

Even with the best habits, tartar builds up in places you can’t reach yourself. That’s why good home care goes hand in hand with regular check-ups and professional cleanings; for most people, that means **a check-up every 6 months** and **a cleaning twice a year**. At your visit, we’ll show you which spots need a little extra attention. Our article on [why regular dental visits matter](page:regular-visits) explains why these visits are so important.

Would you like personal advice on brushing or on the right interdental brushes? [Request an appointment](page:home#appointment) for a check-up or a [professional cleaning](page:hygiene).`,
    },
    tr: {
      meta: {
        title: 'Evde diş bakımı için pratik öneriler',
        description:
          'Doğru fırçalama, diş aralarının temizliği, şeker ve asit: yetişkinler ve küçük çocuğu olan anne babalar için evde diş bakımına dair pratik öneriler.',
        keywords:
          'evde diş bakımı, diş fırçalama, diş fırçası değiştirme, florürlü diş macunu, diş arası fırçası, diş ipi, şeker ve diş çürüğü, çocuklarda diş fırçalama',
      },
      title: 'Evde diş bakımı: sağlıklı dişler için basit alışkanlıklar',
      keyPoints: [
        'Dişlerinizi günde iki kez, en az 2 dakika florürlü diş macunuyla fırçalayın: sabah ve özellikle yatmadan hemen önce. Macunun fazlasını tükürün, ama ağzınızı suyla çalkalamayın.',
        'Diş aralarını her gün diş arası fırçası ya da diş ipiyle temizleyin.',
        'Şeker ve asit söz konusu olduğunda önemli olan yalnızca ne kadar değil, özellikle ne sıklıkla yiyip içtiğinizdir.',
      ],
      excerpt:
        'Sağlıklı dişler, her gün evde yaptıklarınızla başlar. Diş hekimimiz doğru fırçalamayı, diş aralarını temizlemenin önemini, şeker ve asidin dişlere etkisini ve çocuklarınızın diş fırçalamasına nasıl yardımcı olabileceğinizi anlatıyor.',
      body: `## Küçük alışkanlıklar, büyük fark

Çoğu hastamız bize yılda iki kez geliyor. Yılın geri kalanında dişlerinizin sağlığı sizin elinizde. Çürüklerin ve diş eti sorunlarının çoğu, günde yalnızca birkaç dakikanızı alan birkaç basit alışkanlıkla önlenebilir. Bu alışkanlıklar bir kez oturduğunda artık neredeyse kendiliğinden yapılır. Hastalarımıza önerdiklerimizi aşağıda bulabilirsiniz.

## Fırçalama: günde iki kez, en az iki dakika

Dişlerinizi **günde iki kez, en az iki dakika** fırçalayın: sabah ve özellikle gece yatmadan hemen önce. Gece ağzınız daha az tükürük üretir; bu yüzden dişlerde kalan plak ve şeker daha uzun süre zarar verebilir.

Daha iyi fırçalamak için:

- Fırçayı diş eti çizgisine doğru hafifçe eğik tutun ve küçük, yumuşak hareketler yapın. Sert bastırmak dişleri daha iyi temizlemez; aksine diş etinize ve diş minenize zarar verir.
- Her seferinde aynı sırayı izleyin: örneğin önce dış yüzeyler, sonra iç yüzeyler, en son çiğneme yüzeyleri; önce üst çene, sonra alt çene. Böylece hiçbir bölgeyi atlamazsınız.
- Elektrikli diş fırçası doğru tekniği kolaylaştırır ve birçok modelde iki dakikalık bir zamanlayıcı bulunur. Özenle kullanıldığında normal bir diş fırçası da iyi sonuç verir.
- Yumuşak kıllı ve küçük başlı bir fırça seçin.

### Fırçanızı zamanında değiştirin

**Diş fırçanızı ya da elektrikli fırçanızın başlığını 3–4 ayda bir değiştirin**; kıllar dağılmışsa daha erken değiştirin. Yıpranmış bir fırça plağı çok daha az temizler. Hatırlamanızı kolaylaştırmak için fırçayı her mevsim başında yenilemeyi alışkanlık hâline getirebilirsiniz.

## Florürlü diş macunu kullanın

Florür diş minesini güçlendirir ve başlangıç aşamasındaki çürüklerin onarılmasına yardımcı olur. Bu yüzden **florürlü diş macunu** kullanın. Fırçaladıktan sonra fazla macunu tükürün, ama ağzınızı suyla çalkalamayın. Böylece florür dişlerinizin üzerinde daha uzun süre kalır.

Çocuklar için özel diş macunları vardır. Çocuğunuzun yaşına hangi macunun ve ne kadarının uygun olduğunu bize sormaktan çekinmeyin.

## Diş aralarını her gün temizleyin

Diş fırçası diş aralarına ulaşamaz; oysa çürüklerin ve diş eti sorunlarının birçoğu tam da orada başlar. Bu nedenle diş aralarınızı **her gün** **diş arası fırçası veya diş ipi** ile temizleyin.

- **Diş arası fırçaları** çoğu yetişkin için en iyi seçenektir, özellikle dişlerin arasında biraz boşluk varsa. Farklı boyutları vardır; doğru boyuttaki fırça, zorlamadan ama sıkıca aralığa girer. Size uygun boyutu seçmenize memnuniyetle yardımcı oluruz.
- **Diş ipi** veya saplı diş ipi, dişlerin birbirine sıkıca oturduğu yerlerde işe yarar.
- Diş aralarını akşamları, dişlerinizi fırçalamadan önce temizlemeyi alışkanlık hâline getirin. Böylece diş macunundaki florür diş aralarına da daha kolay ulaşır.
- İlk günlerde diş etiniz biraz mı kanıyor? Bu sık görülür ve çoğu zaman hafif bir iltihabın işaretidir. Temizlemeye devam ederseniz kanama genellikle bir iki hafta içinde azalır. Kanama sürerse bize haber verin.

## Şeker ve asit: asıl mesele ne sıklıkla tükettiğiniz

Çürükler, plaktaki bakterilerin şekeri aside dönüştürmesiyle oluşur ve bu asit diş minesini aşındırır. Her atıştırmalıktan ya da şekerli içecekten sonra dişleriniz bir süre bu asit saldırısına maruz kalır. Ardından tükürük asidi nötralize eder ve minenin kendini onarmasına yardımcı olur. Dolayısıyla önemli olan yalnızca ne kadar değil, **ne sıklıkla** yiyip içtiğinizdir: gün boyu atıştırmak ya da bir şeyler yudumlamak dişlerinize toparlanma fırsatı vermez.

- Atıştırmalıkları ve şekerli içecekleri günün birkaç sabit saatiyle sınırlayın.
- Öğün aralarında en iyi içecekler su ve şekersiz çaydır.
- Gazlı içecekler, sporcu içecekleri ve meyve suları gibi asitli içecekler de, şekersiz olanları bile, mineyi aşındırır.
- Asitli bir şey yediyseniz ya da içtiyseniz fırçalamak için biraz bekleyin; mine bir süreliğine yumuşamıştır.
- Yemekten sonra şekersiz sakız çiğnemek tükürük üretimini artırır.

## Çocuklar: fırçalamada anne babalar da görevde

Küçük çocukların el becerisi, dişlerini kendi başlarına iyice fırçalamaya henüz yetmez. Bu yüzden çocuğun dişlerini anne ya da baba fırçalar. Çocuk büyüdükçe önce kendisi fırçalar, ardından ebeveyn dişlerin üzerinden bir kez daha geçer. Bunu çocuğunuz yaklaşık on yaşına gelene kadar sürdürmenizi öneriyoruz. Çocuğunuzun kendi başına fırçalama isteğini destekleyin, ama son kontrolü her zaman siz yapın.

- İlk diş çıkar çıkmaz fırçalamaya başlayın.
- Çocuğunuzu başı kucağınızda olacak şekilde yatırın ya da arkasına geçin; böylece ne yaptığınızı iyi görürsünüz.
- Fırçalamayı günde iki kez tekrarlanan sabit bir alışkanlık hâline getirin ve eğlenceli tutun; örneğin iki dakika süren bir şarkı eşliğinde.
- Gece biberonla süt ya da meyve suyu vermeyin; gece için en iyi seçenek sudur.

İlk diş hekimi ziyaretini, çocuğunuz bir yaşını doldurmadan ya da ilk dişi çıktıktan sonraki altı ay içinde planlayın. Ayrıntıları [çocuklar için diş bakımı](page:pediatric) sayfamızda bulabilirsiniz.

## Evde ve klinikte: birlikte daha güçlü

En iyi alışkanlıklara rağmen, kendi başınıza ulaşamadığınız yerlerde diş taşı oluşur. Bu yüzden evdeki bakımın yanında düzenli kontrol ve profesyonel diş temizliği de gerekir; çoğu kişi için bu, **altı ayda bir kontrol** ve **yılda iki kez temizlik** demektir. Ziyaretiniz sırasında hangi bölgelerin daha fazla özen istediğini size gösteririz. Bu ziyaretlerin neden bu kadar önemli olduğunu [düzenli diş hekimi ziyaretleri](page:regular-visits) yazımızda okuyabilirsiniz.

Fırçalama ya da hangi diş arası fırçasının size uygun olduğu konusunda kişisel tavsiye mi istiyorsunuz? Kontrol ya da [profesyonel diş temizliği](page:hygiene) için [randevu talebinde bulunun](page:home#appointment).`,
    },
  },
};

export default article;
