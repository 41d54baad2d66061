/**
 * The second fresh English read of 26 November 2026 (docs/content/review-2026-11-26-fresh-readers.md,
 * "English, second fresh read"): what it found wrong, or different from the Dutch, stays fixed.
 */
import { describe, expect, test } from 'vitest';
import { appointmentTimeLabel } from '~/appointments/time-rules';
import { periodText } from '~/components/opening-hours';
import { clockTime, textClockTime } from '~/i18n/format';
import { catalogues } from '~/i18n/messages';
import { appointmentMessages } from '~/mail/appointment-messages.server';
import { mailMessages } from '~/mail/messages.server';
import { staffCatalogues } from '~/staff/messages';
import { apiMessages } from '../../server/api-messages';
import { privacy } from './legal/privacy';
import { fillFacts } from './markdown.server';
import { practice, saturdayCloses } from './practice';
import { terms } from './legal/terms';
import { home } from './pages/home';
import { rates } from './pages/rates';
import { team } from './pages/team';
import { contact } from './pages/contact';
import { articles, treatments } from './site.server';
import { visitExamplesFor } from './tariffs';
import { teamMembers } from './team-members';
import { reviewVerification } from './testimonials';

describe('English, second fresh read: facts as the Dutch states them', () => {
  test('the general-dentistry card gives a check-up its own length, as the check-up page does', () => {
    const card = treatments.general.en.card.description;
    expect(card).not.toMatch(/Visits take/);
    const checkupLength = treatments.checkup.en.facts.find((fact) => fact.label === 'Duration');
    expect(checkupLength?.value).toBe('15–30 minutes');
    expect(card).toContain('A check-up usually takes 15–30 minutes');
    expect(card).toContain('a filling 30–60 minutes');
    // The Dutch card says the same: "Een controle duurt meestal 15 tot 30 minuten".
    expect(treatments.general.nl.card.description).toMatch(/controle duurt meestal 15 tot 30/);
  });

  test('the fees page: children’s cover excludes orthodontics and, usually, crowns and bridges', () => {
    expect(rates.nl.body).toMatch(/Orthodontie \(een beugel\) en meestal ook kronen en bruggen/);
    expect(rates.en.body).toContain(
      'Orthodontics (braces) and, usually, crowns and bridges are not included.',
    );
    expect(rates.en.body).not.toMatch(/such as braces, are usually not included/);
  });

  test('a knocked-out tooth: call the emergency line first; a baby tooth: call the same day', () => {
    const card = catalogues.en.emergencyNow.steps[1]?.text ?? '';
    expect(catalogues.nl.emergencyNow.steps[1]?.text).toMatch(/bel direct de spoedlijn/i);
    expect(card).toMatch(/call our emergency line straight away/);
    expect(card).toMatch(/ideally within 30 minutes/);
    expect(card).toMatch(/baby tooth back in, but do call us the same day/);
    expect(treatments.emergency.en.body).toMatch(/baby tooth back in, but do call us the same day/);
    expect(treatments.emergency.en.body).not.toMatch(/bring your child in the same day/);
  });

  test('the link in the confirmation views or cancels; it does not reschedule', () => {
    const step = catalogues.en.appointmentNext.steps[2] ?? '';
    expect(step).toMatch(/a link to view or cancel it/);
    expect(step).not.toMatch(/reschedule/);
  });
});

