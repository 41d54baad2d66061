import type { Article } from '../types';

/**
 * For a loose or old denture (rounds 31 and 32, R and T: an elderly parent found the answer only
 * as the implants page's last question). What can be done, in the order a patient meets it, and
 * what basic insurance covers; who makes a new denture is said as the Dutch system has it, without
 * claiming a lab or a partner the practice has not named.
 */
const article: Article = {
  datePublished: '2026-11-27',
  readMinutes: 4,
  author: 'murat-kaya',
  related: ['implants', 'checkup', 'crowns'],
  text: {
    nl: {
      meta: {
        title: 'Kunstgebit zit los? Aanpassen, repareren of vernieuwen',
        description:
          'Zit uw kunstgebit los, doet het pijn of is het oud? Lees wat er kan: aanpassen, repareren, een nieuw kunstgebit of een klikgebit, en wat de basisverzekering vergoedt.',
        keywords:
          'kunstgebit zit los, kunstgebit aanpassen, kunstgebit repareren, nieuw kunstgebit, klikgebit, prothese, eigen bijdrage kunstgebit, tandarts Amstelveen',
      },
      title: 'Zit uw kunstgebit los? Dit zijn de mogelijkheden',
      keyPoints: [
        'Een loszittend kunstgebit is vaak aan te passen of te repareren; een implantaat is niet altijd nodig.',
        'Een volledig kunstgebit valt onder de basisverzekering, met een eigen bijdrage.',
        'Ook met een kunstgebit is een jaarlijkse controle van uw mond verstandig.',
      ],
      excerpt:
        'Een kunstgebit dat losraakt, schuurt of pijn doet, hoeft u niet zomaar te accepteren. Onze tandarts legt uit wat er kan, van aanpassen tot een klikgebit, en wat uw verzekering vergoedt.',
      body: `## Waarom een kunstgebit gaat loszitten

Een kunstgebit wordt op maat gemaakt voor uw mond zoals die op dat moment is. Daarna verandert uw mond. Zonder tanden slinkt het kaakbot langzaam, vooral in de onderkaak. Het kunstgebit sluit dan minder goed aan, gaat schuiven en kan drukplekken of wondjes geven. Ook slijten de tanden van het kunstgebit, waardoor u minder goed kunt kauwen.

Dat gaat geleidelijk. Veel mensen merken het pas als eten lastig wordt of als ze hechtpasta nodig hebben om het kunstgebit op zijn plaats te houden.

## Wat er kan

Wij kijken eerst hoe uw kunstgebit zit en hoe uw tandvlees en kaak eruitzien. Daarna bespreken wij met u wat het beste bij u past en wat elke mogelijkheid kost.

- **Aanpassen (rebasen).** De binnenkant van het kunstgebit krijgt een nieuwe laag in de vorm van uw kaak, zodat het weer goed aansluit. Dit is vaak de eerste stap als het kunstgebit verder nog goed is.
- **Repareren.** Een gebroken kunstgebit of een losgeraakte tand is meestal te herstellen.
- **Een nieuw kunstgebit.** Is uw kunstgebit oud of versleten, dan is een nieuw vaak beter. In Nederland kunt u een volledig kunstgebit laten maken door een tandarts of door een tandprotheticus. Voor een tandprotheticus heeft u geen verwijzing nodig.
- **Een klikgebit op implantaten.** Blijft uw kunstgebit ook na aanpassen loszitten, vooral in de onderkaak, dan kunnen twee of meer implantaten het op zijn plaats houden. Meer daarover leest u op onze pagina over [implantaten](page:implants).

## Wat vergoedt de verzekering?

Een volledig kunstgebit (voor een kaak zonder eigen tanden) valt onder de basisverzekering, met een eigen bijdrage: {dentureShare} van de kosten betaalt u zelf. Voor het aanpassen (opvullen) en repareren ervan is de eigen bijdrage {dentureRepairShare}. Ook een klikgebit op implantaten in een tandeloze kaak wordt onder voorwaarden vergoed uit de basisverzekering, met een eigen bijdrage van {implantDentureLowerShare} voor de onderkaak en {implantDentureUpperShare} voor de bovenkaak. Voor dat klikgebit is meestal vooraf toestemming (een machtiging) van uw zorgverzekeraar nodig; daar helpen wij u bij. Een gedeeltelijk kunstgebit (een partiële prothese: een plaat of frame naast eigen tanden) valt niet onder de basisverzekering.

Hoeveel u zelf betaalt, hangt af van de kosten en van uw verzekering. Ook uw eigen risico kan meetellen. Een aanvullende verzekering vergoedt soms (een deel van) de eigen bijdrage. Verwachten wij dat een behandeling bij ons € 250 of meer kost, dan krijgt u vooraf een schriftelijke begroting. Meer uitleg vindt u op onze pagina [Tarieven](page:rates).

## Ook met een kunstgebit naar de controle

Ook zonder eigen tanden is een controle zinvol, meestal eens per jaar. Wij kijken of het kunstgebit nog goed past en of er drukplekken zijn, en controleren uw tandvlees, tong en wangen. Heeft u een plekje of wondje in uw mond dat niet geneest? Laat dat altijd nakijken.

## Zo verzorgt u uw kunstgebit

- Poets uw kunstgebit elke dag met een zachte borstel en water of een beetje milde zeep. Gebruik geen gewone tandpasta: die schuurt.
- Poets ook uw tandvlees en tong zachtjes.
- Haal het kunstgebit ’s\u00a0nachts uit, zodat uw tandvlees kan rusten, en bewaar het in een bakje met water.
- Doet het kunstgebit pijn of geeft het wondjes? Wacht dan niet, maar maak een afspraak.

Wilt u iemand meenemen, bijvoorbeeld uw zoon, dochter of een ander familielid? Dat is goed: die persoon kan gewoon bij het gesprek aanschuiven. Wij leggen alles rustig uit, in het Nederlands, Engels of Turks.`,
    },
    en: {
      meta: {
        title: 'Loose Denture? Adjusting, Repairing or Replacing It',
        description:
          'Is your denture loose, sore or old? Read what can be done: adjusting, repairing, a new denture or an implant-retained denture, and what Dutch basic insurance covers.',
        keywords:
          'loose denture, denture reline, denture repair, new denture Netherlands, implant-retained denture, klikgebit, denture insurance Netherlands, dentist Amstelveen',
      },
      title: 'Is your denture loose? These are your options',
      keyPoints: [
        'A loose denture can often be adjusted or repaired; an implant is not always needed.',
        'A full denture is covered by Dutch basic insurance, with a personal contribution.',
        'Even with a denture, a yearly check of your mouth is a good idea.',
      ],
      excerpt:
        'A denture that comes loose, rubs or hurts is not something you just have to live with. Our dentist explains what can be done, from adjusting it to an implant-retained denture, and what your insurance covers.',
      body: `## Why a denture comes loose

A denture is made to fit your mouth as it is at that moment. After that, your mouth changes. Without teeth, the jawbone slowly shrinks, especially in the lower jaw. The denture then fits less well, starts to slip and can cause sore spots. The teeth on the denture also wear down, which makes chewing harder.

This happens gradually. Many people only notice when eating becomes difficult or when they need denture adhesive to keep the denture in place.

## What can be done

We first look at how your denture fits and at your gums and jaw. Then we discuss with you what suits you best and what each option costs.

- **Relining.** A new layer, shaped to your jaw, is added to the inside of the denture so that it fits snugly again. This is often the first step if the denture is otherwise in good shape.
- **Repair.** A broken denture or a tooth that has come off can usually be fixed.
- **A new denture.** If your denture is old or worn, a new one is often better. In the Netherlands, you can have a full denture made by a dentist or by a clinical dental technician (tandprotheticus). You do not need a referral to see a tandprotheticus.
- **An implant-retained denture (klikgebit).** If your denture still comes loose after relining, especially in the lower jaw, two or more implants can hold it in place. You can read more on our page about [dental implants](page:implants).

## What does insurance cover?

A full denture (for a jaw with no natural teeth left) is covered by Dutch basic insurance (basisverzekering), with a personal contribution (eigen bijdrage): you pay {dentureShare} of the cost yourself. For relining and repairs, the contribution is {dentureRepairShare}. An implant-retained denture in a toothless jaw is also covered by basic insurance under certain conditions, with a personal contribution of {implantDentureLowerShare} for the lower jaw and {implantDentureUpperShare} for the upper jaw. An implant-retained denture usually needs your insurer’s approval beforehand (a machtiging); we help you with that. A partial denture (a plate or frame alongside your own teeth) is not covered by basic insurance.

How much you pay yourself depends on the cost and on your insurance. Your annual compulsory excess (eigen risico) may also apply. Supplementary insurance sometimes pays all or part of the personal contribution. If we expect a treatment with us to cost €250 or more, you receive a written estimate in advance. You can read more on our [Fees](page:rates) page.

## Check-ups with a denture too

Even without natural teeth, a check-up is worthwhile, usually once a year. We check whether the denture still fits and whether there are sore spots, and we look at your gums, tongue and cheeks. If you have a spot or sore in your mouth that does not heal, always have it checked.

## How to care for your denture

- Brush your denture every day with a soft brush and water or a little mild soap. Do not use ordinary toothpaste: it is abrasive.
- Gently brush your gums and tongue as well.
- Take the denture out at night so your gums can rest, and keep it in a container of water.
- Is your denture painful or causing sores? Don’t wait: make an appointment.

Would you like to bring someone, such as your son, daughter or another relative? Please do; they are welcome to join the consultation. We take the time to explain everything, in English, Dutch or Turkish.`,
    },
    tr: {
      meta: {
        title: 'Takma diş oynuyor mu? Ayarlama, onarım ya da yenisi',
        description:
          'Takma dişiniz oynuyor, acıtıyor ya da eskidi mi? Ayarlama, onarım, yeni protez ya da implant üstü protez: neler yapılabilir, temel sigorta neleri karşılar?',
        keywords:
          'takma diş oynuyor, protez ayarlama, protez besleme, protez onarımı, yeni protez Hollanda, implant üstü protez, klikgebit, protez sigorta kapsamı Hollanda, Amstelveen diş hekimi',
      },
      // The question particle never starts a line (round 45, AR: "oynuyor / mu?").
      title: 'Takma dişiniz oynuyor\u00a0mu? Seçenekleriniz şunlar',
      keyPoints: [
        'Oynayan bir protez çoğu zaman ayarlanabilir ya da onarılabilir; her zaman implant gerekmez.',
        'Tam protez temel sigortanın kapsamındadır; masrafın bir kısmını katkı payı olarak siz ödersiniz.',
        'Protez kullansanız da yılda bir ağız kontrolü yaptırmanız iyi olur.',
      ],
      excerpt:
        'Oynayan, vuruk yapan ya da acıtan bir takma dişe katlanmak zorunda değilsiniz. Diş hekimimiz, ayarlamadan implant üstü proteze kadar neler yapılabileceğini ve sigortanızın neleri karşıladığını anlatıyor.',
      body: `## Takma diş neden oynamaya başlar?

Protez, yapıldığı andaki ağız yapınıza göre hazırlanır. Sonrasında ağzınız değişir. Dişler olmayınca çene kemiği, özellikle alt çenede, yavaş yavaş erir. Protez eskisi kadar iyi oturmaz, kaymaya başlar; vuruk ya da yara yapabilir. Protezdeki dişler de aşınır ve çiğnemek zorlaşır.

Bu değişim adım adım ilerler. Birçok kişi bunu ancak yemek yerken zorlanmaya başladığında ya da protezi yerinde tutmak için yapıştırıcıya ihtiyaç duyduğunda fark eder.

## Neler yapılabilir?

Önce protezinizin nasıl oturduğuna, diş etinize ve çenenize bakarız. Ardından hangi seçeneğin size en uygun olduğunu ve her birinin ne kadar tuttuğunu birlikte konuşuruz.

- **Ayarlama (besleme).** Protezin iç yüzeyine, çenenizin şekline uyan yeni bir kat eklenir; böylece protez yeniden iyi oturur. Protez başka açılardan iyi durumdaysa çoğu zaman ilk adım budur.
- **Onarım.** Kırılan bir protez ya da yerinden çıkan bir diş çoğu zaman onarılabilir.
- **Yeni protez.** Proteziniz eskidiyse ya da aşındıysa yenisi çoğu zaman daha iyidir. Hollanda’da tam protezi bir diş hekimine ya da takma diş yapma yetkisi olan bir protez uzmanına (tandprotheticus) yaptırabilirsiniz. Protez uzmanına gitmek için sevk gerekmez.
- **İmplant üstü protez (klikgebit).** Protez ayarlandıktan sonra da oynamaya devam ediyorsa, özellikle alt çenede, iki ya da daha fazla implant onu yerinde tutabilir. Ayrıntıları [diş implantları](page:implants) sayfamızda okuyabilirsiniz.

## Sigorta neleri karşılar?

Tam protez (çenede hiç kendi dişiniz kalmadığında kullanılan protez), temel sağlık sigortasının (basisverzekering) kapsamındadır; ancak masrafın bir kısmını katkı payı (eigen bijdrage) olarak kendiniz ödersiniz. Katkı payınız yeni bir tam protezde {dentureShare}, protezin beslenmesinde ve onarımında {dentureRepairShare} olur. Dişsiz bir çene için yapılan implant üstü protezi de temel sigorta belirli koşullarda karşılar; katkı payı alt çene için {implantDentureLowerShare}, üst çene için {implantDentureUpperShare} olur. İmplant üstü protez için çoğu zaman sigorta şirketinizden (zorgverzekeraar) önceden onay (machtiging) almanız gerekir; bu konuda size yardımcı oluruz. Kendi dişlerinizin yanında takılan parsiyel protez (plak ya da iskelet protez) ise temel sigortanın kapsamında değildir.

Ne kadar ödeyeceğiniz, masrafa ve sigortanıza bağlıdır. Yıllık muafiyet tutarınız (eigen risico) da devreye girebilir. Ek sigortanız (aanvullende verzekering) varsa, bu sigorta katkı payının bir kısmını ya da tamamını karşılayabilir. Kliniğimizde 250 € veya daha fazla tutması beklenen bir tedaviden önce size yazılı bir maliyet tahmini (begroting) veririz. Daha fazla bilgiyi [Ücretler](page:rates) sayfamızda bulabilirsiniz.

## Protezle de kontrole gelin

Kendi dişleriniz olmasa da kontrol önemlidir; genellikle yılda bir kez. Protezin hâlâ iyi oturup oturmadığına ve vuruk yapıp yapmadığına bakar, diş etinizi, dilinizi ve yanaklarınızı da kontrol ederiz. Ağzınızda iyileşmeyen bir yara ya da leke varsa mutlaka muayene ettirin.

## Protezinizin bakımı

- Protezinizi her gün yumuşak bir fırçayla, su ya da az miktarda hafif bir sabunla temizleyin. Normal diş macunu kullanmayın; protezi aşındırır.
- Diş etlerinizi ve dilinizi de nazikçe fırçalayın.
- Diş etleriniz dinlenebilsin diye protezinizi geceleri çıkarın ve su dolu bir kapta saklayın.
- Protez acıtıyor ya da yara yapıyorsa beklemeyin, randevu alın.

Randevunuza oğlunuzu, kızınızı ya da başka bir yakınınızı getirmek ister misiniz? Elbette; dilerseniz o da görüşmeye katılabilir. Her şeyi acele etmeden, Türkçe, Hollandaca ya da İngilizce anlatırız.`,
    },
  },
};

export default article;
