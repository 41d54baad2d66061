import type { ContactContent, Localized } from '../types';

export const contact: Localized<ContactContent> = {
  nl: {
    meta: {
      title: 'Contact en route',
      description:
        'Neem contact op met onze tandartspraktijk in Amstelveen: telefoon, e-mail, adres, openingstijden en de spoedlijn voor pijn of een ongeluk, ook op zaterdag.',
      keywords:
        'contact tandarts Amstelveen, adres tandartspraktijk, telefoonnummer tandarts, spoedlijn tandarts, openingstijden, route, tandarts Stadshart',
    },
    title: 'Contact',
    lead: 'Heeft u een vraag of wilt u een afspraak maken? Bel of mail ons gerust. Wij helpen u graag, in het Nederlands, Engels of Turks.',
    addressTitle: 'Adres',
    hoursTitle: 'Openingstijden',
    phoneTitle: 'Telefoon',
    emailTitle: 'E-mail',
    emergencyTitle: 'Spoed',
    emergencyText:
      'Heeft u acute pijn, is er een tand afgebroken of uitgeslagen, of heeft u een ongeluk gehad? Bel dan de spoedlijn: {emergencyPhone}. Bij spoed kunt u nog dezelfde dag bij ons terecht.',
    map: {
      title: 'Op de kaart',
      notice:
        'De kaart komt van OpenStreetMap en wordt pas geladen als u daarom vraagt. Tot die tijd wordt er niets naar een andere website gestuurd.',
      show: 'Kaart tonen',
      openInApp: 'Openen in uw kaartenapp',
      iframeTitle: 'Kaart met de locatie van de tandartspraktijk',
    },
    entranceImageAlt:
      'Illustratie van de ingang van de tandartspraktijk, met een glazen deur en fietsen in de stalling ernaast',
    entranceCaption: 'De ingang van onze praktijk. Uw fiets kunt u direct bij de deur parkeren.',
  },
  en: {
    meta: {
      title: 'Contact and Directions',
      description:
        'Contact our dental practice in Amstelveen: phone, email, address, opening hours and our emergency line for dental pain or accidents, Saturdays included.',
      keywords:
        'contact dentist Amstelveen, dental practice address, dentist phone number, emergency dentist line, opening hours, directions, dentist Stadshart',
    },
    title: 'Contact us',
    lead: 'Have a question or want to make an appointment? Feel free to call or email us. We are happy to help in English, Dutch or Turkish.',
    addressTitle: 'Address',
    hoursTitle: 'Opening hours',
    phoneTitle: 'Phone',
    emailTitle: 'Email',
    emergencyTitle: 'Emergencies',
    emergencyText:
      'Sudden pain, an accident or a knocked-out tooth? We see emergencies the same day. Call our emergency line: {emergencyPhone}.',
    map: {
      title: 'Find us on the map',
      notice:
        'The map comes from OpenStreetMap and only loads when you ask for it, so nothing is sent to another website until then.',
      show: 'Show map',
      openInApp: 'Open in maps app',
      iframeTitle: 'Map showing the location of the dental practice',
    },
    entranceImageAlt:
      'Illustration of the entrance to the dental practice, with a glass door and bikes parked in the rack beside it',
    entranceCaption: 'The entrance to our practice. You can park your bike right by the door.',
  },
  tr: {
    meta: {
      title: 'İletişim ve yol tarifi',
      description:
        'Amstelveen’deki diş kliniğimize ulaşın: telefon, e-posta, adres, çalışma saatleri ve ağrı ya da kaza durumları için cumartesi de ulaşılabilen acil hattımız.',
      keywords:
        'Amstelveen diş hekimi iletişim, diş kliniği adresi, diş hekimi telefon, acil diş hekimi hattı, çalışma saatleri, yol tarifi, Stadshart',
    },
    title: 'İletişim',
    lead: 'Bir sorunuz mu var ya da randevu almak mı istiyorsunuz? Bizi arayabilir veya e-posta gönderebilirsiniz. Size Türkçe, Hollandaca ya da İngilizce seve seve yardımcı oluruz.',
    addressTitle: 'Adres',
    hoursTitle: 'Çalışma saatleri',
    phoneTitle: 'Telefon',
    emailTitle: 'E-posta',
    emergencyTitle: 'Acil durumlar',
    emergencyText:
      'Aniden başlayan bir ağrınız mı var, kaza mı geçirdiniz ya da bir dişiniz yerinden mi çıktı? Acil durumlarda aynı gün randevu veriyoruz. Lütfen {emergencyPhone} numaralı acil hattımızı arayın.',
    map: {
      title: 'Haritada konumumuz',
      notice:
        'Harita OpenStreetMap’ten gelir ve yalnızca siz istediğinizde yüklenir. O zamana kadar başka bir web sitesine hiçbir bilgi gönderilmez.',
      show: 'Haritayı göster',
      openInApp: 'Harita uygulamasında aç',
      iframeTitle: 'Diş kliniğinin konumunu gösteren harita',
    },
    entranceImageAlt:
      'Diş kliniğinin girişinin çizimi: cam bir kapı ve hemen yanındaki bisiklet parkında duran bisikletler',
    entranceCaption: 'Kliniğimizin girişi. Bisikletinizi kapının hemen yanına park edebilirsiniz.',
  },
};
