/**
 * UI messages, Dutch: the source catalogue. English and Turkish are typed as `Messages`, so a key
 * missing there (or one added there only) fails `npm run typecheck`.
 * Placeholders are written {name} and filled by `format()`.
 */
import type { Lang } from '../languages';
import type { AppointmentFor, AppointmentService } from '../../appointments/fields';
import type { TreatmentId } from '../pages';

const nl = {
  common: {
    ctaTitle: 'Kom gerust kennismaken',
    ctaText:
      'Nieuwe patiënten, jong en oud, zijn van harte welkom, ook als zij (nog) geen Nederlands spreken. Vraag online een afspraak aan of bel ons.',
    rating: '{rating} van de 5 sterren',
    /** Under the emergency page’s calls: the way to book when it can wait. */
    notUrgent: 'Geen spoed? Vraag een afspraak aan',
    onThisPage: 'Op deze pagina',
    faqTitle: 'Veelgestelde vragen',
    /** Beside the home page's questions on a wide screen. */
    faqMore: {
      title: 'Staat uw vraag er niet bij?',
      text: 'Bel of mail ons gerust. Wij helpen u graag in het Nederlands, Engels of Turks.',
    },
    /** The heading of a treatment page’s facts card and of a blog article’s key points. */
    atAGlance: 'In het kort',
    otherTreatments: 'Andere behandelingen',
    /** Above a patient's review on a treatment page. */
    patientReview: 'Een patiënt over deze behandeling',
    /** A treatment page's dentists, under its heading. */
    whoTreatsYou: {
      label: 'Uw tandarts',
      bothSpeak: 'Beiden spreken {languages}',
      team: 'Maak kennis met ons team',
    },
    readTime: '{minutes} min. leestijd',
    skipToContent: 'Naar de inhoud',
    loading: 'Bezig met laden…',
    close: 'Sluiten',
    bookAppointment: 'Afspraak maken',
    /** The line above the practice’s name in the header logo. */
    practiceKind: 'Tandartspraktijk',
    readMore: 'Lees meer',
    readMoreAbout: 'Lees meer: {topic}',
    readMoreArticle: 'Lees meer: ‘{topic}’',
    imageUnavailable: 'Afbeelding niet beschikbaar',
    opensInNewTab: '(opent in een nieuw tabblad)',
    backToHome: 'Terug naar de startpagina',
  },
  /** Short names of the treatments: menus, the form’s service list, e-mails. */
  treatments: {
    general: 'Algemene tandheelkunde',
    cosmetic: 'Esthetische tandheelkunde',
    orthodontics: 'Orthodontie',
    implants: 'Implantaten',
    pediatric: 'Tandzorg voor kinderen',
    emergency: 'Spoedhulp',
    checkup: 'Tandartscontrole',
    hygiene: 'Mondhygiëne',
    fillings: 'Vullingen',
    rootcanal: 'Wortelkanaalbehandeling',
    whitening: 'Tanden bleken',
    crowns: 'Kronen en bruggen',
    invisalign: 'Invisalign',
  } satisfies Record<TreatmentId, string>,
  /** Names of the languages, in this language (staff languages on the team page). */
  languageNames: {
    nl: 'Nederlands',
    en: 'Engels',
    tr: 'Turks',
  } satisfies Record<Lang, string>,
  /** Calls to action that reach the practice in one tap (header, hero, emergency). */
  contactActions: {
    emergencyNav: 'Spoed',
    heroEmergency: 'Pijn of een ongeluk? Spoedlijn tijdens openingstijden: {phone}',
    emergencyLine: 'Bel de spoedlijn',
    /** The header’s Book Appointment button on a narrow phone, where the full label does not fit. */
    bookShort: 'Afspraak',
    callPractice: 'Bel de praktijk: {phone}',
    /** The phone menu's call while the practice is open, above the emergency line. */
    callPracticeWho: 'Bel de praktijk',
    call: 'Bel {phone}',
    /** While the practice is closed: the hero's call is the after-hours service's. */
    callAfterHours: 'Spoed? Bel {phone}',
    /** The hero's call for someone in pain (either hour), before whose line it is. */
    heroInPain: 'Acute pijn of een ongeluk?',
    /** While closed, the header's call button opens a small panel instead of calling the closed line. */
    /** Under the practice's number on its call button while closed ("Call 020 …" / "Closed now"). */
    closedNow: 'Nu gesloten',
    /** Its counterpart while open, shown only once the page's clock is known (not without script). */
    openNow: 'Nu open',
    callClosedLabel: 'Bellen: wij zijn nu gesloten',
    /** The header's call on the emergency page while closed (round 57). */
    headerAfterHoursLabel: 'Bel de tandartsenspoeddienst: {phone}',
    afterHoursNav: 'Spoeddienst',
    closedTitle: 'Buiten onze openingstijden',
    closedNotUrgent:
      'Geen spoed? Vraag online een afspraak aan of bel ons tijdens openingstijden: {phone}.',
  },
  /** The groups in which overviews show the treatments. */
  treatmentGroups: {
    prevention: 'Controle en preventie',
    repair: 'Herstellen en vervangen',
    smile: 'Mooie, witte en rechte tanden',
  },
  /** The emergency page’s first block and the emergency banner on the overviews. */
  emergencyNow: {
    title: 'Pijn of een ongeluk? Bel direct',
    text: 'Bij hevige pijn, een zwelling of een ongeluk proberen wij u tijdens onze openingstijden nog dezelfde dag te helpen.',
    stepsTitle: 'Wat u nu kunt doen',
    jumpTitle: 'Direct naar',
    /** On the phone's bar that stays at the bottom of the screen beside the cards below (round 57). */
    callBarClosed: 'Bel de tandartsenspoeddienst',
    callBarOpen: 'Bel onze spoedlijn',
    steps: [
      {
        title: 'Moeite met slikken of ademen',
        short: '112',
        text: 'Bel direct 112.',
      },
      {
        title: 'Blijvende tand uitgeslagen',
        short: 'Tand uitgeslagen',
        text: 'Pak de tand vast aan de kroon (het witte deel), niet aan de wortel. Bewaar hem in melk. Bel direct de spoedlijn en kom zo snel mogelijk, liefst binnen 30 minuten. Buiten openingstijden belt u meteen de tandartsenspoeddienst. Een melktand wordt niet teruggezet; bel ons wel dezelfde dag.',
        /** While the practice is closed (shown by the clock at the practice, before the first paint). */
        closedText:
          'Pak de tand vast aan de kroon (het witte deel), niet aan de wortel. Bewaar hem in melk. Wij zijn nu gesloten: bel meteen de tandartsenspoeddienst en ga zo snel mogelijk naar de dienstdoende tandarts, liefst binnen 30 minuten. Een melktand wordt niet teruggezet; bel ons wel zodra wij weer open zijn.',
      },
      {
        title: 'Tand los of verschoven na een val',
        short: 'Tand los na een val',
        text: 'Druk een schone doek op een bloedende lip of op bloedend tandvlees en duw de tand niet zelf terug. Bel vandaag nog onze spoedlijn, ook bij een melktand. Na een klap op het hoofd buiten bewustzijn geweest, suf of overgegeven? Bel dan eerst de huisarts of de huisartsenpost, of 112.',
        closedText:
          'Druk een schone doek op een bloedende lip of op bloedend tandvlees en duw de tand niet zelf terug. Wij zijn nu gesloten: staat de tand scheef of is hij naar binnen geduwd, bel dan de tandartsenspoeddienst; zit hij alleen wat los, bel ons dan zodra wij weer open zijn. Na een klap op het hoofd buiten bewustzijn geweest, suf of overgegeven? Bel dan eerst de huisartsenpost of 112.',
      },
      {
        title: 'Kroon of brug losgeraakt',
        short: 'Kroon of brug los',
        text: 'Bewaar de kroon of brug in een doosje en neem hem mee. Lijm hem niet zelf vast en kauw voorlopig aan de andere kant. Zonder pijn is het geen spoed: bel ons voor een afspraak binnen een paar dagen; vaak kunnen wij hem weer vastzetten. Houdt de pijn aan? Bel dan meteen onze spoedlijn.',
        closedText:
          'Bewaar de kroon of brug in een doosje en neem hem mee. Lijm hem niet zelf vast en kauw voorlopig aan de andere kant. Zonder pijn kan het wachten tot wij weer open zijn: vraag nu al [online een afspraak](book) aan, of bel ons dan; vaak kunnen wij hem weer vastzetten. Houdt de pijn aan? Bel dan de tandartsenspoeddienst.',
      },
      {
        title: 'Pijn of een dikke wang',
        short: 'Pijn of zwelling',
        text: 'Neem zo nodig paracetamol volgens de bijsluiter en koel de wang van buitenaf. Wordt de wang dikker of krijgt u koorts? Bel dan meteen onze spoedlijn. Komt en gaat de pijn, zonder zwelling of koorts, en helpt paracetamol? Dan is het geen spoed: vraag [een afspraak](book) aan voor binnen een week.',
        closedText:
          'Neem zo nodig paracetamol volgens de bijsluiter en koel de wang van buitenaf. Wordt de wang dikker of krijgt u koorts? Bel dan meteen de tandartsenspoeddienst. Komt en gaat de pijn, zonder zwelling of koorts, en helpt paracetamol? Dan kan het wachten tot wij weer open zijn: vraag nu al [online een afspraak](book) aan.',
      },
      {
        title: 'Alleen pijn als u erop bijt',
        short: 'Pijn bij bijten',
        text: 'Kauw voorlopig aan de andere kant en vermijd heel harde, hete of koude dingen. Zonder zwelling of koorts is het geen spoed: bel ons voor een afspraak binnen een paar dagen. Vaak zit er een barstje in de kies of in een vulling. Wel een zwelling of koorts? Bel dan meteen onze spoedlijn.',
        closedText:
          'Kauw voorlopig aan de andere kant en vermijd heel harde, hete of koude dingen. Zonder zwelling of koorts kan het wachten tot wij weer open zijn: vraag nu al [online een afspraak](book) aan, of bel ons dan. Vaak zit er een barstje in de kies of in een vulling. Wel een zwelling of koorts? Bel dan meteen de tandartsenspoeddienst.',
      },
      {
        title: 'Stukje van tand of vulling afgebroken',
        short: 'Stukje afgebroken',
        text: 'Bewaar een afgebroken stukje tand in wat water en spoel uw mond met lauw water. Ziet u een roze of rood puntje in de breuk, bloedt het uit de breuk of houdt de pijn aan? Dan ligt de zenuw misschien bloot: bel vandaag nog onze spoedlijn. Alleen wat gevoelig voor kou of zoet? Dan is het meestal geen spoed: bel ons voor een afspraak. Wij kijken of het stukje terug kan, of herstellen de tand met een vulling.',
        closedText:
          'Bewaar een afgebroken stukje tand in wat water en spoel uw mond met lauw water. Ziet u een roze of rood puntje in de breuk, bloedt het uit de breuk of gaat de pijn niet over? Dan ligt de zenuw misschien bloot: bel nu de tandartsenspoeddienst. Alleen wat gevoelig voor kou of zoet? Dan kan het wachten tot wij weer open zijn: vraag nu al [online een afspraak](book) aan, of bel ons dan. Wij kijken of het stukje terug kan, of herstellen de tand met een vulling.',
      },
    ],
  },
  /**
   * The two emergency calls, offered together wherever an emergency call is: the practice’s
   * emergency line during opening hours, the regional after-hours service outside them. Each
   * button says when, then whose line, then the number.
   */
  emergencyCall: {
    inHoursWhen: 'Tijdens openingstijden',
    inHoursWho: 'Onze spoedlijn',
    /** In English and Turkish it adds that the line answers in Dutch (round 38, AE: that was only
     * in a closed question on the emergency page). */
    afterHoursWhen:
      '’s\u00a0Avonds, ’s\u00a0nachts, zaterdag na {saturdayCloses} uur, zon-\u2060\u00a0en feestdagen',
    /** Under the home hero's after-hours call: in English and Turkish that the line answers in
     * Dutch (round 46, AS and AT). */
    heroAfterHoursWhen: 'Als wij gesloten zijn',
    /** For a patient who speaks little Dutch, a first sentence for the after-hours service (which
     * answers in Dutch): none on Dutch pages. */
    dutchPhraseLead: '',
    dutchPhrase: '',
    afterHoursWho: '{service}',
    /** The line above the calls, decided in the browser by the clock at the practice. */
    /** The after-hours service as one short line, by its name (the footer). */
    afterHoursShort: 'Buiten openingstijden: {service} {phone}',
    statusOpen: 'Nu open tot {closes} uur',
    statusClosed: 'Nu gesloten',
    statusClosedUntil: 'Nu gesloten tot {opens} uur',
    statusClosedUntilTomorrow: 'Nu gesloten tot morgen {opens} uur',
    statusClosedUntilDay: 'Nu gesloten tot {day} {opens} uur',
    statusUnknown: 'Feestdagen: tijden kunnen afwijken',
  },
  nav: {
    breadcrumb: 'Kruimelpad',
    mainLabel: 'Hoofdmenu',
    home: 'Startpagina',
    homeLogoLabel: '{name}, naar de startpagina',
    services: 'Behandelingen',
    allServices: 'Alle behandelingen',
    /** Under repair and replace in the menus and on the home page: the denture article. */
    dentures: 'Kunstgebit los of oud?',
    aboutUs: 'Over ons',
    team: 'Ons team',
    ourClinic: 'Onze praktijk',
    contact: 'Contact',
    rates: 'Tarieven',
    blog: 'Blog',
    terms: 'Voorwaarden',
    openMenu: 'Menu openen',
    closeMenu: 'Menu sluiten',
    language: 'Taal',
    chooseLanguage: '{code} – taal kiezen (huidige taal: {language})',
  },
  footer: {
    about:
      'Persoonlijke tandheelkundige zorg voor het hele gezin in Amstelveen, in het Nederlands, Engels en Turks.',
    quickLinks: 'Snel naar',
    contact: 'Contact',
    hours: 'Openingstijden',
    languages: 'Taal',
    emergency: 'Spoed? Tijdens openingstijden: {phone}',
    followUs: 'Volg ons',
    socialLabel: '{network} (opent in een nieuw tabblad)',
    copyright: '© {year} {name}. Alle rechten voorbehouden.',
    kvk: 'KvK {number}',
  },
  hours: {
    weekdays: 'Maandag – vrijdag',
    saturday: 'Zaterdag',
    sunday: 'Zondag',
    closed: 'Gesloten',
    range: '{open} – {close}',
    /** Under the phone number on the contact page: when a call is answered. */
    callWindow:
      'Wij zijn telefonisch bereikbaar op werkdagen van {weekdayOpen} tot {weekdayClose} uur en op zaterdag van {saturdayOpen} tot {saturdayClose} uur.',
  },
  notFound: {
    title: '404 Pagina niet gevonden',
    message:
      'Deze pagina bestaat niet (meer). Misschien is het adres verkeerd getypt of is de pagina verplaatst. Op de startpagina vindt u al onze behandelingen en kunt u direct een afspraak aanvragen.',
    back: 'Terug naar startpagina',
    suggestions: 'Of ga direct naar',
  },
  error: {
    title: 'Er ging iets mis',
    message:
      'Deze pagina kon niet worden geladen. Controleer uw internetverbinding en probeer het opnieuw. Lukt het niet? Bel ons gerust.',
    retry: 'Opnieuw proberen',
  },
  dialog: {
    termsTitle: 'Algemene voorwaarden',
    privacyTitle: 'Privacyverklaring',
    lastUpdated: 'Laatst bijgewerkt: {date}',
  },
  form: {
    fullName: 'Voor- en achternaam',
    /** Under the name: whose name, when a parent books for a child (the form has one name). */
    nameHint: 'Uw eigen naam, ook als de afspraak voor iemand anders is.',
    email: 'E-mailadres',
    emailHint: 'Hier sturen wij de bevestiging van uw aanvraag naartoe.',
    /** Offered under the address when its provider looks mistyped ({email}: as probably meant). */
    emailSuggestion: 'Bedoelt u {email}?',
    emailSuggestionAccept: 'Ja, gebruik dit',
    phone: 'Telefoonnummer',
    phoneHint: 'Bijvoorbeeld 06 98 76 54 32 of +31 20 987 65 43',
    /** Whom the appointment is for (decision 0127): the asker, their child, or someone else. */
    appointmentFor: 'Voor wie is de afspraak?',
    appointmentForOptions: {
      self: 'Mijzelf',
      child: 'Mijn kind',
      other: 'Iemand anders',
      family: 'Meerdere gezinsleden',
    } satisfies Record<AppointmentFor, string>,
    patientName: 'Naam en leeftijd',
    /** Under the name and age, for the choice made (by CSS): who is meant, and whom we contact. */
    patientNameHints: {
      child: 'Bijvoorbeeld: Emma, 6 jaar. Wij bellen of mailen u, op uw gegevens hierboven.',
      other:
        'Bijvoorbeeld: Joop de Vries, 74 jaar. Wij bellen of mailen u, niet hem of haar. Brengt u een kind dat niet uw eigen kind is? Dan hebben wij de toestemming van een ouder nodig.',
      family:
        'Ieders naam en leeftijd, één persoon per regel, ook die van uzelf als u zelf ook een afspraak wilt. Wij plannen de afspraken zo veel mogelijk na elkaar. Heeft ieder iets anders nodig? Kies hieronder het belangrijkste en zet de rest in uw bericht.',
    },
    /** Two optional ticks the practice wants to know before it calls. */
    goodToKnow: 'Handig voor ons om te weten',
    newPatient: 'Dit wordt de eerste afspraak bij onze praktijk',
    newPatientHint:
      'Dan is de eerste afspraak een intakeconsult: de tandarts maakt kennis, bekijkt het gebit en bespreekt met u wat er nodig is.',
    callFirst: 'Bel mij eerst even',
    callFirstHint:
      'Is het bezoek spannend, of wilt u eerst iets vragen? Dan bellen wij u voordat wij een tijdstip vastleggen.',
    service: 'Behandeling',
    servicePlaceholder: 'Kies een behandeling',
    /** Under the label: six broad choices, the message says more. {general}: that option’s label. */
    serviceHint: 'Gebitsreiniging, vulling, wortelkanaal, kroon of kunstgebit? Kies ‘{general}’.',
    /** The six services as the list offers them, in a patient’s words (the values stay the API’s). */
    serviceOptions: {
      general: 'Controle, herstel of andere zorg',
      cosmetic: 'Mooiere tanden (bleken, facings)',
      orthodontics: 'Beugel of Invisalign',
      implants: 'Implantaten',
      pediatric: 'Tandzorg voor kinderen (tot 18 jaar)',
      emergency: 'Spoed (pijn of een ongeluk)',
    } satisfies Record<AppointmentService, string>,
    preferredDate: 'Voorkeursdatum',
    datePlaceholder: 'Kies een datum',
    dateHint:
      'Het tijdstip spreken wij daarna met u af. Liever ’s\u00a0ochtends of ’s\u00a0middags, of een latere dag? Dat kunt u dan doorgeven.',
    /** Under the date when today is chosen (shown by CSS). */
    todayNote:
      'Wilt u vandaag nog komen? Bel ons dan even: {phone}. Op een aanvraag via dit formulier reageren wij binnen één werkdag.',
    message: 'Bericht',
    optional: '(optioneel)',
    messageHint:
      'Bijvoorbeeld uw klachten. Schrijft u een bericht, dan vragen wij uw toestemming om het te gebruiken.',
    consentBefore: 'Ik heb de ',
    consentLink: 'privacyverklaring',
    consentAfter: ' gelezen.',
    /** Explicit consent for health data (AVG art. 9): needed only when there is a message. */
    healthConsent:
      'Ik geef de praktijk uitdrukkelijk toestemming om de gezondheidsinformatie in mijn bericht te gebruiken voor de voorbereiding van de afspraak.',
    healthConsentHint:
      'Alleen nodig als u een bericht schrijft. U kunt deze toestemming altijd intrekken; dan verwijderen wij uw bericht (wat al in uw medisch dossier staat, blijft daar).',
    honeypot: 'Laat dit veld leeg',
    /** Above the submit button; {terms} is the button that opens the terms dialog. */
    termsNote:
      'Op uw afspraak zijn onze {terms} van toepassing. Daarin staat onder meer dat u tot 48 uur van tevoren kosteloos kunt annuleren; bij een afspraak op korte termijn kan dat ook later.',
    termsLink: 'algemene voorwaarden',
    submit: 'Afspraak aanvragen',
    submitting: 'Bezig met verzenden…',
    requiredNote: 'Velden met * zijn verplicht.',
  },
  appointmentStatus: {
    successTitle: 'Afspraak aangevraagd',
    successMessage:
      'Bedankt voor uw aanvraag. Wij nemen binnen één werkdag contact met u op om de afspraak te bevestigen.',
    emailFailedTitle: 'Aanvraag ontvangen',
    emailFailedMessage:
      'Uw aanvraag is vastgelegd, maar de ontvangstbevestiging kon niet worden gemaild. Wij bellen u binnen één werkdag op {phone} om de afspraak te bevestigen.',
    errorTitle: 'Verzenden mislukt',
    errorMessage:
      'Er is een probleem opgetreden bij het versturen van uw aanvraag. Probeer het opnieuw.',
    rateLimitedTitle: 'Te veel aanvragen',
    /** By the number of minutes ({minutes}), as the language’s plural rules choose. */
    rateLimitedMessage: {
      one: 'Vanaf deze verbinding zijn in korte tijd veel aanvragen verstuurd. Probeer het over {minutes} minuut opnieuw, of bel ons op {phone}.',
      other:
        'Vanaf deze verbinding zijn in korte tijd veel aanvragen verstuurd. Probeer het over {minutes} minuten opnieuw, of bel ons op {phone}.',
    },
    invalidTitle: 'Controleer het formulier',
    tooLargeMessage: 'Uw aanvraag is te lang. Maak het bericht korter en probeer het opnieuw.',
    /** The toast of a failed submission, under its title (the alert says what happened). */
    formKept: 'Wat u heeft ingevuld, staat nog in het formulier.',
    dismiss: 'Melding sluiten',
  },
  /** Beside the appointment form: what follows a request, and where the practice is. */
  appointmentNext: {
    title: 'Zo gaat het verder',
    steps: [
      'U krijgt meteen per e-mail een ontvangstbevestiging van uw aanvraag.',
      'Binnen één werkdag bellen of mailen wij u om samen een tijdstip af te spreken.',
      'Daarna ontvangt u de bevestiging van uw afspraak, met een agendabestand en een link waarmee u de afspraak kunt bekijken of annuleren.',
    ],
    address: 'Adres',
    route: 'Route en parkeren',
    /** Beside the form's lower half, where a patient types their details (round 57). */
    privacyTitle: 'Uw gegevens',
    privacy:
      'Wij gebruiken uw gegevens alleen voor uw afspraak. Wij geven ze aan niemand door en gebruiken ze nooit voor marketing.',
  },
  /** The panel that replaces the form once a request is stored. */
  confirmation: {
    /** Whom it is for: the asker ({name} is the patient's name otherwise). */
    /** After hours, under the thanks: when the practice picks the request up (round 45, AQ). */
    closedNow: 'Wij zijn nu gesloten: {when} gaan wij met uw aanvraag aan de slag.',
    reopensToday: 'vanaf {opens} uur',
    reopensTomorrow: 'morgen vanaf {opens} uur',
    reopensDay: '{day} vanaf {opens} uur',
    forLabel: 'Voor',
    forSelf: 'Uzelf',
    forChild: '{name} (uw kind)',
    /** The optional ticks, as the panel repeats them. */
    notesLabel: 'Goed om te weten',
    newPatient: 'Eerste afspraak bij onze praktijk',
    callFirst: 'Wij bellen u eerst',
    name: 'Naam',
    /** The patient's number, read back so a typo is caught now; not "Wij bellen u op", which
     * promised a call to someone who had not asked for one (round 42, AL). A plain label, as
     * "Naam" beside it (round 49, AY). */
    phone: 'Telefoonnummer',
    /** Said when a message went with the request; the message itself is not repeated. */
    message: 'Bericht',
    messageSent: 'Ontvangen – wij lezen het voordat wij contact met u opnemen',
    /** A receipt of the request: the appointment itself is confirmed later, by phone or e-mail. */
    emailSentTo: 'Wij hebben een ontvangstbevestiging gestuurd naar {email}.',
    spamHint: 'Geen e-mail gezien? Kijk dan ook in de map met ongewenste e-mail.',
    safe: 'Wij hebben uw aanvraag ontvangen; u hoeft het formulier niet opnieuw te versturen.',
    questions: 'Wilt u iets wijzigen of heeft u een vraag? Bel ons op {phone}.',
    another: 'Nog een afspraak aanvragen',
    /** A child's appointment asked for by someone else (round 37, AC: said only in the mail). */
    parentConsent:
      'Komt u met een kind dat niet uw eigen kind is? Voor een kind jonger dan 16 hebben wij de toestemming van een ouder of voogd nodig: laat een ouder ons vooraf even bellen.',
    /** Under "another", once the page's script runs: the contact details stay (round 36, Z). */
    anotherKeeps: 'Uw naam, e-mailadres en telefoonnummer blijven dan ingevuld.',
    /** After an emergency request: it is kept, but a call is the way (round 35, Y). */
    emergencySent:
      'Uw aanvraag is vastgelegd. Op een aanvraag via dit formulier reageren wij binnen één werkdag. Heeft u pijn, of heeft u een ongeluk gehad? Wacht dan niet op onze reactie en bel meteen, zoals hierboven staat.',
  },
  fieldErrors: {
    required: 'Dit veld is verplicht.',
    tooLong: 'Gebruik maximaal {max} tekens.',
    nameInvalid: 'Schrijf uw naam voluit, in letters.',
    textInvalid: 'Dit veld bevat tekens die niet zijn toegestaan.',
    familyNamesRequired: 'Vul in voor wie de afspraken zijn: ieders naam en leeftijd.',
    patientNameInvalid: 'Schrijf de naam voluit, in letters, bijvoorbeeld: Emma, 6 jaar.',
    choiceInvalid: 'Kies een van de mogelijkheden.',
    emailInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
    phoneInvalid:
      'Vul een geldig telefoonnummer in. Een Nederlands nummer heeft 10 cijfers; een buitenlands nummer begint met het landnummer.',
    serviceInvalid: 'Kies een behandeling uit de lijst.',
    dateInvalid: 'Kies een datum uit de lijst.',
    dateTooLate: 'Voor vandaag kunt u geen afspraak meer aanvragen. Kies een andere dag.',
    healthConsentRequired:
      'Geef met het vinkje toestemming voor de gezondheidsinformatie in uw bericht, of laat het bericht leeg.',
    consentRequired: 'Bevestig dat u de privacyverklaring heeft gelezen.',
    languageInvalid: 'Onbekende taal.',
    honeypot: 'Dit veld moet leeg blijven.',
  },
  /** An empty field, named, so the error summary says which one (instead of "required"). */
  requiredFieldErrors: {
    patientName: 'Vul in voor wie de afspraak is: naam en leeftijd.',
    fullName: 'Vul uw naam in.',
    email: 'Vul uw e-mailadres in.',
    phone: 'Vul uw telefoonnummer in.',
    service: 'Kies een behandeling.',
    preferredDate: 'Kies een voorkeursdatum.',
  },
  offline: {
    title: 'U bent offline',
    message:
      'Deze pagina is niet op uw apparaat bewaard en er is nu geen internetverbinding. Controleer uw verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    callUs: 'Bel ons tijdens onze openingstijden:',
    emergency: 'Spoed? Bel onze spoedlijn:',
    afterHours:
      'Buiten onze openingstijden helpt de dienstdoende tandarts in de regio u met acute klachten verder. Bel {service}:',
  },
  /** Shown beside the appointment form’s service list when "Spoedhulp" is chosen, and under a
   *  stored emergency request: an emergency is a call, not a form answered within a working day. */
  emergencyRequest: {
    text: 'Heeft u nu pijn of een dikke wang, of heeft u een ongeluk gehad? Wacht niet op ons antwoord: bel tijdens onze openingstijden meteen de spoedlijn.',
    textClosed:
      'Heeft u nu veel pijn of een dikke wang, of is er bij een ongeluk een tand uitgeslagen of verschoven? Wacht niet op ons antwoord: wij zijn nu gesloten, bel meteen de tandartsenspoeddienst.',
    /** Under it in the form: what is not an emergency (round 54, BI: a tooth sensitive to cold
     *  read as pain, and the form sent it to the after-hours service). {general}: that option’s label. */
    notUrgent:
      'Alleen wat gevoelig bij iets kouds of zoets, of een stukje vulling kwijt zonder pijn? Dat is geen spoed: kies dan ‘{general}’.',
  },
  /** The prices block in a treatment page’s facts card. */
  treatmentPrices: {
    title: 'NZa-maximumtarieven {year}',
    /** Under the children's page's tariffs: what parents pay is not what is listed. */
    childrenCovered:
      'Tot 18 jaar: de meeste zorg vergoed uit de basisverzekering, zonder eigen risico; orthodontie en meestal ook kronen en bruggen niet.',
    /** The children's page: the tariffs are what the insurer is billed. */
    billedToInsurer: 'Gedeclareerd bij de verzekeraar (NZa {year})',
    // A rule, not a price: "Kost de behandeling € 250 of meer…" was read as the price where no
    // other amount stood (round 38, AF).
    none: 'Vanaf een bedrag van €\u00a0250 ontvangt u vooraf een schriftelijke begroting.',
    link: 'Alle tarieven en vergoedingen',
  },
  toast: {
    label: 'Melding',
    region: 'Meldingen ({hotkey})',
  },
  languageSwitch: {
    failed: 'Het wisselen van taal is niet gelukt. Probeer het opnieuw.',
  },
};

export default nl;
export type Messages = typeof nl;
