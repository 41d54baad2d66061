/**
 * Texts of the e-mails (server only: no page needs them). Dutch is the source; English and
 * Turkish are typed by it, so a missing key fails the typecheck.
 */
import { practice, saturdayCloses, unbreakable } from '~/content/practice';
import { format } from '~/i18n/format';
import type { Lang } from '~/i18n/languages';

const nl = {
  /** With the preferred date, so a second request (a child's, a parent's) is told apart. */
  confirmationSubject: 'Uw aanvraag voor een afspraak bij {practice} (voorkeur: {date})',
  /**
   * For someone else: for whom, without their name or age (round 54, BJ and BH: a subject shows on
   * a lock screen, and a family's names and ages read like a form on it). The mail names them.
   */
  confirmationSubjectFor: 'Uw aanvraag bij {practice} {whom} (voorkeur: {date})',
  subjectFor: {
    child: 'voor uw kind',
    other: 'voor iemand anders',
    family: 'voor uw gezin',
  },
  greeting: 'Beste {name},',
  confirmationIntro:
    'Bedankt voor uw aanvraag; die is goed bij ons aangekomen. Dit is nog geen definitieve afspraak: wij nemen binnen één werkdag contact met u op om samen een tijdstip af te spreken.',
  requestedTitle: 'Uw aanvraag',
  serviceLabel: 'Behandeling',
  dateLabel: 'Voorkeursdatum',
  nextTitle: 'Hoe gaat het verder?',
  nextSteps:
    'Binnen één werkdag bellen of mailen wij u om samen een tijdstip af te spreken en de afspraak te bevestigen.|Komt de gekozen dag u toch niet uit? Geen probleem, dan zoeken wij samen een andere dag.|Vindt u de tandarts spannend? Zeg het ons gerust als wij contact met u opnemen; dan nemen wij extra tijd voor u.|Is het uw eerste bezoek? Neem dan mee: een geldig identiteitsbewijs (paspoort, EU-identiteitskaart, verblijfsdocument of Nederlands rijbewijs), uw zorgpas (of de digitale zorgpas in de app van uw verzekeraar) en een lijst van de medicijnen die u gebruikt.',
  /** The last step for a child's request (the form's children's option): the child's documents. */
  /** A new patient's own first visit: said without "if" (round 59, BS). */
  firstVisitSelf:
    'Neem voor uw eerste bezoek mee: een geldig identiteitsbewijs (paspoort, EU-identiteitskaart, verblijfsdocument of Nederlands rijbewijs), uw zorgpas (of de digitale zorgpas in de app van uw verzekeraar) en een lijst van de medicijnen die u gebruikt.',
  firstVisitChild:
    'Komt uw kind voor het eerst? Neem dan mee: de zorgpas van uw kind, een identiteitsbewijs van uw kind als uw kind er een heeft (vanaf 14 jaar verplicht) en, als uw kind medicijnen gebruikt, een lijst daarvan.',
  /** The first step when the patient asked to be called first (decision 0127). */
  firstStepCallFirst:
    'Binnen één werkdag bellen wij u, zoals u vroeg, om samen een tijdstip af te spreken en de afspraak te bevestigen.',
  /** The last step when the appointment is for someone else: their documents, not "yours". */
  firstVisitOther:
    'Komt degene voor wie de afspraak is voor het eerst bij ons? Neem dan mee: zijn of haar zorgpas, een geldig identiteitsbewijs (paspoort, EU-identiteitskaart, verblijfsdocument of Nederlands rijbewijs; verplicht vanaf 14 jaar) en, als hij of zij medicijnen gebruikt, een lijst daarvan.',
  /** The nervous step when the appointment is not the booker's own (round 37, AA). */
  nervousChild:
    'Vindt uw kind de tandarts spannend? Zeg het ons gerust als wij contact met u opnemen; dan nemen wij extra tijd voor uw kind.',
  nervousOther:
    'Vindt degene voor wie de afspraak is de tandarts spannend? Zeg het ons gerust als wij contact met u opnemen; dan nemen wij extra tijd.',
  /** Someone else's child (a grandparent, a childminder): the parent's consent (WGBO, under 16). */
  childWithoutParent:
    'Komt u met een kind dat niet uw eigen kind is, bijvoorbeeld als opa, oma of oppas? Dat kan. Voor onderzoek en behandeling van een kind jonger dan 16 jaar is wel de toestemming van een ouder of voogd nodig: laat een ouder ons vooraf even bellen en zorg dat wij tijdens het bezoek een ouder kunnen bereiken.',
  /** The receipt says a message arrived, never what it says (it may be about health); its label
   * is the confirmation panel's, so the two read alike. A value of its own under that label, so a
   * capital, as every other value (round 50, BB: it read as a fragment). */
  messageReceived: 'Ontvangen – wij lezen het voordat wij contact met u opnemen.',
  findUs: 'Ons adres: {address}.',
  directions: 'Route plannen',
  questions:
    'Heeft u vragen of wilt u iets wijzigen? Bel ons op {phone} of reageer op deze e-mail.',
  emergency:
    'Spoed? Bel tijdens onze openingstijden onze spoedlijn: {emergencyPhone}. Daarbuiten (’s\u00a0avonds, ’s\u00a0nachts, op zaterdag na {saturdayCloses} uur, op zondag en op feestdagen) helpt de dienstdoende tandarts: bel {afterHoursService}, {afterHoursPhone}.',
  /** A request for emergency care: the call comes first, before the receipt. */
  emergencyLeadTitle: 'Nu pijn, een ongeluk of een dikke wang? Bel meteen.',
  emergencyLead:
    'Wacht niet op ons antwoord op deze aanvraag. Bel tijdens onze openingstijden onze spoedlijn: {emergencyPhone}. Daarbuiten (’s\u00a0avonds, ’s\u00a0nachts, op zaterdag na {saturdayCloses} uur, op zondag en op feestdagen) helpt de dienstdoende tandarts: bel {afterHoursService}, {afterHoursPhone}.',
  signOff: 'Met vriendelijke groet,',
  team: 'Het team van {practice}',
  notificationSubject: 'Nieuwe aanvraag: {service}, {date}',
  /** The practice’s mail of an emergency request: first in the inbox, and a call back first. */
  notificationSubjectEmergency: 'SPOED – Nieuwe aanvraag: {service}, {date}',
  /** A request in another language than this mail's: said in the subject, so it reaches the
   * colleague who speaks it from the inbox's list (round 48, AW). */
  notificationSubjectLanguage: '{subject} (in het {language})',
  notificationEmergencyIntro: 'Spoedaanvraag: bel de patiënt zo snel mogelijk op {phone}.',
  notificationIntro: 'Er is via de website een nieuwe aanvraag voor een afspraak binnengekomen.',
  /** Whom the appointment is for (decision 0127). */
  forLabel: 'Voor',
  /** The patient's receipt: {name} is the child's name (with its age). */
  forChild: '{name} (uw kind)',
  /** The practice's notification. */
  forSelfNotice: 'de aanvrager zelf',
  forChildNotice: '{name} (kind van de aanvrager)',
  forOtherNotice: '{name} (niet de aanvrager zelf)',
  forFamilyNotice: 'meerdere gezinsleden: {name}',
  newPatientLabel: 'Nieuwe patiënt',
  callFirstLabel: 'Eerst bellen',
  yes: 'ja',
  no: 'nee',
  /** An unticked "first appointment here" is not a no: many new patients leave it (round 37, AA). */
  notSaid: 'niet aangegeven',
  /** At the top of the practice's notification when the patient asked for a call first. */
  callFirstNotice:
    'Graag eerst bellen: de aanvrager wil gebeld worden voordat er een tijdstip wordt vastgelegd.',
  nameLabel: 'Naam',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefoon',
  messageLabel: 'Bericht',
  languageLabel: 'Taal',
  receivedLabel: 'Ontvangen',
  referenceLabel: 'Referentie',
  noMessage: '(geen bericht)',
  /** The practice’s notification: whether there is a message, never the message itself. */
  messageInInbox: 'ja, lees het in het praktijkoverzicht',
  /** Instead of the message in a stored mail, once staff removed it (decision 0103). */
  messageRemoved: '(verwijderd op verzoek van de patiënt)',
  replyHint: 'Reageer op deze e-mail om de patiënt rechtstreeks te mailen.',
  inboxLink: 'Open de aanvraag in het praktijkoverzicht:',
  /** The same as a button in the HTML part (the address itself only in the plain text). */
  inboxButton: 'Open de aanvraag',
};