describe('English, second fresh read: where a native reader stopped', () => {
  test('one name for the after-hours service: the blocks, the status line, the form and the e-mails', () => {
    const call = catalogues.en.emergencyCall;
    // The status line says only when the practice opens again; the calls beside it name the service.
    expect(call.afterHoursWho).toMatch(/after-hours dental service/i);
    expect(call.afterHoursWho).not.toMatch(/after-hours dentist\b/i);
    expect(mailMessages.en.emergency).toMatch(/after-hours dental service/);
  });

  test('the children’s option in the form says "under 18", as the insurance rule does', () => {
    expect(catalogues.en.form.serviceOptions.pediatric).toBe('Children’s dentistry (under 18)');
  });

  test('supplementary insurance pays all or part of the costs up to a yearly maximum', () => {
    const faq = home.en.faq.items.map((item) => item.answer).join('\n');
    expect(faq).toMatch(/usually reimburses all or part of the costs, up to a yearly maximum/);
    expect(treatments.general.en.body).toMatch(/usually pays all or part of the costs, up to a/);
  });

  test('no Dutch sentence shapes in the legal texts', () => {
    const legal = [terms.en.body, privacy.en.body, articles['dental-costs'].text.en.body];
    for (const text of legal) {
      expect(text).not.toMatch(/This is not care|turn out to have billed|when good care needs it/);
    }
    expect(terms.en.body).toMatch(/As this is not a treatment, your health insurer does not/);
    expect(terms.en.body).toMatch(/If we find that we have billed a treatment code incorrectly/);
    expect(terms.en.body).toMatch(/We keep this record securely and confidentially for as long/);
  });

  test('withdrawing consent leaves earlier use lawful (the Dutch "blijft rechtmatig")', () => {
    expect(privacy.nl.body).toMatch(/rechtmatig/);
    expect(privacy.en.body).toMatch(/does not affect the lawfulness of anything we did/);
  });

  test('the team page says what the BIG register is; who guides an implant patient', () => {
    expect(team.en.bigRegistered).toMatch(/BIG register \(the Dutch register of healthcare/);
    const murat = teamMembers.find((member) => member.id === 'murat-kaya');
    expect(murat?.text.en.bio).toMatch(/Murat himself guides you from the first consultation/);
  });

  test('treatment pages: plain English for the neck of a tooth, the pulp and a bridge', () => {
    expect(treatments.fillings.en.body).not.toMatch(/necks? of your teeth/);
    expect(treatments.rootcanal.en.body).toMatch(/soft tissue called the pulp, which contains/);
    expect(treatments.implants.en.body).not.toMatch(/want a bridge without/);
    expect(treatments.whitening.en.meta.description).not.toMatch(/Responsible/);
    expect(treatments.emergency.en.body).not.toMatch(/listed under Emergency dentistry/);
  });
});

describe('English, second fresh read: polish, home and form', () => {
  test('sentences that end where they should', () => {
    // …and says the short-notice rule exists, as the fees page and the terms give it (round 48).
    expect(catalogues.en.form.termsNote).toMatch(
      /up to 48 hours in advance \(later for an appointment made at short notice\)\.$/,
    );
    expect(appointmentMessages.en.calendarDescription).toMatch(
      /free of charge until \{deadline\}\.$/,
    );
    // Nerves have their own tick now ('Please call me first', decision 0127), not the message.
    expect(catalogues.en.form.messageHint).toMatch(/^For example, your symptoms\. If you write/);
    expect(catalogues.en.contactActions.heroEmergency).toMatch(/^In pain, or had an accident\?/);
  });

  test('the review statement in English word order', () => {
    expect(reviewVerification.en).toMatch(/we check our appointment records to confirm that/);
    expect(reviewVerification.en).toMatch(/first name and last initial/);
  });

  test('one wording for directions to the practice: "Get directions on Google Maps"', () => {
    expect(`${contact.en.map.directions} ${contact.en.map.directionsVia}`).toBe(
      appointmentMessages.en.routeLink,
    );
  });
});

describe('English, second fresh read: polish, terms and privacy', () => {
  test('British legal wording: lodge a complaint, the competent court, articles of the Civil Code', () => {
    expect(privacy.en.body).toMatch(/lodge a complaint with the Dutch Data Protection Authority/);
    expect(terms.en.body).toMatch(/how to submit a complaint there/);
    expect(terms.en.body).not.toMatch(/\bfile a complaint\b/);
    for (const article of ['7:454(2)', '7:455', '7:465']) {
      expect(terms.en.body).toContain(`(Article ${article} of the Civil Code)`);
    }
    expect(terms.en.body).toMatch(/In principle, a child aged 12 to 15 exercises/);
    expect(terms.en.body).toMatch(/disputes committee for dental care that our practice/);
  });

  test('no Dutch calques in the terms: laboratory costs, "will not charge you"', () => {
    expect(terms.en.body).not.toMatch(/technician|we charge nothing|yearly cap/);
    expect(terms.en.body).toMatch(/dental laboratory and material costs/);
  });

  test('the privacy statement: submit the form, tick the box, the map provider sentence', () => {
    const body = privacy.en.body;
    expect(body).toMatch(/When you submit the appointment form/);
    expect(body).toMatch(/a personal link that lets you view and cancel/);
    expect(body).toMatch(/by ticking the box below the message field/);
    expect(body).toMatch(/your IP address, which is covered by the privacy policy of the/);
  });
});

/** The English of every page, article and legal text, Markdown links reduced to their words. */
function englishPages(): string[] {
  return [
    home.en,
    contact.en,
    rates.en,
    team.en,
    ...Object.values(treatments).map((treatment) => treatment.en),
    ...Object.values(articles).map((article) => article.text.en),
    ...teamMembers.map((member) => member.text.en),
    terms.en,
    privacy.en,
  ].map((content) => JSON.stringify(content).replace(/\]\([^)]*\)/g, ']'));
}

