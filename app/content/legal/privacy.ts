import type { Localized, LegalText } from '../types';

export const privacy: Localized<LegalText> = {
  nl: {
    body: `In deze privacyverklaring leest u welke gegevens {practiceName} verwerkt als u via deze website een afspraak aanvraagt, waarom wij dat doen en welke rechten u heeft.

## Welke gegevens wij opslaan

Als u het afspraakformulier verstuurt, slaan wij het volgende op:

- uw volledige naam;
- uw e-mailadres en telefoonnummer;
- voor wie de afspraak is en, als dat niet uzelf is, diens naam en leeftijd;
- de behandeling die u kiest en uw voorkeursdatum;
- of het de eerste afspraak bij onze praktijk wordt en of u eerst gebeld wilt worden, als u dat aanvinkt;
- uw bericht, als u dat invult (dit is niet verplicht);
- de taal van de website waarop u het formulier verstuurt;
- het tijdstip van uw aanvraag;
- een code die met een geheime sleutel uit uw internetadres (IP-adres) wordt berekend. Uw internetadres zelf slaan wij bij uw aanvraag niet op. De code is niet anoniem maar gepseudonimiseerd: alleen met die sleutel is hij aan een internetadres te koppelen. Wij gebruiken hem alleen om misbruik van het formulier tegen te gaan; dat is ons gerechtvaardigd belang (artikel 6, lid 1, onder f, van de Algemene verordening gegevensbescherming, AVG).

## Waarom wij deze gegevens gebruiken

Wij gebruiken uw gegevens om uw aanvraag te behandelen, een afspraak met u in te plannen en u daarover te berichten: wij sturen u per e-mail een bevestiging, een bericht als uw afspraak verandert of wordt geannuleerd, en vooraf een herinnering. In de e-mail over uw afspraak en in het agendabestand dat erbij zit, staat een persoonlijke link waarmee u uw afspraak kunt bekijken en annuleren. Wie die link heeft, kan dat ook; stuur de e-mail dus niet door en zet de afspraak niet in een agenda die anderen kunnen inzien. De wettelijke grondslag is het nemen van maatregelen op uw verzoek, voordat een behandelovereenkomst tot stand komt (artikel 6, lid 1, onder b, AVG).

Uw naam, e-mailadres, telefoonnummer, de behandeling en een voorkeursdatum hebben wij nodig om uw aanvraag te behandelen; zonder deze gegevens kunnen wij geen afspraak met u maken.

## Gegevens over uw gezondheid

Ook de behandeling die u kiest (bijvoorbeeld spoedhulp of implantaten) en het feit dat u een afspraak bij de tandarts aanvraagt, kunnen iets over uw gezondheid zeggen. Die gegevens gebruiken wij alleen om uw afspraak te plannen en voor te bereiden. Dat mag omdat wij zorgverlener zijn en een medisch beroepsgeheim hebben (artikel 9, lid 2, onder h, AVG en artikel 30, lid 3, van de Uitvoeringswet AVG).

Beschrijft u in uw bericht klachten, pijn of iets anders over uw gezondheid, dan is dat een gezondheidsgegeven: een bijzonder persoonsgegeven dat de AVG extra beschermt (artikel 9). Zulke gegevens gebruiken wij alleen met uw uitdrukkelijke toestemming (artikel 9, lid 2, onder a, AVG), en alleen om uw afspraak voor te bereiden. Die toestemming geeft u met het vinkje onder het berichtveld van het afspraakformulier. Het is alleen nodig als u een bericht schrijft: zonder bericht kunt u de aanvraag ook zonder deze toestemming versturen. Het vinkje dat u de privacyverklaring heeft gelezen, is geen toestemming voor het gebruik van gezondheidsgegevens.

U kunt uw toestemming altijd intrekken door een e-mail te sturen naar {email} of ons te bellen op {phone}; dan verwijderen wij uw bericht (wat al in uw medisch dossier staat, blijft daar). Dat dossier moeten wij volgens de WGBO bewaren. Wat wij vóór het intrekken met uw bericht hebben gedaan, blijft rechtmatig. Wilt u liever niets over uw gezondheid schrijven? Dat hoeft ook niet: het bericht is niet verplicht, en u kunt het ons ook tijdens uw afspraak vertellen.

## Een aanvraag voor uw kind of een ander

Vraagt u een afspraak aan voor iemand anders, bijvoorbeeld uw kind of een ander gezinslid, kies dan in het formulier voor wie de afspraak is en vul diens naam en leeftijd in. Uw eigen naam, e-mailadres en telefoonnummer blijven de contactgegevens. Voor een kind jonger dan 16 jaar geeft een ouder met gezag of een voogd de toestemming; de aanvraag mag ook door iemand anders worden gedaan, zoals een opa, oma of oppas, als een ouder daarmee instemt. Voor iemand van 16 jaar of ouder vraagt u alleen een afspraak aan als die persoon dat goed vindt, en schrijft u alleen iets over diens gezondheid als die persoon daarmee instemt.

## Hoe lang wij uw gegevens bewaren

Wij verwijderen uw aanvraag, onze kopieën van de e-mails die wij u daarover hebben gestuurd en uw persoonlijke link automatisch **{retentionDays} dagen** na de datum van uw afspraak. Komt er geen afspraak, dan verwijderen wij ze {retentionDays} dagen na uw aanvraag. Meldingen en e-mails over uw aanvraag in de mailbox en de agenda van de praktijk verwijderen wij binnen dezelfde termijn. In onze versleutelde back-ups kan uw aanvraag daarna nog ten hoogste {retentionDays} dagen staan; daarna is hij ook daar verdwenen. Wilt u dat wij uw aanvraag eerder verwijderen? Laat het ons gerust weten.

Wordt u patiënt bij ons, dan leggen wij uw medische gegevens apart vast in een medisch dossier. Dat dossier bewaren wij zo lang als de Wet op de geneeskundige behandelingsovereenkomst (WGBO) voorschrijft: ten minste 20 jaar na de laatste wijziging, of langer als dat voor goede zorg nodig is.

## Wie uw gegevens ontvangt

- ons praktijkteam, om uw aanvraag te behandelen. Uw bericht lezen zij alleen in het beveiligde praktijkoverzicht van deze website, waarvoor zij moeten inloggen;
- onze e-maildienstverlener en onze hostingpartij, die als verwerker voor ons werken, om de bevestiging, wijzigingen, herinneringen en annuleringen van uw afspraak naar u te versturen. Zij mogen uw gegevens voor niets anders gebruiken; dat hebben wij met hen vastgelegd in een verwerkersovereenkomst.

Uw aanvraag blijft binnen de Europese Economische Ruimte (EER). Wij geven hem aan niemand anders door. Wordt u patiënt, dan ontvangen ook uw zorgverzekeraar (als wij rechtstreeks declareren), een declaratiebureau (als wij dat voor onze facturen inschakelen) en de zorgverleners die bij uw behandeling betrokken zijn, zoals een tandtechnisch laboratorium of een specialist naar wie wij u verwijzen, de gegevens die zij daarvoor nodig hebben. Wij gebruiken uw gegevens nooit voor marketing en verkopen ze niet.

## Geen cookies en geen trackers

Deze website plaatst bij bezoekers en patiënten geen cookies en gebruikt geen software die uw bezoek meet of volgt. Alleen medewerkers van de praktijk die inloggen op het praktijkoverzicht, krijgen een cookie dat voor het inloggen noodzakelijk is. Uw taalkeuze wordt alleen in uw eigen browser bewaard. Die keuze wordt niet naar ons verstuurd; u kunt haar zelf wissen via de instellingen van uw browser. Om pagina’s ook zonder internetverbinding te kunnen tonen, bewaart uw browser een kopie van enkele openbare pagina’s; daarin staan geen persoonsgegevens.

Zoals bij vrijwel elke website houdt onze server een technisch logboek bij van bezoeken: uw IP-adres, de opgevraagde pagina, het tijdstip en uw browsertype. Dat gebruiken wij alleen om de website veilig en werkend te houden (ons gerechtvaardigd belang, artikel 6, lid 1, onder f, AVG), en wij verwijderen het na 14 dagen. De adressen van de persoonlijke afspraakpagina’s leggen wij daarin niet vast.

De kaart op de contactpagina wordt pas van OpenStreetMap geladen als u op de knop klikt om de kaart te tonen. Op dat moment maakt uw browser verbinding met OpenStreetMap, die daardoor uw IP-adres ontvangt; daarvoor geldt het privacybeleid van de OpenStreetMap Foundation, die in het Verenigd Koninkrijk is gevestigd.

## Uw rechten

U heeft het recht om uw gegevens in te zien, te laten corrigeren en te laten verwijderen. U mag ook vragen om de verwerking te beperken, bezwaar maken tegen een verwerking op grond van ons gerechtvaardigd belang, en uw gegevens in een gangbaar digitaal formaat ontvangen (overdraagbaarheid). Een gegeven toestemming kunt u altijd intrekken. Stuur daarvoor een e-mail naar {email} of bel ons op {phone}. Wij reageren binnen een maand. Soms vragen wij u zich te identificeren, zodat wij uw gegevens niet aan iemand anders geven.

Doet u een verzoek voor iemand anders? Voor een kind jonger dan 16 jaar kan een ouder met gezag of een voogd de rechten uit deze verklaring uitoefenen. Gaat het om iemand van 16 jaar of ouder, bijvoorbeeld uw partner of een volwassen kind, dan handelen wij het verzoek alleen af met diens toestemming, of als u diens wettelijk vertegenwoordiger bent, zoals een curator of mentor. Ook dan kunnen wij u vragen dat aan te tonen.

Bent u niet tevreden over hoe wij met uw gegevens omgaan? Laat het ons dan weten. U kunt ook een klacht indienen bij de Autoriteit Persoonsgegevens, de Nederlandse toezichthouder op de bescherming van persoonsgegevens.

## Verwerkingsverantwoordelijke

Verantwoordelijk voor de verwerking van uw gegevens is:

- {legalName}
- {address}
- KvK-nummer: {kvk}
- {email}, {phone}`,
  },
  en: {
    body: `This privacy statement explains which data {practiceName} processes when you request an appointment through this website, why we do so, and what your rights are.

## What we store

When you submit the appointment form, we store:

- your full name;
- your email address and phone number;
- who the appointment is for and, if it is not you, their name and age;
- the treatment you choose and your preferred date;
- whether it will be the first appointment at our practice and whether you would like a call first, if you tick these;
- your message, if you add one (this is optional);
- the language of the site you used to send the form;
- the time of your request;
- a code computed from your internet (IP) address with a secret key. We don’t store the address itself with your request. The code is not anonymous but pseudonymised: only with that key can it be linked to an address. We use it only to prevent abuse of the form; that is our legitimate interest (Article 6(1)(f) of the General Data Protection Regulation, GDPR).

## Why we use it

We use your data to handle your request, schedule an appointment with you, and keep you informed about it: we email you a confirmation, a message if your appointment changes or is cancelled, and a reminder beforehand. The email about your appointment, and the calendar invitation attached to it, contain a personal link that lets you view and cancel your appointment. Anyone who has that link can do so too, so please don’t forward the email, and don’t put the appointment in a calendar that others can see. The legal basis is taking steps at your request before a treatment agreement is made (Article 6(1)(b) GDPR, known in the Netherlands as the AVG).

We need your name, email address, phone number, the treatment and a preferred date to handle your request; without them we cannot make an appointment with you. The message is optional.

## Information about your health

The treatment you choose (for example emergency care or implants), and the fact that you are asking for a dental appointment, can also say something about your health. We use that only to plan and prepare your appointment. We may do so as a healthcare provider bound by medical confidentiality (Article 9(2)(h) GDPR and Article 30(3) of the Dutch GDPR Implementation Act, UAVG).

If your message mentions symptoms, pain or anything else about your health, that is health data: a special category of personal data that the GDPR protects more strictly (Article 9). We use it only with your explicit consent (Article 9(2)(a) GDPR), and only to prepare for your appointment. You give that consent by ticking the box below the message field of the appointment form. It is only needed if you write a message: without a message, you can send the request without this consent. Ticking the box to say you have read this privacy statement is not consent to the use of health data.

You can withdraw your consent at any time by emailing us at {email} or calling us on {phone}; we will then delete your message (anything already in your medical record stays there). The Dutch Medical Treatment Contracts Act (WGBO) requires us to keep that record. Withdrawing your consent does not affect the lawfulness of anything we did with your message before then. Would you rather not write about your health? You don’t have to: the message is optional, and you can also tell us at your appointment.

## A request for your child or someone else

If you request an appointment for someone else, such as your child or another family member, choose who it is for on the form and give their name and age. Your own name, email address and phone number remain the contact details. For a child under 16, a parent with parental authority or a guardian gives the consent; someone else, such as a grandparent or childminder, may make the request if a parent agrees. For someone aged 16 or over, only request an appointment if they agree, and only write about their health if they consent to it.

## How long we keep it

We automatically delete your request, our copies of the emails we sent you about it and your personal link **{retentionDays} days** after your request, or {retentionDays} days after your appointment if that is later. Notifications and emails about your request in the practice’s mailbox and calendar are deleted within the same period. Your request may remain in our encrypted backups for up to {retentionDays} days after that; then it is gone from there too. Would you like us to delete your request sooner? Just let us know.

Once you become our patient, we keep your medical information separately, in a medical record. We keep that record for as long as the Dutch Medical Treatment Contracts Act (WGBO) requires: at least 20 years after the last change, or longer if that is necessary for your care.

## Who receives your data

- our practice team, to handle your request. They read your message only in the practice’s secure inbox on this website, which they have to sign in to;
- our email provider and our hosting provider, who work for us as processors, to send you the confirmation, changes, reminders and cancellations of your appointment. They may not use your data for anything else; we have agreed this with them in a data processing agreement.

Your request stays within the European Economic Area (EEA). We don’t pass it on to anyone else. If you become our patient, your health insurer (when we bill it directly), a billing service (if we use one for our invoices) and other healthcare providers involved in your treatment, such as a dental laboratory or a specialist we refer you to, also receive the data they need for that. We never use your data for marketing, and we never sell it.

## No cookies and no trackers

This website sets no cookies for visitors or patients and uses no software that measures or tracks your visit. Only practice staff who sign in to the practice inbox get a cookie, which is necessary for signing in. Your language choice is kept only in your own browser. It isn’t sent to us, and you can clear it yourself in your browser settings. So that pages can be shown without an internet connection, your browser keeps a copy of some public pages; these contain no personal data.

Like every website, our server keeps a technical log of visits: your IP address, the page requested, the time and your browser type. We use it only to keep the website secure and working (our legitimate interest, Article 6(1)(f) GDPR), and we delete it after 14 days. The addresses of the personal appointment pages are not recorded in it.

The map on the contact page is loaded from OpenStreetMap only when you click the button to show it. Only then does your browser connect to OpenStreetMap. OpenStreetMap then receives your IP address, which is covered by the privacy policy of the OpenStreetMap Foundation (based in the United Kingdom).

## Your rights

You have the right to access, correct and delete your data. You can also ask us to restrict its processing, object to processing based on our legitimate interest, and receive your data in a common digital format (portability). You can withdraw any consent you gave at any time. To do so, email us at {email} or call us on {phone}. We’ll respond within one month. We may ask you to confirm your identity, so that we never give your data to someone else.

Making a request for someone else? For a child under 16, a parent with parental authority or a guardian can exercise the rights in this statement. For someone aged 16 or over, such as your partner or an adult child, we handle the request only with their consent, or if you are their legal representative (for example, appointed by a court). Here too, we may ask you to show this.

Not happy with how we handle your data? Please let us know. You can also lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).

## Controller

The controller responsible for processing your data is:

- {legalName}
- {address}
- Chamber of Commerce (KvK) number: {kvk}
- {email}, {phone}`,
  },
  tr: {
    body: `Bu gizlilik bildiriminde, bu web sitesi üzerinden randevu talebinde bulunduğunuzda {practiceName} olarak hangi verilerinizi işlediğimizi, bunu neden yaptığımızı ve haklarınızın neler olduğunu açıklıyoruz. Kişisel verilerinizi Avrupa Birliği Genel Veri Koruma Tüzüğüne (GDPR; Hollanda’da AVG olarak bilinir) uygun şekilde işleriz.

## Hangi verileri saklıyoruz?

Randevu formunu gönderdiğinizde şu bilgileri saklarız:

- adınız ve soyadınız;
- e-posta adresiniz ve telefon numaranız;
- randevunun kimin için olduğu ve sizin için değilse o kişinin adı ve yaşı;
- seçtiğiniz tedavi ve tercih ettiğiniz tarih;
- işaretlemeniz hâlinde, randevunun kliniğimizdeki ilk randevu olup olmadığı ve önce aranmak isteyip istemediğiniz;
- doldurmanız hâlinde mesajınız (bu alan isteğe bağlıdır);
- formu gönderdiğiniz sitenin dili;
- talebinizin gönderildiği zaman;
- internet adresinizden (IP adresi) gizli bir anahtarla hesaplanan bir kod. İnternet adresinizin kendisini talebinizle birlikte saklamayız. Bu kod anonim bir veri değil, takma adlandırılmış bir veridir: yalnızca o anahtarla bir internet adresiyle eşleştirilebilir. Kodu yalnızca formun kötüye kullanılmasını önlemek için kullanırız; bunun hukuki dayanağı meşru menfaatimizdir (GDPR madde 6(1)(f)).

## Bu verileri neden kullanıyoruz?

Verilerinizi talebinizi değerlendirmek, sizinle bir randevu planlamak ve randevunuzla ilgili sizi bilgilendirmek için kullanırız: size e-postayla bir onay, randevunuz değişir ya da iptal edilirse bir bildirim ve randevudan önce bir hatırlatma göndeririz. Randevunuzla ilgili e-postada ve ekindeki takvim davetinde, randevunuzu görebileceğiniz ve iptal edebileceğiniz size özel bir bağlantı bulunur. Bu bağlantıya sahip olan herkes aynı işlemleri yapabilir; bu nedenle e-postayı başkasına iletmeyin ve randevuyu başkalarının görebileceği bir takvime eklemeyin. Hukuki dayanak, tedavi sözleşmesi kurulmadan önce sizin talebiniz üzerine gerekli adımların atılmasıdır (GDPR madde 6(1)(b)).

Talebinizi değerlendirebilmemiz için adınıza, e-posta adresinize, telefon numaranıza, tedaviye ve tercih ettiğiniz tarihe ihtiyacımız var; bu bilgiler olmadan sizinle randevu ayarlayamayız. Mesaj alanı isteğe bağlıdır.

## Sağlığınızla ilgili bilgiler

Seçtiğiniz tedavi (örneğin acil tedavi ya da implant) ve diş hekiminden randevu istemeniz de sağlığınızla ilgili bir bilgi verebilir. Bu bilgiyi yalnızca randevunuzu planlamak ve hazırlamak için kullanırız. Sır saklama yükümlülüğü bulunan bir sağlık hizmeti sunucusu olarak buna yetkiliyiz (GDPR madde 9(2)(h) ve Hollanda GDPR Uygulama Yasası (UAVG) madde 30(3)).

Mesajınızda bir şikâyetinizi, ağrınızı ya da sağlığınızla ilgili başka bir durumu anlatırsanız bu bir sağlık verisidir. Sağlık verileri, GDPR’nin ayrıca koruma altına aldığı özel nitelikli kişisel verilerdir (madde 9). Bu bilgileri yalnızca açık onayınızla (GDPR madde 9(2)(a)) ve yalnızca randevunuzu hazırlamak için kullanırız. Bu onayı, randevu formundaki mesaj alanının altındaki kutucuğu işaretleyerek verirsiniz. Bu onay yalnızca mesaj yazarsanız gereklidir: mesaj yazmazsanız talebinizi bu onay olmadan da gönderebilirsiniz. Gizlilik bildirimini okuduğunuzu belirten kutucuk, sağlık verilerinin kullanılmasına onay anlamına gelmez.

Onayınızı dilediğiniz zaman geri alabilirsiniz: {email} adresine e-posta gönderin ya da bizi {phone} numarasından arayın; bu durumda mesajınızı sileriz (hasta dosyanıza zaten işlenmiş bilgiler orada kalır). Hollanda Tıbbi Tedavi Sözleşmeleri Yasası (WGBO), bu dosyayı saklamamızı zorunlu kılar. Onayınızı geri almanız, o zamana kadar yapılan işlemlerin hukuka uygunluğunu etkilemez. Sağlığınızla ilgili bir şey yazmak istemiyorsanız yazmak zorunda değilsiniz: mesaj alanı isteğe bağlıdır ve bunu bize randevunuzda da anlatabilirsiniz.

## Çocuğunuz ya da başka biri için talep

Başka biri için, örneğin çocuğunuz ya da başka bir aile bireyiniz için randevu talep ediyorsanız, formda randevunun kimin için olduğunu seçin ve o kişinin adını ve yaşını yazın. İletişim bilgileri olarak sizin adınız, e-posta adresiniz ve telefon numaranız kullanılır. 16 yaşından küçük bir çocuk için onayı velayet sahibi anne, baba ya da vasi verir; ebeveynlerden birinin onayıyla talebi büyükanne, büyükbaba ya da bakıcı gibi başka biri de yapabilir. 16 yaşında ya da daha büyük biri için ise yalnızca o kişi kabul ediyorsa randevu talep edin; onun sağlığıyla ilgili bir şeyi de yalnızca onun onayıyla yazın.

## Verileri ne kadar süre saklıyoruz?

Talebinizi, bununla ilgili size gönderdiğimiz e-postaların bizdeki kopyalarını ve size özel bağlantınızı, talebinizden ya da (daha sonraysa) randevu tarihinizden **{retentionDays} gün** sonra otomatik olarak sileriz. Kliniğin e-posta kutusunda ve takviminde talebinizle ilgili bildirimleri ve e-postaları da aynı süre içinde sileriz. Talebiniz bundan sonra en fazla {retentionDays} gün daha şifreli yedeklerimizde kalabilir; ardından oradan da silinir. Talebinizin daha önce silinmesini isterseniz bize haber vermeniz yeterlidir.

Hastamız olduğunuzda tıbbi bilgilerinizi ayrı bir hasta dosyasında kayıt altına alırız. Bu dosyayı, WGBO’nun öngördüğü süre boyunca saklarız: son değişiklikten itibaren en az 20 yıl, iyi bir tedavi için gerekiyorsa daha uzun.

## Verilerinizi kimler alır?

- Talebinizi değerlendirmek için klinik ekibimiz. Ekibimiz mesajınızı yalnızca bu web sitesindeki, giriş yapılması gereken güvenli klinik panelinde okur.
- Randevunuzun onayını, değişikliklerini, hatırlatmalarını ve iptallerini size göndermek için, bizim adımıza veri işleyen e-posta hizmet sağlayıcımız ve barındırma (hosting) hizmet sağlayıcımız. Bu şirketler verilerinizi başka hiçbir amaçla kullanamaz; bunu onlarla yaptığımız bir veri işleme sözleşmesinde kayıt altına aldık.

Talebiniz Avrupa Ekonomik Alanı (AEA) dışına çıkmaz ve yukarıda sayılanlar dışında kimseyle paylaşılmaz. Hastamız olursanız sigorta şirketiniz (faturayı doğrudan ona gönderiyorsak), bir fatura bürosu (faturalarımız için onunla çalışıyorsak) ve tedavinizde yer alan diğer sağlık hizmeti sunucuları, örneğin bir diş protez laboratuvarı ya da sizi yönlendirdiğimiz bir uzman, bunun için gereken bilgileri alır. Verilerinizi asla pazarlama amacıyla kullanmayız ve satmayız.

## Çerez ve izleme aracı yok

Bu web sitesi ziyaretçilere ve hastalara çerez (cookie) yerleştirmez ve ziyaretinizi ölçen ya da takip eden hiçbir yazılım içermez. Yalnızca klinik paneline giriş yapan klinik çalışanlarına, giriş için gerekli olan bir çerez verilir. Dil tercihiniz yalnızca kendi tarayıcınızda saklanır. Bu tercih bize gönderilmez; onu dilediğiniz zaman tarayıcınızın ayarlarından silebilirsiniz. Sayfaların internet bağlantısı olmadan da gösterilebilmesi için tarayıcınız bazı herkese açık sayfaların bir kopyasını saklar; bu kopyalarda kişisel veri bulunmaz.

Her web sitesinde olduğu gibi sunucumuz da ziyaretlerin teknik bir kaydını tutar: IP adresiniz, açılan sayfa, zaman ve tarayıcı türünüz. Bu kaydı yalnızca web sitesini güvenli ve çalışır durumda tutmak için kullanırız (meşru menfaatimiz, GDPR madde 6(1)(f)) ve 14 gün sonra sileriz. Size özel randevu sayfalarının adresleri bu kayda yazılmaz.

İletişim sayfasındaki harita, OpenStreetMap’ten ancak haritayı göstermek için düğmeye tıkladığınızda yüklenir. Tarayıcınız yalnızca o zaman OpenStreetMap’e bağlanır. OpenStreetMap bu durumda IP adresinizi alır; bunun için merkezi Birleşik Krallık’ta bulunan OpenStreetMap Foundation’ın gizlilik politikası geçerlidir.

## Haklarınız

Verilerinizi görme, düzeltilmesini ve silinmesini isteme hakkına sahipsiniz. Ayrıca verilerinizin işlenmesinin kısıtlanmasını isteyebilir, meşru menfaatimize dayanan bir işlemeye itiraz edebilir ve verilerinizi yaygın bir dijital biçimde alabilirsiniz (veri taşınabilirliği). Verdiğiniz bir onayı dilediğiniz zaman geri alabilirsiniz. Bunun için {email} adresine e-posta gönderebilir ya da bizi {phone} numarasından arayabilirsiniz. Talebinizi bir ay içinde yanıtlarız. Verilerinizin başkasının eline geçmemesi için sizden kimliğinizi doğrulamanızı isteyebiliriz.

Başka biri adına mı talepte bulunuyorsunuz? 16 yaşından küçük bir çocuk için bu bildirimdeki hakları velayet sahibi anne, baba ya da vasi kullanabilir. 16 yaşında ya da daha büyük biri için, örneğin eşiniz ya da yetişkin çocuğunuz için, talebi yalnızca o kişinin onayıyla ya da onun yasal temsilcisiyseniz yerine getiririz. Bu durumda da bunu belgelemenizi isteyebiliriz.

Verilerinizi nasıl işlediğimizden memnun değil misiniz? Lütfen bize bildirin. Ayrıca Hollanda Kişisel Verileri Koruma Kurumuna (Autoriteit Persoonsgegevens) şikâyette bulunabilirsiniz. Bu kurum, Hollanda’da kişisel verilerin korunmasını denetleyen resmî makamdır.

## Veri sorumlusu

Verilerinizin işlenmesinden sorumlu olan kuruluş:

- {legalName}
- {address}
- Ticaret Odası (KvK) numarası: {kvk}
- {email}, {phone}`,
  },
};
