/**
 * What the fresh native reads of 23 November 2026 (docs/content/review-2026-11-23-fresh-readers.md)
 * asked to be fixed, checked so it stays fixed: in every language's texts, pages, messages and
 * e-mails.
 */
import { describe, expect, test } from 'vitest';
import { languages, type Lang } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { cancellationRule, patientAppointmentMail } from '~/mail/appointment-mails.server';
import { appointmentMessages } from '~/mail/appointment-messages.server';
import { emergencyAdvice, mailMessages } from '~/mail/messages.server';
import { staffCatalogues } from '~/staff/messages';
import { apiMessages } from '../../server/api-messages';
import { imageSlots } from './image-slots';
import { practice, saturdayCloses } from './practice';
import { renderMarkdown } from './markdown.server';
import {
  formatTariff,
  tariffAmount,
  tariffs,
  tariffTableHeadings,
  tariffYear,
  visitExamplesFor,
  visitTotal,
} from './tariffs';
import { privacy } from './legal/privacy';
import { terms } from './legal/terms';
import { blog } from './pages/blog';
import { contact } from './pages/contact';
import { home } from './pages/home';
import { ourClinic } from './pages/our-clinic';
import { rates } from './pages/rates';
import { services } from './pages/services';
import { team } from './pages/team';
import { articlePage, articles, ratesPage, treatments } from './site.server';
import { teamMembers } from './team-members';
import { reviewVerification } from './testimonials';

/** Every string inside a value (objects, arrays), however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** All written text of one language: pages, treatments, articles, legal texts, UI and e-mails. */
function allTextOf(lang: Lang): string[] {
  return [
    ...[home, services, team, ourClinic, contact, rates, blog].flatMap((page) =>
      stringsOf(page[lang]),
    ),
    ...Object.values(treatments).flatMap((treatment) => stringsOf(treatment[lang])),
    ...Object.values(articles).flatMap((article) => stringsOf(article.text[lang])),
    ...teamMembers.flatMap((member) => stringsOf(member.text[lang])),
    terms[lang].body,
    privacy[lang].body,
    reviewVerification[lang],
    ...stringsOf(catalogues[lang]),
    ...stringsOf(mailMessages[lang]),
    ...Object.values(imageSlots).flatMap((slot) => stringsOf((slot as { alt?: unknown }).alt)),
  ];
}

/** Sentences of a text, Markdown links reduced to their words. */
const sentencesOf = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, ']')
    .split(/(?<=[.!?])\s+|\n+/)
    .filter(Boolean);

describe('Dutch', () => {
  test('services are named as care, not as people the practice does not have', () => {
    const names = [
      ...Object.values(catalogues.nl.treatments),
      ...Object.values(catalogues.nl.treatmentGroups),
      catalogues.nl.contactActions.emergencyNav,
    ];
    for (const name of names) expect(name).not.toMatch(/kindertandarts|spoedtandarts/i);
    expect(catalogues.nl.treatments.pediatric).toBe('Tandzorg voor kinderen');
    expect(catalogues.nl.treatments.emergency).toBe('Spoedhulp');
  });

  test('one name per treatment in running text (no "kindertandheelkunde", "spoedtandheelkunde")', () => {
    for (const text of allTextOf('nl')) {
      expect(text).not.toMatch(/kindertandheelkunde|spoedtandheelkunde|gezinstandheelkunde/i);
    }
  });

  test('the wording the native reader asked for', () => {
    const text = allTextOf('nl').join('\n');
    // "rechter" also reads as "judge"; "glimlach" is English via Dutch; "kleurenwaaier" is paint.
    expect(catalogues.nl.treatmentGroups.smile).not.toMatch(/rechter/);
    for (const word of [/glimlach/i, /kleurenwaaier/i, /gewoontes/, /\been of meer\b/i]) {
      expect(text).not.toMatch(word);
    }
    expect(text).not.toMatch(/U krijgt een tijd/);
  });
});

