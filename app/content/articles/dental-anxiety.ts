import type { Article } from '../types';

/**
 * For patients who dread the dentist (round 31, S): the home page's "calm care" promise, spelt out
 * as what we do, and honestly where a general practice stops and a specialised centre takes over.
 * Nothing here is a treatment the practice would have to offer beyond time, explanation and a
 * stop signal; sedation is named only as what the specialised centres do.
 */
const article: Article = {
  datePublished: '2026-11-24',
  readMinutes: 5,
  author: 'murat-kaya',
  related: ['checkup', 'hygiene', 'rootcanal'],
  text: {
    nl: {
      meta: {
        title: 'Bang voor de tandarts? Zo stellen wij u gerust',
        description:
          'Ziet u op tegen de tandarts? Een kennismaking zonder behandeling, een stopteken, extra tijd en uitleg vooraf: zo helpen wij patiënten met tandartsangst.',
        keywords:
          'bang voor de tandarts, tandartsangst, angst tandarts, tandarts bij angst Amstelveen, stopteken tandarts, lang niet naar de tandarts, centrum bijzondere tandheelkunde',
      },
      title: 'Bang voor de tandarts? Zo maken wij het samen rustig',
      keyPoints: [
        'U kunt eerst kennismaken zonder dat er iets wordt behandeld. Wij praten met u, en u bepaalt het tempo.',
        'Wij spreken een stopteken af, vertellen vooraf wat er gebeurt en nemen extra tijd voor u.',
        'Blijft het te spannend, dan verwijzen wij u naar een centrum dat gespecialiseerd is in tandartsangst.',
      ],
      excerpt:
        'Veel mensen zien op tegen de tandarts, soms zo erg dat zij jaren wegblijven. Onze tandarts legt uit hoe wij werken met patiënten die het spannend vinden: van een eerste gesprek zonder behandeling tot een stopteken en extra tijd.',
      body: `## U bent niet de enige

Veel mensen zien op tegen een bezoek aan de tandarts. Voor sommigen is het zo spannend dat zij jaren wegblijven, ook als er iets pijn doet. Daar is vaak een reden voor: een nare ervaring als kind, angst voor de prik of de boor, het geluid, of het gevoel dat u in de stoel niets meer te zeggen heeft. En wie lang niet is geweest, schaamt zich soms voor hoe het gebit eraan toe is.

Dat is nergens voor nodig. Wij oordelen niet over hoe lang het geleden is of over wat wij zien. Wij kijken samen met u wat er nu nodig is en in welke volgorde.

## Begin met een kennismaking

Uw eerste afspraak hoeft geen behandeling te zijn. U kunt eerst kennismaken: wij praten met u aan tafel of terwijl u rechtop in de stoel zit. U vertelt wat u spannend vindt en wat u eerder heeft meegemaakt. Wilt u dat wij al even in uw mond kijken, dan doen wij dat; wilt u dat nog niet, dan is dat ook goed.

Zo weet u bij de volgende afspraak wie u voor zich heeft en hoe de behandelkamer eruitziet. Voor een nieuwe patiënt geldt dit gesprek als intakeconsult; wat dat kost, leest u op onze pagina [Tarieven](page:rates).

Bel ons gerust eerst op {phone}, of vraag via het [afspraakformulier](page:home#appointment) een afspraak aan. Vertel ons aan de telefoon dat u de tandarts spannend vindt, of vink in het formulier ‘Bel mij eerst even’ aan: dan bellen wij u voordat wij een tijdstip vastleggen. Zo kunnen wij er vanaf het begin rekening mee houden.

## Zo werken wij tijdens de behandeling

- **Een stopteken.** Voordat wij beginnen, spreken wij een teken af, bijvoorbeeld dat u uw hand opsteekt. Geeft u het teken, dan stoppen wij meteen en wachten wij tot u verder wilt.
- **Eerst uitleg, dan pas beginnen.** Wij vertellen wat wij gaan doen, wat u kunt voelen of horen en hoe lang het ongeveer duurt. Er gebeurt niets onverwachts.
- **Goed verdoofd.** Wij beginnen pas als de verdoving goed werkt. Voelt u toch pijn, zeg het dan; dan geven wij extra verdoving.
- **Extra tijd.** Wij plannen een ruimere afspraak, zodat er tijd is voor een pauze en niemand haast heeft.
- **Kleine stappen.** Vaak beginnen wij met iets eenvoudigs, zoals een controle of een [gebitsreiniging](page:hygiene). Grotere behandelingen volgen als u daar klaar voor bent.
- **Iemand mee.** U mag iemand meenemen die naast u komt zitten. Naar uw eigen muziek luisteren met oortjes mag ook.

## Tips voor uw afspraak

- **Kies een rustig moment.** Vroeg op de dag bijvoorbeeld: dan hoeft u er niet de hele dag aan te denken.
- **Zeg wat u spannend vindt.** Dat kan al bij het maken van de afspraak, en ook in de stoel. Wij nemen het serieus, ook als u denkt dat het een kleinigheid is.
- **Adem rustig.** Adem in door de neus en langzaam uit door de mond. Dat helpt uw lichaam te ontspannen.
- **Wacht niet tot het pijn doet.** Een kleine behandeling is minder spannend dan een grote. Hoe eerder wij iets zien, hoe eenvoudiger de behandeling meestal is.

## Als dat niet genoeg is

Voor de meeste mensen zijn tijd, uitleg en een stopteken genoeg. Soms is de angst zo groot dat ook dat niet helpt. Daarvoor zijn er in Nederland centra voor bijzondere tandheelkunde. Daar werken tandartsen, en vaak ook psychologen, die gespecialiseerd zijn in tandartsangst. Zij pakken stap voor stap de angst zelf aan en kunnen zo nodig behandelen met lachgas of een roesje (sedatie).

Wij bespreken eerlijk met u of zo’n verwijzing verstandig is, en regelen die voor u. Is uw angst behandeld, dan kunt u voor uw gewone controles weer bij ons terecht. Vraag vooraf aan uw zorgverzekeraar wat uw polis vergoedt.

## Heeft u nu pijn?

Blijf dan niet weg uit angst: pijn wordt meestal erger en de behandeling groter. Bel tijdens openingstijden onze spoedlijn, {emergencyPhone}. Daarbuiten helpt de dienstdoende tandarts: bel {afterHoursService}, {afterHoursPhone}. Zeg er gerust bij dat u het spannend vindt.

## Kinderen en tandartsangst

Kinderen nemen veel over van hun ouders, ook spanning. Vertel uw kind vooraf rustig wat er gaat gebeuren en gebruik geen woorden als “prik” of “pijn”, ook niet in een zin als “het doet geen pijn”. Wij laten kinderen in hun eigen tempo wennen. Meer leest u op onze pagina over [tandzorg voor kinderen](page:pediatric).`,
    },
    en: {
      meta: {
        title: 'Nervous About the Dentist? How We Keep It Calm',
        description:
          'Dread going to the dentist? A first meeting without treatment, a stop signal, extra time and every step explained first: how we care for anxious patients.',
        keywords:
          'dental anxiety, afraid of the dentist, nervous dental patient Amstelveen, dentist for anxious patients, stop signal dentist, not been to the dentist for years, dental phobia Netherlands',
      },
      title: 'Nervous about the dentist? How we keep it calm together',
      keyPoints: [
        'You can meet us first without any treatment: we talk, and you set the pace.',
        'We agree a stop signal, explain every step beforehand and allow extra time.',
        'If it is still too much, we refer you to a centre that specialises in dental anxiety.',
      ],
      excerpt:
        'Many people dread the dentist, sometimes so much that they stay away for years. Our dentist explains how we care for patients who feel nervous: from a first conversation without treatment to a stop signal and extra time.',
      body: `## You are not alone

Many people dread going to the dentist. For some it is so stressful that they stay away for years, even when something hurts. There is often a reason: a bad experience as a child, fear of the injection or the drill, the noise, or the feeling of having no say once you are in the chair. And anyone who has not been for a long time may feel embarrassed about the state of their teeth.

There is no need to be. We do not judge how long it has been or what we find. Together with you, we look at what is needed now and in what order.

## Start by getting to know us

Your first appointment does not have to involve any treatment. You can meet us first: we talk at a table or while you sit upright in the chair. You tell us what worries you and what you have been through before. If you would like us to take a quick look in your mouth, we will; if you are not ready for that yet, that is fine too.

That way, at your next appointment you know who you will see and what the treatment room looks like. If you are new to us, this conversation counts as a new-patient consultation; you can see what that costs on our [Fees](page:rates) page.

Feel free to call us first on {phone}, or request an appointment using the [appointment form](page:home#appointment). Tell us on the phone that you feel nervous about the dentist, or tick ‘Please call me first’ on the form and we will call you before we fix a time. That way we can take it into account from the start.

## How we work during treatment

- **A stop signal.** Before we start, we agree a signal, such as raising your hand. When you give it, we stop straight away and wait until you are ready to continue.
- **Explanation first.** We tell you what we are going to do, what you may feel or hear, and roughly how long it will take. There are no surprises.
- **Properly numb.** We only start once the anaesthetic is working properly. If you still feel pain, tell us and we will give you more.
- **Extra time.** We book a longer appointment, so there is room for a break and nobody is in a hurry.
- **Small steps.** We often start with something simple, such as a check-up or a [dental cleaning](page:hygiene). Larger treatments follow when you are ready for them.
- **Someone with you.** You are welcome to bring someone to sit beside you. You can also listen to your own music through earphones.

## Tips for your appointment

- **Choose a calm time.** Early in the day, for example, so you do not spend the whole day thinking about it.
- **Tell us what worries you.** You can do so when you book, and again in the chair. We take it seriously, even if you think it is a small thing.
- **Breathe calmly.** Breathe in through your nose and slowly out through your mouth. It helps your body relax.
- **Don’t wait until it hurts.** A small treatment is less stressful than a large one. The sooner we spot something, the simpler it usually is.

## When more is needed

For most people, time, explanation and a stop signal are enough. Sometimes the fear is so strong that even this does not help. The Netherlands has centres for special care dentistry (centra voor bijzondere tandheelkunde) where dentists, and often psychologists, specialise in dental anxiety. They work on the fear itself in small steps and, if necessary, can treat you with laughing gas or sedation.

We will discuss honestly with you whether such a referral makes sense, and arrange it for you. Once your anxiety has been treated, you are welcome back for your regular check-ups. Ask your health insurer beforehand what your policy covers.

## In pain right now?

Please don’t stay away out of fear: pain usually gets worse, and the treatment bigger. During opening hours, call our emergency line on {emergencyPhone}. Outside those hours, call the after-hours dental service, {afterHoursService}, on {afterHoursPhone}. Feel free to mention that you find it stressful.

## Children and dental anxiety

Children pick up a lot from their parents, including their nerves. Tell your child calmly what is going to happen, and avoid words like “needle” or “hurt”, even in a phrase like “it won’t hurt”. We let children get used to everything at their own pace. You can read more on our page about [children’s dentistry](page:pediatric).`,
    },
    tr: {
      meta: {
        title: 'Diş hekiminden korkuyor musunuz? Sizi nasıl rahat ettiriyoruz',
        description:
          'Diş hekimine gitmekten çekiniyor musunuz? Tedavisiz bir tanışma, mola işareti, fazladan zaman ve önceden açıklama: kaygılı hastalara böyle yardımcı oluyoruz.',
        keywords:
          'diş hekimi korkusu, dişçi korkusu, diş tedavisi kaygısı, Amstelveen diş hekimi, Türkçe konuşan diş hekimi, yıllardır diş hekimine gitmemek, Hollanda diş hekimi',
      },
      title: 'Diş hekiminden korkuyor musunuz? Birlikte, sakin ve adım adım ilerliyoruz',
      keyPoints: [
        'Önce hiçbir tedavi yapılmadan tanışabiliriz: konuşuruz, hızı siz belirlersiniz.',
        'Birlikte bir mola işareti belirler, her adımı önceden anlatır ve size fazladan zaman ayırırız.',
        'Bu da yetmezse sizi diş hekimi korkusu konusunda uzmanlaşmış bir merkeze yönlendiririz.',
      ],
      excerpt:
        'Birçok kişi diş hekimine gitmekten çekinir; hatta bazıları bu yüzden yıllarca gitmez. Diş hekimimiz, kaygılı hastalarla nasıl çalıştığımızı anlatıyor: tedavisiz bir tanışma görüşmesi, birlikte belirlediğimiz bir mola işareti ve size ayırdığımız ek zaman.',
      body: `## Bu konuda yalnız değilsiniz

Birçok kişi diş hekimine gitmekten çekinir. Bazıları o kadar zorlanır ki dişleri ağrısa bile yıllarca gitmez. Bunun çoğu zaman bir nedeni vardır: çocukken yaşanmış kötü bir deneyim, iğneden ya da matkaptan korkmak, aletlerin sesi veya koltuğa oturunca artık söz hakkınız kalmamış gibi hissetmek. Uzun süredir diş hekimine gitmemiş biri de dişlerinin durumundan utanabilir.

Buna hiç gerek yok. Aradan ne kadar zaman geçtiği ya da ağzınızda ne gördüğümüz konusunda sizi yargılamayız. Şu anda neyin gerektiğini ve hangi sırayla yapılacağını sizinle birlikte değerlendiririz.

## Önce tanışarak başlayın

İlk randevunuzda tedavi yapılması gerekmez. Önce tanışabiliriz: bir masa başında ya da siz koltukta dik otururken sohbet ederiz. Sizi neyin kaygılandırdığını ve daha önce neler yaşadığınızı anlatırsınız. Ağzınıza kısaca bakmamızı isterseniz bakarız; henüz hazır değilseniz bu da sorun değil.

Böylece bir sonraki randevunuzda karşınızda kimin olacağını ve tedavi odasının neye benzediğini bilirsiniz. Kliniğimize yeni geliyorsanız bu görüşme ilk muayene sayılır; ücretini [Ücretler](page:rates) sayfamızda bulabilirsiniz.

Dilerseniz önce bizi {phone} numarasından arayın ya da [randevu formu](page:home#appointment) üzerinden randevu talebinde bulunun. Diş hekiminden çekindiğinizi telefonda söyleyin ya da formda “Önce beni arayın” seçeneğini işaretleyin; saati belirlemeden önce sizi arar ve bunu en baştan göz önünde bulundururuz.

## Tedavi sırasında nasıl çalışıyoruz?

- **Bir mola işareti.** Başlamadan önce bir işaret belirleriz, örneğin elinizi kaldırmanız. Bu işareti verdiğinizde hemen dururuz ve siz devam etmeye hazır olana kadar bekleriz.
- **Önce açıklama, sonra tedavi.** Ne yapacağımızı, neler hissedebileceğinizi ya da duyabileceğinizi ve işlemin yaklaşık ne kadar süreceğini anlatırız. Hiçbir şeyi habersiz yapmayız.
- **Etkili uyuşturma.** Uyuşturma tam etkisini gösterene kadar başlamayız. Yine de ağrı hissederseniz söyleyin; ek uyuşturma yaparız.
- **Fazladan zaman.** Randevunuzu daha uzun tutarız; böylece ara vermeye zaman kalır ve kimse acele etmez.
- **Küçük adımlar.** Çoğu zaman bir kontrol ya da [diş temizliği](page:hygiene) gibi basit bir işlemle başlarız. Daha büyük tedavilere siz hazır olduğunuzda geçeriz.
- **Yanınızda biri.** Size eşlik etmesi için birini getirebilirsiniz; yanınızda oturabilir. Kulaklıkla kendi müziğinizi de dinleyebilirsiniz.

## Randevunuz için öneriler

- **Size uygun, sakin bir zaman seçin.** Örneğin sabah erken bir saat; böylece bütün gün bunu düşünüp durmazsınız.
- **Sizi neyin kaygılandırdığını söyleyin.** Bunu randevu alırken de koltuktayken de söyleyebilirsiniz. Önemsiz bir şey olduğunu düşünseniz bile ciddiye alırız.
- **Sakin sakin nefes alın.** Nefesi burnunuzdan alıp ağzınızdan yavaşça verin. Bu, vücudunuzun gevşemesine yardımcı olur.
- **Ağrının başlamasını beklemeyin.** Küçük bir tedavi, büyük bir tedaviden daha az kaygı verir. Bir sorunu ne kadar erken görürsek, tedavisi genellikle o kadar basit olur.

## Bunlar yetmezse

Çoğu kişi için zaman, açıklama ve bir mola işareti yeterlidir. Bazen korku o kadar büyüktür ki bunlar da yetmez. Hollanda’da özel bakım gerektiren hastalara yönelik diş hekimliği merkezleri (centra voor bijzondere tandheelkunde) vardır. Buralarda diş hekimi korkusu konusunda uzmanlaşmış diş hekimleri, çoğu zaman da psikologlar çalışır. Korkunun kendisi üzerinde adım adım çalışırlar; gerekirse tedaviyi güldürücü gaz ya da sedasyonla yapabilirler.

Böyle bir yönlendirmenin size uygun olup olmadığını sizinle açıkça konuşur, gerekirse yönlendirmeyi de biz yaparız. Korkunuz tedavi edildikten sonra düzenli kontrolleriniz için yeniden bize gelebilirsiniz. Poliçenizin neleri karşıladığını önceden sigorta şirketinize sorun.

## Şu anda ağrınız mı var?

Korku yüzünden gelmeyi ertelemeyin: ağrı çoğu zaman artar, tedavi de büyür. Çalışma saatlerimiz içinde {emergencyPhone} numaralı acil hattımızı arayın. Bu saatlerin dışında nöbetçi diş hekimliği hizmetini ({afterHoursService}) {afterHoursPhone} numarasından arayın. Kaygılı olduğunuzu söylemekten çekinmeyin.

## Çocuklar ve diş hekimi korkusu

Çocuklar anne babalarından çok şey kapar, kaygıyı da. Çocuğunuza neler olacağını önceden ve sakin bir sesle anlatın; “iğne” ya da “acı” gibi sözcükler kullanmayın, “hiç acımayacak” bile demeyin. Çocukların her şeye kendi hızlarında alışmasına izin veririz. Daha fazla bilgiyi [çocuklar için diş bakımı](page:pediatric) sayfamızda bulabilirsiniz.`,
    },
  },
};

export default article;