type MailMessages = typeof nl;

const en: MailMessages = {
  confirmationSubject: 'Your appointment request at {practice} (preferred: {date})',
  confirmationSubjectFor: 'Your appointment request at {practice} {whom} (preferred: {date})',
  subjectFor: {
    child: 'for your child',
    other: 'for someone else',
    family: 'for your family',
  },
  greeting: 'Dear {name},',
  confirmationIntro:
    'Thank you for your appointment request – we have received it. Please note that this is not yet a confirmed appointment: we will contact you within one working day to agree on a time.',
  requestedTitle: 'Your request',
  serviceLabel: 'Treatment',
  dateLabel: 'Preferred date',
  nextTitle: 'What happens next?',
  nextSteps:
    'Within one working day we’ll call or email you to agree a time and confirm your appointment.|If the day you chose no longer suits you, that’s no problem – we’ll find another day together.|Feeling nervous about the dentist? Just tell us when we get in touch, and we’ll allow extra time for you.|If this is your first visit, please bring: valid photo ID (passport, EU ID card, Dutch residence permit or Dutch driving licence), your health insurance card (or the digital card in your insurer’s app) and a list of any medicines you take.',
  firstVisitSelf:
    'For your first visit, please bring: valid photo ID (passport, EU ID card, Dutch residence permit or Dutch driving licence), your health insurance card (or the digital card in your insurer’s app) and a list of any medicines you take.',
  firstVisitChild:
    'If this is your child’s first visit, please bring your child’s health insurance card, their ID if they have one (required from age 14) and, if your child takes any medicines, a list of them.',
  firstStepCallFirst:
    'Within one working day we’ll call you, as you asked, to agree a time and confirm the appointment.',
  firstVisitOther:
    'If this is their first visit to us, please bring their health insurance card, valid photo ID (passport, EU ID card, Dutch residence permit or Dutch driving licence; required from age 14) and, if they take any medicines, a list of them.',
  nervousChild:
    'Is your child nervous about the dentist? Just tell us when we get in touch, and we’ll allow extra time for your child.',
  nervousOther:
    'Is the person the appointment is for nervous about the dentist? Just tell us when we get in touch, and we’ll allow extra time.',
  childWithoutParent:
    'Bringing a child who isn’t your own – as a grandparent or childminder, for example? That’s fine. For a child under 16, though, we need a parent’s or guardian’s consent to examine and treat them: please ask a parent to call us beforehand, and make sure we can reach a parent by phone during the visit.',
  messageReceived: 'Received – we’ll read it before we get in touch.',
  findUs: 'Our address: {address}.',
  directions: 'Get directions',
  questions: 'Questions, or need to change something? Call us on {phone} or reply to this email.',
  emergency:
    'Emergency? During our opening hours, call our emergency line on {emergencyPhone}. Outside these hours (evenings, nights, Saturdays after {saturdayCloses}, Sundays and public holidays), call the after-hours dental service, {afterHoursService}, on {afterHoursPhone} (answered in Dutch).',
  emergencyLeadTitle: 'Pain, a swollen cheek or an accident? Call now.',
  emergencyLead:
    'Don’t wait for our reply to this request. During our opening hours, call our emergency line on {emergencyPhone}. Outside these hours (evenings, nights, Saturdays after {saturdayCloses}, Sundays and public holidays), call the after-hours dental service, {afterHoursService}, on {afterHoursPhone} (answered in Dutch).',
  signOff: 'Kind regards,',
  team: 'The team at {practice}',
  notificationSubject: 'New appointment request: {service}, {date}',
  notificationSubjectEmergency: 'URGENT – New appointment request: {service}, {date}',
  notificationSubjectLanguage: '{subject} (in {language})',
  notificationEmergencyIntro:
    'Emergency request: please call the patient back as soon as possible on {phone}.',
  notificationIntro: 'A new appointment request has arrived through the website.',
  forLabel: 'For',
  forChild: '{name} (your child)',
  forSelfNotice: 'the person asking',
  forChildNotice: 'child of the person asking: {name}',
  forOtherNotice: 'someone else: {name}',
  forFamilyNotice: 'several family members: {name}',
  newPatientLabel: 'New patient',
  callFirstLabel: 'Call first',
  yes: 'yes',
  no: 'no',
  notSaid: 'not stated',
  callFirstNotice:
    'Please call first: the person who made the request would like a call before a time is fixed.',
  nameLabel: 'Name',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  messageLabel: 'Message',
  languageLabel: 'Language',
  receivedLabel: 'Received',
  referenceLabel: 'Reference',
  noMessage: '(no message)',
  messageInInbox: 'yes — read it in the practice inbox',
  messageRemoved: '(deleted at the patient’s request)',
  replyHint: 'Reply to this email to write to the patient directly.',
  inboxLink: 'Open the request in the practice inbox:',
  inboxButton: 'Open the request',
};