describe('Turkish', () => {
  test('one apostrophe (’) and curly quotes everywhere', () => {
    for (const text of allTextOf('tr')) {
      // "112'yi", "NZa’nın": the typographic apostrophe; "…" quotes, never straight ones.
      expect(text, text.slice(0, 80)).not.toMatch(/[\p{L}\d]'\p{L}/u);
      expect(text, text.slice(0, 80)).not.toMatch(/"/);
    }
  });

  test('no apostrophe after the name of an institution ("Otoritesinin")', () => {
    expect(allTextOf('tr').join('\n')).not.toMatch(/Otoritesi’n/);
  });

  test('siz on the patient’s buttons and links', () => {
    const tr = catalogues.tr;
    for (const label of [
      tr.common.bookAppointment,
      tr.common.readMore,
      tr.common.backToHome,
      tr.common.skipToContent,
      tr.contactActions.callPractice,
      blog.tr.backToList,
      contact.tr.map.show,
      contact.tr.map.directions,
    ]) {
      expect(label, label).toMatch(/(?:ın|in|un|ün)(?::.*)?$/);
    }
    expect(allTextOf('tr').join('\n')).not.toMatch(/ve\/veya|prospektüs|ısırış/);
  });
});

describe('the three languages say the same thing', () => {
  const allInsurers = {
    nl: /werken met alle (nederlandse )?zorgverzekeraars/i,
    en: /(accept|work with) all (dutch )?(health )?insurers/i,
    tr: /(tüm|bütün) (hollanda )?sağlık sigortası[^.]*şirketleriyle çalış/i,
  };
  const duringOpeningHours = {
    nl: /openingstijden|daarbuiten/i,
    en: /opening hours/i,
    tr: /çalışma saat/i,
  };
  const sameDay = { nl: /dezelfde dag/i, en: /same[ -]day/i, tr: /aynı gün(?!e)/i };
  // A knocked-out baby tooth: "come the same day" is advice to the parent, not a promise.
  const babyTooth = {
    nl: /melktand|blijvende tand eronder/i,
    en: /baby tooth|permanent tooth underneath/i,
    tr: /süt dişi|alttan gelen kalıcı dişi/i,
  };

  test.each(languages)('%s: no "we work with all insurers", but "whichever insurer"', (lang) => {
    for (const text of allTextOf(lang)) expect(text).not.toMatch(allInsurers[lang]);
  });

  test.each(languages)('%s: a same-day promise says "during opening hours"', (lang) => {
    const promises = allTextOf(lang)
      .flatMap(sentencesOf)
      .filter((sentence) => sameDay[lang].test(sentence) && !babyTooth[lang].test(sentence));
    expect(promises.length).toBeGreaterThan(3);
    expect(promises.filter((sentence) => !duringOpeningHours[lang].test(sentence))).toEqual([]);
  });

  test.each(languages)('%s: the emergency page names the after-hours service', (lang) => {
    const page = stringsOf(treatments.emergency[lang]).join('\n');
    expect(page).toContain('{afterHoursService}');
    expect(page).toContain('{afterHoursPhone}');
    expect(page).not.toMatch(/online|internet/i);
    expect(catalogues[lang].emergencyCall.afterHoursWho).toContain('{service}');
    expect(catalogues[lang].offline.afterHours).toContain('{service}');
  });

  // Third read: "outside opening hours" listed evenings, nights and Sundays but not Saturday
  // afternoon, when the practice is closed too. The time comes from the practice’s hours.
  test.each(languages)('%s: "outside opening hours" names Saturday after closing', (lang) => {
    const saturday = { nl: /zaterdag na/, en: /Saturdays after/, tr: /cumartesi \{/ }[lang];
    const page = stringsOf(treatments.emergency[lang]).join('\n');
    expect(page).toMatch(saturday);
    expect(page).toMatch(/\{saturdayCloses(Dotted)?\}/);
    expect(catalogues[lang].emergencyCall.afterHoursWhen).toMatch(saturday);
    expect(catalogues[lang].emergencyCall.afterHoursWhen).toContain('{saturdayCloses}');
  });

  test.each(languages)('%s: no paragraph repeated on three or more treatment pages', (lang) => {
    const pagesWith = new Map<string, Set<string>>();
    for (const [id, treatment] of Object.entries(treatments)) {
      for (const paragraph of treatment[lang].body.split(/\n\n+/)) {
        if (paragraph.length < 80) continue;
        pagesWith.set(paragraph, (pagesWith.get(paragraph) ?? new Set()).add(id));
      }
    }
    const repeated = [...pagesWith].filter(([, ids]) => ids.size >= 3).map(([p]) => p);
    expect(repeated).toEqual([]);
  });

  test.each(languages)('%s: the privacy statement lists every right and the WGBO term', (lang) => {
    const body = privacy[lang].body;
    const words = {
      nl: [/beperken/, /bezwaar/, /overdraagbaarheid/, /ten minste 20 jaar/, /gepseudonimiseerd/],
      en: [/restrict/, /object/, /portability/, /at least 20 years/, /pseudonymised/],
      tr: [
        /kısıtlan/,
        /itiraz/,
        /taşınabilirli/,
        /en az 20 yıl/,
        /takma adlandırılmış bir veridir/,
      ],
    }[lang];
    for (const word of words) expect(body).toMatch(word);
  });

  test.each(languages)(
    '%s: the terms name who else receives data, and the statutory interest after a 14-day reminder',
    (lang) => {
      const body = terms[lang].body;
      const words = {
        nl: [
          /zorgverzekeraar als wij rechtstreeks declareren/,
          /wettelijke rente/,
          /herinnering waarin wij u nog 14 dagen na ontvangst/,
        ],
        en: [
          /health insurer when we bill it directly/,
          /statutory interest/,
          /reminder giving you 14 more days from receipt/,
        ],
        tr: [
          /sigorta şirketiniz; faturalarımız için bir fatura bürosuyla/,
          /yasal faiz/,
          /hatırlatmayı aldıktan sonra ödeme için 14 gününüz daha/,
        ],
      }[lang];
      for (const word of words) expect(body).toMatch(word);
    },
  );
});

/** The second fresh read (23 November 2026, 18:45): what it asked to be fixed stays fixed. */
describe('second fresh read', () => {
  test('Turkish: a filling has surfaces ("yüzeyli"), never "iki yüzlü" (two-faced)', () => {
    expect(allTextOf('tr').join('\n')).not.toMatch(/(tek|iki|üç) yüzlü/);
  });

  const wholeTeam = {
    nl: /hele team spreekt|ons hele team/i,
    en: /whole team speaks|everyone on our team speaks/i,
    tr: /ekibimizin tamamı/i,
  };
  test.each(languages)('%s: only the dentists are said to speak three languages', (lang) => {
    expect(allTextOf(lang).join('\n')).not.toMatch(wholeTeam[lang]);
  });

  test.each(languages)('%s: the privacy statement describes the appointment e-mails', (lang) => {
    const body = privacy[lang].body;
    const words = {
      nl: [
        /herinnering/,
        /bekijken en annuleren/,
        /hostingpartij/,
        /verwerker/,
        /EER/,
        // The later of the two dates, said plainly (Dutch read of 26 November 2026, 2.17).
        /\{retentionDays\} dagen\*\* na de datum van uw afspraak/,
        /Komt er geen afspraak, dan verwijderen wij ze \{retentionDays\} dagen na uw aanvraag/,
      ],
      en: [
        /reminder/,
        /view and cancel/,
        /hosting provider/,
        /processors/,
        /EEA/,
        /if that is later/,
      ],
      tr: [
        /hatırlatma/,
        /iptal edebileceğiniz/,
        /barındırma/,
        /veri işleyen/,
        /AEA/,
        /daha sonraysa/,
      ],
    }[lang];
    for (const word of words) expect(body).toMatch(word);
    expect(body).not.toMatch(/nooit op|never store|asla saklamayız/);
  });

  test.each(languages)(
    '%s: the terms give the Wkkgz answer time and the dossier rights',
    (lang) => {
      const body = terms[lang].body;
      const words = {
        nl: [/binnen 6 weken/, /7:454/, /Komen wij er samen niet uit/],
        en: [/within six weeks/, /7:454/],
        tr: [/altı hafta içinde/, /7:454/],
      }[lang];
      for (const word of words) expect(body).toMatch(word);
      expect(body).not.toMatch(/altijd voorleggen|can always take|her zaman \{disputesBody\}/);
    },
  );

  const currentYear = {
    nl: /nooit meer dan het maximumtarief van het lopende jaar/,
    en: /never (charge|pay) more than the NZa maximum tariffs for the current year/,
    tr: /içinde bulunduğumuz yıl için belirlediği azami ücretlerden fazlasını/,
  };
  test.each(languages)('%s: the 2025 tables come with the current-year promise', (lang) => {
    expect(rates[lang].tariffs.intro).toMatch(currentYear[lang]);
    expect(articles['dental-costs'].text[lang].body).toMatch(currentYear[lang]);
    expect(rates[lang].tariffs.source).toMatch(/NZa/);
    expect(catalogues[lang].treatmentPrices.title).toMatch(/NZa/);
  });

  const absoluteCleaning = {
    nl: /adviseren (wij )?(deze reiniging )?\**minstens twee keer per jaar/i,
    en: /recommend (a professional cleaning )?\**at least twice a year/i,
    tr: /yılda en az iki kez\** (yaptırmanızı )?öneriyoruz/i,
  };
  test.each(languages)('%s: no unconditional "at least twice a year" advice', (lang) => {
    expect(allTextOf(lang).join('\n')).not.toMatch(absoluteCleaning[lang]);
  });
});

/** The third fresh read (23 November 2026, 19:21): what it left for the Turkish stays fixed. */
describe('third fresh read, Turkish', () => {
  const text = () => allTextOf('tr').join('\n');

  test('a fee is "ücret", in the present tense; no translated-sounding phrases', () => {
    expect(text()).not.toMatch(/tarife/i);
    expect(text()).not.toMatch(/€ idi\b/);
    for (const phrase of [/tempo/, /alacak dekontu/, /pseudonym/i, /halka açık otopark/]) {
      expect(text()).not.toMatch(phrase);
    }
    expect(catalogues.tr.footer.about).not.toMatch(/tüm aile için size özel/);
  });

  test('the screen reader’s "read more" contains the visible words (label in name)', () => {
    expect(catalogues.tr.common.readMoreAbout.toLowerCase()).toContain(
      catalogues.tr.common.readMore.toLowerCase(),
    );
  });

  test('GDPR is spelled out where the privacy statement first names it', () => {
    const body = privacy.tr.body;
    expect(body.indexOf('Genel Veri Koruma Tüzüğü')).toBeGreaterThan(-1);
    expect(body.indexOf('Genel Veri Koruma Tüzüğü')).toBeLessThan(body.indexOf('GDPR'));
    expect(terms.tr.body).toMatch(/iade faturası/);
  });

  test('team bios name the dentists with their title, not "Bey"/"Hanım"', () => {
    for (const member of teamMembers) {
      expect(member.text.tr.bio).not.toMatch(/\b(Bey|Hanım)\b/);
      expect(member.text.tr.bio).toContain(`Dt. ${member.name}`);
    }
  });

  // Fifth read: the service by its full name, "nöbetçi hizmet" alone could be a pharmacy or a GP.
  test('a knocked-out tooth after hours: call the on-call dental service straight away', () => {
    const facts = stringsOf(treatments.emergency.tr.facts).join('\n');
    expect(facts).not.toMatch(/nöbetçi hizmete gelin/);
    expect(facts).not.toMatch(/nöbetçi hizmeti/);
    expect(facts).toMatch(/kapalıysak hemen nöbetçi diş hekimliği hizmetini arayın/);
  });
});

/**
 * The fifth native Turkish read (26 November 2026, docs/content/review-2026-11-26-turkish.md):
 * one term per thing in every Turkish text, including the appointment e-mails, the patient's
 * appointment page, the staff area and the API's messages.
 */
describe('fifth Turkish read', () => {
  const everyTurkishText = () => [
    ...allTextOf('tr'),
    ...stringsOf(appointmentMessages.tr),
    ...stringsOf(staffCatalogues.tr),
    ...stringsOf(apiMessages.tr),
  ];
  const text = () => everyTurkishText().join('\n');

  test('eigen risico is "muafiyet"; "katılım payı" (a co-payment in Turkey) is gone', () => {
    expect(text()).not.toMatch(/katılım payı/i);
    const glossed = text().match(/\S+ \S+ \(eigen risico\)/g) ?? [];
    expect(glossed.length).toBeGreaterThan(2);
    for (const phrase of glossed) expect(phrase).toMatch(/muafiyet/);
  });

  test('"diş arası fırçası", "detartraj"; never "ara yüz fırçası", "detertraj"', () => {
    expect(text()).not.toMatch(/ara ?yüz fırça/i);
    expect(text()).not.toMatch(/detertraj/i);
    expect(stringsOf(treatments.hygiene.tr).join('\n')).toMatch(/\(detartraj\)/);
  });

  test('no calques of "rustig" and "gevoel terug": "sakin bir şekilde", "his geri gel…"', () => {
    expect(text()).not.toMatch(/sakin bir şekilde/i);
    expect(text()).not.toMatch(/his geri gel/i);
  });

  test('the dental lab is "diş protez laboratuvarı" wherever it is named in full', () => {
    expect(text()).not.toMatch(/diş laboratuvar/);
  });

  test('whichever insurer: "sigortanız hangi şirketten olursa olsun", not "şirketinde olmak"', () => {
    expect(text()).not.toMatch(/şirketinde (\(\w+\) )?olursanız/);
    // A whole sentence: "olursa olsun." alone left the home page's promise unfinished (round 50, BA).
    expect(text()).not.toMatch(/olursa olsun\./);
  });

  // The second fresh read (below) made it "bir yaşını doldurmadan": "yaşına girmek" is ambiguous.
  test('the first visit is said one way: "bir yaşını doldurmadan", never "en geç bir yaşında"', () => {
    expect(text()).not.toMatch(/en geç bir yaşında|(?<!\d)1 yaşından önce/);
    for (const body of [
      articles['regular-visits'].text.tr.body,
      articles['home-care'].text.tr.body,
      articles['dental-costs'].text.tr.body,
      treatments.pediatric.tr.body,
    ]) {
      expect(body).toMatch(
        /bir yaşını doldurmadan ya da ilk dişi çıktıktan sonraki altı ay içinde/,
      );
    }
  });

  test('one word per thing: "klinik", rescheduling is "değiştirmek", one wording for the late fee', () => {
    // "muayenehane" in the practice’s e-mails, "klinik" in the staff area and on the site.
    expect(text()).not.toMatch(/muayenehane/i);
    // "ertelemek" is only "to postpone": never offered next to cancelling an appointment.
    expect(text()).not.toMatch(/iptal[^.]{0,60}ertele|ertele[^.]{0,60}iptal/i);
    const m = appointmentMessages.tr;
    expect(m.cancelRule).toMatch(/iptal etmek veya değiştirmek/);
    expect(m.changeHint).toMatch(/değiştirmek/);
    // The fee for a late cancellation: the terms' words, in the e-mails and on the page too.
    expect(text()).not.toMatch(/ayrılan süreyi ücretlendir/);
    for (const sentence of [m.cancelRule, m.lateCancellationNote, m.cancelConfirmLate]) {
      expect(sentence).toContain('sizin için ayrılan süreyi faturalandırabiliriz');
    }
    expect(mailMessages.tr.receivedLabel).toBe(staffCatalogues.tr.colReceived);
  });

  test('the phone example in the form is none of the practice’s numbers', () => {
    const digits = (value: string) => value.replace(/\D/g, '');
    const examples = catalogues.tr.form.phoneHint.match(/[+\d][\d ]{5,}\d/g) ?? [];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      for (const number of [practice.phone, practice.emergencyPhone]) {
        expect(digits(example)).not.toBe(digits(number.display));
      }
    }
  });

  test('the reminder does not ask "Gelemeyecek misiniz?" twice', () => {
    const m = appointmentMessages.tr;
    expect(m.cancelTitle).toMatch(/gelemeyecek misiniz\?/i);
    expect(m.cancelRuleLate).not.toMatch(/gelemeyecek/i);
    expect(m.cancelRuleLate).toContain('{phone}');
    expect(m.cancelRuleLate).toContain('en kısa sürede');
  });

  test('the decline subject says the chosen day is not possible', () => {
    expect(appointmentMessages.tr.declinedSubject).toMatch(/seçtiğiniz gün/);
    expect(appointmentMessages.tr.declinedSubject).not.toMatch(/planlayamadık/);
  });
});

/**
 * The fresh reads of 26 November 2026 (docs/content/review-2026-11-26-fresh-readers.md): the
 * facts that must read the same in every language stay so.
 */
describe('fresh reads of 26 November 2026', () => {
  // The e-mails' emergency advice left out Saturday afternoon, as the site once did. The time
  // comes from the practice’s opening hours, the same fact as the site’s.
  test.each(languages)('%s: the e-mails’ emergency advice names Saturday after closing', (lang) => {
    const saturday = { nl: /zaterdag na/, en: /Saturdays after/, tr: /cumartesi \{/ }[lang];
    expect(mailMessages[lang].emergency).toMatch(saturday);
    expect(mailMessages[lang].emergency).toContain('{saturdayCloses}');
    expect(emergencyAdvice(lang)).toContain(saturdayCloses(lang));
    expect(emergencyAdvice(lang)).not.toMatch(/\{\w+\}/);
  });

  // Cancelling: by phone or e-mail, and (cancelling only, not rescheduling) with the link in the
  // confirmation e-mail. The terms must not differ by language.
  test.each(languages)('%s: the terms let the patient cancel with the e-mail’s link', (lang) => {
    const sentence = {
      nl: 'U kunt de afspraak ook annuleren via de link in uw bevestigingsmail.',
      en: 'You can also cancel it using the link in your confirmation email.',
      tr: 'iptal için onay e-postanızdaki bağlantıyı da kullanabilirsiniz.',
    }[lang];
    expect(terms[lang].body).toContain(sentence);
    // The link is its own sentence: it cancels, it does not reschedule.
    expect(terms[lang].body).not.toMatch(/via the link|or via/);
  });

  // One British term per thing, everywhere: navigation, headings, metadata, links, e-mails.
  test('English: "children’s dentistry", "fees", "routine check-up", "new-patient consultation"', () => {
    expect(catalogues.en.treatments.pediatric).toBe('Children’s dentistry');
    expect(catalogues.en.nav.rates).toBe('Fees');
    expect(rates.en.title).toMatch(/^Fees/);
    const tariffTexts = [
      ...tariffs.map((tariff) => tariff.description.en),
      ...tariffTableHeadings('en'),
    ];
    for (const text of [...allTextOf('en'), ...tariffTexts]) {
      const words = text.replace(/\]\([^)]*\)/g, ']');
      expect(words).not.toMatch(/paediatric|pediatric/i);
      expect(words).not.toMatch(/\brates?\b/i);
      expect(words).not.toMatch(/\b(periodic|intake)\b/i);
      expect(words).not.toMatch(/\bdeductible\b/i);
    }
  });

  test('English: GDPR is spelled out where the privacy statement first names it', () => {
    const body = privacy.en.body;
    const spelledOut = body.indexOf('General Data Protection Regulation, GDPR');
    expect(spelledOut).toBeGreaterThan(-1);
    expect(spelledOut).toBeLessThan(body.indexOf('GDPR'));
  });

  test('English: never "all insurers", in any word order (direct billing is not promised)', () => {
    for (const text of allTextOf('en')) {
      expect(text).not.toMatch(/\ball (of the )?(dutch )?(health )?insurers\b/i);
      expect(text).not.toMatch(/\binsurers? (are )?(all )?accepted\b/i);
    }
  });
});

/**
 * The health lawyer’s review of 26 November 2026 (docs/content/review-2026-11-26-dutch-and-legal.md,
 * decision 0100): the legal texts say the same thing in every language.
 */
describe('legal review of 26 November 2026', () => {
  // A clause that sends a consumer to a court other than the one competent by law is void
  // (Directive 93/13; art. 108(2) Rv): no court is named, in any language.
  test.each(languages)('%s: no forum clause in the terms', (lang) => {
    const body = terms[lang].body;
    expect(body).not.toMatch(/amsterdam/i);
    expect(body).not.toMatch(/binnen een maand|within one month|bir ay içinde/);
    expect(body).toMatch(
      {
        nl: /U kunt een geschil ook voorleggen aan de rechter die volgens de wet bevoegd is\./,
        en: /You can also take a dispute to the competent court\./,
        tr: /Bir uyuşmazlığı yasaya göre yetkili mahkemeye de götürebilirsiniz\./,
      }[lang],
    );
  });

  // The privacy statement names the server’s access log and the basis for the treatment as health
  // data; the form’s hint and the statement make one and the same withdrawal promise.
  test.each(languages)('%s: server logs and art. 9(2)(h) in the privacy statement', (lang) => {
    const body = privacy[lang].body;
    const words = {
      nl: [/technisch logboek/, /IP-adres/, /artikel 9, lid 2, onder h, AVG/, /artikel 30, lid 3/],
      en: [/technical log/, /IP address/, /Article 9\(2\)\(h\) GDPR/, /Article 30\(3\)/],
      tr: [/teknik bir kaydını/, /IP adresiniz/, /GDPR madde 9\(2\)\(h\)/, /madde 30\(3\)/],
    }[lang];
    for (const word of words) expect(body).toMatch(word);
  });

  test.each(languages)('%s: the form and the statement promise the same on withdrawal', (lang) => {
    const promise = {
      nl: 'dan verwijderen wij uw bericht (wat al in uw medisch dossier staat, blijft daar)',
      en: 'we will then delete your message (anything already in your medical record stays there)',
      tr: 'bu durumda mesajınızı sileriz (hasta dosyanıza zaten işlenmiş bilgiler orada kalır)',
    }[lang];
    expect(catalogues[lang].form.healthConsentHint).toContain(promise);
    expect(privacy[lang].body).toContain(promise);
    // The old unconditional promises are gone.
    expect(privacy[lang].body).not.toMatch(/Wij verwijderen dan uw bericht\.|, and we will delete/);
  });

  test.each(languages)(
    '%s: the retention paragraph covers mailbox, calendar and backups',
    (lang) => {
      const words = {
        nl: [/mailbox en de agenda van de praktijk/, /versleutelde back-ups/, /persoonlijke link/],
        en: [/practice’s mailbox and calendar/, /encrypted backups/, /personal link/],
        tr: [/e-posta kutusunda ve takviminde/, /şifreli yedeklerimizde/, /size özel bağlantınızı/],
      }[lang];
      for (const word of words) expect(privacy[lang].body).toMatch(word);
    },
  );

  // The three versions bind the practice alike (art. 6:238(2) BW): no promise in one language only.
  test('no Turkish-only promises in the legal texts', () => {
    for (const promise of [
      /çalışma saatlerimizde telefonla, dilediğiniz zaman da e-postayla/,
      /Faturanızla ilgili sorularınızı bize her zaman/,
      /Sorularınız için bize Türkçe olarak da ulaşabilirsiniz/,
      /tamamen ayrı tutulur ve tıbbi gizlilik/,
      /size reklam göndermeyiz/,
    ]) {
      expect(terms.tr.body + privacy.tr.body).not.toMatch(promise);
    }
    // What the Turkish said and the others now say too: the estimate explained, the invoice itemised.
    expect(terms.nl.body).toMatch(/ook in het Engels of Turks/);
    expect(terms.en.body).toMatch(/in English, Dutch or Turkish/);
    expect(terms.nl.body).toMatch(/Op uw factuur staan per behandeling de datum/);
    expect(terms.en.body).toMatch(/Your invoice shows, for each treatment, the date/);
  });

  test.each(languages)('%s: billing corrections never cut off a refund', (lang) => {
    const refund = {
      nl: /te veel gerekend, dan krijgt u \(of uw zorgverzekeraar\) het verschil terug/,
      en: /charged too much, you \(or your health insurer\) get the difference back/,
      tr: /Fazla ücret aldıysak aradaki fark size \(ya da sigorta şirketinize\) iade edilir/,
    }[lang];
    expect(terms[lang].body).toMatch(refund);
  });
});

/**
 * The late-cancellation fee (decision 0100): a charge that is not an NZa service needs an amount
 * the patient knows beforehand, so the terms, the fees page, the costs article and the
 * confirmation e-mail state it, from the practice data, with the same limits.
 */
describe('the late-cancellation fee, stated', () => {
  const fee = (lang: Lang) => formatTariff(practice.lateCancellationFee.cents, lang);
  const minutes = practice.lateCancellationFee.perMinutes;
  const amount = (lang: Lang) =>
    ({
      nl: `${fee('nl')} per ${minutes} minuten`,
      en: `${fee('en')} per ${minutes} minutes`,
      tr: `her ${minutes} dakika için ${fee('tr')}`,
    })[lang];
  const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

  test.each(languages)('%s: in the terms, the fees page and the costs article', (lang) => {
    for (const html of [
      renderMarkdown(terms[lang].body, lang),
      ratesPage(lang).bodyHtml,
      articlePage('dental-costs', lang).bodyHtml,
    ]) {
      expect(textOf(html)).toContain(amount(lang));
    }
  });

  test.each(languages)('%s: in the confirmation e-mail’s cancellation sentence', (lang) => {
    const start = new Date('2026-12-04T09:30:00Z');
    const sentence = cancellationRule(start, lang, new Date('2026-11-27T12:00:00Z'));
    expect(sentence).toContain(amount(lang));
    const mail = patientAppointmentMail(
      'confirmed',
      {
        requestId: '3f0c6a8e-1111-4222-8333-444455556666',
        fullName: 'Jan Jansen',
        email: 'jan@example.com',
        service: 'general',
        language: lang,
        start,
        durationMinutes: 30,
        sequence: 0,
      },
      { from: 'p@example.com', clinic: 'p@example.com', origin: 'https://praktijk.example' },
      { sentAt: new Date('2026-11-27T12:00:00Z') },
    );
    expect(mail.text).toContain(sentence);
    // The page’s warning and the late-cancellation mail name it too.
    const m = appointmentMessages[lang];
    for (const text of [m.cancelConfirmLate, m.lateCancellationNote, m.cancelRuleLate]) {
      expect(text).toContain('{fee}');
      expect(text).toContain('{minutes}');
    }
  });

  test.each(languages)(
    '%s: never more than the treatment, not insured, free when short-notice or force majeure',
    (lang) => {
      const limits = {
        nl: [
          /nooit meer dan de geplande behandeling/,
          /vergoed(t|en) (dit|deze kosten)( bedrag)? niet/,
          /minder dan 48 uur van tevoren gemaakt(, dan kunt u tot het begin van de afspraak kosteloos|\? Dan kunt u tot het begin van de afspraak kosteloos annuleren of verzetten)/,
          /overmacht/,
        ],
        en: [
          /never more than the planned treatment/,
          /does not reimburse|do not reimburse/,
          /less than 48 hours in advance[,?] (y|Y)ou can cancel (or reschedule )?free of charge (right up )?until (it|the appointment) starts/,
          /beyond your control/,
        ],
        tr: [
          /hiçbir zaman planlanan tedavinin tutarını aşmaz/,
          /bu ücreti karşılamaz/,
          /48 saatten (kısa bir süre|az) kala aldıysanız[,:] randevu başlayana kadar ücretsiz/,
          /elinizde olmayan bir nedenle/i,
        ],
      }[lang];
      for (const limit of limits) expect(terms[lang].body).toMatch(limit);
      // The costs article gives the fees page's three booking cases in two sentences (round 54,
      // BJ: it said only "48 hours", simpler than the fees page's rule).
      const [notMore, notInsured, , forceMajeure] = limits;
      const article = articles['dental-costs'].text[lang].body;
      for (const limit of [notMore, notInsured, forceMajeure])
        expect(article).toMatch(limit ?? /./);
      for (const booked of {
        nl: [
          /meer dan 72 uur van tevoren gemaakt, dan kunt u tot 48 uur voor de afspraak kosteloos annuleren of verzetten/,
          /48 tot 72 uur van tevoren gemaakt, dan kan dat kosteloos tot 24 uur nadat wij de afspraak hebben bevestigd/,
          /minder dan 48 uur van tevoren gemaakt, dan tot het begin van de afspraak/,
        ],
        en: [
          /more than 72 hours ahead, you can cancel or reschedule it free of charge until 48 hours before it/,
          /48 to 72 hours ahead, you can do so free of charge until 24 hours after we confirmed it/,
          /less than 48 hours ahead, until it starts/,
        ],
        tr: [
          /72 saatten fazla kala aldığınız bir randevuyu randevudan 48 saat öncesine kadar/,
          /48 ila 72 saat kala aldığınız bir randevuyu onaylamamızdan sonraki 24 saat içinde/,
          /48 saatten az kala aldığınız bir randevuyu ise randevu başlayana kadar ücretsiz/,
        ],
      }[lang])
        expect(article).toMatch(booked);
      // The fees page puts the three booking cases in three short parallel lines (round 37, AB:
      // the rules read like a contract); the other limits are sentences as above.
      const shortNoticeRow = {
        nl: /- \*\*Minder dan 48 uur van tevoren gemaakt:\*\* tot het begin van de afspraak\./,
        en: /- \*\*Booked less than 48 hours ahead:\*\* until the appointment starts\./,
        tr: /- \*\*48 saatten az kala aldıysanız:\*\* randevu başlayana kadar\./,
      }[lang];
      expect(rates[lang].body).toMatch(shortNoticeRow);
      for (const limit of [limits[0], limits[1], limits[3]]) {
        expect(rates[lang].body).toMatch(limit as RegExp);
      }
      // "The amount depends on…" and "usually not reimbursed" are gone.
      expect(allTextOf(lang).join('\n')).not.toMatch(
        /hangt af van hoe lang de afspraak|depends on how long the appointment|randevunun süresine bağlıdır|(deze|zulke) kosten meestal niet|usually don.t reimburse/,
      );
    },
  );

  // 21 % VAT on purely cosmetic treatment (art. 11(1)(g) Wet OB 1968): terms, fees page, whitening
  // and the cosmetic page, in every language.
  test.each(languages)('%s: VAT on purely cosmetic treatment', (lang) => {
    const vat = { nl: /21% btw/, en: /21% VAT/, tr: /%21 KDV/ }[lang];
    for (const text of [
      terms[lang].body,
      rates[lang].body,
      treatments.whitening[lang].body,
      treatments.cosmetic[lang].body,
    ]) {
      expect(text).toMatch(vat);
    }
  });
});

// Publishing a review names its writer as a patient (health data): explicit written permission,
// given by everyone shown, and withdrawable (legal review 2.4).
test.each(languages)('%s: the review statement says the writers gave permission', (lang) => {
  const words = {
    nl: [/schriftelijk uitdrukkelijke toestemming/, /heeft die toestemming gegeven/, /intrekken/],
    en: [/explicit written permission/, /has given that permission/, /withdraw/],
    tr: [/açık ve yazılı izin/, /bu izni vermiştir/, /geri alabilir/],
  }[lang];
  for (const word of words) expect(reviewVerification[lang]).toMatch(word);
});

/** The native Dutch read of 26 November 2026: what it asked to be fixed stays fixed. */
describe('Dutch read of 26 November 2026', () => {
  const dutch = () => allTextOf('nl').join('\n');

  test('no note-style "(niet: …)", no clause without a main clause, no walk-in ER advice', () => {
    expect(dutch()).not.toMatch(/\(niet:/);
    expect(dutch()).not.toMatch(/Bij welke zorgverzekeraar u ook verzekerd bent:/);
    expect(dutch()).not.toMatch(/ga naar de spoedeisende hulp/);
    expect(dutch()).not.toMatch(/Trekken is dus niet nodig/);
    expect(dutch()).not.toMatch(/kom dan binnen 30 minuten naar de praktijk/);
  });

  // Who places an implant, and that the practice is no orthodontist (nl, en, tr alike).
  test.each(languages)('%s: the patient is told who places the implant', (lang) => {
    const placer = {
      nl: /plaatst de implantoloog het implantaat/,
      en: /The implantologist places the implant/,
      tr: /İmplantolog, implantı/,
    }[lang];
    expect(treatments.implants[lang].body).toMatch(placer);
    const notOrthodontist = {
      nl: /algemeen tandarts en geen orthodontist/,
      en: /We are not orthodontists/,
      tr: /Ortodontist değiliz/,
    }[lang];
    expect(treatments.orthodontics[lang].body).toMatch(notOrthodontist);
  });

  // The practice’s emergency line is answered during opening hours only: the short versions
  // (hero, footer) say so too, in every language.
  test.each(languages)('%s: the short emergency-line texts say "during opening hours"', (lang) => {
    const hours = { nl: /openingstijden/, en: /opening hours/, tr: /çalışma saatlerimizde/i }[lang];
    expect(catalogues[lang].contactActions.heroEmergency).toMatch(hours);
    expect(catalogues[lang].footer.emergency).toMatch(hours);
  });
});

/** The second fresh Dutch read of 26 November 2026 (round 2): what it asked to be fixed. */
describe('second Dutch read of 26 November 2026', () => {
  const dutch = () => allTextOf('nl').join('\n');

  // The patient’s link views or cancels; rescheduling is by phone (the page’s changeHint).
  test.each(languages)('%s: the next steps promise a link that views or cancels only', (lang) => {
    const step = catalogues[lang].appointmentNext.steps[2];
    const words = {
      nl: /bekijken of annuleren/,
      en: /view or cancel/,
      tr: /görüntüleyip iptal edebileceğiniz/,
    }[lang];
    expect(step).toMatch(words);
    expect(step).not.toMatch(/verzet|reschedul|değiştir/i);
  });

  // After the free period (reminder, short-notice confirmation, the patient’s page): the charge,
  // then both exceptions, as the terms have them.
  test.each(languages)('%s: the late sentence names both exceptions', (lang) => {
    const exceptions = {
      nl: [/minder dan 48 uur van tevoren heeft gemaakt/, /overmacht/],
      en: [/less than 48 hours in advance/, /beyond your control/],
      tr: [/en az 48 saat önceden aldıysanız/, /elinizde olmayan bir nedenden/],
    }[lang];
    const sentence = appointmentMessages[lang].cancelRuleLate;
    for (const exception of exceptions) expect(sentence).toMatch(exception);
    expect(appointmentMessages.nl.cancelRuleLate).not.toMatch(/ten minste 48 uur/);
  });

  // One verb for cancelling an appointment, as the buttons and e-mail subjects have it.
  test('Dutch: "annuleren", never "afzeggen"', () => {
    const m = appointmentMessages.nl;
    for (const text of [dutch(), ...stringsOf(m)])
      expect(text).not.toMatch(/afzeg|zegt u (later )?af\b/i);
    expect(rates.nl.body).toMatch(/## Afspraak annuleren/);
  });

  test('Dutch terms and privacy statement: no "geen zorg", the dossier rule named, AVG spelled out', () => {
    expect(terms.nl.body).not.toMatch(/Dit is geen zorg/);
    expect(terms.nl.body).toMatch(/Dit zijn geen zorgkosten/);
    // The WGBO’s age rule is the medical record’s, next to the privacy statement’s parent rule.
    expect(terms.nl.body).toMatch(/Voor het medisch dossier geldt: een kind van 12 tot 16 jaar/);
    // The first "AVG" is the one that spells out the name.
    const first = privacy.nl.body.indexOf('AVG');
    expect(privacy.nl.body.slice(first - 60, first)).toMatch(
      /Algemene verordening gegevensbescherming, $/,
    );
    expect(privacy.nl.body).not.toMatch(/agenda-uitnodiging/);
  });

  test('Dutch: no calques on the fees pages, and no price announcement the desk cannot keep', () => {
    expect(dutch()).not.toMatch(
      /telt een bezoek op|te weinig gerekend corrigeren|hun maximumtarieven/,
    );
    expect(visitExamplesFor('nl').title).toBe('Rekenvoorbeelden');
    // The current tariff on request, and always in the written estimate from € 250.
    expect(dutch()).not.toMatch(/hoort u vooraf van ons/);
    for (const text of [
      `${rates.nl.tariffs.intro} ${rates.nl.summary.items.join(' ')}`,
      articles['dental-costs'].text.nl.body,
    ]) {
      expect(text).toMatch(
        /Het (actuele )?tarief van uw behandeling kunt u altijd vooraf bij ons opvragen/,
      );
      // The table is this year's: nothing says this year's amounts may differ from it (round 60).
      expect(text).not.toMatch(/kunnen dus iets afwijken/);
      expect(text).toMatch(/€ 250/);
    }
  });

  test('Dutch e-mails and patient page: whole sentences, one term for the calendar file', () => {
    const m = appointmentMessages.nl;
    // The intro is followed by a heading, not by the date it would announce.
    expect(m.confirmedIntro).not.toMatch(/:$/);
    // The patient never called: the practice calls, it does not call back.
    expect(mailMessages.nl.notificationEmergencyIntro).not.toMatch(/terug/);
    // An attachment does not act by itself; the patient gets a confirmation, not an invitation.
    for (const text of [
      m.practiceConfirmedIntro,
      m.practiceCancelledIntro,
      m.practiceCancelledByPracticeIntro,
    ]) {
      expect(text).toMatch(/Met de bijlage (zet|haalt) u de afspraak/);
      expect(text).not.toMatch(/uitnodiging/);
    }
    for (const text of [...stringsOf(m), ...stringsOf(staffCatalogues.nl)]) {
      expect(text).not.toMatch(/agenda-uitnodiging|agenda-bestand/);
    }
    expect(m.cancelConfirmLate).toMatch(
      /^Uw afspraak begint over minder dan 48 uur\. Annuleert u nu,/,
    );
  });

  test('Dutch: compounds and the one wording the reader asked for', () => {
    expect(dutch()).not.toMatch(/agenda-bestand/);
  });
});

/**
 * The second fresh native Turkish read (26 November 2026, graded 8.5/10;
 * docs/content/review-2026-11-26-turkish.md, "Second fresh read"): what it asked to be fixed
 * stays fixed in every Turkish text, the e-mails, the patient's page, the staff area and the API.
 */
describe('second fresh Turkish read', () => {
  const everyTurkishText = () => [
    ...allTextOf('tr'),
    ...stringsOf(appointmentMessages.tr),
    ...stringsOf(staffCatalogues.tr),
    ...stringsOf(apiMessages.tr),
  ];
  const text = () => everyTurkishText().join('\n');

  // As the Dutch says ("Orthodontie (een beugel) en meestal ook kronen en bruggen vallen er niet
  // onder"): braces are never covered for children, crowns and bridges mostly not.
  test('children’s cover on the fees page: orthodontics is outside it, not "usually"', () => {
    const body = rates.tr.body;
    expect(body).toContain(
      'Ortodonti (diş teli) ve çoğu durumda kron ile köprüler bu kapsamın dışındadır.',
    );
    expect(text()).not.toMatch(/Diş teli gibi yalnızca birkaç tedavi/);
  });

  // The box read in a panic says "call first", as the Dutch does ("bel direct de spoedlijn").
  test('a knocked-out tooth: the quick box says to call before coming, and to be seen', () => {
    const box = catalogues.tr.emergencyNow.steps[1]?.text ?? '';
    expect(box).toMatch(/hemen acil hattımızı arayın[^.]*30 dakika içinde kliniğe gelin/);
    expect(box).toMatch(/süt dolu küçük bir kaba/);
    expect(text()).not.toMatch(/bir diş hekimine ulaşmanız gerekir/);
    expect(stringsOf(home.tr.faq).join('\n')).toMatch(
      /30 dakika içinde bir diş hekimine görünmeniz/,
    );
  });

  // "…varsa, … öder" had no subject of its own: it read as the basic insurance paying.
  test('supplementary insurance pays: the sentence names it as its subject', () => {
    for (const id of ['emergency', 'checkup', 'fillings'] as const) {
      const body = treatments[id].tr.body;
      expect(body, id).toMatch(/ek diş sigortanız[^.]* varsa,? bu sigorta/);
    }
  });

  // The e-mail’s link shows and cancels an appointment; changing it is done by phone.
  test('the home page promises what the e-mail’s link does: view and cancel', () => {
    const steps = catalogues.tr.appointmentNext.steps;
    expect(steps[2]).toMatch(/görüntüleyip iptal edebileceğiniz bir bağlantı/);
    expect(steps.join('\n')).not.toMatch(/değiştirme bağlantısı/);
    expect(steps[0]).toMatch(/e-postayı hemen alırsınız/);
  });

  test('the appointment e-mails say what NL and EN say: phone, attachment, old time, force majeure', () => {
    const m = appointmentMessages.tr;
    expect(m.cancelledByPracticeIntro).toContain('{phone}');
    expect(m.cancelledByPracticeIntro).toMatch(/Ekteki takvim dosyasıyla eski randevuyu/);
    expect(m.cancelledByPracticeIntro).not.toMatch(/Yaşattığımız/);
    expect(m.changedIntro).toContain('({previousWhen})');
    expect(m.cancelRuleLate).toMatch(/iptal etmeniz ya da gelmemeniz hâlinde/);
    expect(m.cancelRuleLate).toMatch(/elinizde olmayan bir nedenden/);
    expect(m.declinedSubject + m.declinedIntro).toMatch(/maalesef/i);
    expect(m.declinedIntro).not.toMatch(/maalesef/i);
    // No suffix on the practice’s name, which the practice replaces (decision of the fifth read).
    expect(m.calendarDescription).toMatch(/^\{practice\} kliniğindeki randevunuz\./);
    for (const advice of [mailMessages.tr.emergency, mailMessages.tr.emergencyLead]) {
      expect(advice).toContain('hizmetini ({afterHoursService}) {afterHoursPhone} numarasından');
    }
  });

  // "Tıbbi sır yükümlülüğü" is a calque of "medisch beroepsgeheim".
  test('legal texts: "sır saklama yükümlülüğü", "sağlık hizmeti sunucusu", one reading of each list', () => {
    expect(text()).not.toMatch(/tıbbi sır/i);
    expect(privacy.tr.body).toMatch(/Sır saklama yükümlülüğü bulunan bir sağlık hizmeti sunucusu/);
    // A laboratory is not a person: the recipients are providers ("sunucuları"), not "çalışanları".
    expect(text()).not.toMatch(
      /sağlık hizmeti sağlayıcı|sağlık çalışanları, örneğin bir diş protez/,
    );
    // "bunların dışında" attached to the EEA; the recipients are the ones listed above.
    expect(privacy.tr.body).toMatch(/AEA\) dışına çıkmaz ve yukarıda sayılanlar dışında kimseyle/);
    // The list under a question heading starts each item with a capital.
    const section = privacy.tr.body.split('## Verilerinizi kimler alır?')[1] ?? '';
    const recipients = section.split('\n\n')[1] ?? '';
    expect(recipients.split('\n')).toHaveLength(2);
    for (const item of recipients.split('\n')) expect(item).toMatch(/^- \p{Lu}/u);
    // The WGBO is spelled out where the statement first names it.
    const body = privacy.tr.body;
    expect(body.slice(0, body.indexOf('WGBO'))).toMatch(
      /Hollanda Tıbbi Tedavi Sözleşmeleri Yasası \($/,
    );
    expect(terms.tr.body).toMatch(
      /yasal süre boyunca saklarız: son değişiklikten itibaren en az 20 yıl/,
    );
    expect(terms.tr.body).toMatch(/\(Hollanda Medeni Kanunu madde 7:454\(2\)\)/);
  });

  // Turkish dentists tell patients not to use a "kürdan"; the Dutch "tandenstoker" is the
  // interdental stick.
  test('no "kürdan": the interdental stick is "ahşap diş arası çubuğu"', () => {
    expect(text()).not.toMatch(/kürdan/i);
    expect(treatments.hygiene.tr.body).toMatch(/ahşap diş arası çubuğunun \(tandenstoker\)/);
  });

  // "Bir yaşına girmek" reads as turning one or as entering the first year; "doldurmak" is the
  // Dutch "vóór de eerste verjaardag" and the terms' legal age limits.
  test('age limits with "doldurmak": never "yaşına girmeden", "yaşına girmemiş"', () => {
    expect(text()).not.toMatch(/yaşına gir(meden|memiş)/i);
    expect(terms.tr.body).toMatch(/12 yaşını doldurmuş ancak 16 yaşını doldurmamış bir çocuk/);
    expect(treatments.pediatric.tr.meta.description).toMatch(/bir yaşını doldurmadan/);
  });

  // The same-day promise in two wordings only, as the Dutch has two ("proberen", "in de regel"):
  // "we try to see you" where it is a promise, "usually" in the facts box and the steps.
  test('same-day emergencies: "aynı gün muayene etmeye çalışırız", or "mümkünse" in facts', () => {
    const sentences = everyTurkishText()
      .flatMap(sentencesOf)
      .filter((sentence) => /aynı gün(?!e)/.test(sentence))
      .filter((sentence) => !/süt dişi|alttan gelen kalıcı dişi/i.test(sentence));
    expect(sentences.length).toBeGreaterThan(5);
    for (const sentence of sentences) {
      // Never "genellikle": the Dutch says "zo mogelijk" (round 59, BS).
      expect(sentence).toMatch(/aynı gün muayene etmeye çalış|mümkünse aynı gün/i);
    }
    expect(text()).not.toMatch(/aynı gün randevu verebiliyoruz/);
  });

  // In Türkiye "çocuk diş hekimliği" is the specialty (pedodonti); the practice has no
  // pedodontist. The Dutch names it "Tandzorg voor kinderen" for the same reason.
  test('children’s care is "Çocuklar için diş bakımı": menu, page, links, e-mails, staff area', () => {
    expect(catalogues.tr.treatments.pediatric).toBe('Çocuklar için diş bakımı');
    expect(treatments.pediatric.tr.title).toBe('Amstelveen’de çocuklar için diş bakımı');
    expect(treatments.pediatric.tr.card.title).toBe(catalogues.tr.treatments.pediatric);
    // The search keywords may keep the words people type; nothing shown to a reader does.
    const shown = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, v]) => (key === 'keywords' ? [] : shown(v)))
          : [];
    const texts = shown([
      [home, services, team, ourClinic, contact, rates, blog].map((page) => page.tr),
      Object.values(treatments).map((treatment) => treatment.tr),
      Object.values(articles).map((article) => article.text.tr),
      catalogues.tr,
      mailMessages.tr,
      appointmentMessages.tr,
      staffCatalogues.tr,
    ]);
    expect(texts.length).toBeGreaterThan(500);
    for (const t of texts) expect(t).not.toMatch(/çocuk diş hekimliğ/i);
    // The form’s option names the same choice the e-mail then shows: children, under 18.
    expect(catalogues.tr.form.serviceOptions.pediatric).toBe(
      'Çocuklar için diş bakımı (18 yaş altı)',
    );
  });

  // Double quotation marks in Turkish; the case ending fits the option’s label ("bakım”ı"), so a
  // new label needs a look at this hint.
  test('form hints: the option in “…”, mobile numbers in pairs', () => {
    const form = catalogues.tr.form;
    expect(form.serviceOptions.general).toBe('Kontrol, onarım ve genel bakım');
    expect(form.serviceHint).toContain('“{general}”ı seçin.');
    expect(text()).not.toMatch(/seçeneğini seçin/);
    expect(form.phoneHint).toMatch(/06 \d\d \d\d \d\d \d\d/);
  });

  test('one term per thing: "bisiklet park yeri", "olağan diş tedavisi", no "bulabilir … bulunabilir"', () => {
    expect(text()).not.toMatch(/bisiklet parkı/);
    expect(text()).not.toMatch(/normal diş tedavisi/);
    expect(text()).not.toMatch(/bulabilir[^.]*bulunabilir/);
    expect(text()).not.toMatch(/\bdahil/);
    expect(text()).not.toMatch(/üzerine yoğunlaş/);
  });

  // The audit log’s "Kim / İşlem": what a staff member did is said actively; what the patient or
  // the system did keeps its passive form.
  test('staff area: active verbs for staff actions, a quoted mail title', () => {
    const { action, mailKind } = staffCatalogues.tr;
    for (const key of [
      'confirmed',
      'changed',
      'declined',
      'cancelled-by-practice',
      'message-removed',
    ] as const) {
      expect(action[key], key).toMatch(/(dı|di|du|dü|tı|ti|tu|tü)(\s\(.*\))?$/);
    }
    expect(action['cancelled-by-patient']).toBe('Hasta tarafından iptal edildi');
    expect(mailKind['patient-confirmation']).toBe('Hastaya “talebiniz alındı” e-postası');
  });
});

