import type { Localized, TeamContent } from '../types';

export const team: Localized<TeamContent> = {
  nl: {
    meta: {
      title: 'Ons team van tandartsen',
      description:
        'Maak kennis met tandarts Murat Kaya en tandarts Elif Aydın. Samen zorgen zij in Amstelveen voor uw gebit, in het Nederlands, Engels of Turks.',
      keywords:
        'tandarts Amstelveen, Murat Kaya, Elif Aydın, tandartsen, Turkssprekende tandarts, Engelssprekende tandarts, gezinstandarts, esthetische tandheelkunde',
    },
    title: 'Ons team',
    lead: 'Maak kennis met de tandartsen die voor u klaarstaan. Zij nemen de tijd om naar u te luisteren, leggen alles helder uit en spreken Nederlands, Engels en Turks.',
    languagesLabel: 'Spreekt',
    treatmentsLabel: 'Aandachtsgebieden',
    experienceLabel: 'Meer dan {years} jaar ervaring',
    bigLabel: 'BIG-nummer {number}',
    bigRegistered: 'Ingeschreven in het BIG-register',
    bigCheck: 'Controleer in het BIG-register',
    cta: {
      title: 'Kennismaken?',
      text: 'Vraag een eerste afspraak aan. Wij maken graag kennis met u en bespreken rustig wat u nodig heeft.',
    },
  },
  en: {
    meta: {
      title: 'Meet Our Dentists',
      description:
        'Meet Murat Kaya and Elif Aydın, the dentists at our Amstelveen practice. They look after your teeth in English, Dutch or Turkish, whichever suits you best.',
      keywords:
        'dentists Amstelveen, Murat Kaya, Elif Aydın, English-speaking dentist, Turkish-speaking dentist, family dentist, cosmetic dentist Amstelveen',
    },
    title: 'Our team',
    lead: 'Meet the dentists who will take care of you. They take the time to listen, explain everything clearly, and speak English, Dutch and Turkish.',
    languagesLabel: 'Speaks',
    treatmentsLabel: 'Special interests',
    experienceLabel: 'More than {years} years of experience',
    bigLabel: 'BIG registration number {number}',
    bigRegistered:
      'Registered in the BIG register (the Dutch register of healthcare professionals)',
    bigCheck: 'Check the BIG register',
    cta: {
      title: 'Come and meet us',
      text: 'Request a first appointment. We look forward to getting to know you and talking through what you need.',
    },
  },
  tr: {
    meta: {
      title: 'Diş hekimlerimizle tanışın',
      description:
        'Diş hekimlerimiz Murat Kaya ve Elif Aydın ile tanışın. Amstelveen’deki kliniğimizde Türkçe, Hollandaca veya İngilizce konuşarak dişlerinizle ilgileniyorlar.',
      keywords:
        'Amstelveen diş hekimi, Murat Kaya, Elif Aydın, Türkçe konuşan diş hekimi, aile diş hekimi, estetik diş hekimi, Hollanda diş hekimi',
    },
    title: 'Ekibimiz',
    lead: 'Sizinle ilgilenecek diş hekimlerimizle tanışın. Sizi dinlemeye zaman ayırır, her şeyi açıkça anlatırlar; Türkçe, Hollandaca ve İngilizce konuşurlar.',
    languagesLabel: 'Konuştuğu diller',
    treatmentsLabel: 'Odaklandığı alanlar',
    experienceLabel: '{years} yılı aşkın deneyim',
    bigLabel: 'BIG sicil numarası {number}',
    bigRegistered: 'Hollanda BIG siciline kayıtlı',
    bigCheck: 'BIG sicilinden kontrol edin',
    cta: {
      title: 'Tanışmak ister misiniz?',
      text: 'İlk randevunuzu talep edin. Sizi tanımaktan ve neye ihtiyacınız olduğunu birlikte konuşmaktan memnuniyet duyarız.',
    },
  },
};
