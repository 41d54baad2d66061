import type { Localized, LegalText } from '../types';

export const terms: Localized<LegalText> = {
  nl: {
    body: `Deze algemene voorwaarden gelden voor alle afspraken en behandelingen bij {practiceName}. Heeft u vragen over deze voorwaarden? Neem dan gerust contact met ons op via {phone} of {email}.

## Afspraken en annuleren

- Kunt u niet komen? Annuleer of verzet uw afspraak dan **kosteloos, uiterlijk 48 uur van tevoren**, telefonisch of per e-mail. U kunt de afspraak ook annuleren via de link in uw bevestigingsmail.
- Annuleert u later of komt u niet naar uw afspraak, dan kunnen wij de tijd die voor u was gereserveerd in rekening brengen. Die tijd kunnen wij dan immers niet meer aan een andere patiënt geven. Wij rekenen **{lateCancellationFee} per {lateCancellationMinutes} minuten gereserveerde tijd**, en nooit meer dan de geplande behandeling zou hebben gekost. Dit zijn geen zorgkosten: uw zorgverzekeraar vergoedt dit bedrag niet.
- Heeft u de afspraak minder dan 48 uur van tevoren gemaakt, dan kunt u tot het begin van de afspraak kosteloos annuleren. Kon u door overmacht niet op tijd annuleren, bijvoorbeeld door een ongeluk of een ziekenhuisopname, dan brengen wij niets in rekening.
- Wij doen ons best om op tijd te beginnen. Moeten wij uw afspraak verzetten, dan laten wij u dat zo snel mogelijk weten.

## Begroting

Voor een behandeling waarvan de kosten naar verwachting **€ 250 of meer** bedragen, ontvangt u altijd vooraf een schriftelijke begroting. Daarin staan de verwachte prestatiecodes en bedragen. Zo kunt u bij uw zorgverzekeraar nagaan wat u vergoed krijgt. Moet het behandelplan tijdens de behandeling worden aangepast, dan bespreken wij dat met u. Begrijpt u iets in de begroting niet? Wij leggen het u graag uit, ook in het Engels of Turks.

## Facturen en betalen

- Wij brengen ten hoogste de maximumtarieven in rekening die de Nederlandse Zorgautoriteit (NZa) vaststelt, met de bijbehorende prestatiecodes. Daarnaast kunnen er techniek- en materiaalkosten zijn, bijvoorbeeld van een tandtechnisch laboratorium. Die berekenen wij tegen kostprijs door.
- Voor een puur cosmetische behandeling zonder medische noodzaak, zoals tanden bleken, komt daar 21% btw bij.
- Op uw factuur staan per behandeling de datum, de prestatiecode met omschrijving en het tarief.
- U betaalt binnen **30 dagen na de factuurdatum**. Betaalt u niet op tijd, dan sturen wij u eerst een kosteloze herinnering waarin wij u nog 14 dagen na ontvangst de tijd geven om te betalen. Betaalt u ook dan niet, dan kunnen wij de wettelijke rente (artikel 6:119 BW) en incassokosten in rekening brengen. Die incassokosten zijn nooit hoger dan het wettelijke maximum, en het bedrag staat al in de herinnering.
- Waar uw polis dat toelaat, declareren wij rechtstreeks bij uw zorgverzekeraar.
- U blijft zelf verantwoordelijk voor het bedrag dat uw verzekeraar niet vergoedt, bijvoorbeeld omdat een behandeling niet onder uw dekking valt of omdat het maximum van uw aanvullende verzekering is bereikt.

## Correcties

Blijkt achteraf dat wij een prestatiecode onjuist hebben gedeclareerd, dan corrigeren wij dat. Hebben wij te veel gerekend, dan krijgt u (of uw zorgverzekeraar) het verschil terug. Hebben wij te weinig gerekend, dan corrigeren wij dat alleen binnen 2 jaar na de behandeling. U ontvangt dan een aangepaste factuur of een creditnota. Hebben wij rechtstreeks bij uw zorgverzekeraar gedeclareerd, dan corrigeren wij het ook daar.

## Medisch dossier en privacy

Wij leggen uw medische gegevens vast in een dossier, zoals de Wet op de geneeskundige behandelingsovereenkomst (WGBO) voorschrijft. Dat dossier bewaren wij zorgvuldig en vertrouwelijk, volgens de wet ten minste 20 jaar na de laatste wijziging, of langer als dat voor goede zorg nodig is. Wij delen uw gegevens alleen met wie ze voor uw zorg of de declaratie daarvan nodig heeft: uw zorgverzekeraar als wij rechtstreeks declareren, een declaratiebureau als wij dat voor onze facturen inschakelen, en de zorgverleners die bij uw behandeling betrokken zijn, zoals een tandtechnisch laboratorium of een specialist naar wie wij u verwijzen. Met anderen delen wij ze alleen met uw toestemming of als de wet ons daartoe verplicht. U heeft het recht uw dossier in te zien en er een kopie van te krijgen (artikel 7:456 BW), onjuiste gegevens te laten corrigeren (artikel 16 AVG), er een eigen verklaring aan toe te voegen (artikel 7:454, lid 2, BW) en te vragen het te vernietigen. Dat laatste doen wij binnen 3 maanden, tenzij de wet ons verplicht het te bewaren of het voor een ander van aanmerkelijk belang is (artikel 7:455 BW). Voor het medisch dossier geldt: een kind van 12 tot 16 jaar oefent deze rechten in beginsel zelf uit (artikel 7:465 BW).

Hoe wij omgaan met de gegevens die u via deze website stuurt, leest u in onze privacyverklaring. Hoe wij uw gegevens als patiënt verwerken, leest u in onze privacyverklaring voor patiënten: die krijgt u bij uw eerste bezoek, of op verzoek al eerder.

## Klachten

Bent u ergens niet tevreden over? Bespreek het dan eerst met uw tandarts of met ons team. Vaak vinden wij samen snel een oplossing.

Liever eerst met iemand anders praten? Dan kunt u kosteloos terecht bij onze klachtenfunctionaris, {complaintsOfficer}. De klachtenfunctionaris helpt u uw klacht te verwoorden en zoekt met u en met ons naar een oplossing. Vraag via {phone} of {email} naar de klachtenfunctionaris.

U krijgt binnen 6 weken na ontvangst van uw klacht een schriftelijke reactie. Hebben wij meer tijd nodig, dan laten wij u dat vóór het einde van die 6 weken weten, met de reden; de termijn wordt dan met ten hoogste 4 weken verlengd. Onze volledige klachtenregeling sturen wij u op verzoek toe.

Komen wij er samen niet uit, krijgt u niet op tijd een reactie, of kunt u redelijkerwijs niet eerst bij ons terecht, dan kunt u uw klacht voorleggen aan de onafhankelijke geschilleninstantie waarbij onze praktijk is aangesloten: de {disputesBody}. Die doet een bindende uitspraak en kan een schadevergoeding toekennen. Volgens de Wet kwaliteit, klachten en geschillen zorg (Wkkgz) moet elke zorgaanbieder bij zo'n geschilleninstantie zijn aangesloten. Wij geven u graag het adres en vertellen u hoe u daar een klacht indient.

## Toepasselijk recht

Op deze voorwaarden en op alle overeenkomsten met onze praktijk is Nederlands recht van toepassing. Komen wij er samen niet uit, dan kunt u uw klacht voorleggen aan de {disputesBody} (zie hierboven). U kunt een geschil ook voorleggen aan de rechter die volgens de wet bevoegd is.

## Gegevens van de praktijk

- {legalName}
- {address}
- KvK-nummer: {kvk}`,
  },
  en: {
    body: `These general terms and conditions apply to all appointments and treatments at {practiceName}. If you have any questions about them, please contact us on {phone} or {email}.

## Appointments and cancellation

- Can't make it? You can cancel or reschedule your appointment **free of charge up to 48 hours in advance**, by phone or by email. You can also cancel it using the link in your confirmation email.
- If you cancel later than that or don't show up, we may charge you for the time we reserved for you, since we can no longer give it to another patient: **{lateCancellationFee} per {lateCancellationMinutes} minutes of reserved time**, and never more than the planned treatment would have cost. As this is not a treatment, your health insurer does not reimburse it.
- If you made the appointment less than 48 hours in advance, you can cancel free of charge until it starts. If something beyond your control, such as an accident or a hospital admission, prevented you from cancelling in time, we will not charge you.
- We do our best to start on time. If we need to reschedule your appointment, we'll let you know as soon as possible.

## Estimates

For any treatment expected to cost **€250 or more**, you'll always receive a written estimate in advance. It lists the expected treatment codes and amounts, so you can check with your health insurer how much will be reimbursed. If the treatment plan needs to change along the way, we'll discuss it with you. If anything in the estimate is unclear, we'll gladly explain it, in Dutch, English or Turkish.

## Invoices and payment

- We never charge more than the maximum tariffs set by the Dutch Healthcare Authority (NZa), using the corresponding treatment codes, plus any dental laboratory and material costs, which we pass on at cost.
- For a purely cosmetic treatment without a medical need, such as teeth whitening, 21% VAT is added.
- Your invoice shows, for each treatment, the date, the treatment code with its description and the fee.
- Payment is due **within 30 days of the invoice date**. If you don't pay on time, we first send you a free reminder giving you 14 more days from receipt to pay. If you still don't pay, we may charge the statutory interest (Article 6:119 of the Dutch Civil Code) and collection costs. These collection costs are never higher than the statutory scale, and the reminder states the amount in advance.
- Where your policy allows, we bill your health insurer directly.
- You remain responsible for any amount your insurer doesn't pay, for example because a treatment isn't covered by your policy or because you've reached the yearly maximum of your supplementary insurance.

## Corrections

If we find that we have billed a treatment code incorrectly, we will correct it. If we charged too much, you (or your health insurer) get the difference back. If we charged too little, we will only correct it within two years of the treatment. You'll then receive an adjusted invoice or a credit note. If we billed your health insurer directly, we correct it there too.

## Medical records and privacy

We keep a record of your medical information, as required by the Dutch Medical Treatment Contracts Act (WGBO). We keep this record securely and confidentially for as long as the law requires: at least 20 years after the last change, or longer if that is necessary for your care. We share your information only with those who need it for your care or for billing: your health insurer when we bill it directly, a billing service if we use one for our invoices, and other healthcare providers involved in your treatment, such as a dental laboratory or a specialist we refer you to. We share it with anyone else only with your consent or when the law requires it. You have the right to see your record and get a copy (Article 7:456 of the Dutch Civil Code), to have incorrect data corrected (Article 16 GDPR), to add a statement of your own (Article 7:454(2) of the Civil Code) and to ask us to destroy it. We do so within three months, unless the law requires us to keep it or it is of substantial importance to someone else (Article 7:455 of the Civil Code). In principle, a child aged 12 to 15 exercises these rights themselves (Article 7:465 of the Civil Code).

Our privacy statement explains how we handle the data you send us through this website. How we process your data as a patient is explained in our patient privacy statement, which you receive at your first visit and which we will send you on request.

## Complaints

Not happy with something? Please talk to your dentist or our team first. Together, we can often find a solution quickly.

Would you rather talk to someone else first? Our complaints officer (klachtenfunctionaris), {complaintsOfficer}, can help you free of charge. The complaints officer helps you put your complaint into words and looks for a solution with you and with us. Ask for the complaints officer on {phone} or {email}.

You'll receive a written response within six weeks of our receiving your complaint. If we need more time, we'll tell you why before those six weeks are up; we can then extend this by up to four weeks. We'll send you our full complaints procedure on request.

If we can't resolve it together, if you don't receive a response in time, or if you can't reasonably come to us first, you can take your complaint to the independent disputes committee for dental care that our practice is affiliated with: the {disputesBody}. Its decision is binding and it can award compensation. This is required by the Dutch Healthcare Quality, Complaints and Disputes Act (Wkkgz). We'll gladly give you its address and explain how to submit a complaint there.

## Applicable law

These terms and all agreements with our practice are governed by Dutch law. If we can't resolve a complaint together, you can take it to the {disputesBody} (see above). You can also take a dispute to the competent court.

## Practice details

- {legalName}
- {address}
- Chamber of Commerce (KvK) number: {kvk}`,
  },
  tr: {
    body: `Bu genel koşullar, {practiceName} bünyesindeki tüm randevular ve tedaviler için geçerlidir. Bu koşullarla ilgili sorularınız varsa bize {phone} numarasından ya da {email} adresinden ulaşabilirsiniz.

## Randevular ve iptal

- Randevunuza gelemeyecek misiniz? Randevunuzu **en geç 48 saat önceden, ücretsiz olarak** telefonla ya da e-postayla iptal edebilir veya değiştirebilirsiniz; iptal için onay e-postanızdaki bağlantıyı da kullanabilirsiniz.
- Daha geç iptal ederseniz ya da randevunuza gelmezseniz, sizin için ayrılan süreyi faturalandırabiliriz; çünkü bu süreyi artık başka bir hastaya veremeyiz. Ücret, **ayrılan her {lateCancellationMinutes} dakika için {lateCancellationFee}** olup hiçbir zaman planlanan tedavinin tutarını aşmaz. Bu bir sağlık hizmeti olmadığından sağlık sigortanız bu ücreti karşılamaz.
- Randevuyu 48 saatten kısa bir süre kala aldıysanız, randevu başlayana kadar ücretsiz iptal edebilirsiniz. Kaza ya da hastaneye yatış gibi elinizde olmayan bir nedenle zamanında iptal edemediyseniz hiçbir ücret almayız.
- Randevulara zamanında başlamak için elimizden geleni yaparız. Randevunuzun gününü ya da saatini değiştirmemiz gerekirse size en kısa sürede haber veririz.

## Maliyet tahmini

Ücretinin **250 € veya üzerinde** olması beklenen her tedavi için size önceden mutlaka yazılı bir maliyet tahmini (begroting) veririz. Bu belgede beklenen tedavi kodları ve tutarlar yer alır; böylece sağlık sigortası şirketinize (zorgverzekeraar) ne kadarının geri ödeneceğini sorabilirsiniz. Tedavi planının süreç içinde değişmesi gerekirse bunu sizinle konuşuruz. Maliyet tahminindeki bir kalemi anlamazsanız ekibimiz size Türkçe olarak da açıklar.

## Faturalar ve ödeme

- Hollanda Sağlık Otoritesinin (Nederlandse Zorgautoriteit, NZa) belirlediği azami ücretleri aşmadan, ilgili tedavi kodlarıyla birlikte faturalandırırız; varsa bunlara teknik ve malzeme masrafları (örneğin bir diş protez laboratuvarının masrafları) maliyet fiyatıyla eklenir. Faturanızda her tedavinin tarihi, tedavi kodu ve kodun açıklaması ile ücreti ayrı ayrı gösterilir.
- Diş beyazlatma gibi tıbbi gereklilik olmayan, tamamen estetik amaçlı bir tedavide ücrete %21 KDV eklenir.
- Faturayı **fatura tarihinden itibaren 30 gün içinde** ödemeniz gerekir. Zamanında ödemezseniz size önce ücretsiz bir ödeme hatırlatması göndeririz; bu hatırlatmayı aldıktan sonra ödeme için 14 gününüz daha olur. Bu süre içinde de ödeme yapılmazsa yasal faiz (Hollanda Medeni Kanunu madde 6:119) ve tahsilat masrafları talep edebiliriz. Tahsilat masrafları hiçbir zaman yasal üst sınırı aşmaz; tutarını hatırlatmada önceden belirtiriz.
- Sigorta şirketiniz ve poliçeniz izin veriyorsa faturayı doğrudan sigorta şirketinize gönderebiliriz.
- Sigorta şirketinizin ödemediği tutar sizin sorumluluğunuzdadır; örneğin bir tedavi poliçenizin kapsamında değilse ya da ek sigortanızın (aanvullende verzekering) yıllık üst sınırına ulaştıysanız.

## Düzeltmeler

Bir tedavi kodunu yanlış faturalandırdığımız sonradan anlaşılırsa bunu düzeltiriz. Fazla ücret aldıysak aradaki fark size (ya da sigorta şirketinize) iade edilir. Eksik ücret aldıysak bunu yalnızca tedaviden sonraki iki yıl içinde düzeltiriz. Bu durumda size düzeltilmiş bir fatura ya da bir iade faturası (creditnota) gönderilir. Fatura doğrudan sigorta şirketinize gönderildiyse düzeltme orada da yapılır.

## Tıbbi kayıtlar ve gizlilik

Tıbbi bilgilerinizi, Hollanda Tıbbi Tedavi Sözleşmeleri Yasasının (WGBO) öngördüğü şekilde bir hasta dosyasında kayıt altına alırız. Bu dosyayı özenle ve gizli tutarak yasal süre boyunca saklarız: son değişiklikten itibaren en az 20 yıl, iyi bir tedavi için gerekiyorsa daha uzun. Bilgilerinizi yalnızca bakımınız ya da bunun faturalandırılması için ihtiyaç duyanlarla paylaşırız: faturayı doğrudan ona gönderiyorsak sigorta şirketiniz; faturalarımız için bir fatura bürosuyla (declaratiebureau) çalışıyorsak o büro; tedavinizde yer alan diğer sağlık hizmeti sunucuları, örneğin bir diş protez laboratuvarı ya da sizi yönlendirdiğimiz bir uzman. Başkalarıyla ise yalnızca izninizle ya da yasa gerektirdiğinde paylaşırız. Dosyanızı inceleme ve bir kopyasını alma (Hollanda Medeni Kanunu madde 7:456), yanlış bilgileri düzelttirme (GDPR madde 16), dosyaya kendi açıklamanızı ekleme (Hollanda Medeni Kanunu madde 7:454(2)) ve dosyanın imha edilmesini isteme hakkına sahipsiniz. Yasa saklamayı zorunlu kılmadıkça ya da dosya başka biri için önemli bir yarar taşımadıkça dosyayı üç ay içinde imha ederiz (madde 7:455). 12 yaşını doldurmuş ancak 16 yaşını doldurmamış bir çocuk bu hakları ilke olarak kendisi kullanır (madde 7:465).

Bu web sitesi üzerinden bize gönderdiğiniz verileri nasıl işlediğimizi gizlilik bildirimimizde okuyabilirsiniz. Hasta olarak verilerinizi nasıl işlediğimizi ise ilk ziyaretinizde size verdiğimiz ve isterseniz size gönderdiğimiz hasta gizlilik bildirimimizde okuyabilirsiniz.

## Şikâyetler

Memnun kalmadığınız bir durum mu var? Lütfen önce diş hekiminizle ya da ekibimizle konuşun. Çoğu zaman birlikte hızla bir çözüm buluruz. Geri bildiriminiz, hizmetimizi geliştirmemize de yardımcı olur.

Önce başka biriyle konuşmayı tercih ederseniz şikâyet sorumlumuza (klachtenfunctionaris) ücretsiz olarak başvurabilirsiniz. Kliniğimizin şikâyet sorumlusu: {complaintsOfficer}. Şikâyet sorumlusu, şikâyetinizi dile getirmenize yardım eder ve sizinle ve bizimle birlikte bir çözüm arar. Şikâyet sorumlusuna {phone} numarasından ya da {email} adresinden ulaşabilirsiniz.

Şikâyetinize, bize ulaştığı tarihten itibaren altı hafta içinde yazılı bir yanıt alırsınız. Daha fazla zamana ihtiyacımız olursa bunu altı hafta dolmadan, nedenini de belirterek size bildiririz; bu süre en fazla dört hafta uzayabilir. Şikâyet prosedürümüzün tamamını isterseniz size göndeririz.

Birlikte bir çözüme ulaşamazsak, zamanında yanıt alamazsanız ya da önce bize başvurmanız sizden makul olarak beklenemiyorsa, şikâyetinizi kliniğimizin bağlı olduğu bağımsız uyuşmazlık kuruluşuna iletebilirsiniz: {disputesBody}. Bu kuruluşun kararı bağlayıcıdır ve tazminata hükmedebilir. Böyle bir kuruluşa bağlı olmamız Sağlık Hizmetlerinde Kalite, Şikâyet ve Uyuşmazlık Yasası (Wkkgz) uyarınca zorunludur. Kuruluşun adresini ve şikâyetinizi oraya nasıl iletebileceğinizi size memnuniyetle bildiririz.

## Uygulanacak hukuk

Bu koşullara ve kliniğimizle yapılan tüm anlaşmalara Hollanda hukuku uygulanır. Birlikte anlaşamazsak şikâyetinizi {disputesBody} kuruluşuna iletebilirsiniz (yukarıya bakın). Bir uyuşmazlığı yasaya göre yetkili mahkemeye de götürebilirsiniz.

## Klinik bilgileri

- {legalName}
- {address}
- Ticaret Odası (KvK) numarası: {kvk}`,
  },
};