/**
 * The third fresh English read (26 November 2026): straight and curly apostrophes stood side by
 * side on one page ("Children’s dentistry" beside "doesn't"). Every language takes the typographic
 * one, inside a word and in the Dutch "’s avonds".
 */
test.each(languages)('%s: one apostrophe, the typographic one', (lang) => {
  const texts = [
    ...allTextOf(lang),
    ...stringsOf(appointmentMessages[lang]),
    ...stringsOf(mailMessages[lang]),
    ...stringsOf(staffCatalogues[lang]),
  ];
  expect(texts.length).toBeGreaterThan(300);
  for (const text of texts) {
    expect(text).not.toMatch(/\p{L}'\p{L}/u);
    expect(text).not.toMatch(/(^|[\s(])'s[\s\u00a0]/);
    // The plural's possessive too: "six months' time" (round 50, BC).
    expect(text).not.toMatch(/\p{Ll}s' \p{Ll}/u);
  }
});

/**
 * "Liever ’s" at the end of one line and "ochtends" on the next (round 50, BA): the Dutch "’s"
 * belongs to its word, so a no-break space joins them everywhere.
 */
test('nl: "’s ochtends", "’s avonds" never break after the ’s', () => {
  const texts = [
    ...allTextOf('nl'),
    ...stringsOf(appointmentMessages.nl),
    ...stringsOf(mailMessages.nl),
    ...stringsOf(staffCatalogues.nl),
  ];
  const joined = texts.filter((text) => /(^|[\s(])’[sS]\u00a0\p{L}/u.test(text));
  expect(joined.length).toBeGreaterThanOrEqual(5);
  for (const text of texts) expect(text).not.toMatch(/(^|[\s(])’[sS] \p{L}/u);
});

/**
 * A time agreed 50 hours ahead left the patient two hours to cancel for free (the second design
 * review): the terms and the fees page give at least 24 hours after the confirmation, as
 * `freeCancellationDeadline` computes it (`cancellationGraceHours`).
 */
test.each(languages)('%s: the terms and the fees page state the 24-hour grace', (lang) => {
  const grace = {
    nl: /48 tot 72 uur van tevoren gemaakt, dan (kunt u )?tot 24 uur na onze bevestiging/,
    en: /48 to 72 hours in advance, (you can cancel free of charge )?until 24 hours after our confirmation/,
    tr: /48 ila 72 saat önceden aldıysanız, onayımızdan sonraki 24 saat içinde ücretsiz/,
  }[lang];
  expect(terms[lang].body).toMatch(grace);
  // The fees page: one short line per case, with an example (the eighteenth and nineteenth
  // reviews had to read the rule twice; round 37 three parallel lines). The example is the rule's own arithmetic: 71 hours ahead, so the
  // 24 hours after the confirmation (Tuesday 10.00) come after the 48 hours before (Tuesday 9.00).
  const ratesGrace = {
    nl: /- \*\*48 tot 72 uur van tevoren gemaakt:\*\* tot 24 uur nadat wij de afspraak hebben bevestigd\.\n[^]*Een voorbeeld van de middelste regel: hebben wij uw afspraak op maandag om 10\.00 uur bevestigd voor donderdag om 9\.00 uur\? Dan kunt u tot dinsdag 10\.00 uur kosteloos annuleren of verzetten\./,
    en: /- \*\*Booked 48 to 72 hours ahead:\*\* until 24 hours after we confirmed it\.\n[^]*An example of the middle line: if we confirmed your appointment on Monday at 10:00 for Thursday at 09:00, you can cancel or reschedule free of charge until 10:00 on Tuesday\./,
    tr: /- \*\*Randevu saatine 48 ila 72 saat kala aldıysanız:\*\* randevuyu onayladığımızdan 24 saat sonrasına kadar\.\n[^]*salı saat 10\.00’a kadar/,
  }[lang];
  expect(rates[lang].body).toMatch(ratesGrace);
});

// The ninth review: a parent found the children's cover three screens down the fees page. Round
// 50 (BA, BB): what a check-up and a filling cost, first, not a screen below the fold.
test.each(languages)(
  '%s: the fees page opens with the prices, children, adults and the estimate rule',
  (lang) => {
    const summary = ratesPage(lang).summary;
    const text = summary.itemsHtml.join(' ').replace(/<[^>]+>/g, '');
    expect(summary.itemsHtml).toHaveLength(4);
    const prices = summary.itemsHtml[0] ?? '';
    for (const amount of [
      visitTotal('checkup', lang),
      tariffAmount('V91', lang),
      tariffAmount('V93', lang),
    ])
      expect(prices).toContain(amount);
    expect(prices).toContain(String(tariffYear));
    expect(text).toMatch(/18/);
    expect(text).toMatch(/250/);
    expect(text).toMatch({ nl: /aanvullende/, en: /supplementary/, tr: /ek diş sigortanız/ }[lang]);
  },
);

// The nineteenth review: the FAQ sent the way here to the clinic page; the route (the map, the
// directions link) is on the contact page.
test.each(languages)('%s: the home FAQ sends directions to the contact page', (lang) => {
  const parking = home[lang].faq.items.at(-1)?.answer ?? '';
  expect(parking).toContain('(page:contact)');
  expect(parking).not.toContain('(page:our-clinic)');
});

// Round 44, AO at 22:30 with a cracked molar: the emergency page named the urgent cases and the
// ones that can wait, not the common one between them. Round 55 (BL): "in doubt, call" named only
// the line that answers during opening hours; it names both, as the page cannot know the hour.
test.each(languages)(
  '%s: the emergency page says a tooth that hurts only on biting can wait, and when it cannot',
  (lang) => {
    const answer = treatments.emergency[lang].faq[0]?.answer ?? '';
    expect(answer).toMatch(
      {
        nl: /pijn doet als u erop bijt.*wachten.*zwelt/,
        en: /only hurts when you bite.*wait.*swells/,
        tr: /ısırdığınızda ağrıyan.*bekleyebilir.*şişerse/,
      }[lang],
    );
    expect(answer).toMatch(/\{emergencyPhone\}.*\{afterHoursPhone\}/);
  },
);

/**
 * "**Kies een rustig moment**, …", "**Adem rustig**: …" and "**Wacht niet tot het pijn doet.**"
 * in one list (round 50, BA): the bold lead-ins of one list end alike, as sentences ("**….**"),
 * as labels ("**…:**"), or each running on into its line the same way ("**…**, …").
 */
test.each(languages)('%s: the bold lead-ins of one list end alike', (lang) => {
  const styleOf = (line: string) => {
    const match = /^- \*\*(.+?)\*\*(.?)/.exec(line);
    if (!match) return undefined;
    const [, bold = '', after = ''] = match;
    if (/[,:;]/.test(after)) return `after "${after}"`;
    return /[.?!]$/.test(bold) ? 'sentence' : bold.endsWith(':') ? 'label' : 'none';
  };
  let lists = 0;
  for (const text of allTextOf(lang)) {
    for (const list of text.split(/\n(?!- )/)) {
      const styles = list
        .split('\n')
        .map(styleOf)
        .filter((style) => style !== undefined);
      if (styles.length < 2) continue;
      lists += 1;
      expect(new Set(styles).size, list).toBe(1);
    }
  }
  expect(lists).toBeGreaterThan(10);
});
