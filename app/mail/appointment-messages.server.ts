/**
 * Texts of the e-mails about a confirmed appointment (issue 22) and of the patient’s page for it.
 * Dutch is the source; English and Turkish are typed by it, so a missing key fails the typecheck.
 * Placeholders: {when}, {practice}, {phone}, {tram}, {stop}, {deadline}, {previousWhen}, and in the
 * cancellation texts {fee} and {minutes} (the late-cancellation fee, practice.lateCancellationFee).
 * Lists are separated by "|".
 */
import type { Lang } from '~/i18n/languages';

const nl = {
  confirmedSubject: 'Afspraak bevestigd: {when}',
  confirmedIntro: 'Uw afspraak bij {practice} is bevestigd. Hieronder vindt u de gegevens.',
  changedSubject: 'Afspraak gewijzigd: {when}',
  changedIntro:
    'Uw afspraak bij {practice} is verplaatst. De nieuwe datum en tijd staan hieronder en vervangen uw afspraak van {previousWhen}. Open de bijlage om uw agenda bij te werken.',
  reminderSubject: 'Herinnering: uw afspraak op {when}',
  reminderIntro: 'Een herinnering aan uw afspraak bij {practice}:',
  cancelledSubject: 'Afspraak geannuleerd: {when}',
  cancelledIntro:
    'Uw afspraak bij {practice} is geannuleerd. Met de bijlage verwijdert u de afspraak uit uw agenda. Wilt u een nieuwe afspraak maken? Bel ons op {phone} of vraag er een aan op onze website.',
  cancelledByPracticeIntro:
    'Wij hebben uw afspraak bij {practice} helaas moeten annuleren. Onze excuses voor het ongemak. Bel ons gerust op {phone} om een nieuwe tijd af te spreken. Met de bijlage verwijdert u de oude afspraak uit uw agenda.',
  lateCancellationNote:
    'U heeft minder dan 48 uur van tevoren geannuleerd. Volgens onze voorwaarden kunnen wij de gereserveerde tijd dan in rekening brengen: {fee} per {minutes} minuten, nooit meer dan de geplande behandeling zou kosten. Kon u door overmacht niet eerder annuleren, laat het ons dan weten; dan rekenen wij niets. Brengen wij iets in rekening, dan hoort u het van ons.',
  declinedSubject: 'Uw aanvraag bij {practice}: geen plek op uw voorkeursdatum',
  declinedIntro:
    'Bedankt voor uw aanvraag. Helaas kunnen wij u op uw voorkeursdatum geen afspraak aanbieden.',
  declinedNoteTitle: 'Bericht van de praktijk',
  declinedOutro:
    'Bel ons gerust op {phone}, dan zoeken wij samen naar een andere mogelijkheid. U kunt op onze website ook een andere datum aanvragen.',
  whenTitle: 'Uw afspraak',
  newWhenTitle: 'Uw nieuwe afspraak',
  cancelledWhenTitle: 'Geannuleerde afspraak',
  serviceLabel: 'Behandeling',
  dateLabel: 'Datum',
  timeLabel: 'Tijd',
  durationLabel: 'Duur',
  durationValue: '{minutes} minuten',
  addressTitle: 'Adres',
  directions:
    'Neem tram {tram} tot halte {stop}. Er zijn openbare parkeerplaatsen voor de deur en er is plek voor uw fiets bij de ingang.',
  bringTitle: 'Neem mee',
  bring:
    'Een geldig identiteitsbewijs (paspoort, EU-identiteitskaart, verblijfsdocument of Nederlands rijbewijs)|Uw zorgpas (of de digitale zorgpas in de app van uw verzekeraar)|Een lijst van de medicijnen die u gebruikt',
  /** For a child's appointment (the form's children's option): the child's card and medicines. */
  bringChild:
    'De zorgpas van uw kind|Een identiteitsbewijs van uw kind, als uw kind er een heeft (vanaf 14 jaar verplicht)|Als uw kind medicijnen gebruikt: een lijst daarvan',
  cancelTitle: 'Verhinderd?',
  cancelRule:
    'Annuleren of verzetten is kosteloos tot {deadline}. Annuleert u later of komt u niet, dan kunnen wij de gereserveerde tijd in rekening brengen: {fee} per {minutes} minuten, nooit meer dan de geplande behandeling zou kosten. Uw zorgverzekeraar vergoedt dit niet. Kon u door overmacht niet op tijd annuleren, dan rekenen wij niets. Zo staat het in de algemene voorwaarden op onze website.',
  /**
   * When the free-cancellation deadline has already passed as the mail goes out: every reminder,
   * and an appointment made less than 48 hours ahead (which the patient may cancel free of charge
   * until it starts, terms), so the sentence names the charge and then its two exceptions: an
   * appointment made less than 48 hours ahead, and force majeure.
   */
  cancelRuleLate:
    'Laat het ons zo snel mogelijk weten: bel ons op {phone}. Uw afspraak begint over minder dan 48 uur. Annuleert u nu, dan kunnen wij de gereserveerde tijd in rekening brengen: {fee} per {minutes} minuten, nooit meer dan de geplande behandeling zou kosten. Dat doen wij niet als u de afspraak minder dan 48 uur van tevoren heeft gemaakt, en ook niet bij overmacht.',
  /**
   * An appointment agreed less than 48 hours ahead may be cancelled free of charge until it
   * starts (terms): said as such, not as a "deadline" that is the start itself (seventh review).
   */
  cancelRuleUntilStart:
    'U heeft deze afspraak minder dan 48 uur van tevoren gemaakt. Annuleren of verzetten is daarom kosteloos tot de afspraak begint. Laat het ons wel zo snel mogelijk weten: bel ons op {phone}. Komt u niet en heeft u niet afgezegd, dan kunnen wij de gereserveerde tijd in rekening brengen: {fee} per {minutes} minuten, nooit meer dan de geplande behandeling zou kosten. Uw zorgverzekeraar vergoedt dit niet.',
  /** The patient's page: the links to the same page in the other languages. */
  otherLanguages: 'Deze pagina in een andere taal',
  manageLink: 'Bekijk of annuleer uw afspraak:',
  /** The same as a button in the HTML part; the address itself only in the plain text. */
  manageButton: 'Bekijk of annuleer uw afspraak',
  /** The cancelled and declined mails' action: the appointment form on the website. */
  newAppointmentLink: 'Een nieuwe afspraak aanvragen:',
  newAppointmentButton: 'Vraag een nieuwe afspraak aan',
  calendarHint: 'Met het bijgevoegde agendabestand zet u de afspraak in uw agenda.',
  questions: 'Vragen? Bel ons op {phone} of reageer op deze e-mail.',
  /** The practice’s own mails (always Dutch). */
  practiceConfirmedSubject: 'Bevestigd: {service}, {when}',
  practiceChangedSubject: 'Gewijzigd: {service}, {when}',
  practiceConfirmedIntro:
    'Deze afspraak is bevestigd en de patiënt heeft een bevestiging gekregen. Met de bijlage zet u de afspraak in de praktijkagenda.',
  practiceCancelledSubject: 'Geannuleerd door de patiënt: {service}, {when}',
  practiceCancelledIntro:
    'De patiënt heeft deze afspraak geannuleerd via de link in de bevestiging. Met de bijlage haalt u de afspraak uit de praktijkagenda.',
  practiceCancelledByPracticeSubject: 'Geannuleerd door de praktijk: {service}, {when}',
  practiceCancelledByPracticeIntro:
    'Deze afspraak is geannuleerd in het praktijkoverzicht en de patiënt is gemaild. Met de bijlage haalt u de afspraak uit de praktijkagenda.',
  practiceLateNote: 'Let op: geannuleerd minder dan 48 uur voor de afspraak.',
  practiceInboxLink: 'Open de aanvraag in het praktijkoverzicht:',
  practiceInboxButton: 'Open de aanvraag',
  calendarSummary: '{service} – {practice}',
  calendarDescription:
    'Afspraak bij {practice}. Kosteloos annuleren of verzetten kan tot {deadline}.',
  /** The calendar entry of an appointment agreed less than 48 hours ahead (cancelRuleUntilStart). */
  calendarDescriptionUntilStart:
    'Afspraak bij {practice}. Kosteloos annuleren of verzetten kan tot het begin van de afspraak.',
  /** The event text of a cancelled appointment’s invitation (METHOD:CANCEL): no cancellation rule. */
  calendarCancelledDescription: 'Deze afspraak bij {practice} is geannuleerd.',
  alarmDescription: 'Morgen: uw afspraak bij {practice}',
  /** The reminder for an appointment agreed less than a day ahead, two hours before it. */
  alarmSoonDescription: 'Over 2 uur: uw afspraak bij {practice}',
  /** The practice’s own calendar entry: whose appointment it is, no alarm, no patient’s link. */
  practiceCalendarSummary: '{name} – {service}',
  practiceCalendarDescription:
    'Afspraak met {name} ({service}), bevestigd in het praktijkoverzicht.',
  practiceCalendarCancelledDescription: 'De afspraak met {name} is geannuleerd.',

  /** The patient’s page. */
  /** The name of the calendar file (attachment and download). */
  calendarFileName: 'afspraak.ics',
  pageTitle: 'Uw afspraak',
  pageEyebrow: 'Uw persoonlijke afspraakpagina',
  /** What the page is: the appointment’s day and time ("donderdag 3 december", "10.30 uur"). */
  pageHeading: 'Uw afspraak op {date} om {time}',
  pageIntro:
    'Hier ziet u wanneer uw afspraak is en wat u meeneemt. U kunt de afspraak ook in uw agenda zetten of annuleren.',
  addToCalendar: 'Zet in mijn agenda',
  cancelButton: 'Afspraak annuleren',
  cancelConfirmTitle: 'Afspraak annuleren?',
  cancelConfirmText:
    'Weet u zeker dat u deze afspraak wilt annuleren? Dit kunt u niet ongedaan maken.',
  cancelConfirmFree: 'U kunt deze afspraak kosteloos annuleren.',
  cancelConfirmLate:
    'Uw afspraak begint over minder dan 48 uur. Annuleert u nu, dan kunnen wij volgens onze voorwaarden de gereserveerde tijd in rekening brengen: {fee} per {minutes} minuten, nooit meer dan de geplande behandeling zou kosten. Bij overmacht rekenen wij niets. Bel ons gerust op {phone} om te overleggen.',
  cancelConfirmButton: 'Ja, afspraak annuleren',
  keepButton: 'Nee, afspraak houden',
  cancelledTitle: 'Uw afspraak is geannuleerd',
  cancelledText:
    'Wij hebben uw afspraak geannuleerd en u een bevestiging gemaild. Wilt u een nieuwe afspraak? Bel ons op {phone} of vraag er een aan op onze website.',
  passedTitle: 'Deze afspraak is al geweest',
  passedText: 'U kunt deze afspraak niet meer wijzigen of annuleren. Vragen? Bel ons op {phone}.',
  invalidTitle: 'Deze link werkt niet (meer)',
  invalidText:
    'Misschien is hij al gebruikt, of hebben wij u inmiddels een nieuwe link gestuurd. Kijk in de laatste e-mail over uw afspraak, of bel ons op {phone}.',
  backToSite: 'Naar onze website',
  changeHint: 'Wilt u de afspraak verzetten? Bel ons op {phone}.',
  routeLink: 'Route plannen met Google Maps',
  /** Why the page shows no name: the link may be forwarded (least data). */
  privacyNote:
    'Deze pagina opent alleen met de link uit onze e-mail. Wie die link heeft, kan de afspraak zien en annuleren; stuur hem daarom niet door. Om dezelfde reden staan uw naam en uw bericht niet op deze pagina.',
};

