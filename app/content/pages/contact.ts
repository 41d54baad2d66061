import type { ContactContent, Localized } from '../types';

export const contact: Localized<ContactContent> = {
  nl: {
    meta: {
      title: 'Contact en route',
      description:
        'Neem contact op met onze tandartspraktijk in Amstelveen: telefoon, e-mail, adres, route en openingstijden (ook op zaterdag), en de spoedlijn bij pijn of een ongeluk.',
      keywords:
        'contact tandarts Amstelveen, adres tandartspraktijk, telefoonnummer tandarts, spoedlijn tandarts, openingstijden, route, tandarts Stadshart',
    },
    title: 'Contact',
    lead: 'Heeft u een vraag of wilt u een afspraak maken? Bel of mail ons gerust. Wij helpen u graag, in het Nederlands, Engels of Turks.',
    addressTitle: 'Adres',
    hoursTitle: 'Openingstijden',
    phoneTitle: 'Telefoon',
    emailTitle: 'E-mail',
    map: {
      title: 'Op de kaart',
      routes: {
        tram: 'Tram 5 en 25, halte Stadshart, op een paar minuten lopen',
        car: 'Openbare parkeerplaatsen voor de deur',
        bike: 'Fietsenstalling naast de ingang',
      },
      notice:
        'De kaart komt van OpenStreetMap en wordt pas geladen als u op ‘Kaart tonen’ klikt. Tot dan wordt er niets naar OpenStreetMap gestuurd.',
      show: 'Kaart tonen',
      directions: 'Route plannen',
      directionsVia: 'met Google Maps',
      iframeTitle: 'Kaart met de locatie van de tandartspraktijk',
    },
    entranceCaption: 'De ingang van onze praktijk. Uw fiets kunt u direct bij de deur parkeren.',
    firstVisit: {
      title: 'Voor het eerst bij ons?',
      lead: 'Neem mee naar uw eerste afspraak:',
    },
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
    map: {
      title: 'Find us on the map',
      routes: {
        tram: 'Tram 5 or 25 to Stadshart, a few minutes’ walk',
        car: 'Public parking in front of the building',
        bike: 'Bicycle parking next to the entrance',
      },
      notice:
        'The map comes from OpenStreetMap and only loads when you ask for it, so nothing is sent to another website until then.',
      show: 'Show map',
      directions: 'Get directions',
      directionsVia: 'on Google Maps',
      iframeTitle: 'Map showing the location of the dental practice',
    },
    entranceCaption: 'The entrance to our practice. You can park your bike right by the door.',
    firstVisit: {
      title: 'First time with us?',
      lead: 'For your first appointment, please bring:',
    },
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
    map: {
      title: 'Haritada konumumuz',
      routes: {
        tram: '5 veya 25 numaralı tramvayla Stadshart durağına, oradan birkaç dakikalık yürüyüş',
        car: 'Binanın önünde halka açık park yerleri',
        bike: 'Girişin hemen yanında bisiklet park yeri',
      },
      notice:
        'Harita OpenStreetMap’ten gelir ve yalnızca siz istediğinizde yüklenir. O zamana kadar başka bir web sitesine hiçbir bilgi gönderilmez.',
      show: 'Haritayı gösterin',
      directions: 'Yol tarifi alın',
      directionsVia: '(Google Haritalar)',
      iframeTitle: 'Diş kliniğinin konumunu gösteren harita',
    },
    entranceCaption: 'Kliniğimizin girişi. Bisikletinizi kapının hemen yanına park edebilirsiniz.',
    firstVisit: {
      title: 'İlk kez mi geliyorsunuz?',
      lead: 'İlk randevunuza lütfen şunları getirin:',
    },
  },
};
