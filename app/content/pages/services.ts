import type { Localized, ServicesContent } from '../types';

export const services: Localized<ServicesContent> = {
  nl: {
    meta: {
      title: 'Tandheelkundige behandelingen',
      description:
        'Van controle en mondhygiëne tot vullingen, kronen, implantaten, facings en orthodontie: alle behandelingen van onze tandartspraktijk in Amstelveen.',
      keywords:
        'tandheelkundige behandelingen, tandarts Amstelveen, controle, mondhygiëne, vullingen, kronen, implantaten, facings, orthodontie, tandzorg voor kinderen',
    },
    title: 'Onze behandelingen',
    lead: 'Bij ons kunt u terecht voor bijna alle tandheelkundige zorg: van de halfjaarlijkse controle en mondhygiëne tot vullingen, kronen, implantaten en orthodontie. Kies een behandeling en lees hoe die verloopt, hoe lang die duurt en wat uw verzekering vergoedt.',
    startHere: {
      title: 'Waar begint u?',
      ways: {
        emergency: { question: 'Pijn of een ongeluk?', link: 'Zo krijgt u snel hulp' },
        checkup: { question: 'Lang niet bij de tandarts geweest?', link: 'Begin met een controle' },
        'dental-anxiety': {
          question: 'Ziet u op tegen de tandarts?',
          link: 'Zo stellen wij u gerust',
        },
        dentures: { question: 'Zit uw kunstgebit los?', link: 'Dit zijn de mogelijkheden' },
        pediatric: { question: 'Voor uw kind?', link: 'Tandzorg voor kinderen' },
        rates: { question: 'Wat kost het?', link: 'Tarieven en vergoedingen' },
      },
    },
    cta: {
      title: 'Weet u niet welke behandeling u nodig heeft?',
      text: 'Vraag een afspraak aan. Wij bekijken uw situatie, leggen de mogelijkheden rustig uit en u beslist zelf. Zo weet u vooraf waar u aan toe bent.',
    },
  },
  en: {
    meta: {
      title: 'Dental Treatments',
      description:
        'From check-ups and dental cleanings to fillings, crowns, implants, veneers and orthodontics: every treatment offered by our dental practice in Amstelveen.',
      keywords:
        'dental treatments, dentist Amstelveen, dental check-up, dental cleaning, fillings, crowns, dental implants, veneers, orthodontics, children’s dentistry',
    },
    title: 'Our treatments',
    lead: 'You can come to us for nearly every kind of dental care, from your six-monthly check-up and professional cleaning to fillings, crowns, implants and orthodontics. Choose a treatment to see what happens, how long it takes and what Dutch health insurance covers.',
    startHere: {
      title: 'Where to start',
      ways: {
        emergency: { question: 'Pain or an accident?', link: 'How to get help quickly' },
        checkup: { question: 'Not seen a dentist for a while?', link: 'Start with a check-up' },
        'dental-anxiety': { question: 'Nervous about the dentist?', link: 'How we keep it calm' },
        dentures: { question: 'Loose denture?', link: 'What we can do' },
        pediatric: { question: 'For your child?', link: 'Children’s dentistry' },
        rates: { question: 'What will it cost?', link: 'Fees and insurance' },
      },
    },
    cta: {
      title: 'Not sure which treatment you need?',
      text: 'Request an appointment. We will look at your situation, explain your options clearly, and you decide what happens next. That way, you know what to expect before anything starts.',
    },
  },
  tr: {
    meta: {
      title: 'Diş tedavilerimiz',
      description:
        'Kontrol ve diş temizliğinden dolgu, kron, implant, porselen lamina ve ortodontiye kadar Amstelveen’deki diş kliniğimizde sunduğumuz tüm tedaviler.',
      keywords:
        'diş tedavileri, Amstelveen diş hekimi, diş kontrolü, diş temizliği, dolgu, kron, diş kaplaması, diş implantı, porselen lamina, ortodonti, çocuk diş hekimliği',
    },
    title: 'Tedavilerimiz',
    lead: 'Diş bakımıyla ilgili hemen her ihtiyacınız için bize gelebilirsiniz: altı ayda bir yapılan kontrol ve diş temizliğinden dolgu, kron, implant ve ortodontiye kadar. Bir tedavi seçin; nasıl yapıldığını, ne kadar sürdüğünü ve sigortanın neleri karşıladığını öğrenin.',
    startHere: {
      title: 'Nereden başlamalı?',
      ways: {
        emergency: {
          question: 'Ağrınız mı var, kaza mı geçirdiniz?',
          link: 'Hızlı yardım almanın yolu',
        },
        checkup: {
          question: 'Uzun süredir diş hekimine gitmediniz mi?',
          link: 'Bir kontrolle başlayın',
        },
        'dental-anxiety': {
          question: 'Diş hekiminden çekiniyor musunuz?',
          link: 'Sizi nasıl rahat ettiriyoruz',
        },
        dentures: { question: 'Takma dişiniz oynuyor mu?', link: 'Neler yapabileceğimizi görün' },
        pediatric: { question: 'Çocuğunuz için mi?', link: 'Çocuklar için diş bakımı' },
        rates: { question: 'Ücreti ne kadar?', link: 'Ücretler ve sigorta' },
      },
    },
    cta: {
      title: 'Hangi tedaviye ihtiyacınız olduğundan emin değil misiniz?',
      text: 'Randevu talep edin. Durumunuzu değerlendirir, seçenekleri acele etmeden anlatırız; böylece neyle karşılaşacağınızı baştan bilir, kararı kendiniz verirsiniz.',
    },
  },
};
