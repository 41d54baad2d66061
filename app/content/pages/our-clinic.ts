import type { ClinicContent, Localized } from '../types';

export const ourClinic: Localized<ClinicContent> = {
  nl: {
    meta: {
      title: 'Onze praktijk in Amstelveen',
      description:
        'Een lichte, rustige tandartspraktijk in Amstelveen met een meertalig team, ook op zaterdag open. Parkeren voor de deur en tram 5 en 25 op loopafstand.',
      keywords:
        'tandartspraktijk Amstelveen, tandarts Stadshart, tandarts zaterdag, openingstijden tandarts, bereikbaarheid, parkeren, tram 5, tram 25',
    },
    hero: {
      title: 'Onze praktijk',
      lead: 'Een lichte, rustige praktijk in Amstelveen, waar u zich welkom voelt vanaf het moment dat u binnenstapt.',
    },
    about: {
      title: 'Over onze praktijk',
      body: `{practiceName} is een gezinspraktijk in Amstelveen, opgericht door tandarts Murat Kaya. Samen met tandarts Elif Aydın en ons team zorgen wij voor het gebit van kinderen, ouders en grootouders uit Amstelveen en omgeving.

Onze patiënten zijn net zo divers als Amstelveen zelf. Naast veel Amstelveners komen er internationale gezinnen bij ons die de Nederlandse zorg nog niet kennen, en gezinnen die hun zorg het liefst ook in het Turks bespreken. Daarom spreken onze tandartsen Nederlands, Engels en Turks.

**Voorkomen is beter dan genezen.** Bij een controle kijken wij niet alleen naar gaatjes, maar ook naar uw tandvlees en uw poetsgewoonten. U krijgt advies dat past bij uw gebit en uw dagelijks leven.

**U weet vooraf waar u aan toe bent.** Voordat wij met een behandeling beginnen, leggen wij uit wat wij gaan doen, hoe lang het duurt en wat het kost. Voor behandelingen van € 250 of meer krijgt u altijd eerst een schriftelijke begroting.

**Wij werken in uw tempo.** Ziet u op tegen de tandarts? Zeg het gerust. Wij nemen de tijd, leggen elke stap uit en u kunt op elk moment aangeven dat u even pauze wilt.`,
    },
    features: {
      title: 'Wat u van ons mag verwachten',
      items: {
        modern: {
          title: 'Moderne behandelkamers',
          text: 'Lichte behandelkamers met moderne apparatuur, zodat wij nauwkeurig kunnen werken en u comfortabel zit.',
        },
        expert: {
          title: 'Ervaren tandartsen',
          text: 'Tandarts Murat Kaya heeft meer dan 20 jaar ervaring, tandarts Elif Aydın meer dan 10 jaar. Zij volgen regelmatig nascholing en houden zo hun vakkennis bij.',
        },
        multilingual: {
          title: 'Nederlands, Engels en Turks',
          text: 'Onze tandartsen spreken Nederlands, Engels en Turks. Zo kunt u alles vragen en begrijpt u precies wat er gebeurt.',
        },
        saturday: {
          title: 'Ook op zaterdag',
          text: 'Op zaterdag bent u van {saturdayHoursDutch} welkom voor controles, behandelingen en spoed. Handig als u doordeweeks werkt of de kinderen naar school gaan.',
        },
        convenient: {
          title: 'Goed bereikbaar',
          text: 'Openbare parkeerplaatsen voor de deur, een fietsenstalling bij de ingang en de tram (lijnen 5 en 25) op een paar minuten lopen.',
        },
        care: {
          title: 'Zorg met aandacht',
          text: 'Wij nemen de tijd voor u, leggen alles vooraf uit en hebben extra aandacht voor kinderen en patiënten met tandartsangst.',
        },
      },
      calmLink: 'Zo stellen wij u gerust',
    },
    hours: {
      title: 'Openingstijden',
    },
    glance: {
      title: 'De praktijk in het kort',
      dentists: 'tandartsen, samen ruim {years} jaar ervaring',
      languages: 'talen: Nederlands, Engels en Turks',
      days: 'dagen per week open, ook op zaterdag',
      reply: {
        value: '1',
        label: 'werkdag: zo snel reageren wij op uw afspraakaanvraag',
      },
    },
    location: {
      title: 'Bereikbaarheid',
      lead: 'U vindt ons op {address}. De praktijk is goed bereikbaar met de auto, het openbaar vervoer en de fiets.',
      parking: {
        title: 'Parkeren',
        text: 'Direct voor de praktijk zijn openbare parkeerplaatsen.',
      },
      publicTransport: {
        title: 'Openbaar vervoer',
        text: 'Tramlijnen 5 en 25 stoppen bij halte Stadshart. Vanaf de halte loopt u in een paar minuten naar de praktijk.',
      },
      bicycle: {
        title: 'Met de fiets',
        text: 'Uw fiets zet u in de fietsenstalling direct bij de deur.',
      },
      access: {
        title: 'Met een rolstoel, rollator of kinderwagen?',
        text: 'Bel ons gerust voordat u komt. Wij vertellen u hoe u het makkelijkst binnenkomt, helpen u waar nodig en plannen als u dat wilt wat extra tijd voor u in.',
      },
    },
  },
  en: {
    meta: {
      title: 'Our Clinic in Amstelveen',
      description:
        'A bright, calm dental clinic in Amstelveen with a multilingual team, open on Saturdays. Public parking in front of the practice and tram lines 5 and 25 a short walk away.',
      keywords:
        'dental clinic Amstelveen, dentist Stadshart, Saturday dentist, dentist opening hours, directions, parking, tram 5, tram 25',
    },
    hero: {
      title: 'Our clinic',
      lead: 'A bright, calm practice in Amstelveen where you feel welcome from the moment you walk in.',
    },
    about: {
      title: 'About our practice',
      body: `{practiceName} is a family dental practice in Amstelveen, founded by dentist Murat Kaya. Together with dentist Elif Aydın and the rest of our team, we care for the teeth of children, parents and grandparents from Amstelveen and the surrounding area.

Our patients are as diverse as Amstelveen itself. Alongside many local families, we see international families who are new to the Dutch healthcare system and Turkish-Dutch families who prefer to discuss everything in their own language. That is why our dentists speak English, Dutch and Turkish.

**Prevention comes first.** At a check-up, we look not only for cavities but also at your gums and your brushing habits. You get advice that fits your teeth and your daily routine.

**You know what to expect.** Before we start any treatment, we explain what we will do, how long it takes and what it costs. For treatments of €250 or more, you always receive a written estimate first.

**We work at your pace.** Nervous about the dentist? Just tell us. We take our time, explain every step, and you can ask for a break at any moment.`,
    },
    features: {
      title: 'What you can expect',
      items: {
        modern: {
          title: 'Modern treatment rooms',
          text: 'Bright, comfortable treatment rooms with modern equipment, so we can work precisely and you can feel at ease.',
        },
        expert: {
          title: 'Experienced dentists',
          text: 'Murat Kaya has more than 20 years of experience, and Elif Aydın more than 10. Both keep their skills up to date with regular further training.',
        },
        multilingual: {
          title: 'English, Dutch and Turkish',
          text: 'Our dentists speak English, Dutch and Turkish, so you can ask anything and always understand what is happening.',
        },
        saturday: {
          title: 'Open on Saturdays',
          text: 'On Saturdays we are open {saturdayHours} for check-ups, treatments and emergencies. Handy if you work during the week or your children are at school.',
        },
        convenient: {
          title: 'Easy to reach',
          text: 'Public parking in front of the practice, bicycle parking at the entrance, and tram lines 5 and 25 just a few minutes’ walk away.',
        },
        care: {
          title: 'Thoughtful care',
          text: 'We take our time, explain everything in advance and pay extra attention to children and patients who feel anxious about the dentist.',
        },
      },
      calmLink: 'How we keep it calm',
    },
    hours: {
      title: 'Opening hours',
    },
    glance: {
      title: 'The practice at a glance',
      dentists: 'dentists, with more than {years} years of experience between them',
      languages: 'languages: English, Dutch and Turkish',
      days: 'days a week, Saturdays included',
      reply: {
        value: '1',
        label: 'working day: that’s how soon we reply to your appointment request',
      },
    },
    location: {
      title: 'Getting here',
      lead: 'You will find us at {address}. The practice is easy to reach by car, public transport or bike.',
      parking: {
        title: 'Parking',
        text: 'There is public parking right in front of the practice.',
      },
      publicTransport: {
        title: 'Public transport',
        text: 'Tram lines 5 and 25 stop at Stadshart. The practice is just a few minutes’ walk from the stop.',
      },
      bicycle: {
        title: 'By bike',
        text: 'You can leave your bike in the bicycle parking right by the door.',
      },
      access: {
        title: 'Coming with a wheelchair, walker or pushchair?',
        text: 'Feel free to call us before you come. We’ll tell you the easiest way in, help where needed and, if you like, book a little extra time for you.',
      },
    },
  },
  tr: {
    meta: {
      title: 'Amstelveen’deki kliniğimiz',
      description:
        'Amstelveen’de çok dilli ekibiyle aydınlık ve sakin bir diş kliniği; cumartesi de açık. Önünde park yerleri var, 5 ve 25 numaralı tramvaylar birkaç dakika uzakta.',
      keywords:
        'Amstelveen diş kliniği, Stadshart diş hekimi, cumartesi açık diş hekimi, çalışma saatleri, ulaşım, otopark, tramvay 5, tramvay 25',
    },
    hero: {
      title: 'Kliniğimiz',
      lead: 'Amstelveen’de, kapıdan girdiğiniz andan itibaren kendinizi evinizdeymiş gibi hissedeceğiniz aydınlık ve sakin bir klinik.',
    },
    about: {
      title: 'Kliniğimiz hakkında',
      body: `{practiceName}, diş hekimi Murat Kaya tarafından kurulan, Amstelveen’deki bir aile diş kliniğidir. Diş hekimi Elif Aydın ve ekibimizle birlikte Amstelveen ve çevresinde yaşayan çocukların, anne babaların, büyükanne ve büyükbabaların dişleriyle ilgileniyoruz.

Hastalarımız da Amstelveen kadar çeşitlidir. Amstelveenli pek çok ailenin yanı sıra Hollanda sağlık sistemine yeni alışan, başka ülkelerden gelen aileler ve her şeyi kendi dillerinde konuşmayı tercih eden Türk kökenli aileler de bize geliyor. Bu yüzden diş hekimlerimiz Türkçe, Hollandaca ve İngilizce konuşuyor. Hollandacası yeterli olmayan büyüklerimiz de dertlerini rahatça, kendi dillerinde anlatabilir.

**Önlemek, tedavi etmekten iyidir.** Kontrollerde yalnızca çürüklere değil, diş etlerinize ve diş fırçalama alışkanlıklarınıza da bakarız. Size, dişlerinize ve günlük hayatınıza uygun öneriler sunarız.

**Neyle karşılaşacağınızı önceden bilirsiniz.** Bir tedaviye başlamadan önce ne yapacağımızı, ne kadar süreceğini ve ne kadar tutacağını anlatırız. 250 € veya üzerindeki tedaviler için size her zaman önceden yazılı bir maliyet tahmini (begroting) veririz.

**Sizin hızınızda ilerleriz.** Diş hekiminden çekiniyor musunuz? Bunu bize söylemeniz yeterli. Acele etmeden her adımı açıklarız; istediğiniz an ara verebilirsiniz.`,
    },
    features: {
      title: 'Bizden neler bekleyebilirsiniz?',
      items: {
        modern: {
          title: 'Modern tedavi odaları',
          text: 'Modern ekipmanla donatılmış aydınlık ve konforlu tedavi odalarımızda hem titizlikle çalışır hem de rahat etmenizi sağlarız.',
        },
        expert: {
          title: 'Deneyimli diş hekimleri',
          text: 'Murat Kaya’nın 20 yılı aşkın, Elif Aydın’ın ise 10 yılı aşkın mesleki deneyimi var. İkisi de bilgi ve becerilerini sürekli güncel tutuyor.',
        },
        multilingual: {
          title: 'Türkçe, Hollandaca ve İngilizce',
          text: 'Diş hekimlerimiz Türkçe, Hollandaca ve İngilizce konuşur. Böylece her şeyi rahatça sorabilir, yapılan her işlemi tam olarak anlarsınız.',
        },
        saturday: {
          title: 'Cumartesi de açığız',
          text: 'Cumartesi günleri {saturdayHoursTurkish} saatleri arasında kontrol, tedavi ve acil durumlar için hizmetinizdeyiz. Hafta içi çalışıyorsanız ya da çocuklarınız okuldaysa bu büyük kolaylık sağlar.',
        },
        convenient: {
          title: 'Kolay ulaşım',
          text: 'Kliniğin önünde halka açık park yerleri, girişte bisiklet park yeri var; 5 ve 25 numaralı tramvayların durağı ise birkaç dakikalık yürüme mesafesinde.',
        },
        care: {
          title: 'İlgili ve özenli bakım',
          text: 'Size zaman ayırır, her şeyi önceden anlatırız. Çocuklara ve diş hekiminden çekinen hastalara özellikle özen gösteririz.',
        },
      },
      calmLink: 'Sizi nasıl rahat ettiriyoruz',
    },
    hours: {
      title: 'Çalışma saatleri',
    },
    glance: {
      title: 'Bir bakışta kliniğimiz',
      dentists: 'diş hekimi, toplamda {years} yılı aşkın deneyim',
      languages: 'dil: Türkçe, Hollandaca ve İngilizce',
      days: 'gün açık: pazartesiden cumartesiye',
      reply: {
        value: '1',
        label: 'iş günü içinde randevu talebinize yanıt veririz',
      },
    },
    location: {
      title: 'Ulaşım',
      lead: 'Kliniğimiz {address} adresindedir. Araba, toplu taşıma veya bisikletle kolayca ulaşabilirsiniz.',
      parking: {
        title: 'Arabayla',
        text: 'Kliniğin hemen önünde halka açık park yerleri bulunur.',
      },
      publicTransport: {
        title: 'Toplu taşımayla',
        text: '5 ve 25 numaralı tramvaylar Stadshart durağında durur. Duraktan kliniğe yürüyerek birkaç dakikada ulaşırsınız.',
      },
      bicycle: {
        title: 'Bisikletle',
        text: 'Bisikletinizi kapının hemen yanındaki bisiklet park yerine bırakabilirsiniz.',
      },
      access: {
        title: 'Tekerlekli sandalye, yürüteç ya da bebek arabasıyla mı geliyorsunuz?',
        text: 'Gelmeden önce bizi rahatlıkla arayabilirsiniz. Kliniğe en kolay nasıl girebileceğinizi anlatır, gerektiğinde yardımcı olur ve isterseniz randevunuz için biraz fazladan zaman ayırırız.',
      },
    },
  },
};