describe('English, second fresh read: one term per thing, one tense for the 2025 tariffs', () => {
  test('"yearly maximum", "GP (huisarts)", "basic health insurance" without an article', () => {
    for (const text of englishPages()) {
      expect(text).not.toMatch(/yearly cap|family doctor/i);
      expect(text).not.toMatch(/\bthe (dutch )?basic (health )?insurance/i);
    }
  });

  test('the NZa sets maximum fees, not the fees', () => {
    for (const text of englishPages()) {
      expect(text).not.toMatch(
        /(?<!maximum )(?<!maximum dental )(dental )?fees (in the Netherlands )?are set nationally/i,
      );
    }
  });

  test('the 2025 tariffs in the present tense', () => {
    for (const text of englishPages()) {
      expect(text).not.toMatch(
        /\bwas €|had a 2025 maximum tariff|\(the NZa sets new ones every year\) included/,
      );
    }
  });

  test('the treatment pages read as plain British English', () => {
    const en = (id: keyof typeof treatments) => JSON.stringify(treatments[id].en);
    expect(en('hygiene')).toMatch(/stain the plaque with a harmless dye/);
    expect(en('checkup')).toMatch(/when they are genuinely useful/);
    expect(en('checkup')).toMatch(/but we tailor the interval to your teeth and gums/);
    expect(en('fillings')).toMatch(/usually under local anaesthetic/);
    expect(en('whitening')).toMatch(/responsible whitening supervised by your dentist/);
    expect(en('whitening')).toMatch(/may not be used on anyone under 18/);
    expect(en('cosmetic')).not.toMatch(/from €250|technician/);
    expect(en('emergency')).toMatch(/Toothache or a dental accident/);
    expect(en('emergency')).toMatch(/is answered during our opening hours/);
    expect(en('orthodontics')).not.toMatch(/brace treatment/);
    expect(en('implants')).toMatch(/Unlike a conventional bridge, an implant does not require/);
  });
});