const tr: MailMessages = {
  confirmationSubject: '{practice}: randevu talebiniz (tercih: {date})',
  confirmationSubjectFor: '{practice}: {whom} randevu talebiniz (tercih: {date})',
  subjectFor: {
    child: 'çocuğunuz için',
    other: 'başka biri için',
    family: 'aileniz için',
  },
  greeting: 'Sayın {name},',
  confirmationIntro:
    'Randevu talebiniz için teşekkür ederiz; talebiniz bize ulaştı. Bu henüz kesinleşmiş bir randevu değildir: bir saat belirlemek için bir iş günü içinde sizinle iletişime geçeceğiz.',
  requestedTitle: 'Talebiniz',
  serviceLabel: 'Tedavi',
  dateLabel: 'Tercih ettiğiniz tarih',
  nextTitle: 'Bundan sonra ne olacak?',
  nextSteps:
    'Bir iş günü içinde sizi arayacak ya da size e-posta göndereceğiz; birlikte uygun bir saat belirleyip randevunuzu onaylayacağız.|Seçtiğiniz gün size artık uymuyorsa sorun değil; birlikte başka bir gün buluruz.|Diş hekimine gitmekten çekiniyorsanız, sizinle iletişime geçtiğimizde bunu söylemeniz yeterli; size fazladan zaman ayırırız.|Bu ilk ziyaretinizse lütfen geçerli bir kimlik belgesi (pasaport, AB kimlik kartı, oturma izni veya Hollanda ehliyeti), sağlık sigortası kartınızı (veya sigorta şirketinizin uygulamasındaki dijital kartı) ve kullandığınız ilaçların listesini yanınıza alın.',
  firstVisitSelf:
    'İlk ziyaretinize gelirken lütfen geçerli bir kimlik belgesi (pasaport, AB kimlik kartı, oturma izni veya Hollanda ehliyeti), sağlık sigortası kartınızı (veya sigorta şirketinizin uygulamasındaki dijital kartı) ve kullandığınız ilaçların listesini yanınıza alın.',
  firstVisitChild:
    'Çocuğunuzun ilk ziyaretiyse lütfen çocuğunuzun sağlık sigortası kartını, varsa kimlik belgesini (14 yaşından itibaren zorunlu) ve çocuğunuz ilaç kullanıyorsa ilaçlarının listesini yanınıza alın.',
  firstStepCallFirst:
    'İstediğiniz gibi, bir iş günü içinde sizi arayacağız; birlikte uygun bir saat belirleyip randevuyu onaylayacağız.',
  firstVisitOther:
    'Tedavi olacak kişi bize ilk kez mi geliyor? Lütfen onun sağlık sigortası kartını, geçerli bir kimlik belgesini (pasaport, AB kimlik kartı, oturma izni veya Hollanda ehliyeti; 14 yaşından itibaren zorunlu) ve ilaç kullanıyorsa ilaçlarının listesini yanınıza alın.',
  nervousChild:
    'Çocuğunuz diş hekimine gitmekten korkuyor ya da çekiniyor mu? Sizinle iletişime geçtiğimizde bunu söylemeniz yeterli; çocuğunuza fazladan zaman ayırırız.',
  nervousOther:
    'Tedavi olacak kişi diş hekimine gitmekten korkuyor ya da çekiniyor mu? Sizinle iletişime geçtiğimizde bunu söylemeniz yeterli; ona fazladan zaman ayırırız.',
  childWithoutParent:
    'Kendi çocuğunuz olmayan bir çocuğu mu getiriyorsunuz, örneğin büyükanne, büyükbaba ya da bakıcı olarak? Bu mümkün. Ancak 16 yaşından küçük bir çocuğun muayenesi ve tedavisi için anne, baba ya da vasinin onayı gerekir: lütfen ebeveynlerden birinin bizi önceden aramasını ve ziyaret sırasında bir ebeveyne telefonla ulaşabilmemizi sağlayın.',
  messageReceived: 'Alındı; sizinle iletişime geçmeden önce okuyacağız.',
  findUs: 'Adresimiz: {address}.',
  directions: 'Yol tarifi alın',
  questions:
    'Sorunuz mu var ya da bir değişiklik mi yapmak istiyorsunuz? Bizi {phone} numarasından arayın veya bu e-postayı yanıtlayın.',
  emergency:
    'Acil bir durum mu? Çalışma saatlerimiz içinde {emergencyPhone} numaralı acil hattımızı arayın. Bu saatlerin dışında (akşamları, geceleri, cumartesi {saturdayCloses}’ten sonra, pazar günleri ve resmî tatillerde) nöbetçi diş hekimliği hizmetini ({afterHoursService}) {afterHoursPhone} numarasından arayın; telefonda Hollandaca konuşulur.',
  emergencyLeadTitle:
    'Şu anda ağrınız mı var, bir kaza mı geçirdiniz ya da yanağınız mı şişti? Hemen arayın.',
  emergencyLead:
    'Bu talebe vereceğimiz yanıtı beklemeyin. Çalışma saatlerimiz içinde {emergencyPhone} numaralı acil hattımızı arayın. Bu saatlerin dışında (akşamları, geceleri, cumartesi {saturdayCloses}’ten sonra, pazar günleri ve resmî tatillerde) nöbetçi diş hekimliği hizmetini ({afterHoursService}) {afterHoursPhone} numarasından arayın; telefonda Hollandaca konuşulur.',
  signOff: 'Saygılarımızla,',
  team: '{practice} ekibi',
  notificationSubject: 'Yeni randevu talebi: {service}, {date}',
  notificationSubjectEmergency: 'ACİL – Yeni randevu talebi: {service}, {date}',
  notificationSubjectLanguage: '{subject} ({language})',
  notificationEmergencyIntro:
    'Acil talep: lütfen hastayı en kısa sürede {phone} numarasından geri arayın.',
  notificationIntro: 'Web sitesi üzerinden yeni bir randevu talebi geldi.',
  forLabel: 'Kimin için',
  forChild: '{name} (çocuğunuz)',
  forSelfNotice: 'talep eden kişinin kendisi',
  forChildNotice: 'talep eden kişinin çocuğu: {name}',
  forOtherNotice: 'başka biri: {name}',
  forFamilyNotice: 'birkaç aile bireyi: {name}',
  newPatientLabel: 'Yeni hasta',
  callFirstLabel: 'Önce aranmak istiyor',
  yes: 'evet',
  no: 'hayır',
  notSaid: 'belirtilmedi',
  callFirstNotice: 'Lütfen önce arayın: talep eden kişi, saat belirlenmeden önce aranmak istiyor.',
  nameLabel: 'Ad soyad',
  emailLabel: 'E-posta',
  phoneLabel: 'Telefon',
  messageLabel: 'Mesaj',
  languageLabel: 'Dil',
  receivedLabel: 'Geliş zamanı',
  referenceLabel: 'Referans',
  noMessage: '(mesaj yok)',
  messageInInbox: 'var — klinik panelinde okuyun',
  messageRemoved: '(hastanın isteği üzerine silindi)',
  replyHint: 'Hastaya doğrudan yazmak için bu e-postayı yanıtlayın.',
  inboxLink: 'Talebi klinik panelinde açın:',
  inboxButton: 'Talebi açın',
};

export const mailMessages: Record<Lang, MailMessages> = { nl, en, tr };

/**
 * The emergency line of the patient’s mails. The practice’s emergency line is answered only during
 * opening hours; outside them (Saturday after closing included, from the practice’s hours) the
 * regional after-hours service helps, so the mail names both.
 */
export function emergencyAdvice(lang: Lang): string {
  return format(mailMessages[lang].emergency, emergencyValues(lang));
}

/** The numbers and times the emergency texts name, as they are written in a mail. */
export function emergencyValues(lang: Lang) {
  return {
    emergencyPhone: unbreakable(practice.emergencyPhone.display),
    afterHoursService: practice.afterHoursService.name,
    afterHoursPhone: unbreakable(practice.afterHoursService.phone.display),
    saturdayCloses: saturdayCloses(lang),
  };
}
