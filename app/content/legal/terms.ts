import type { Localized, LegalText } from '../types';

export const terms: Localized<LegalText> = {
  nl: {
    body: `Deze algemene voorwaarden gelden voor alle afspraken en behandelingen bij {practiceName}. Heeft u vragen over deze voorwaarden? Neem dan gerust contact met ons op via {phone} of {email}.

## Afspraken en annuleren

- Kunt u niet komen? Annuleer of verzet uw afspraak dan **kosteloos, uiterlijk 48 uur van tevoren**, telefonisch of per e-mail. U kunt de afspraak ook annuleren via de link in uw bevestigingsmail.
- Annuleert u later of komt u niet naar uw afspraak, dan kunnen wij de tijd die voor u was gereserveerd in rekening brengen: die tijd kunnen wij dan niet meer aan een andere patiënt geven. Het bedrag hangt af van hoe lang de afspraak zou duren. Zorgverzekeraars vergoeden deze kosten meestal niet.
- Wij doen ons best om op tijd te beginnen. Moeten wij uw afspraak verzetten, dan laten wij u dat zo snel mogelijk weten.

## Begroting

Voor een behandeling waarvan de kosten naar verwachting **€ 250 of meer** bedragen, ontvangt u altijd vooraf een schriftelijke begroting. Daarin staan de verwachte prestatiecodes en bedragen. Zo kunt u bij uw zorgverzekeraar nagaan wat u vergoed krijgt. Moet het behandelplan tijdens de behandeling worden aangepast, dan bespreken wij dat met u.

## Facturen en betalen

- Wij brengen ten hoogste de maximumtarieven in rekening die de Nederlandse Zorgautoriteit (NZa) vaststelt, met de bijbehorende prestatiecodes, plus eventuele techniek- en materiaalkosten (bijvoorbeeld van een tandtechnisch laboratorium).
- U betaalt binnen **30 dagen na de factuurdatum**. Betaalt u niet op tijd, dan sturen wij u eerst een herinnering met een nieuwe betaaltermijn. Betaalt u ook dan niet, dan kunnen wij de wettelijke rente in rekening brengen.
- Waar uw polis dat toelaat, declareren wij rechtstreeks bij uw zorgverzekeraar.
- U blijft zelf verantwoordelijk voor het bedrag dat uw verzekeraar niet vergoedt, bijvoorbeeld omdat een behandeling niet onder uw dekking valt of omdat het maximum van uw aanvullende verzekering is bereikt.

## Correcties

Blijkt achteraf dat wij een prestatiecode onjuist hebben gedeclareerd, dan corrigeren wij dat tot 2 jaar na de behandeling. U ontvangt dan een aangepaste factuur of een creditnota.

## Medisch dossier en privacy

Wij leggen uw medische gegevens vast in een dossier, zoals de Wet op de geneeskundige behandelingsovereenkomst (WGBO) voorschrijft. Dat dossier bewaren wij zorgvuldig en vertrouwelijk, volgens de wet ten minste 20 jaar na de laatste wijziging, of langer als dat voor goede zorg nodig is. Wij delen uw gegevens alleen met wie ze voor uw zorg of de declaratie daarvan nodig heeft: uw zorgverzekeraar als wij rechtstreeks declareren, een declaratiebureau als wij dat voor onze facturen inschakelen, en de zorgverleners die bij uw behandeling betrokken zijn, zoals een tandtechnisch laboratorium of een specialist naar wie wij u verwijzen. Met anderen delen wij ze alleen met uw toestemming of als de wet ons daartoe verplicht. U heeft het recht uw dossier in te zien, er een kopie van te vragen, het te laten corrigeren of aanvullen, en te vragen het te vernietigen (artikelen 7:454 tot en met 7:456 BW). Hoe wij met uw persoonsgegevens omgaan, leest u in onze privacyverklaring.

## Klachten

Bent u ergens niet tevreden over? Bespreek het dan eerst met uw tandarts of met ons team. Vaak vinden wij samen snel een oplossing.

Liever eerst met iemand anders praten? Dan kunt u kosteloos terecht bij onze klachtenfunctionaris, {complaintsOfficer}. De klachtenfunctionaris helpt u uw klacht te verwoorden en zoekt met u en met ons naar een oplossing. Vraag via {phone} of {email} naar de klachtenfunctionaris.

U krijgt binnen 6 weken een schriftelijke reactie op uw klacht; hebben wij meer tijd nodig, dan laten wij u dat weten (ten hoogste 4 weken extra).

Komen wij er samen niet uit, dan kunt u uw klacht voorleggen aan de onafhankelijke geschilleninstantie waarbij onze praktijk is aangesloten: de {disputesBody}. Zo schrijft de Wet kwaliteit, klachten en geschillen zorg (Wkkgz) het voor. Wij vertellen u graag hoe u daar een klacht indient.

## Toepasselijk recht

Op deze voorwaarden en op alle overeenkomsten met onze praktijk is Nederlands recht van toepassing. Komen wij er samen niet uit, dan kunt u uw klacht voorleggen aan de {disputesBody} (zie hierboven). Komt een geschil bij de rechter, dan is dat de bevoegde rechter in Amsterdam, tenzij u binnen een maand nadat wij ons hierop hebben beroepen kiest voor de rechter die volgens de wet bevoegd is.

## Gegevens van de praktijk

- {legalName}
- {address}
- KvK-nummer: {kvk}`,
  },
  en: {
    body: `These general terms and conditions apply to all appointments and treatments at {practiceName}. If you have any questions about them, please contact us on {phone} or {email}.

## Appointments and cancellation

- Can't make it? You can cancel or reschedule your appointment **free of charge up to 48 hours in advance**, by phone or by email. You can also cancel it using the link in your confirmation email.
- If you cancel later than that or don't show up, we may charge you for the time we reserved for you, since we can no longer give it to another patient. The amount depends on how long the appointment would have taken. Health insurers usually don't reimburse this charge.
- We do our best to start on time. If we need to reschedule your appointment, we'll let you know as soon as possible.

## Estimates

For any treatment expected to cost **€250 or more**, you'll always receive a written estimate in advance. It lists the expected treatment codes and amounts, so you can check with your health insurer how much will be reimbursed. If the treatment plan needs to change along the way, we'll discuss it with you.

## Invoices and payment

- We never charge more than the maximum tariffs set by the Dutch Healthcare Authority (NZa), using the corresponding treatment codes, plus any technician and material costs (from a dental laboratory, for example).
- Payment is due **within 30 days of the invoice date**. If you don't pay on time, we first send you a reminder with a new deadline. If you still don't pay, we may charge the statutory interest.
- Where your policy allows, we bill your health insurer directly.
- You remain responsible for any amount your insurer doesn't pay, for example because a treatment isn't covered by your policy or because you've reached the yearly cap of your supplementary insurance.

## Corrections

If we turn out to have billed a treatment code incorrectly, we correct it up to two years after the treatment. You'll then receive an adjusted invoice or a credit note.

## Medical records and privacy

We keep a record of your medical information, as required by the Dutch Medical Treatment Contracts Act (WGBO). We store this record carefully and confidentially, as the law requires: at least 20 years after the last change, or longer when good care needs it. We share your information only with those who need it for your care or for billing: your health insurer when we bill it directly, a billing service if we use one for our invoices, and other healthcare providers involved in your treatment, such as a dental laboratory or a specialist we refer you to. We share it with anyone else only with your consent or when the law requires it. You have the right to see your record, to request a copy, to have it corrected or supplemented, and to ask for it to be destroyed (Articles 7:454 to 7:456 of the Dutch Civil Code). Our privacy statement explains how we handle your personal data.

## Complaints

Not happy with something? Please talk to your dentist or our team first. Together, we can often find a solution quickly.

Would you rather talk to someone else first? Our complaints officer (klachtenfunctionaris), {complaintsOfficer}, can help you free of charge. The complaints officer helps you put your complaint into words and looks for a solution with you and with us. Ask for the complaints officer on {phone} or {email}.

You'll receive a written response to your complaint within six weeks; if we need more time, we can extend this by up to four weeks and will let you know.

If we can't resolve it together, you can take your complaint to the independent disputes body our practice is affiliated with: the {disputesBody}. This is required by the Dutch Healthcare Quality, Complaints and Disputes Act (Wkkgz). We'll gladly explain how to file a complaint there.

## Applicable law

These terms and all agreements with our practice are governed by Dutch law. If we can't resolve a complaint together, you can take it to the {disputesBody} (see above). If a dispute goes to court, it will be heard by the competent court in Amsterdam, unless, within one month of our relying on this clause, you choose the court that has jurisdiction by law.

## Practice details

- {legalName}
- {address}
- Chamber of Commerce (KvK) number: {kvk}`,
  },
  tr: {
    body: `Bu genel koşullar, {practiceName} bünyesindeki tüm randevular ve tedaviler için geçerlidir. Bu koşullarla ilgili sorularınız varsa bize {phone} numarasından ya da {email} adresinden ulaşabilirsiniz.

## Randevular ve iptal

- Randevunuza gelemeyecek misiniz? Randevunuzu **en geç 48 saat önceden, ücretsiz olarak** telefonla ya da e-postayla iptal edebilir veya değiştirebilirsiniz; iptal için onay e-postanızdaki bağlantıyı da kullanabilirsiniz.
- Daha geç iptal ederseniz ya da randevunuza gelmezseniz, sizin için ayrılan süreyi faturalandırabiliriz; çünkü bu süreyi artık başka bir hastaya veremeyiz. Tutar, randevunun süresine bağlıdır. Sağlık sigortası şirketleri bu ücreti genellikle karşılamaz.
- Randevulara zamanında başlamak için elimizden geleni yaparız. Randevunuzun gününü ya da saatini değiştirmemiz gerekirse size en kısa sürede haber veririz.
- İptal veya değişiklik için bize çalışma saatlerimizde telefonla, dilediğiniz zaman da e-postayla ulaşabilirsiniz.

## Maliyet tahmini

Ücretinin **250 € veya üzerinde** olması beklenen her tedavi için size önceden mutlaka yazılı bir maliyet tahmini (begroting) veririz. Bu belgede beklenen tedavi kodları ve tutarlar yer alır; böylece sağlık sigortası şirketinize (zorgverzekeraar) ne kadarının geri ödeneceğini sorabilirsiniz. Tedavi planının süreç içinde değişmesi gerekirse bunu sizinle konuşuruz. Maliyet tahminindeki bir kalemi anlamazsanız ekibimiz size Türkçe olarak da açıklar.

## Faturalar ve ödeme

- Hollanda Sağlık Otoritesinin (Nederlandse Zorgautoriteit, NZa) belirlediği azami ücretleri aşmadan, ilgili tedavi kodlarıyla birlikte faturalandırırız; varsa bunlara teknik ve malzeme masrafları (örneğin bir diş protez laboratuvarının masrafları) eklenir. Faturanızda tedavi tarihi, kodlar ve her tedavinin ücreti ayrı ayrı gösterilir.
- Faturayı **fatura tarihinden itibaren 30 gün içinde** ödemeniz gerekir. Zamanında ödemezseniz size önce yeni bir son ödeme tarihi bildiren bir ödeme hatırlatması göndeririz. Bu tarihe kadar da ödeme yapılmazsa yasal faiz talep edebiliriz. Faturanızla ilgili sorularınızı bize her zaman iletebilirsiniz.
- Sigorta şirketiniz ve poliçeniz izin veriyorsa faturayı doğrudan sigorta şirketinize gönderebiliriz.
- Sigorta şirketinizin ödemediği tutarı ödemek size aittir; örneğin bir tedavi poliçenizin kapsamında değilse ya da ek sigortanızın (aanvullende verzekering) yıllık üst sınırına ulaştıysanız.

## Düzeltmeler

Bir tedavi kodunu yanlış faturalandırdığımız sonradan anlaşılırsa, bunu tedaviden sonraki iki yıl içinde düzeltiriz. Bu durumda size düzeltilmiş bir fatura ya da bir iade faturası (creditnota) gönderilir. Fatura doğrudan sigorta şirketinize gönderildiyse düzeltme orada da yapılır.

## Tıbbi kayıtlar ve gizlilik

Tıbbi bilgilerinizi, Hollanda Tıbbi Tedavi Sözleşmeleri Yasasının (WGBO) öngördüğü şekilde bir hasta dosyasında kayıt altına alırız. Bu dosyayı özenle ve gizlilik içinde, yasal süre olan, son değişiklikten sonra en az 20 yıl, iyi bir tedavi için gerekiyorsa daha uzun süre saklarız. Bilgilerinizi yalnızca bakımınız ya da bunun faturalandırılması için ihtiyaç duyanlarla paylaşırız: faturayı doğrudan ona gönderiyorsak sigorta şirketiniz, faturalarımız için bir fatura bürosuyla (declaratiebureau) çalışıyorsak o büro ve tedavinizde yer alan sağlık çalışanları, örneğin bir diş protez laboratuvarı ya da sizi yönlendirdiğimiz bir uzman. Başkalarıyla ise yalnızca izninizle ya da yasa gerektirdiğinde paylaşırız. Dosyanızı inceleme, bir kopyasını isteme, düzeltilmesini ya da tamamlanmasını isteme ve imha edilmesini talep etme hakkına sahipsiniz (Hollanda Medeni Kanunu madde 7:454–7:456). Kişisel verilerinizi nasıl işlediğimizi gizlilik bildirimimizde okuyabilirsiniz.

## Şikâyetler

Memnun kalmadığınız bir durum mu var? Lütfen önce diş hekiminizle ya da ekibimizle konuşun. Çoğu zaman birlikte hızla bir çözüm buluruz. Geri bildiriminiz, hizmetimizi geliştirmemize de yardımcı olur.

Önce başka biriyle konuşmayı tercih ederseniz şikâyet sorumlumuza (klachtenfunctionaris) ücretsiz olarak başvurabilirsiniz. Kliniğimizin şikâyet sorumlusu: {complaintsOfficer}. Şikâyet sorumlusu, şikâyetinizi dile getirmenize yardım eder ve sizinle ve bizimle birlikte bir çözüm arar. Şikâyet sorumlusuna {phone} numarasından ya da {email} adresinden ulaşabilirsiniz.

Şikâyetinize altı hafta içinde yazılı bir yanıt alırsınız; daha fazla zamana ihtiyacımız olursa bunu size bildiririz (en fazla dört hafta daha).

Birlikte bir çözüme ulaşamazsak şikâyetinizi, kliniğimizin bağlı olduğu bağımsız uyuşmazlık kuruluşuna iletebilirsiniz: {disputesBody}. Böyle bir kuruluşa bağlı olmamız, Sağlık Hizmetlerinde Kalite, Şikâyet ve Uyuşmazlık Yasası (Wkkgz) gereğidir. Şikâyetinizi oraya nasıl iletebileceğinizi size memnuniyetle açıklarız.

## Uygulanacak hukuk

Bu koşullara ve kliniğimizle yapılan tüm anlaşmalara Hollanda hukuku uygulanır. Birlikte anlaşamazsak şikâyetinizi {disputesBody} kuruluşuna iletebilirsiniz (yukarıya bakın). Bir uyuşmazlık mahkemeye giderse yetkili mahkeme Amsterdam’daki mahkemedir; ancak bu maddeye dayandığımızı bildirmemizden itibaren bir ay içinde yasaya göre yetkili mahkemeyi seçebilirsiniz.

## Klinik bilgileri

- {legalName}
- {address}
- Ticaret Odası (KvK) numarası: {kvk}`,
  },
};
