import type { Messages } from './nl';

const en: Messages = {
  common: {
    ctaTitle: 'Come and see us',
    ctaText:
      'New patients are very welcome, children and expats included. Request an appointment online or give us a call.',
    rating: '{rating} out of 5 stars',
    /** Under the emergency page’s calls: the way to book when it can wait. */
    notUrgent: 'Not urgent? Request an appointment',
    onThisPage: 'On this page',
    faqTitle: 'Frequently asked questions',
    /** Beside the home page's questions on a wide screen. */
    faqMore: {
      title: 'Can’t find the answer you need?',
      text: 'Call or email us. We’re happy to help in English, Dutch or Turkish.',
    },
    atAGlance: 'At a glance',
    otherTreatments: 'Other treatments',
    /** Above a patient's review on a treatment page. */
    patientReview: 'A patient’s review',
    /** A treatment page's dentists, under its heading. */
    whoTreatsYou: {
      label: 'Your dentist',
      bothSpeak: 'Both speak {languages}',
      team: 'Meet our team',
    },
    readTime: '{minutes} min read',
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    close: 'Close',
    bookAppointment: 'Book appointment',
    practiceKind: 'Dental practice',
    readMore: 'Read more',
    readMoreAbout: 'Read more about {topic}',
    readMoreArticle: 'Read more: “{topic}”',
    imageUnavailable: 'Image unavailable',
    opensInNewTab: '(opens in a new tab)',
    backToHome: 'Back to the home page',
  },
  /** Short names of the treatments: menus, the form’s service list, e-mails. */
  treatments: {
    general: 'General dentistry',
    cosmetic: 'Cosmetic dentistry',
    orthodontics: 'Orthodontics',
    implants: 'Dental implants',
    pediatric: 'Children’s dentistry',
    emergency: 'Emergency dentistry',
    checkup: 'Dental check-up',
    hygiene: 'Dental hygiene',
    fillings: 'Dental fillings',
    rootcanal: 'Root canal treatment',
    whitening: 'Teeth whitening',
    crowns: 'Crowns and bridges',
    invisalign: 'Invisalign',
  },
  /** Names of the languages, in this language (staff languages on the team page). */
  languageNames: {
    nl: 'Dutch',
    en: 'English',
    tr: 'Turkish',
  },
  contactActions: {
    emergencyNav: 'Emergency',
    heroEmergency: 'In pain, or had an accident? Emergency line during opening hours: {phone}',
    emergencyLine: 'Call our emergency line',
    /** The header’s Book Appointment button on a narrow phone, where the full label does not fit. */
    bookShort: 'Book',
    callPractice: 'Call the practice: {phone}',
    /** The phone menu's call while the practice is open, above the emergency line. */
    callPracticeWho: 'Call the practice',
    call: 'Call {phone}',
    callAfterHours: 'Emergency? Call {phone}',
    heroInPain: 'Severe pain or an accident?',
    /** Under the practice's number on its call button while closed ("Call 020 …" / "Closed now"). */
    closedNow: 'Closed now',
    /** Its counterpart while open, shown only once the page's clock is known (not without script). */
    openNow: 'Open now',
    callClosedLabel: 'Who to call: we are closed now',
    /** The header's call on the emergency page while closed (round 57). */
    headerAfterHoursLabel: 'Call the after-hours dental service: {phone}',
    afterHoursNav: 'After-hours service',
    closedTitle: 'Outside our opening hours',
    closedNotUrgent:
      'Not urgent? Request an appointment online, or call us during opening hours: {phone}.',
  },
  treatmentGroups: {
    prevention: 'Check-ups and prevention',
    repair: 'Repair and replace',
    smile: 'Straighter, brighter teeth',
  },
  emergencyNow: {
    title: 'Pain or an accident? Call straight away',
    text: 'Severe pain, swelling or an accident: during our opening hours, we try to see you the same day.',
    stepsTitle: 'What to do now',
    /** Above the cards on a phone: straight to one's own case (round 58, BQ). */
    jumpTitle: 'Go straight to',
    /** On the phone's bar that stays at the bottom of the screen beside the cards below (round 57). */
    callBarClosed: 'Call the after-hours dental service',
    callBarOpen: 'Call our emergency line',
    steps: [
      {
        title: 'Trouble swallowing or breathing',
        short: '112',
        text: 'Call 112 straight away.',
      },
      {
        title: 'Knocked-out permanent tooth',
        short: 'Knocked-out tooth',
        text: 'Hold the tooth by the crown, keep it in milk, call our emergency line straight away and get to the practice as fast as you can, ideally within 30 minutes; outside opening hours, call the after-hours dental service at once. Don’t put a baby tooth back in, but do call us the same day.',
        closedText:
          'Hold the tooth by the crown and keep it in milk. We are closed now: call the after-hours dental service at once and get to the dentist on duty as fast as you can, ideally within 30 minutes. Don’t put a baby tooth back in, but do call us when we open again.',
      },
      {
        title: 'Loose or pushed-in tooth after a fall',
        short: 'Loose after a fall',
        text: 'Press a clean cloth on a bleeding lip or gum and don’t push the tooth back yourself. Call our emergency line today, even for a baby tooth. Blacked out, drowsy or being sick after a blow to the head? Call your GP (huisarts) or 112 first.',
        closedText:
          'Press a clean cloth on a bleeding lip or gum and don’t push the tooth back yourself. We are closed now: if the tooth is out of place or pushed in, call the after-hours dental service; if it is only a little loose, call us when we open again. Blacked out, drowsy or being sick after a blow to the head? Call the out-of-hours GP service (huisartsenpost) or 112 first.',
      },
      {
        title: 'A crown or bridge has come loose',
        short: 'Loose crown or bridge',
        text: 'Keep the crown or bridge safe in a small box and bring it with you. Don’t glue it back yourself, and chew on the other side for now. Without pain it is not an emergency: call us for an appointment within a few days; we can often cement it back in place. Pain that won’t go away? Call our emergency line straight away.',
        closedText:
          'Keep the crown or bridge safe in a small box and bring it with you. Don’t glue it back yourself, and chew on the other side for now. Without pain it can wait until we open again: [request an appointment online](book) now, or call us then; we can often cement it back in place. Pain that won’t go away? Call the after-hours dental service.',
      },
      {
        title: 'Pain or a swollen cheek',
        short: 'Pain or swelling',
        text: 'If needed, take paracetamol as directed on the packet and hold a cold compress against your cheek. Is the swelling getting worse, or do you have a fever? Call our emergency line straight away. Does the pain come and go, without swelling or fever, and does paracetamol help? Then it is not an emergency: [request an appointment](book) for within a week.',
        closedText:
          'If needed, take paracetamol as directed on the packet and hold a cold compress against your cheek. Is the swelling getting worse, or do you have a fever? Call the after-hours dental service straight away. Does the pain come and go, without swelling or fever, and does paracetamol help? Then it can wait until we open again: [request an appointment online](book) now.',
      },
      {
        title: 'Pain only when you bite',
        short: 'Pain when biting',
        text: 'Chew on the other side for now and avoid very hard, hot or cold food. Without swelling or fever it is not an emergency: call us for an appointment within a few days. The cause is often a small crack in the tooth or in a filling. Swelling or a fever? Call our emergency line straight away.',
        closedText:
          'Chew on the other side for now and avoid very hard, hot or cold food. Without swelling or fever it can wait until we open again: [request an appointment online](book) now, or call us then. The cause is often a small crack in the tooth or in a filling. Swelling or a fever? Call the after-hours dental service straight away.',
      },
      {
        title: 'A piece of tooth or filling broken off',
        short: 'Broken-off piece',
        text: 'Keep a broken-off piece of tooth in a little water and rinse your mouth with lukewarm water. A pink or red dot in the break, bleeding from the break or pain that lasts? The nerve may be exposed: call our emergency line today. Only a little sensitive to cold or sweet things? Then it is usually not an emergency: call us for an appointment. We will see whether the piece can be bonded back, or repair the tooth with a filling.',
        closedText:
          'Keep a broken-off piece of tooth in a little water and rinse your mouth with lukewarm water. A pink or red dot in the break, bleeding from the break or pain that won’t go away? The nerve may be exposed: call the after-hours dental service now. Only a little sensitive to cold or sweet things? Then it can wait until we open again: [request an appointment online](book) now, or call us then. We will see whether the piece can be bonded back, or repair the tooth with a filling.',
      },
    ],
  },
  emergencyCall: {
    inHoursWhen: 'During opening hours',
    inHoursWho: 'Our emergency line',
    afterHoursWhen:
      'Evenings, nights, Saturdays after {saturdayCloses}, Sundays and public holidays; answered in Dutch',
    heroAfterHoursWhen: 'When we’re closed (answered in Dutch)',
    dutchPhraseLead: 'Not fluent in Dutch? You can start with:',
    dutchPhrase: 'Ik heb een tandheelkundig spoedgeval. Spreekt u Engels?',
    afterHoursWho: 'After-hours dental service: {service}',
    afterHoursShort: 'Outside opening hours: {service} {phone}',
    statusOpen: 'Open now until {closes}',
    statusClosed: 'Closed now',
    statusClosedUntil: 'Closed now, opening at {opens}',
    statusClosedUntilTomorrow: 'Closed now, opening tomorrow at {opens}',
    statusClosedUntilDay: 'Closed now, opening {day} at {opens}',
    statusUnknown: 'Public holidays: our hours may differ',
  },
  nav: {
    breadcrumb: 'Breadcrumb',
    mainLabel: 'Main menu',
    home: 'Home',
    homeLogoLabel: '{name}, go to the home page',
    services: 'Treatments',
    allServices: 'All treatments',
    dentures: 'Loose or old denture?',
    aboutUs: 'About us',
    team: 'Our team',
    ourClinic: 'Our clinic',
    contact: 'Contact',
    rates: 'Fees',
    blog: 'Blog',
    terms: 'Terms',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    language: 'Language',
    chooseLanguage: '{code} – choose a language (current language: {language})',
  },
  footer: {
    about:
      'Personal dental care for the whole family in Amstelveen, in English, Dutch and Turkish.',
    quickLinks: 'Quick links',
    contact: 'Contact',
    hours: 'Opening hours',
    languages: 'Language',
    emergency: 'Emergency? During opening hours: {phone}',
    followUs: 'Follow us',
    socialLabel: '{network} (opens in a new tab)',
    copyright: '© {year} {name}. All rights reserved.',
    kvk: 'Chamber of Commerce (KvK) {number}',
  },
  hours: {
    weekdays: 'Monday – Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
    closed: 'Closed',
    range: '{open}–{close}',
    callWindow:
      'You can reach us by phone on weekdays from {weekdayOpen} to {weekdayClose} and on Saturdays from {saturdayOpen} to {saturdayClose}.',
  },
  notFound: {
    title: '404 Page not found',
    message:
      'Sorry, we can’t find this page. It may have moved, or the address may have been mistyped. On our homepage you can find all our treatments and request an appointment straight away.',
    back: 'Back to homepage',
    suggestions: 'Or go straight to',
  },
  error: {
    title: 'Something went wrong',
    message:
      'This page could not be loaded. Please check your internet connection and try again. Still not working? Feel free to call us.',
    retry: 'Try again',
  },
  dialog: {
    termsTitle: 'Terms and conditions',
    privacyTitle: 'Privacy statement',
    lastUpdated: 'Last updated: {date}',
  },
  form: {
    fullName: 'Full name',
    nameHint: 'Your own name, even if the appointment is for someone else.',
    email: 'Email address',
    emailHint: 'We’ll email you here to confirm we’ve received your request.',
    emailSuggestion: 'Did you mean {email}?',
    emailSuggestionAccept: 'Yes, use this',
    phone: 'Phone number',
    phoneHint: 'For example 06 98 76 54 32; from abroad with the country code, +44 7911 123456',
    appointmentFor: 'Who is the appointment for?',
    appointmentForOptions: {
      self: 'Myself',
      child: 'My child',
      other: 'Someone else',
      family: 'Several family members',
    },
    patientName: 'Name and age',
    patientNameHints: {
      child: 'For example: Emma, 6. We will call or email you using your details above.',
      other:
        'For example: Joop de Vries, 74. We will call or email you, not them. Bringing a child who isn’t your own? Then we need a parent’s consent.',
      family:
        'Each person’s name and age, one per line, including your own if the appointment is for you too. We plan the appointments back to back where we can. Different treatments? Choose the main one below and put the rest in your message.',
    },
    goodToKnow: 'Useful for us to know',
    newPatient: 'This will be the first appointment at our practice',
    newPatientHint:
      'We will start with a new-patient consultation: the dentist gets to know you, examines the teeth and talks you through what is needed.',
    callFirst: 'Please call me first',
    callFirstHint:
      'Tick this if the visit feels daunting, or you have a question first: we will call you before we fix a time.',
    service: 'Treatment',
    servicePlaceholder: 'Choose a treatment',
    serviceHint: 'Cleaning, filling, root canal, crown or dentures? Choose ‘{general}’.',
    serviceOptions: {
      general: 'Check-up, repair or other care',
      cosmetic: 'Cosmetic (whitening, veneers)',
      orthodontics: 'Braces or Invisalign',
      implants: 'Dental implants',
      pediatric: 'Children’s dentistry (under 18)',
      emergency: 'Emergency (pain or an accident)',
    },
    preferredDate: 'Preferred date',
    datePlaceholder: 'Choose a date',
    dateHint:
      'We agree the exact time with you afterwards. Prefer mornings or afternoons, or a later day? Tell us when we call.',
    /** Under the date when today is chosen (shown by CSS). */
    todayNote:
      'Need to come in today? Please call us on {phone}. We reply to requests sent via this form within one working day.',
    message: 'Message',
    optional: '(optional)',
    messageHint:
      'For example, your symptoms. If you write a message, we’ll ask for your consent to use it.',
    consentBefore: 'I have read the ',
    consentLink: 'privacy statement',
    consentAfter: '.',
    healthConsent:
      'I explicitly consent to the practice using any health information in my message to prepare for the appointment.',
    healthConsentHint:
      'Only needed if you write a message. You can withdraw this consent at any time; we will then delete your message (anything already in your medical record stays there).',
    honeypot: 'Leave this field empty',
    termsNote:
      'Our {terms} apply to your appointment, including free cancellation up to 48 hours in advance (later for an appointment made at short notice).',
    termsLink: 'terms and conditions',
    submit: 'Request an appointment',
    submitting: 'Submitting...',
    requiredNote: 'Fields marked * are required.',
  },
  appointmentStatus: {
    successTitle: 'Appointment requested',
    successMessage:
      'Thank you for requesting an appointment. We will contact you within one working day to confirm.',
    emailFailedTitle: 'Appointment recorded',
    emailFailedMessage:
      'Your appointment has been recorded, but we experienced an issue sending the confirmation email. We’ll call you on {phone} within one working day to confirm.',
    errorTitle: 'Error',
    errorMessage: 'There was a problem submitting your appointment request. Please try again.',
    rateLimitedTitle: 'Too many requests',
    rateLimitedMessage: {
      one: 'Many requests have been sent from this connection in a short time. Please try again in {minutes} minute, or call us on {phone}.',
      other:
        'Many requests have been sent from this connection in a short time. Please try again in {minutes} minutes, or call us on {phone}.',
    },
    invalidTitle: 'Please check the form',
    tooLargeMessage: 'Your request is too long. Please shorten the message and try again.',
    /** The toast of a failed submission, under its title (the alert says what happened). */
    formKept: 'What you entered is still in the form.',
    dismiss: 'Dismiss notification',
  },
  appointmentNext: {
    title: 'What happens next',
    steps: [
      'You will get an email straight away to say we have received your request.',
      'Within one working day, we will call or email you to agree on a time.',
      'We then send you confirmation of your appointment, with a calendar invitation and a link to view or cancel it.',
    ],
    address: 'Address',
    route: 'Directions and parking',
    /** Beside the form's lower half, where a patient types their details (round 57). */
    privacyTitle: 'Your details',
    privacy:
      'We use your details only for your appointment. We never share them with anyone or use them for marketing.',
  },
  confirmation: {
    closedNow: 'We’re closed now: we’ll pick up your request {when}.',
    reopensToday: 'from {opens}',
    reopensTomorrow: 'tomorrow from {opens}',
    reopensDay: 'on {day} from {opens}',
    forLabel: 'For',
    forSelf: 'Yourself',
    forChild: '{name} (your child)',
    notesLabel: 'Good to know',
    newPatient: 'First appointment with us',
    callFirst: 'We’ll call you before we fix a time',
    name: 'Name',
    phone: 'Phone number',
    message: 'Message',
    messageSent: 'Received – we’ll read it before we get in touch',
    emailSentTo: 'We have emailed a copy of your request to {email}.',
    spamHint: 'No email yet? Please also check your spam folder.',
    safe: 'We have your request, so there’s no need to send the form again.',
    questions: 'Need to change something or have a question? Call us on {phone}.',
    another: 'Request another appointment',
    parentConsent:
      'Bringing a child who isn’t your own? For a child under 16 we need a parent’s or guardian’s consent: please ask a parent to call us beforehand.',
    anotherKeeps: 'Your name, email address and phone number stay filled in.',
    emergencySent:
      'Your request has been recorded. We answer requests sent via this form within one working day. In pain, or had an accident? Don’t wait for our answer: call straight away, as shown above.',
  },
  fieldErrors: {
    required: 'This field is required.',
    tooLong: 'Please use no more than {max} characters.',
    nameInvalid: 'Please write your name in full, using letters.',
    textInvalid: 'This field contains characters that are not allowed.',
    familyNamesRequired: 'Please enter the name and age of each person the appointments are for.',
    patientNameInvalid: 'Please write the name in full, using letters, for example: Emma, 6.',
    choiceInvalid: 'Please choose one of the options.',
    emailInvalid: 'Please enter a valid email address, for example name@example.com.',
    phoneInvalid:
      'Please enter a valid phone number. A Dutch number has 10 digits; a number from outside the Netherlands starts with its country code.',
    serviceInvalid: 'Please choose a treatment from the list.',
    dateInvalid: 'Please choose a date from the list.',
    dateTooLate: 'It is too late to request an appointment for today. Please choose another day.',
    healthConsentRequired:
      'Please give your consent for us to use your message, or leave the message empty.',
    consentRequired: 'Please confirm that you have read the privacy statement.',
    languageInvalid: 'Unknown language.',
    honeypot: 'This field must stay empty.',
  },
  requiredFieldErrors: {
    patientName: 'Please enter the name and age of the person the appointment is for.',
    fullName: 'Please enter your full name.',
    email: 'Please enter your email address.',
    phone: 'Please enter your phone number.',
    service: 'Please choose a treatment.',
    preferredDate: 'Please choose a preferred date.',
  },
  offline: {
    title: 'You are offline',
    message:
      'This page is not saved on your device and there is no internet connection right now. Please check your connection and try again.',
    retry: 'Try again',
    callUs: 'Call us during opening hours:',
    emergency: 'Emergency? Call our emergency line:',
    afterHours:
      'Outside our opening hours, the dentist on duty in the region can help with urgent problems. Call the after-hours dental service, {service}:',
  },
  emergencyRequest: {
    text: 'Pain, a swollen cheek or an accident? Don’t wait for our reply: during our opening hours, call our emergency line.',
    textClosed:
      'Severe pain, a swollen cheek, or a tooth knocked out or pushed out of place in an accident? Don’t wait for our reply: we are closed now, so call the after-hours dental service straight away.',
    notUrgent:
      'Just a little sensitive to cold or sweet things, or a bit of filling lost without pain? That is not an emergency: choose ‘{general}’ instead.',
  },
  treatmentPrices: {
    title: 'NZa maximum tariffs {year}',
    /** Under the children's page's tariffs: what parents pay is not what is listed. */
    childrenCovered:
      'Under 18: basic insurance covers most care, with no excess; not orthodontics, and usually not crowns or bridges.',
    /** The children's page: the tariffs are what the insurer is billed. */
    billedToInsurer: 'Billed to the insurer (NZa {year})',
    none: 'If the treatment is expected to cost €250 or more, you get a written estimate in advance.',
    link: 'All fees and insurance cover',
  },
  toast: {
    label: 'Notification',
    region: 'Notifications ({hotkey})',
  },
  languageSwitch: {
    failed: 'The language could not be changed. Please try again.',
  },
};

export default en;
