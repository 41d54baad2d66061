import type { Messages } from './nl';

const tr: Messages = {
  common: {
    ctaTitle: 'Sizi tanımak isteriz',
    ctaText:
      'Yeni hastaları, çocukları ve Hollanda’ya yeni taşınanları memnuniyetle karşılıyoruz. İnternet üzerinden randevu talep edin veya bizi arayın.',
    rating: '5 üzerinden {rating} yıldız',
    /** Under the emergency page’s calls: the way to book when it can wait. */
    notUrgent: 'Acil değil mi? Randevu talebinde bulunun',
    onThisPage: 'Bu sayfada',
    faqTitle: 'Sıkça sorulan sorular',
    /** Beside the home page's questions on a wide screen. */
    faqMore: {
      title: 'Sorunuzun cevabı burada yok mu?',
      text: 'Bizi arayın ya da bize e-posta gönderin. Size Türkçe, Hollandaca veya İngilizce yardımcı oluruz.',
    },
    atAGlance: 'Kısaca',
    otherTreatments: 'Diğer tedaviler',
    /** Above a patient's review on a treatment page. */
    patientReview: 'Bir hastamızın yorumu',
    /** A treatment page's dentists, under its heading. */
    whoTreatsYou: {
      label: 'Diş hekiminiz',
      bothSpeak: 'İkisi de {languages} konuşuyor',
      team: 'Ekibimizle tanışın',
    },
    readTime: '{minutes} dk okuma',
    skipToContent: 'İçeriğe geçin',
    loading: 'Yükleniyor…',
    close: 'Kapat',
    bookAppointment: 'Randevu alın',
    practiceKind: 'Diş kliniği',
    readMore: 'Devamını okuyun',
    readMoreAbout: '{topic} hakkında devamını okuyun',
    readMoreArticle: '“{topic}” yazısının devamını okuyun',
    imageUnavailable: 'Görsel yüklenemedi',
    opensInNewTab: '(yeni sekmede açılır)',
    backToHome: 'Ana sayfaya dönün',
  },
  /** Short names of the treatments: menus, the form’s service list, e-mails. */
  treatments: {
    general: 'Genel diş hekimliği',
    cosmetic: 'Estetik diş hekimliği',
    orthodontics: 'Ortodonti',
    implants: 'Diş implantları',
    pediatric: 'Çocuklar için diş bakımı',
    emergency: 'Acil diş tedavisi',
    checkup: 'Diş kontrolü',
    hygiene: 'Profesyonel diş temizliği',
    fillings: 'Diş dolguları',
    rootcanal: 'Kanal tedavisi',
    whitening: 'Diş beyazlatma',
    crowns: 'Kronlar ve köprüler',
    invisalign: 'Invisalign',
  },
  /** Names of the languages, in this language (staff languages on the team page). */
  languageNames: {
    nl: 'Hollandaca',
    en: 'İngilizce',
    tr: 'Türkçe',
  },
  contactActions: {
    emergencyNav: 'Acil',
    heroEmergency:
      'Ağrınız mı var ya da kaza mı geçirdiniz? Çalışma saatlerimizde acil hattımız: {phone}',
    emergencyLine: 'Acil hattımızı arayın',
    /** The header’s Book Appointment button on a narrow phone, where the full label does not fit. */
    bookShort: 'Randevu',
    callPractice: 'Kliniği arayın: {phone}',
    /** The phone menu's call while the practice is open, above the emergency line. */
    callPracticeWho: 'Kliniği arayın',
    call: 'Arayın: {phone}',
    callAfterHours: 'Acil mi? Arayın: {phone}',
    heroInPain: 'Ağrınız mı var, bir kaza mı geçirdiniz?',
    /** Under the practice's number on its call button while closed ("Call 020 …" / "Closed now"). */
    closedNow: 'Şu anda kapalıyız',
    /** Its counterpart while open, shown only once the page's clock is known (not without script). */
    openNow: 'Şu anda açığız',
    callClosedLabel: 'Telefon: şu anda kapalıyız',
    /** The header's call on the emergency page while closed (round 57). */
    headerAfterHoursLabel: 'Nöbetçi diş hekimi hattını arayın: {phone}',
    afterHoursNav: 'Nöbetçi diş hekimi',
    closedTitle: 'Çalışma saatlerimiz dışında',
    closedNotUrgent:
      'Acil bir durum yoksa internetten randevu talep edebilir veya çalışma saatlerimizde bizi arayabilirsiniz: {phone}.',
  },
  treatmentGroups: {
    prevention: 'Kontrol ve koruyucu bakım',
    repair: 'Tedavi ve onarım',
    smile: 'Estetik ve ortodontik tedaviler',
  },
  emergencyNow: {
    title: 'Ağrınız mı var, kaza mı geçirdiniz? Hemen arayın',
    text: 'Şiddetli ağrı, şişlik veya bir kaza durumunda çalışma saatlerimiz içinde sizi aynı gün muayene etmeye çalışırız.',
    stepsTitle: 'Şimdi ne yapmalısınız?',
    jumpTitle: 'Durumunuzu seçin',
    /** On the phone's bar that stays at the bottom of the screen beside the cards below (round 57). */
    callBarClosed: 'Nöbetçi diş hekimi hattını arayın',
    callBarOpen: 'Acil hattımızı arayın',
    steps: [
      {
        title: 'Yutkunma veya nefes alma güçlüğü',
        short: '112',
        text: 'Hemen 112’yi arayın.',
      },
      {
        title: 'Yerinden çıkan kalıcı diş',
        short: 'Yerinden çıkan diş',
        text: 'Dişi kökünden değil, beyaz görünen kısmından (diş tacı) tutun, süt dolu küçük bir kaba koyun, hemen acil hattımızı arayın ve mümkün olan en kısa sürede, tercihen 30 dakika içinde kliniğe gelin; kliniğimiz kapalıysa doğrudan nöbetçi diş hekimliği hizmetini arayın. Süt dişini yerine geri koymayın; yine de aynı gün bizi arayın.',
        closedText:
          'Dişi kökünden değil, beyaz görünen kısmından (diş tacı) tutun ve süt dolu küçük bir kaba koyun. Kliniğimiz şu anda kapalı: hemen nöbetçi diş hekimliği hizmetini arayın ve mümkün olan en kısa sürede, tercihen 30 dakika içinde size söylenen adrese gidin. Süt dişini yerine geri koymayın; ama kliniğimiz açılınca bizi mutlaka arayın.',
      },
      {
        title: 'Düştükten sonra sallanan ya da yeri değişen diş',
        short: 'Düşme sonrası sallanan diş',
        text: 'Kanayan dudağa ya da diş etine temiz bir bez bastırın; dişi kendiniz yerine itmeyin. Süt dişi de olsa bugün acil hattımızı arayın. Başa alınan bir darbeden sonra bayılma, uyku hâli ya da kusma olduysa önce aile hekiminizi (huisarts) ya da 112’yi arayın.',
        closedText:
          'Kanayan dudağa ya da diş etine temiz bir bez bastırın; dişi kendiniz yerine itmeyin. Kliniğimiz şu anda kapalı: diş yerinden kaymış ya da diş etine doğru gömülmüşse nöbetçi diş hekimliği hizmetini arayın; yalnızca biraz sallanıyorsa kliniğimiz açılınca bizi arayın. Başa alınan bir darbeden sonra bayılma, uyku hâli ya da kusma olduysa önce nöbetçi aile hekimliği merkezini (huisartsenpost) ya da 112’yi arayın.',
      },
      {
        title: 'Kron ya da köprü çıktı',
        short: 'Çıkan kron veya köprü',
        text: 'Kronu ya da köprüyü küçük bir kutuda saklayın ve gelirken yanınıza alın. Kendiniz yapıştırmaya çalışmayın ve şimdilik ağzınızın öbür tarafıyla çiğneyin. Ağrınız yoksa bu acil bir durum değildir: birkaç gün içinde randevu almak için bizi arayın; çoğu zaman yerine yeniden yapıştırabiliriz. Ağrı geçmiyor mu? Hemen acil hattımızı arayın.',
        closedText:
          'Kronu ya da köprüyü küçük bir kutuda saklayın ve gelirken yanınıza alın. Kendiniz yapıştırmaya çalışmayın ve şimdilik ağzınızın öbür tarafıyla çiğneyin. Ağrınız yoksa kliniğimiz açılana kadar bekleyebilirsiniz: şimdiden [internetten randevu talep edin](book) ya da açıldığımızda bizi arayın; çoğu zaman yerine yeniden yapıştırabiliriz. Ağrı geçmiyor mu? Hemen nöbetçi diş hekimliği hizmetini arayın.',
      },
      {
        title: 'Ağrı veya yanakta şişlik',
        short: 'Ağrı veya şişlik',
        text: 'Gerekirse kullanma talimatına uygun şekilde parasetamol alın ve yanağınızı dışarıdan soğutun. Şişlik artıyorsa ya da ateşiniz varsa hemen acil hattımızı arayın. Ağrı gelip gidiyorsa, parasetamol işe yarıyorsa ve şişlik ya da ateş yoksa bu acil bir durum değildir: [bir hafta içinde gelebileceğiniz bir randevu talep edin](book).',
        closedText:
          'Gerekirse kullanma talimatına uygun şekilde parasetamol alın ve yanağınızı dışarıdan soğutun. Şişlik artıyorsa ya da ateşiniz varsa hemen nöbetçi diş hekimliği hizmetini arayın. Ağrı gelip gidiyorsa, parasetamol işe yarıyorsa ve şişlik ya da ateş yoksa kliniğimiz açılana kadar bekleyebilirsiniz: şimdiden [internetten randevu talep edin](book).',
      },
      {
        title: 'Yalnızca ısırınca ağrıyan diş',
        short: 'Isırınca ağrı',
        text: 'Şimdilik ağzınızın öbür tarafıyla çiğneyin; çok sert, sıcak ya da soğuk şeylerden kaçının. Şişlik ya da ateş yoksa acil bir durum değildir: birkaç gün içinde randevu almak için bizi arayın. Nedeni çoğu zaman dişte ya da dolguda küçük bir çatlaktır. Şişlik ya da ateş mi var? Hemen acil hattımızı arayın.',
        closedText:
          'Şimdilik ağzınızın öbür tarafıyla çiğneyin; çok sert, sıcak ya da soğuk şeylerden kaçının. Şişlik ya da ateş yoksa kliniğimiz açılana kadar bekleyebilirsiniz: şimdiden [internetten randevu talep edin](book) ya da açıldığımızda bizi arayın. Nedeni çoğu zaman dişte ya da dolguda küçük bir çatlaktır. Şişlik ya da ateş mi var? Hemen nöbetçi diş hekimliği hizmetini arayın.',
      },
      {
        title: 'Dişten ya da dolgudan bir parça koptu',
        short: 'Kırık diş veya dolgu',
        text: 'Kırılan diş parçasını biraz suyun içinde saklayın ve ağzınızı ılık suyla çalkalayın. Kırık yerde pembe ya da kırmızı bir nokta görüyor musunuz, kırık yerden kan geliyor mu ya da ağrı geçmiyor mu? Sinir açığa çıkmış olabilir: bugün acil hattımızı arayın. Soğuk ya da tatlı bir şey yiyip içince yalnızca biraz mı sızlıyor? Bu genellikle acil bir durum değildir: randevu için bizi arayın. Parçanın yerine yapıştırılıp yapıştırılamayacağına bakar ya da dişi dolguyla onarırız.',
        closedText:
          'Kırılan diş parçasını biraz suyun içinde saklayın ve ağzınızı ılık suyla çalkalayın. Kırık yerde pembe ya da kırmızı bir nokta görüyor musunuz, kırık yerden kan geliyor mu ya da ağrı geçmiyor mu? Sinir açığa çıkmış olabilir: hemen nöbetçi diş hekimliği hizmetini arayın. Soğuk ya da tatlı bir şey yiyip içince yalnızca biraz mı sızlıyor? O zaman kliniğimiz açılana kadar bekleyebilirsiniz: şimdiden [internetten randevu talep edin](book) ya da açıldığımızda bizi arayın. Parçanın yerine yapıştırılıp yapıştırılamayacağına bakar ya da dişi dolguyla onarırız.',
      },
    ],
  },
  emergencyCall: {
    inHoursWhen: 'Çalışma saatlerimizde',
    inHoursWho: 'Acil hattımız',
    afterHoursWhen:
      'Akşamları, geceleri, cumartesi {saturdayCloses}’ten sonra, pazar günleri ve resmî tatillerde; telefonda Hollandaca konuşulur',
    heroAfterHoursWhen: 'Kapalı olduğumuz saatlerde (telefonda Hollandaca konuşulur)',
    dutchPhraseLead: 'Hollandacanız yeterli değilse şöyle başlayabilirsiniz:',
    dutchPhrase:
      'Ik heb een tandheelkundig spoedgeval. Ik spreek weinig Nederlands. Kunt u langzaam praten?',
    afterHoursWho: 'Nöbetçi diş hekimliği hizmeti: {service}',
    afterHoursShort: 'Çalışma saatleri dışında: {service} {phone}',
    statusOpen: 'Şu anda açığız (kapanış saati {closes})',
    statusClosed: 'Şu anda kapalıyız',
    statusClosedUntil: 'Şu anda kapalıyız (açılış saati {opens})',
    statusClosedUntilTomorrow: 'Şu anda kapalıyız (açılış: yarın {opens})',
    statusClosedUntilDay: 'Şu anda kapalıyız (açılış: {day} {opens})',
    statusUnknown: 'Tatil dönemi: saatler değişebilir',
  },
  nav: {
    breadcrumb: 'Sayfa yolu',
    mainLabel: 'Ana menü',
    home: 'Ana sayfa',
    homeLogoLabel: '{name}, ana sayfaya gidin',
    services: 'Tedaviler',
    allServices: 'Tüm tedaviler',
    dentures: 'Takma dişiniz oynuyor mu?',
    aboutUs: 'Hakkımızda',
    team: 'Ekibimiz',
    ourClinic: 'Kliniğimiz',
    contact: 'İletişim',
    rates: 'Ücretler',
    blog: 'Blog',
    terms: 'Koşullar',
    openMenu: 'Menüyü açın',
    closeMenu: 'Menüyü kapatın',
    language: 'Dil',
    chooseLanguage: '{code} – dil seçin (şu anki dil: {language})',
  },
  footer: {
    about: 'Amstelveen’de tüm aileye birebir ilgiyle diş bakımı; Türkçe, Hollandaca ve İngilizce.',
    quickLinks: 'Hızlı bağlantılar',
    contact: 'İletişim',
    hours: 'Çalışma saatleri',
    languages: 'Dil',
    emergency: 'Acil durum mu? Çalışma saatlerimizde: {phone}',
    followUs: 'Bizi takip edin',
    socialLabel: '{network} (yeni sekmede açılır)',
    copyright: '© {year} {name}. Tüm hakları saklıdır.',
    kvk: 'Ticaret Odası (KvK) {number}',
  },
  hours: {
    weekdays: 'Pazartesi – Cuma',
    saturday: 'Cumartesi',
    sunday: 'Pazar',
    closed: 'Kapalı',
    range: '{open}–{close}',
    callWindow:
      'Bize hafta içi {weekdayOpen}–{weekdayClose}, cumartesi {saturdayOpen}–{saturdayClose} saatleri arasında telefonla ulaşabilirsiniz.',
  },
  notFound: {
    title: '404 Sayfa bulunamadı',
    message:
      'Bu sayfayı bulamadık; adres değişmiş ya da yanlış yazılmış olabilir. Ana sayfada tüm tedavilerimizi bulabilir ve hemen randevu talep edebilirsiniz.',
    back: 'Ana sayfaya dön',
    suggestions: 'Ya da doğrudan şu sayfalara gidin',
  },
  error: {
    title: 'Bir sorun oluştu',
    message:
      'Bu sayfa yüklenemedi. Lütfen internet bağlantınızı kontrol edip tekrar deneyin. Sorun devam ederse bizi arayabilirsiniz.',
    retry: 'Tekrar deneyin',
  },
  dialog: {
    termsTitle: 'Genel koşullar',
    privacyTitle: 'Gizlilik bildirimi',
    lastUpdated: 'Son güncelleme: {date}',
  },
  form: {
    fullName: 'Ad soyad',
    nameHint: 'Randevu başka biri için olsa da kendi adınızı yazın.',
    email: 'E-posta adresi',
    emailHint: 'Talebinizin alındığını bu adrese bildiririz.',
    emailSuggestion: 'Bunu mu demek istediniz: {email}?',
    emailSuggestionAccept: 'Evet, bunu kullan',
    phone: 'Telefon numarası',
    phoneHint: 'Örneğin 06 98 76 54 32; yurt dışı numarası ülke koduyla, +90 532 123 45 67',
    appointmentFor: 'Randevu kimin için?',
    appointmentForOptions: {
      self: 'Kendim',
      child: 'Çocuğum',
      other: 'Başka biri',
      family: 'Birkaç aile bireyi',
    },
    patientName: 'Ad ve yaş',
    patientNameHints: {
      child:
        'Örneğin: Elif, 6 yaşında. Yukarıdaki bilgilerinizden sizi arar ya da size e-posta göndeririz.',
      other:
        'Örneğin: Ayşe Yılmaz, 72 yaşında. Onu değil, sizi arar ya da size e-posta göndeririz. Kendi çocuğunuz olmayan bir çocuğu mu getiriyorsunuz? O zaman bir ebeveynin onayı gerekir.',
      family:
        'Herkesin adını ve yaşını her satıra bir kişi olacak şekilde yazın; randevu sizin için de olacaksa kendinizinkini de. Randevuları mümkün olduğunca art arda planlarız. Herkesin ihtiyacı farklı mı? Aşağıda en önemlisini seçin, gerisini mesajınıza yazın.',
    },
    goodToKnow: 'Bilmemizde yarar var',
    newPatient: 'Kliniğimizdeki ilk randevu olacak',
    newPatientHint:
      'Bu durumda ilk randevu bir tanışma ve ilk muayenedir: diş hekimi dişleri muayene eder ve neye ihtiyaç olduğunu sizinle konuşur.',
    callFirst: 'Önce beni arayın',
    callFirstHint:
      'Bu ziyaret kaygı veriyorsa veya önce bir şey sormak istiyorsanız bu seçeneği işaretleyin; saati belirlemeden önce sizi ararız.',
    service: 'Tedavi',
    servicePlaceholder: 'Bir tedavi seçin',
    serviceHint: 'Diş temizliği, dolgu, kanal tedavisi, kron ya da protez mi? “{general}”ı seçin.',
    serviceOptions: {
      general: 'Kontrol, onarım ve genel bakım',
      cosmetic: 'Estetik (beyazlatma, lamina)',
      orthodontics: 'Diş teli veya Invisalign',
      implants: 'Diş implantları',
      pediatric: 'Çocuklar için diş bakımı (18 yaş altı)',
      emergency: 'Acil (ağrı veya kaza)',
    },
    preferredDate: 'Tercih ettiğiniz tarih',
    datePlaceholder: 'Bir tarih seçin',
    dateHint:
      'Kesin saati daha sonra sizinle birlikte belirleriz. Sabah mı, öğleden sonra mı, yoksa daha ileri bir gün mü? Bunu o zaman söyleyebilirsiniz.',
    /** Under the date when today is chosen (shown by CSS). */
    todayNote:
      'Bugün gelmek istiyorsanız lütfen bizi arayın: {phone}. Bu form üzerinden gelen taleplere bir iş günü içinde yanıt veriyoruz.',
    message: 'Mesaj',
    optional: '(isteğe bağlı)',
    messageHint:
      'Örneğin şikâyetlerinizi yazabilirsiniz. Mesaj yazarsanız, bu mesajı kullanmamız için onayınızı isteriz.',
    consentBefore: 'Kliniğin ',
    consentLink: 'gizlilik bildirimini',
    consentAfter: ' okudum.',
    healthConsent:
      'Mesajımda sağlıkla ilgili yazdığım bilgilerin randevuya hazırlık amacıyla kullanılmasına açıkça onay veriyorum.',
    healthConsentHint:
      'Yalnızca mesaj yazarsanız gereklidir. Bu onayı dilediğiniz zaman geri alabilirsiniz; bu durumda mesajınızı sileriz (hasta dosyanıza zaten işlenmiş bilgiler orada kalır).',
    honeypot: 'Bu alanı boş bırakın',
    termsNote:
      'Randevunuz için {terms} geçerlidir; örneğin randevunuzu 48 saat öncesine kadar ücretsiz iptal edebilirsiniz (randevu saatine az kala alınan randevularda ücretsiz iptal süresi daha geç sona erebilir).',
    termsLink: 'genel koşullarımız',
    submit: 'Randevu talep edin',
    submitting: 'Gönderiliyor…',
    requiredNote: '* ile işaretli alanların doldurulması zorunludur.',
  },
  appointmentStatus: {
    successTitle: 'Randevu talebiniz alındı',
    successMessage:
      'Randevu talebiniz için teşekkür ederiz. Randevuyu onaylamak için bir iş günü içinde sizinle iletişime geçeceğiz.',
    emailFailedTitle: 'Randevu talebiniz kaydedildi',
    emailFailedMessage:
      'Randevu talebiniz kaydedildi, ancak bilgilendirme e-postası gönderilirken bir sorun oluştu. Randevuyu onaylamak için bir iş günü içinde {phone} numaralı telefonunuzu arayacağız.',
    errorTitle: 'Hata',
    errorMessage: 'Randevu talebiniz gönderilirken bir sorun oluştu. Lütfen tekrar deneyin.',
    rateLimitedTitle: 'Çok fazla talep',
    rateLimitedMessage: {
      one: 'Bu bağlantıdan kısa sürede çok sayıda talep gönderildi. Lütfen {minutes} dakika sonra tekrar deneyin veya bizi {phone} numarasından arayın.',
      other:
        'Bu bağlantıdan kısa sürede çok sayıda talep gönderildi. Lütfen {minutes} dakika sonra tekrar deneyin veya bizi {phone} numarasından arayın.',
    },
    invalidTitle: 'Lütfen formu kontrol edin',
    tooLargeMessage: 'Talebiniz çok uzun. Lütfen mesajı kısaltıp tekrar deneyin.',
    /** The toast of a failed submission, under its title (the alert says what happened). */
    formKept: 'Girdiğiniz bilgiler formda duruyor.',
    dismiss: 'Bildirimi kapatın',
  },
  appointmentNext: {
    title: 'Bundan sonra ne olacak?',
    steps: [
      'Talebinizin bize ulaştığını bildiren bir e-postayı hemen alırsınız.',
      'Bir iş günü içinde sizi arar veya size e-posta göndererek birlikte bir saat belirleriz.',
      'Ardından randevunuzun onayını alırsınız; bu e-postada bir takvim dosyası ve randevunuzu görüntüleyip iptal edebileceğiniz bir bağlantı bulunur.',
    ],
    address: 'Adres',
    route: 'Ulaşım ve park yeri',
    /** Beside the form's lower half, where a patient types their details (round 57). */
    privacyTitle: 'Bilgileriniz',
    privacy:
      'Bilgilerinizi yalnızca randevunuz için kullanırız. Kimseyle paylaşmayız ve hiçbir zaman pazarlama amacıyla kullanmayız.',
  },
  confirmation: {
    closedNow: 'Şu anda kapalıyız: talebinizle {when} ilgileneceğiz.',
    reopensToday: 'saat {opens} itibarıyla',
    reopensTomorrow: 'yarın saat {opens} itibarıyla',
    reopensDay: '{day} saat {opens} itibarıyla',
    forLabel: 'Kimin için',
    forSelf: 'Kendiniz',
    forChild: '{name} (çocuğunuz)',
    notesLabel: 'Bilmemizde yarar var',
    newPatient: 'Kliniğimizdeki ilk randevunuz',
    callFirst: 'Saati belirlemeden önce sizi arayacağız',
    name: 'Ad soyad',
    phone: 'Telefon numarası',
    message: 'Mesaj',
    messageSent: 'Alındı; sizinle iletişime geçmeden önce okuyacağız',
    emailSentTo: 'Talebinizin alındığını bildiren e-postayı {email} adresine gönderdik.',
    spamHint: 'E-postayı göremiyor musunuz? Lütfen istenmeyen (spam) klasörünüze de bakın.',
    safe: 'Talebiniz bizde güvenle kayıtlı; formu yeniden göndermenize gerek yok.',
    questions:
      'Bir değişiklik yapmak mı istiyorsunuz ya da sorunuz mu var? Bizi {phone} numarasından arayın.',
    another: 'Başka bir randevu talep edin',
    parentConsent:
      'Kendi çocuğunuz olmayan bir çocuğu mu getiriyorsunuz? 16 yaşından küçük bir çocuk için anne, baba ya da vasinin onayı gerekir: lütfen ebeveynlerden birinin bizi önceden aramasını sağlayın.',
    anotherKeeps: 'Adınız, e-posta adresiniz ve telefon numaranız dolu kalır.',
    emergencySent:
      'Talebiniz kaydedildi. Bu formla gönderilen taleplere bir iş günü içinde yanıt veriyoruz. Ağrınız mı var ya da bir kaza mı geçirdiniz? Yanıtımızı beklemeyin, yukarıda belirtildiği gibi hemen arayın.',
  },
  fieldErrors: {
    required: 'Bu alanın doldurulması zorunludur.',
    tooLong: 'Lütfen en fazla {max} karakter kullanın.',
    nameInvalid: 'Lütfen adınızı harflerle ve tam olarak yazın.',
    textInvalid: 'Bu alanda izin verilmeyen karakterler var.',
    familyNamesRequired: 'Lütfen randevu alınacak her kişinin adını ve yaşını yazın.',
    patientNameInvalid: 'Lütfen adı harflerle yazın, örneğin: Elif, 6 yaşında.',
    choiceInvalid: 'Lütfen seçeneklerden birini seçin.',
    emailInvalid: 'Lütfen geçerli bir e-posta adresi girin, örneğin ad@ornek.com.',
    phoneInvalid:
      'Lütfen geçerli bir telefon numarası girin. Hollanda numaraları 10 hanelidir; yurt dışı numaraları ülke koduyla başlar.',
    serviceInvalid: 'Lütfen listeden bir tedavi seçin.',
    dateInvalid: 'Lütfen listeden bir tarih seçin.',
    dateTooLate: 'Bugün için artık randevu talep edilemiyor. Lütfen başka bir gün seçin.',
    healthConsentRequired:
      'Lütfen mesajınızın kullanılmasına onay verin ya da mesaj alanını boş bırakın.',
    consentRequired: 'Lütfen gizlilik bildirimini okuduğunuzu onaylayın.',
    languageInvalid: 'Bilinmeyen dil.',
    honeypot: 'Bu alan boş kalmalıdır.',
  },
  requiredFieldErrors: {
    patientName: 'Lütfen randevunun kimin için olduğunu yazın: adı ve yaşı.',
    fullName: 'Lütfen adınızı ve soyadınızı girin.',
    email: 'Lütfen e-posta adresinizi girin.',
    phone: 'Lütfen telefon numaranızı girin.',
    service: 'Lütfen bir tedavi seçin.',
    preferredDate: 'Lütfen tercih ettiğiniz tarihi seçin.',
  },
  offline: {
    title: 'Çevrimdışısınız',
    message:
      'Bu sayfa cihazınızda kayıtlı değil ve şu anda internet bağlantısı yok. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    retry: 'Tekrar deneyin',
    callUs: 'Çalışma saatlerimizde bizi arayın:',
    emergency: 'Acil durum mu? Acil hattımızı arayın:',
    afterHours:
      'Çalışma saatlerimiz dışında acil sorunlarda bölgenizdeki nöbetçi diş hekimi size yardımcı olur. Nöbetçi diş hekimliği hizmetini ({service}) arayın:',
  },
  emergencyRequest: {
    text: 'Şu anda ağrınız mı var, bir kaza mı geçirdiniz ya da yanağınız mı şişti? Yanıtımızı beklemeyin: çalışma saatlerimiz içinde hemen acil hattımızı arayın.',
    textClosed:
      'Şu anda şiddetli ağrınız mı var, yanağınız mı şişti, yoksa bir kazada dişiniz yerinden çıktı ya da kaydı mı? Yanıtımızı beklemeyin: kliniğimiz şu anda kapalı, hemen nöbetçi diş hekimliği hizmetini arayın.',
    notUrgent:
      'Dişiniz soğuk ya da tatlı bir şey yiyip içtiğinizde yalnızca biraz mı sızlıyor ya da ağrı olmadan dolgunuzun bir parçası mı düştü? Bu acil bir durum değildir: “{general}”ı seçin.',
  },
  treatmentPrices: {
    title: '{year} NZa azami ücretleri',
    /** Under the children's page's tariffs: what parents pay is not what is listed. */
    childrenCovered:
      '18 yaş altı: ortodonti ve genellikle kron ile köprüler dışında, tedavilerin çoğu temel sigortadan karşılanır; muafiyet (eigen risico) uygulanmaz.',
    /** The children's page: the tariffs are what the insurer is billed. */
    billedToInsurer: 'Sigortaya fatura edilen tutarlar (NZa {year})',
    none: 'Tedavinin 250\u00a0€ veya daha fazla tutması bekleniyorsa size önceden yazılı bir maliyet tahmini veririz.',
    link: 'Tüm ücretler ve sigorta kapsamı',
  },
  toast: {
    label: 'Bildirim',
    region: 'Bildirimler ({hotkey})',
  },
  languageSwitch: {
    failed: 'Dil değiştirilemedi. Lütfen tekrar deneyin.',
  },
};

export default tr;