export type AppointmentMailMessages = typeof nl;

const en: AppointmentMailMessages = {
  confirmedSubject: 'Appointment confirmed: {when}',
  confirmedIntro: 'Your appointment at {practice} is confirmed. We look forward to seeing you.',
  changedSubject: 'Appointment changed: {when}',
  changedIntro:
    'Your appointment at {practice} has been moved. The new date and time below replace your appointment on {previousWhen}. Open the attached calendar invitation to update your calendar.',
  reminderSubject: 'Reminder: your appointment on {when}',
  reminderIntro: 'A reminder of your appointment at {practice}:',
  cancelledSubject: 'Appointment cancelled: {when}',
  cancelledIntro:
    'Your appointment at {practice} has been cancelled. The attached calendar update removes it from your calendar. Would you like to make a new appointment? Call us on {phone} or request one on our website.',
  cancelledByPracticeIntro:
    'Unfortunately, we have had to cancel your appointment at {practice}. We’re sorry for the inconvenience. Please call us on {phone} to arrange a new time; the attached calendar update removes the old appointment from your calendar.',
  lateCancellationNote:
    'You cancelled less than 48 hours before the appointment. Under our terms, we may charge for the time we had reserved for you: {fee} per {minutes} minutes, never more than the planned treatment would have cost. If something beyond your control prevented you from cancelling sooner, please let us know and we will not charge you. If we do charge, we will let you know.',
  declinedSubject: 'Your appointment request at {practice}: we can’t offer your preferred date',
  declinedIntro:
    'Thank you for your appointment request. Unfortunately, we are unable to offer you an appointment on your preferred date.',
  declinedNoteTitle: 'A note from the practice',
  declinedOutro:
    'Please call us on {phone} and we will find another date together. You can also request a different date on our website.',
  whenTitle: 'Your appointment',
  newWhenTitle: 'Your new appointment',
  cancelledWhenTitle: 'Cancelled appointment',
  serviceLabel: 'Treatment',
  dateLabel: 'Date',
  timeLabel: 'Time',
  durationLabel: 'Duration',
  durationValue: '{minutes} minutes',
  addressTitle: 'Address',
  directions:
    'Take tram {tram} to the {stop} stop. There is public parking in front of the building and room for your bicycle next to the entrance.',
  bringTitle: 'Please bring',
  bring:
    'Valid photo ID (passport, EU ID card, Dutch residence permit or Dutch driving licence)|Your health insurance card (or the digital card in your insurer’s app)|A list of any medicines you take',
  bringChild:
    'Your child’s health insurance card (or the digital card in your insurer’s app)|Your child’s ID, if they have one (required from age 14)|A list of any medicines your child takes',
  cancelTitle: 'Can’t make it?',
  cancelRule:
    'You can cancel or reschedule free of charge until {deadline}. After that, or if you miss the appointment, we may charge for the time reserved for you: {fee} per {minutes} minutes, never more than the planned treatment would cost. Your health insurer does not reimburse this. If something beyond your control prevents you from cancelling in time, we will not charge you. This is set out in the terms and conditions on our website.',
  cancelRuleLate:
    'Please let us know as soon as possible, for example by calling us on {phone}. Your appointment starts in less than 48 hours. If you cancel now, we may charge for the time reserved for you: {fee} per {minutes} minutes, never more than the planned treatment would cost. We do not charge this if you made the appointment less than 48 hours in advance, or if you have to cancel for reasons beyond your control.',
  cancelRuleUntilStart:
    'You made this appointment less than 48 hours in advance, so you can cancel or reschedule it free of charge until it starts. If you need to, please let us know as soon as you can: call us on {phone}. If you miss the appointment without letting us know, we may charge for the time reserved for you: {fee} per {minutes} minutes, never more than the planned treatment would cost. Your health insurer does not reimburse this.',
  otherLanguages: 'This page in another language',
  manageLink: 'View or cancel your appointment:',
  manageButton: 'View or Cancel Your Appointment',
  newAppointmentLink: 'Request a new appointment:',
  newAppointmentButton: 'Request a New Appointment',
  calendarHint: 'Open the attached calendar invitation to add the appointment to your calendar.',
  questions: 'Questions? Call us on {phone} or reply to this email.',
  practiceConfirmedSubject: 'Confirmed: {service}, {when}',
  practiceChangedSubject: 'Changed: {service}, {when}',
  practiceConfirmedIntro:
    'This appointment is confirmed and the patient has received an invitation. The attachment adds it to the practice calendar.',
  practiceCancelledSubject: 'Cancelled by the patient: {service}, {when}',
  practiceCancelledIntro:
    'The patient cancelled this appointment through the link in the confirmation. The attachment removes it from the practice calendar.',
  practiceCancelledByPracticeSubject: 'Cancelled by the practice: {service}, {when}',
  practiceCancelledByPracticeIntro:
    'This appointment was cancelled in the practice inbox and the patient has been emailed. The attachment removes it from the practice calendar.',
  practiceLateNote: 'Note: cancelled less than 48 hours before the appointment.',
  practiceInboxLink: 'Open the request in the practice inbox:',
  practiceInboxButton: 'Open the request',
  calendarSummary: '{service} – {practice}',
  calendarDescription:
    'Appointment at {practice}. You can cancel or reschedule free of charge until {deadline}.',
  calendarDescriptionUntilStart:
    'Appointment at {practice}. You can cancel or reschedule free of charge until the appointment starts.',
  calendarCancelledDescription: 'This appointment at {practice} has been cancelled.',
  alarmDescription: 'Tomorrow: your appointment at {practice}',
  alarmSoonDescription: 'In 2 hours: your appointment at {practice}',
  practiceCalendarSummary: '{name} – {service}',
  practiceCalendarDescription:
    'Appointment with {name} ({service}), confirmed in the practice inbox.',
  practiceCalendarCancelledDescription: 'The appointment with {name} has been cancelled.',

  calendarFileName: 'appointment.ics',
  pageTitle: 'Your appointment',
  pageEyebrow: 'Your personal appointment page',
  pageHeading: 'Your appointment on {date} at {time}',
  pageIntro:
    'Here you can see when your appointment is and what to bring. You can also add it to your calendar or cancel it.',
  addToCalendar: 'Add to My Calendar',
  cancelButton: 'Cancel Appointment',
  cancelConfirmTitle: 'Cancel this appointment?',
  cancelConfirmText: 'Are you sure you want to cancel this appointment? This cannot be undone.',
  cancelConfirmFree: 'You can cancel this appointment free of charge.',
  cancelConfirmLate:
    'The appointment is less than 48 hours away. Under our terms, we may charge for the time reserved for you if you cancel now: {fee} per {minutes} minutes, never more than the planned treatment would cost. If something beyond your control is the reason, we will not charge you. If you’d like to discuss this, call us on {phone}.',
  cancelConfirmButton: 'Yes, Cancel the Appointment',
  keepButton: 'No, Keep My Appointment',
  cancelledTitle: 'Your appointment has been cancelled',
  cancelledText:
    'We have cancelled your appointment and emailed you a confirmation. Would you like to make a new appointment? Call us on {phone} or request one on our website.',
  passedTitle: 'This appointment is in the past',
  passedText: 'It can no longer be cancelled online. Questions? Call us on {phone}.',
  invalidTitle: 'This link is no longer valid',
  invalidText:
    'This link may be incomplete, may already have been used to cancel the appointment, or may have been replaced by a link in a more recent email. Please use the link in our most recent email, or call us on {phone}.',
  backToSite: 'Go to Our Website',
  changeHint: 'Would you like to reschedule? Call us on {phone}.',
  routeLink: 'Get directions on Google Maps',
  privacyNote:
    'This page only opens with the link in our email. Anyone who has that link can see and cancel the appointment, so please don’t forward it. For the same reason, your name and your message are not shown here.',
};