describe('English, second fresh read: polish, fees page and articles', () => {
  test('no Dutch word order or calques on the fees page and in the costs article', () => {
    expect(visitExamplesFor('en').title).toBe('Worked examples');
    expect(rates.en.body).toMatch(/You pay anything above that amount yourself\./);
    // As the cosmetic page and the terms: VAT on the whole cosmetic treatment.
    expect(rates.en.body).toMatch(/21% VAT is added to the fee and to any laboratory and material/);
    for (const text of [rates.en.body, articles['dental-costs'].text.en.body, terms.en.body]) {
      expect(text).not.toMatch(/we charge nothing|kept you from cancelling/);
      expect(text).toMatch(/prevented you from cancelling in time, we will not charge you/);
    }
    expect(articles['dental-costs'].text.en.body).toMatch(/by 31 December for the following year/);
  });

  test('the home-care article: no sentence-initial "So", "book" a first visit, one number style', () => {
    const body = articles['home-care'].text.en.body;
    expect(body).not.toMatch(/(^|[.!?]\s+)So (choose|clean|you need)/m);
    expect(body).toMatch(/Book your child’s first dental visit/);
    expect(body).toMatch(/## Brushing: twice a day, at least 2 minutes/);
    expect(body).toMatch(/fits snugly without having to be forced/);
  });
});

describe('English, second fresh read: e-mails, the patient’s page, the staff area', () => {
  const m = appointmentMessages.en;

  test('subjects: an appointment request "at" the practice; the preferred date declined', () => {
    expect(mailMessages.en.confirmationSubject).toBe(
      'Your appointment request at {practice} (preferred: {date})',
    );
    expect(m.declinedSubject).toBe(
      'Your appointment request at {practice}: we can’t offer your preferred date',
    );
  });

  test('the receipt says the request has arrived, as the home page promises', () => {
    expect(catalogues.en.appointmentNext.steps[0]).toMatch(/we have received your request/);
    expect(mailMessages.en.confirmationIntro).toMatch(
      /^Thank you for your appointment request – we have received it\./,
    );
  });

  test('one term for the attachment: a calendar invitation, or an update that removes it', () => {
    const patientTexts = [
      ...Object.values(m),
      ...Object.values(mailMessages.en).flatMap((value) =>
        typeof value === 'string' ? [value] : Object.values(value),
      ),
      ...catalogues.en.appointmentNext.steps,
      privacy.en.body,
    ];
    for (const text of patientTexts) expect(text).not.toMatch(/calendar file/);
    expect(m.calendarHint).toMatch(/calendar invitation/);
    expect(m.changedIntro).toMatch(/calendar invitation/);
    expect(m.cancelledIntro).toMatch(/calendar update removes it/);
  });

  test('a change notice does not say "has been cancelled"', () => {
    expect(m.changedIntro).not.toMatch(/cancelled/);
    expect(m.changedIntro).toContain('replace your appointment on {previousWhen}');
  });

  test('past the free period: let us know, by phone or (where there is one) the link', () => {
    expect(m.cancelRuleLate).toMatch(
      /^Please let us know as soon as possible, for example by calling/,
    );
  });

  test('"will not charge you" everywhere a charge is waived', () => {
    for (const text of [m.cancelRule, m.cancelConfirmLate, m.lateCancellationNote]) {
      expect(text).not.toMatch(/charge nothing/);
      expect(text).toMatch(/will not charge you/);
    }
  });

  test('the patient’s page: a past appointment is "in the past", and only cancelling was online', () => {
    expect(m.passedTitle).toBe('This appointment is in the past');
    expect(m.passedText).toMatch(/^It can no longer be cancelled online\./);
  });

  test('what to bring: a residence permit counts as photo ID; the insurance card may be digital', () => {
    for (const text of [m.bring, mailMessages.en.nextSteps, home.en.faq.items[0]?.answer ?? '']) {
      expect(text).toMatch(/EU ID card, Dutch residence permit or Dutch driving licence/);
      expect(text).toMatch(/health insurance card \(or the digital card in your insurer’s app\)/);
    }
  });

  test('staff: "erase" is the right to erasure of a request, "delete" the message', () => {
    const staff = staffCatalogues.en;
    expect(staff.eraseText).toMatch(/right to erasure/);
    for (const text of [
      staff.removeMessageButton,
      staff.removeMessageTitle,
      staff.removeMessageConfirm,
      staff.messageRemovedNotice,
      staff.messageRemovedNote,
      mailMessages.en.messageRemoved,
    ]) {
      expect(text).toMatch(/delete/i);
      expect(text).not.toMatch(/remove/i);
    }
  });

  test('the API asks politely, as the Turkish does', () => {
    expect(apiMessages.en.invalidJson).toMatch(/Please send valid JSON/);
    expect(apiMessages.en.unsupportedMediaType).toMatch(/^Please send/);
  });
});

// Decision 0090: on one page and in one e-mail, times are written one way. The English opening
// hours now take the form of the appointment times (en-GB, two-digit hours: "09:30").
describe('English, second fresh read: one clock format for opening hours and appointments', () => {
  const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00+01:00`);

  test.each(practice.openingHours.flatMap((period) => [period.opens, period.closes]))(
    '%s is written as an appointment at that time is',
    (time) => {
      const appointment = appointmentTimeLabel(at(time), 'en', true);
      expect(appointment).toMatch(/^\d{2}:\d{2}$/);
      expect(clockTime(time, 'en')).toBe(appointment);
      expect(textClockTime(time, 'en')).toBe(appointment);
    },
  );

  test('the hours table, running text and the Saturday closing time agree', () => {
    const rows = practice.openingHours.map((period) =>
      periodText(period, catalogues.en.hours.range, 'en'),
    );
    expect(rows).toEqual(['08:00–18:00', '09:00–14:00']);
    // Running text: the same range, kept together by a word joiner after the dash.
    expect(fillFacts('{weekdayHours} {saturdayHours}').replace(/\u2060/g, '')).toBe(rows.join(' '));
    expect(saturdayCloses('en')).toBe(appointmentTimeLabel(at('14:00'), 'en', true));
  });

  test('Dutch and Turkish times are unchanged', () => {
    expect(clockTime('08:00', 'nl')).toBe('8.00');
    expect(clockTime('08:00', 'tr')).toBe('08.00');
    expect(saturdayCloses('nl')).toBe('14.00');
    expect(saturdayCloses('tr')).toBe('14.00');
  });
});

describe('English, second fresh read: headings', () => {
  // Every other heading is sentence case ("Our clinic", "Fees and insurance"); the browser tab’s
  // <title> keeps Title Case.
  test.each(Object.keys(treatments) as (keyof typeof treatments)[])(
    '%s: the page heading is in sentence case',
    (id) => {
      const words = treatments[id].en.title.split(' ').slice(1);
      const names = new Set(['Amstelveen', 'Invisalign']);
      for (const word of words) {
        if (!names.has(word)) expect(word, treatments[id].en.title).toBe(word.toLowerCase());
      }
    },
  );
});
