import type { Localized, RatesContent } from '../types';

export const rates: Localized<RatesContent> = {
  nl: {
    meta: {
      title: 'Tarieven en vergoedingen',
      description:
        'Hoe werken tandartstarieven in Nederland? Lees over de NZa-tarieven, wat de basisverzekering en de aanvullende verzekering vergoeden en hoe u bij ons betaalt.',
      keywords:
        'tandarts tarieven, tandartskosten, NZa tarieven {tariffYear}, vergoeding tandarts, basisverzekering tandarts, aanvullende tandartsverzekering, begroting tandarts, tandarts Amstelveen',
    },
    title: 'Tarieven en vergoedingen',
    lead: 'Wat kost een behandeling en wat vergoedt uw zorgverzekering? Hier leest u hoe tandartstarieven in Nederland werken en hoe wij factureren.',
    summary: {
      title: 'In het kort',
      items: [
        '**Wat kost het?** Een eerste bezoek met twee kleine röntgenfoto’s {firstVisitFee}; een controle met een kleine röntgenfoto {checkupFee}; een vulling van één tot drie vlakken {fillingFrom} tot {fillingTo}, plus eventuele verdoving (NZa-tarieven {tariffYear}).',
        '**Kinderen tot 18 jaar:** bijna alle tandartszorg wordt vergoed uit de basisverzekering.',
        '**Volwassenen:** tandartszorg betaalt u meestal zelf of via een aanvullende tandartsverzekering.',
        '**Kost een behandeling € 250 of meer?** Dan krijgt u vooraf altijd een schriftelijke begroting.',
      ],
    },
    body: `## Landelijke maximumtarieven

In Nederland stelt de Nederlandse Zorgautoriteit (NZa) de tarieven voor tandheelkundige zorg vast. Elke behandeling heeft een vaste code, bijvoorbeeld C002 voor de periodieke controle, met een maximumtarief dat ieder jaar opnieuw wordt bepaald. Alle tandartsen in Nederland gebruiken dezelfde codes en mogen niet meer rekenen dan deze maximumtarieven.

## Wat vergoedt de basisverzekering?

- **Kinderen tot 18 jaar:** de basisverzekering vergoedt bijna alle tandartszorg, zoals controles, röntgenfoto’s, gebitsreinigingen en vullingen. Orthodontie (een beugel) en meestal ook kronen en bruggen vallen er niet onder.
- **Volwassenen:** de basisverzekering vergoedt tandartszorg niet, op enkele uitzonderingen na, zoals bepaalde kaakchirurgische ingrepen en een volledig kunstgebit (met een eigen bijdrage van {dentureShare}). U betaalt de kosten zelf of krijgt ze (deels) vergoed via een aanvullende tandartsverzekering.

Het eigen risico geldt niet voor de tandartszorg van kinderen. Voor volwassenen geldt het alleen voor de enkele tandheelkundige behandelingen die de basisverzekering vergoedt, zoals bepaalde kaakchirurgie.

## Aanvullende tandartsverzekering

Met een aanvullende tandartsverzekering krijgt u de kosten geheel of gedeeltelijk vergoed, tot een maximumbedrag per jaar, bijvoorbeeld € 250 of € 500. Wat daarboven uitkomt, betaalt u zelf. In uw polis ziet u welke behandelingen en percentages voor u gelden. Plant u een grotere behandeling, kijk dan ook of u die over twee kalenderjaren kunt spreiden.

## Vooraf weten waar u aan toe bent

Verwachten wij dat een behandeling € 250 of meer kost, dan krijgt u altijd vooraf een schriftelijke begroting. Daarmee kunt u bij uw verzekeraar navragen wat u vergoed krijgt, voordat u een beslissing neemt.

## Factureren en betalen

U bent welkom, ongeacht uw zorgverzekeraar. Waar uw polis dat toelaat, sturen wij de factuur rechtstreeks naar uw verzekeraar. Anders ontvangt u de factuur zelf en dient u die bij uw verzekeraar in. Bent u verzekerd buiten het Nederlandse stelsel, bijvoorbeeld met een internationale polis? Dan betaalt u onze factuur zelf en declareert u die bij uw verzekeraar. Wij vragen u uw factuur binnen 30 dagen na de factuurdatum te betalen. Betaalt u ook na een herinnering niet, dan kunnen wij de wettelijke rente in rekening brengen.

Voor een puur cosmetische behandeling zonder medische noodzaak, zoals tanden bleken, komt er 21% btw bij het tarief.

## Afspraak annuleren

Tot wanneer u kosteloos kunt verzetten of annuleren, hangt af van wanneer u de afspraak heeft gemaakt:

- **Meer dan 72 uur van tevoren gemaakt:** tot 48 uur voor de afspraak.
- **48 tot 72 uur van tevoren gemaakt:** tot 24 uur nadat wij de afspraak hebben bevestigd.
- **Minder dan 48 uur van tevoren gemaakt:** tot het begin van de afspraak.

Een voorbeeld van de middelste regel: hebben wij uw afspraak op maandag om 10.00 uur bevestigd voor donderdag om 9.00 uur? Dan kunt u tot dinsdag 10.00 uur kosteloos annuleren of verzetten.

- **Annuleert u later of komt u niet?** Dan kunnen wij de gereserveerde tijd in rekening brengen: **{lateCancellationFee} per {lateCancellationMinutes} minuten**, nooit meer dan de geplande behandeling zou kosten. Zorgverzekeraars vergoeden dit niet.
- **Overmacht?** Kon u door overmacht, zoals een ongeluk of een ziekenhuisopname, niet op tijd annuleren, dan rekenen wij niets.`,
    tariffs: {
      title: 'Wat kost een behandeling?',
      source: 'NZa-maximumtarieven {year}',
      intro:
        'Dit zijn de maximumtarieven die de Nederlandse Zorgautoriteit (NZa) voor {year} heeft vastgesteld, voor de behandelingen die wij het vaakst uitvoeren. Een bezoek bestaat vaak uit meerdere codes, bijvoorbeeld een controle met een kleine röntgenfoto (C002 en X10).\n\nDe NZa stelt de maximumtarieven ieder jaar per 1 januari opnieuw vast; dan werken wij deze tabel bij. Wij rekenen nooit meer dan het maximumtarief van het lopende jaar. Het tarief van uw behandeling kunt u altijd vooraf bij ons opvragen.',
      more: 'Zo leest u uw tandartsrekening',
    },
    links: {
      title: 'Meer informatie',
      call: 'Een vraag over uw rekening of begroting?',
      nza: {
        label: 'Nederlandse Zorgautoriteit (NZa)',
        description: 'Tarieven en regels voor tandheelkundige zorg in Nederland.',
      },
      knmt: {
        label: 'KNMT',
        description:
          'Patiënteninformatie van de Koninklijke Nederlandse Maatschappij tot bevordering der Tandheelkunde.',
      },
    },
    cta: {
      title: 'Vragen over de kosten?',
      text: 'Wij leggen graag uit wat een behandeling kost en hoe de vergoeding werkt. Bel of mail ons gerust.',
      button: 'Neem contact op',
    },
  },
  en: {
    meta: {
      title: 'Dental Fees and Insurance',
      description:
        'How do dental fees work in the Netherlands? Learn about NZa tariffs, what basic and supplementary health insurance cover, and how billing works at our practice.',
      keywords:
        'dental fees Netherlands, dentist cost Amstelveen, NZa tariffs {tariffYear}, Dutch dental insurance, basic health insurance, supplementary dental insurance, treatment estimate, expat dentist',
    },
    title: 'Fees and insurance',
    lead: 'What does treatment cost, and what does your health insurance cover? Here is how dental fees work in the Netherlands and how we handle billing.',
    summary: {
      title: 'In short',
      items: [
        '**What does it cost?** A first visit with two small X-rays {firstVisitFee}; a check-up with a small X-ray {checkupFee}; a filling of one to three surfaces {fillingFrom} to {fillingTo}, plus a local anaesthetic if needed (NZa fees, {tariffYear}).',
        '**Children under 18:** basic health insurance covers almost all dental care.',
        '**Adults:** you usually pay for dental care yourself or through supplementary dental insurance.',
        '**Treatment costing €250 or more:** you always get a written estimate first.',
      ],
    },
    body: `## National maximum fees

In the Netherlands, maximum dental fees are set nationally by the Dutch Healthcare Authority (NZa). Every treatment has a fixed code, such as C002 for a routine check-up, with a maximum tariff that is updated every year. All Dutch dentists use the same codes and may not charge more than these maximum tariffs.

## What does basic insurance cover?

Everyone who lives or works in the Netherlands must have basic health insurance (basisverzekering). For dental care, it works like this:

- **Children under 18:** basic insurance covers almost all dental care, including check-ups, X-rays, cleanings and fillings. Orthodontics (braces) and, usually, crowns and bridges are not included.
- **Adults:** basic insurance does not cover dental care, apart from a few exceptions, such as some oral surgery and full dentures (with a personal contribution of {dentureShare}). You pay for it yourself or claim it on supplementary insurance.

The yearly compulsory excess (eigen risico) does not apply to children’s dental care. For adults, it applies only to the few dental treatments that basic insurance covers, such as some oral surgery.

## Supplementary dental insurance

Supplementary dental insurance (aanvullende tandartsverzekering) reimburses all or part of your costs up to a yearly maximum, for example €250 or €500. You pay anything above that amount yourself. Your policy shows which treatments and percentages apply to you. If you are planning a larger treatment, it may help to spread it over two calendar years.

## Know the cost in advance

If we expect a treatment to cost €250 or more, you always receive a written estimate before we begin. You can use it to check with your insurer what they will reimburse before you decide.

## Billing and payment

Whichever Dutch health insurer you are with, you are welcome here. Where your policy allows, we bill your insurer directly. Otherwise, you receive the invoice yourself and submit it to your insurer for reimbursement. Insured outside the Dutch system, for example with an international expat policy? You pay our invoice yourself and claim it from your insurer. Please pay within 30 days of the invoice date. If the invoice is still unpaid after a reminder, we may charge statutory interest.

For a purely cosmetic treatment without a medical need, such as teeth whitening, 21% VAT is added to the fee and to any laboratory and material costs.

## Cancelling an appointment

How long you can reschedule or cancel free of charge depends on when you booked:

- **Booked more than 72 hours ahead:** until 48 hours before the appointment.
- **Booked 48 to 72 hours ahead:** until 24 hours after we confirmed it.
- **Booked less than 48 hours ahead:** until the appointment starts.

An example of the middle line: if we confirmed your appointment on Monday at 10:00 for Thursday at 09:00, you can cancel or reschedule free of charge until 10:00 on Tuesday.

- **Cancelling later, or not turning up?** We may charge for the reserved time: **{lateCancellationFee} per {lateCancellationMinutes} minutes**, never more than the planned treatment would cost. Health insurers do not reimburse this.
- **Something beyond your control?** If an accident, a hospital stay or something similar prevented you from cancelling in time, we will not charge you.`,
    tariffs: {
      title: 'What does treatment cost?',
      source: 'NZa maximum tariffs for {year}',
      intro:
        'These are the maximum tariffs the Dutch Healthcare Authority (NZa) has set for {year}, for the treatments we perform most often. A visit often has more than one code, for example a check-up with a small X-ray (C002 and X10).\n\nThe NZa sets new maximum tariffs every year, from 1 January, and we update this table then. We never charge more than the NZa maximum tariffs for the current year. You can always ask us for the fee for your treatment beforehand.',
      more: 'How to read your dental bill',
    },
    links: {
      title: 'Learn more',
      call: 'A question about your bill or estimate?',
      nza: {
        label: 'Dutch Healthcare Authority (NZa)',
        description: 'Tariffs and rules for dental care in the Netherlands (in Dutch).',
      },
      knmt: {
        label: 'KNMT',
        description: 'Patient information from the Royal Dutch Dental Association (in Dutch).',
      },
    },
    cta: {
      title: 'Questions about costs?',
      text: 'We are happy to explain what a treatment costs and how reimbursement works. Just call or email us.',
      button: 'Contact us',
    },
  },
  tr: {
    meta: {
      title: 'Ücretler ve sigorta',
      description:
        'Hollanda’da diş tedavisi ücretleri nasıl belirlenir? NZa’nın belirlediği ücretleri, temel ve ek sigortanın neleri karşıladığını ve ödemenin nasıl yapıldığını öğrenin.',
      keywords:
        'diş hekimi ücretleri, Hollanda diş tedavisi fiyatları, NZa ücretleri {tariffYear}, diş sigortası Hollanda, basisverzekering, aanvullende tandartsverzekering, maliyet tahmini, Amstelveen diş hekimi',
    },
    title: 'Ücretler ve sigorta',
    lead: 'Bir tedavi ne kadar tutar, sağlık sigortanız neleri karşılar? Bu sayfada, Hollanda’da diş tedavisi ücretlerinin nasıl belirlendiğini ve nasıl faturalandırdığımızı anlatıyoruz.',
    summary: {
      title: 'Kısaca',
      items: [
        '**Ne kadar tutar?** İki küçük röntgenle ilk ziyaret {firstVisitFee}; küçük bir röntgenle kontrol {checkupFee}; bir ila üç yüzeyli dolgu {fillingFrom} ile {fillingTo} arası, lokal anestezi (uyuşturma) gerekirse ayrıca ücretlendirilir (NZa {tariffYear} ücretleri).',
        '**18 yaş altı çocuklar:** diş tedavilerinin neredeyse tamamı temel sigortadan karşılanır.',
        '**Yetişkinler:** diş tedavisini genellikle kendiniz ya da ek diş sigortanız aracılığıyla ödersiniz.',
        '**250 € ve üzeri:** tedaviden önce her zaman yazılı bir maliyet tahmini alırsınız.',
      ],
    },
    body: `## Ülke genelinde geçerli azami ücretler

Hollanda’da diş tedavisi ücretleri, NZa tarafından ülke genelinde belirlenir. Her tedavinin sabit bir kodu vardır; örneğin periyodik kontrolün kodu C002’dir. Her kod için her yıl yeniden belirlenen bir azami ücret bulunur. Hollanda’daki tüm diş hekimleri aynı kodları kullanır ve bu azami ücretlerin üzerinde ücret alamaz.

## Temel sağlık sigortası neleri karşılar?

Hollanda’da yaşayan herkesin temel sağlık sigortası (basisverzekering) yaptırması zorunludur. Diş tedavisinde durum şöyledir:

- **18 yaşından küçük çocuklar:** kontrol, röntgen, diş temizliği ve dolgu gibi diş tedavilerinin neredeyse tamamı temel sigortadan karşılanır. Ortodonti (diş teli) ve çoğu durumda kron ile köprüler bu kapsamın dışındadır.
- **Yetişkinler:** temel sigorta, çene cerrahisindeki bazı işlemler ve tam protez ({dentureShare} katkı payıyla) gibi birkaç istisna dışında diş tedavisini karşılamaz. Masrafları kendiniz ya da ek sigortanız aracılığıyla ödersiniz.

Yıllık zorunlu muafiyet (eigen risico) çocukların diş tedavisinde uygulanmaz. Yetişkinlerde ise yalnızca temel sigortanın karşıladığı birkaç diş tedavisi, örneğin bazı çene cerrahisi işlemleri için geçerlidir.

## Ek diş sigortası

Ek diş sigortası (aanvullende tandartsverzekering), masraflarınızın tamamını veya bir kısmını yıllık bir üst sınıra kadar öder; bu sınır örneğin 250 € veya 500 € olabilir. Bu tutarın üzerindeki kısmı kendiniz ödersiniz. Hangi tedavilerin ve yüzde kaçının karşılandığını poliçenizde görebilirsiniz. Kapsamlı bir tedavi planlıyorsanız, tedaviyi iki takvim yılına yaymak işinize yarayabilir.

## Masrafı önceden bilin

Bir tedavinin 250 € veya daha fazla tutacağını öngörüyorsak, başlamadan önce size her zaman yazılı bir maliyet tahmini (begroting) veririz. Karar vermeden önce bu belgeyle sigorta şirketinize ne kadarını ödeyeceğini sorabilirsiniz.

## Faturalandırma ve ödeme

Sağlık sigortanız hangi şirketten olursa olsun, kliniğimize gelebilirsiniz. Sigorta şirketiniz ve poliçeniz izin veriyorsa faturayı doğrudan sigorta şirketinize gönderebiliriz. Aksi hâlde fatura size gelir, siz de geri ödeme için sigorta şirketinize iletirsiniz. Hollanda sistemi dışında, örneğin uluslararası bir sağlık sigortasıyla mı sigortalısınız? O zaman faturamızı kendiniz öder, ardından sigorta şirketinizden geri talep edersiniz. Faturayı, fatura tarihinden itibaren 30 gün içinde ödemenizi rica ederiz; hatırlatmadan sonra da ödeme yapılmazsa yasal faiz talep edebiliriz.

Diş beyazlatma gibi tıbben gerekli olmayan, tamamen estetik amaçlı bir tedavide ücrete %21 KDV eklenir.

## Randevu iptali

Randevunuzu ücretsiz değiştirebileceğiniz ya da iptal edebileceğiniz son an, randevuyu ne zaman aldığınıza bağlıdır:

- **Randevu saatine 72 saatten fazla kala aldıysanız:** randevudan 48 saat öncesine kadar.
- **Randevu saatine 48 ila 72 saat kala aldıysanız:** randevuyu onayladığımızdan 24 saat sonrasına kadar.
- **48 saatten az kala aldıysanız:** randevu başlayana kadar.

İkinci duruma bir örnek: pazartesi saat 10.00’da perşembe saat 09.00 için onayladığımız bir randevuyu salı saat 10.00’a kadar ücretsiz iptal edebilir veya değiştirebilirsiniz.

- **Daha geç mi iptal ettiniz ya da randevuya gelmediniz mi?** Sizin için ayrılan süreyi faturalandırabiliriz: **ayrılan her {lateCancellationMinutes} dakika için {lateCancellationFee}**; bu ücret hiçbir zaman planlanan tedavinin tutarını aşmaz. Sigorta şirketleri bu ücreti karşılamaz.
- **Kaza ya da hastaneye yatış mı?** Elinizde olmayan bir nedenle zamanında iptal edemediyseniz hiçbir ücret almayız.`,
    tariffs: {
      title: 'Tedaviler ne kadar tutar?',
      source: '{year} yılının NZa azami ücretleri',
      intro:
        'En sık yaptığımız tedavilerin, Hollanda Sağlık Otoritesinin (Nederlandse Zorgautoriteit, NZa) {year} yılı için belirlediği azami ücretlerini tabloda görebilirsiniz. Bir ziyarette çoğu zaman birden fazla kod kullanılır; örneğin küçük bir röntgenle yapılan kontrol (C002 ve X10).\n\nNZa, azami ücretleri her yıl 1 Ocak itibarıyla yeniden belirler; bu tabloyu da o zaman güncelleriz. Kliniğimiz, NZa’nın içinde bulunduğumuz yıl için belirlediği azami ücretlerden fazlasını hiçbir zaman almaz. Tedavinizin ücretini bize her zaman önceden sorabilirsiniz.',
      more: 'Diş hekimi faturanızı nasıl okursunuz?',
    },
    links: {
      title: 'Daha fazla bilgi',
      call: 'Faturanız veya maliyet tahmininiz hakkında bir sorunuz mu var?',
      nza: {
        label: 'Hollanda Sağlık Otoritesi (NZa)',
        description: 'Hollanda’da diş tedavisine ilişkin ücretler ve kurallar.',
      },
      knmt: {
        label: 'KNMT',
        description: 'Hollanda Kraliyet Diş Hekimleri Birliğinin hasta bilgilendirme sayfaları.',
      },
    },
    cta: {
      title: 'Masraflarla ilgili sorunuz mu var?',
      text: 'Bir tedavinin ne kadar tutacağını ve geri ödemenin nasıl işlediğini size memnuniyetle anlatırız. Bizi arayabilir veya e-posta gönderebilirsiniz.',
      button: 'Bize ulaşın',
    },
  },
};