const tr: AppointmentMailMessages = {
  confirmedSubject: 'Randevunuz onaylandı: {when}',
  confirmedIntro: 'Kliniğimizdeki randevunuz onaylandı. Sizi şu tarihte bekliyoruz:',
  changedSubject: 'Randevunuz değiştirildi: {when}',
  changedIntro:
    'Kliniğimizdeki randevunuzun zamanı değişti. Önceki randevunuz ({previousWhen}) geçerli değildir; yeni tarih ve saat aşağıdadır. Takviminizi güncellemek için ekteki takvim dosyasını açın.',
  reminderSubject: 'Randevu hatırlatması: {when}',
  reminderIntro: 'Kliniğimizdeki randevunuzu hatırlatmak isteriz:',
  cancelledSubject: 'Randevunuz iptal edildi: {when}',
  cancelledIntro:
    'Kliniğimizdeki randevunuz iptal edildi. Randevuyu takviminizden kaldırmak için ekteki takvim dosyasını açın. Yeni bir randevu almak isterseniz bizi arayabilir veya web sitemizden talepte bulunabilirsiniz.',
  cancelledByPracticeIntro:
    'Kliniğimizdeki randevunuzu maalesef iptal etmek zorunda kaldık. Bu durumun size yol açtığı aksaklık için özür dileriz. Yeni bir saat belirlemek için lütfen bizi {phone} numarasından arayın. Ekteki takvim dosyasıyla eski randevuyu takviminizden kaldırabilirsiniz.',
  lateCancellationNote:
    'Randevunuzu 48 saatten kısa bir süre kala iptal ettiniz. Koşullarımıza göre bu durumda sizin için ayrılan süreyi faturalandırabiliriz: ayrılan her {minutes} dakika için {fee}; bu ücret hiçbir zaman planlanan tedavinin tutarını aşmaz. Elinizde olmayan bir nedenle daha önce iptal edemediyseniz bize bildirin; o zaman hiçbir ücret almayız. Ücret alırsak sizi ayrıca bilgilendiririz.',
  declinedSubject: 'Randevu talebiniz: seçtiğiniz gün maalesef uygun değil',
  declinedIntro:
    'Randevu talebiniz için teşekkür ederiz. Seçtiğiniz gün için size randevu veremiyoruz.',
  declinedNoteTitle: 'Kliniğimizin notu',
  declinedOutro: 'Lütfen bizi {phone} numarasından arayın; birlikte başka bir seçenek bulalım.',
  whenTitle: 'Randevunuz',
  newWhenTitle: 'Yeni randevunuz',
  cancelledWhenTitle: 'İptal edilen randevu',
  serviceLabel: 'Tedavi',
  dateLabel: 'Tarih',
  timeLabel: 'Saat',
  durationLabel: 'Süre',
  durationValue: '{minutes} dakika',
  addressTitle: 'Adres',
  directions:
    '{tram} numaralı tramvayla {stop} durağına gelebilirsiniz. Kliniğin hemen önünde halka açık park yerleri var; bisikletinizi girişin yanına bırakabilirsiniz.',
  bringTitle: 'Yanınıza almanız gerekenler',
  bring:
    'Geçerli kimlik belgeniz (pasaport, AB kimlik kartı, oturma izni veya Hollanda ehliyeti)|Sağlık sigortası kartınız (veya sigorta şirketinizin uygulamasındaki dijital kart)|Kullandığınız ilaçların listesi',
  bringChild:
    'Çocuğunuzun sağlık sigortası kartı|Varsa çocuğunuzun kimlik belgesi (14 yaşından itibaren zorunlu)|Çocuğunuz ilaç kullanıyorsa ilaçlarının listesi',
  cancelTitle: 'Gelemeyecek misiniz?',
  cancelRule:
    'Randevunuzu ücretsiz iptal etmek veya değiştirmek için son tarih: {deadline}. Daha sonra iptal ederseniz veya gelmezseniz sizin için ayrılan süreyi faturalandırabiliriz: ayrılan her {minutes} dakika için {fee}; bu ücret hiçbir zaman planlanan tedavinin tutarını aşmaz. Sağlık sigortanız bu ücreti karşılamaz. Elinizde olmayan bir nedenle zamanında iptal edemezseniz hiçbir ücret almayız. Bu kurallar web sitemizdeki genel koşullarda yer alır.',
  cancelRuleLate:
    'Lütfen en kısa sürede {phone} numarasından bizi arayarak haber verin. Randevuyu en az 48 saat önceden aldıysanız, şimdi iptal etmeniz ya da gelmemeniz hâlinde sizin için ayrılan süreyi faturalandırabiliriz: ayrılan her {minutes} dakika için {fee}; bu ücret hiçbir zaman planlanan tedavinin tutarını aşmaz. Gelememeniz elinizde olmayan bir nedenden kaynaklanıyorsa hiçbir ücret almayız.',
  cancelRuleUntilStart:
    'Bu randevuyu 48 saatten kısa bir süre kala aldığınız için randevu başlayana kadar ücretsiz iptal edebilir veya değiştirebilirsiniz. Lütfen bize olabildiğince erken haber verin: {phone} numarasından bizi arayın. Haber vermeden randevuya gelmezseniz sizin için ayrılan süreyi faturalandırabiliriz: ayrılan her {minutes} dakika için {fee}; bu ücret hiçbir zaman planlanan tedavinin tutarını aşmaz. Sağlık sigortanız bu ücreti karşılamaz.',
  otherLanguages: 'Bu sayfa başka bir dilde',
  manageLink: 'Randevunuzu görüntüleyin veya iptal edin:',
  manageButton: 'Randevunuzu görüntüleyin veya iptal edin',
  newAppointmentLink: 'Yeni randevu talep edin:',
  newAppointmentButton: 'Yeni randevu talep edin',
  calendarHint: 'Randevuyu takviminize eklemek için ekteki takvim dosyasını açın.',
  questions: 'Sorunuz mu var? Bizi {phone} numarasından arayın veya bu e-postayı yanıtlayın.',
  practiceConfirmedSubject: 'Onaylandı: {service}, {when}',
  practiceChangedSubject: 'Değiştirildi: {service}, {when}',
  practiceConfirmedIntro:
    'Bu randevu onaylandı ve hastaya davet gönderildi. Ek, randevuyu klinik takvimine ekler.',
  practiceCancelledSubject: 'Hasta tarafından iptal edildi: {service}, {when}',
  practiceCancelledIntro:
    'Hasta bu randevuyu onay e-postasındaki bağlantıyla iptal etti. Ek, randevuyu klinik takviminden kaldırır.',
  practiceCancelledByPracticeSubject: 'Klinik tarafından iptal edildi: {service}, {when}',
  practiceCancelledByPracticeIntro:
    'Bu randevu klinik panelinde iptal edildi ve hastaya e-posta gönderildi. Ek, randevuyu klinik takviminden kaldırır.',
  practiceLateNote: 'Dikkat: randevuya 48 saatten az kala iptal edildi.',
  practiceInboxLink: 'Talebi klinik panelinde açın:',
  practiceInboxButton: 'Talebi açın',
  calendarSummary: '{service} – {practice}',
  calendarDescription:
    '{practice} kliniğindeki randevunuz. Ücretsiz iptal veya değişiklik için son tarih: {deadline}.',
  calendarDescriptionUntilStart:
    '{practice} kliniğindeki randevunuz. Randevu başlayana kadar ücretsiz iptal edebilir veya değiştirebilirsiniz.',
  calendarCancelledDescription: '{practice} kliniğindeki bu randevu iptal edildi.',
  alarmDescription: 'Yarın: {practice} kliniğindeki randevunuz',
  alarmSoonDescription: '2 saat sonra: {practice} kliniğindeki randevunuz',
  practiceCalendarSummary: '{name} – {service}',
  practiceCalendarDescription: '{name} ile randevu ({service}); klinik panelinde onaylandı.',
  practiceCalendarCancelledDescription: '{name} ile olan randevu iptal edildi.',

  calendarFileName: 'randevu.ics',
  pageTitle: 'Randevunuz',
  pageEyebrow: 'Kişisel randevu sayfanız',
  pageHeading: 'Randevunuz: {date}, {time}',
  pageIntro:
    'Randevunuzun ne zaman olduğunu ve yanınıza neler almanız gerektiğini burada görebilirsiniz. Randevuyu takviminize ekleyebilir veya iptal edebilirsiniz.',
  addToCalendar: 'Takviminize ekleyin',
  cancelButton: 'Randevuyu iptal edin',
  cancelConfirmTitle: 'Randevu iptal edilsin mi?',
  cancelConfirmText:
    'Bu randevuyu iptal etmek istediğinizden emin misiniz? Bu işlem geri alınamaz.',
  cancelConfirmFree: 'Bu randevuyu ücretsiz iptal edebilirsiniz.',
  cancelConfirmLate:
    'Randevuya 48 saatten az kaldı. Koşullarımıza göre şimdi iptal ederseniz sizin için ayrılan süreyi faturalandırabiliriz: ayrılan her {minutes} dakika için {fee}; bu ücret hiçbir zaman planlanan tedavinin tutarını aşmaz. Elinizde olmayan bir neden varsa hiçbir ücret almayız. Konuşmak isterseniz bizi {phone} numarasından arayabilirsiniz.',
  cancelConfirmButton: 'Evet, iptal edin',
  keepButton: 'Hayır, randevum kalsın',
  cancelledTitle: 'Randevunuz iptal edildi',
  cancelledText:
    'Randevunuzu iptal ettik ve bunu size e-postayla da bildirdik. Yeni bir randevu almak isterseniz bizi {phone} numarasından arayın.',
  passedTitle: 'Bu randevunun zamanı geçti',
  passedText:
    'Randevunun zamanı geçti; bu sayfadan artık işlem yapılamaz. Sorunuz varsa bizi {phone} numarasından arayın.',
  invalidTitle: 'Bu bağlantı çalışmıyor',
  invalidText:
    'Bağlantı hatalı ya da daha önce kullanılmış olabilir; size daha sonra yeni bir bağlantı da göndermiş olabiliriz. Randevunuzla ilgili son e-postaya bakın veya bizi {phone} numarasından arayın.',
  backToSite: 'Web sitemize dönün',
  changeHint:
    'Randevunuzun gününü ya da saatini değiştirmek mi istiyorsunuz? Bizi {phone} numarasından arayın.',
  routeLink: 'Google Haritalar’da yol tarifi alın',
  privacyNote:
    'Bu sayfa yalnızca e-postamızdaki bağlantıyla açılır. Bu bağlantıya sahip olan herkes randevuyu görebilir ve iptal edebilir; bu nedenle lütfen bağlantıyı kimseyle paylaşmayın. Aynı nedenle adınız ve mesajınız bu sayfada gösterilmez.',
};

export const appointmentMessages: Record<Lang, AppointmentMailMessages> = { nl, en, tr };

/** The form's children's option: the mails then ask for the child's documents, not the parent's. */
export const isForChild = (service: string) => service === 'pediatric';

/** What to bring to an appointment: a child's appointment asks for the child's card and medicines. */
export function bringList(service: string, lang: Lang): string[] {
  const m = appointmentMessages[lang];
  return (isForChild(service) ? m.bringChild : m.bring).split('|');
}
