/**
 * The appointment form as a patient meets it, at phone and desktop size, with and without
 * JavaScript: one message per wrong field, an error summary that names and links to each, errors
 * that go as the patient corrects them, the service a treatment page books, the terms line, and
 * the confirmation panel that replaces the form. (Mail, storage and failures: appointment.spec.ts.)
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { availableDates, longDateLabel } from '~/appointments/dates';
import { appointmentServices } from '~/appointments/fields';
import { carriedServiceKey } from '~/appointments/service-for-treatment';
import { catalogues } from '~/i18n/messages';
import { practice } from '~/content/practice';
import { whenWeReopen } from '~/content/reopening';
import { fillAppointmentForm, gotoHydrated } from './support';
import { brokenAndUnlinked } from './page-checks';

const formOf = (page: Page) => page.locator('#appointment form[method="post"]');

/** Every field message of a language: the ones a field can show. */
const fieldMessages = (lang: 'nl' | 'en' | 'tr') => [
  ...Object.values(catalogues[lang].fieldErrors).map((text) => text.replace('{max}', '')),
  ...Object.values(catalogues[lang].requiredFieldErrors),
];

/**
 * Each invalid control: one error message, above it in its field, named once by
 * aria-describedby; the summary lists exactly these messages, each linking to its control.
 */
async function expectOneMessagePerField(form: Locator, lang: 'nl' | 'en' | 'tr') {
  // The page streams in: on a busy machine the summary at the form's top can be there before the
  // last fields are (a count of 5 invalid fields against 6 messages), so the form's end first.
  await form.locator('button[type="submit"]').waitFor({ state: 'attached' });
  const invalid = form.locator('[aria-invalid="true"]');
  const count = await invalid.count();
  expect(count).toBeGreaterThan(0);
  const summary = form.getByTestId('error-summary');
  await expect(summary.getByRole('link')).toHaveCount(count);
  await expect(form.locator('[id$="-error"]')).toHaveCount(count);
  for (let index = 0; index < count; index++) {
    const control = invalid.nth(index);
    const id = (await control.getAttribute('id')) ?? '';
    const describedBy = ((await control.getAttribute('aria-describedby')) ?? '').split(' ');
    const errorIds = describedBy.filter((ref) => ref.endsWith('-error'));
    expect(errorIds, id).toEqual([`${id}-error`]);
    expect(new Set(describedBy).size, id).toBe(describedBy.length);
    const field = form.locator(`[id="${id}-field"]`);
    const fieldText = await field.innerText();
    const shown = fieldMessages(lang).filter((message) => fieldText.includes(message.trim()));
    expect(shown, `${id}: ${fieldText}`).toHaveLength(1);
    const message = (await form.locator(`[id="${id}-error"]`).innerText()).trim();
    await expect(summary.locator(`a[href="#${id}"]`)).toHaveText(message);
  }
}

test.describe('with JavaScript', { tag: '@once' }, () => {
  test('an empty form: one message per field, a summary that names them, focus on it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en');
    const form = formOf(page);
    await form.locator('[name="email"]').fill('not-an-address');
    await form.getByRole('button', { name: catalogues.en.form.submit }).click();
    const summary = form.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Please check the form');
    await expect(summary.getByRole('link')).toHaveText([
      'Please enter your full name.',
      'Please enter a valid email address, for example name@example.com.',
      'Please enter your phone number.',
      'Please choose a treatment.',
      'Please choose a preferred date.',
      'Please confirm that you have read the privacy statement.',
    ]);
    await expectOneMessagePerField(form, 'en');
    // Not "This field is required.", and never two messages for the name.
    await expect(form).not.toContainText('This field is required.');
    await expect(form).not.toContainText(catalogues.en.fieldErrors.nameInvalid);

    // A link in the summary takes the visitor to the field, its label in view.
    await summary.getByRole('link', { name: 'Please enter your phone number.' }).click();
    const phone = form.locator('[name="phone"]');
    await expect(phone).toBeFocused();
    await expect(form.locator('label[for="appointment-phone"]')).toBeInViewport();

    // The phone hint shows once; the error does not repeat its examples.
    await phone.fill('123');
    await form.locator('[name="fullName"]').fill('Jan Jansen');
    await form.getByRole('button', { name: catalogues.en.form.submit }).click();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link').nth(1)).toHaveText(
      'Please enter a valid phone number. A Dutch number has 10 digits; a number from outside the Netherlands starts with its country code.',
    );
    await expect(
      form.getByText(
        'For example 06 98 76 54 32; from abroad with the country code, +44 7911 123456',
      ),
    ).toHaveCount(1);
    await expectOneMessagePerField(form, 'en');
  });

  test('a message needs the explicit health-data consent; no message, no consent asked', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en');
    const form = await fillAppointmentForm(page, {
      name: 'Jan Jansen',
      email: 'health.consent@example.com',
      message: 'My crown is loose.',
      healthDataConsent: false,
    });
    // Optional: not required, and its hint says when it is needed.
    const consent = form.locator('[name="healthDataConsent"]');
    await expect(consent).not.toHaveAttribute('required');
    await expect(form).toContainText('Only needed if you write a message.');
    await form.getByRole('button', { name: catalogues.en.form.submit }).click();
    const summary = form.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Please give your consent for us to use your message, or leave the message empty.',
    ]);
    await expectOneMessagePerField(form, 'en');
    // Emptying the message is as good as consenting: the request goes through without it.
    await form.locator('[name="message"]').fill('');
    await form.getByRole('button', { name: catalogues.en.form.submit }).click();
    await expect(page.getByTestId('appointment-confirmation')).toBeFocused();
  });

  // Who writes nothing is not asked about health data; the question appears with the first
  // character typed, by CSS alone, so the same holds without JavaScript.
  for (const javaScriptEnabled of [true, false]) {
    test(`the health-data consent appears once the message has text (JavaScript ${
      javaScriptEnabled ? 'on' : 'off'
    })`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/en');
      const form = page.locator('#appointment form');
      const consent = form.locator('[name="healthDataConsent"]');
      await expect(consent).toBeHidden();
      await form.locator('[name="message"]').fill('My crown is loose.');
      await expect(consent).toBeVisible();
      // Shown, it is marked as needed, as the privacy box is (round 40: sent without it, a
      // patient scrolled back from the summary), and set off from the fields around it.
      const field = form.locator('[data-consent="healthDataConsent"]');
      expect(
        await field
          .locator('label')
          .evaluate((label) => getComputedStyle(label, '::after').content),
      ).toContain('*');
      expect(await field.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
      await form.locator('[name="message"]').fill('');
      await expect(consent).toBeHidden();
      await context.close();
    });
  }

  test('a stored request: the form makes way for a confirmation of what was asked', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tr');
    const form = await fillAppointmentForm(page, {
      name: 'Ayşe Yılmaz',
      email: 'ayse.panel@example.com',
      phone: '+90 532 123 45 67',
      service: 'implants',
      dateIndex: 3,
    });
    // The day as chosen (the list loses today at 16.00; reading it again after could shift it).
    const chosenDate = await form.locator('[name="preferredDate"]').inputValue();
    await form.getByRole('button', { name: 'Randevu talep edin' }).click();
    const panel = page.getByTestId('appointment-confirmation');
    await expect(panel).toBeFocused();
    await expect(panel.getByRole('heading')).toHaveText('Randevu talebiniz alındı');
    await expect(panel).toContainText('bir iş günü içinde');
    await expect(panel).toContainText(catalogues.tr.form.serviceOptions.implants);
    await expect(panel).toContainText(longDateLabel(chosenDate, 'tr'));
    await expect(panel).toContainText('Ayşe Yılmaz');
    // The number the practice will call, as people write it, so a typo is caught now.
    await expect(panel.locator('dl > div').last()).toHaveText(
      /^Telefon numarası\s*\+90\s532\s123\s45\s67$/,
    );
    await expect(panel).toContainText(
      'Talebinizin alındığını bildiren e-postayı ayse.panel@example.com adresine gönderdik.',
    );
    await expect(formOf(page)).toHaveCount(0);
    // On a phone no "e-" is left at a line's end, nor a number or address broken (round 58, BQ).
    expect((await brokenAndUnlinked(page)).broken).toEqual([]);
    // A success is said once, in the page: no toast repeating it.
    await expect(page.getByTestId('toast')).toHaveCount(0);

    // Another request: the contact details stay, focus on whom it is for (round 36, Z).
    await panel.getByRole('link', { name: /Başka bir randevu/ }).click();
    await expect(panel).toHaveCount(0);
    await expect(formOf(page).locator('[name="appointmentFor"]').first()).toBeFocused();
    await expect(formOf(page).locator('[name="fullName"]')).toHaveValue('Ayşe Yılmaz');
  });
});

// The panel's code loads when the visitor starts on the form (the home page's script budget). If it
// cannot arrive, the request is stored all the same and a plain confirmation says so: never an
// error page that would invite sending it twice.
test(
  'the confirmation’s code cannot arrive: the request is stored and a plain confirmation says so',
  { tag: '@once' },
  async ({ page }) => {
    await page.route(/\/appointment-confirmation-[\w-]+\.js$/, (route) => route.abort());
    await gotoHydrated(page, '/en');
    const form = await fillAppointmentForm(page, {
      name: 'Jamie Plain',
      email: 'jamie.plain@example.com',
      phone: '06 12 34 56 78',
      service: 'general',
      dateIndex: 2,
    });
    await form.getByRole('button', { name: catalogues.en.form.submit }).click();
    const panel = page.getByTestId('appointment-confirmation');
    await expect(panel).toBeFocused();
    await expect(panel.getByRole('heading')).toHaveText(
      catalogues.en.appointmentStatus.successTitle,
    );
    await expect(panel).toContainText(catalogues.en.appointmentStatus.successMessage);
    await expect(formOf(page)).toHaveCount(0);
  },
);

test.describe('errors that go as they are fixed', { tag: '@once' }, () => {
  /** The message a field shows, or null: never more than one (expectOneMessagePerField). */
  const messageOf = (form: Locator, name: string) =>
    form.locator(`[id="appointment-${name}-error"]`);

  test('each field is judged again as it is corrected; the summary follows, focus stays', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const form = formOf(page);
    const summary = form.getByTestId('error-summary');
    await form.getByRole('button', { name: 'Afspraak aanvragen' }).click();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(6);
    // Announced once, when focus moved to it: it is no live region that speaks at each change.
    await expect(summary).not.toHaveAttribute('aria-live');
    await expect(summary).not.toHaveAttribute('role', /alert|status/);

    // A name, then leaving the field: its message and red bar go, the summary loses its line.
    const name = form.locator('[name="fullName"]');
    await name.fill('Jan Jansen');
    await name.press('Tab');
    await expect(messageOf(form, 'fullName')).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(summary.getByRole('link')).toHaveCount(5);
    await expect(summary.getByRole('link').first()).toHaveText('Vul uw e-mailadres in.');
    await expectOneMessagePerField(form, 'nl');

    // Typing is judged when the visitor leaves the field, never in the middle of a word.
    const email = form.locator('[name="email"]');
    await email.fill('jan@');
    await expect(messageOf(form, 'email')).toHaveText('Vul uw e-mailadres in.');
    await email.press('Tab');
    // Still wrong, for another reason: the message says the new one (one message, not two).
    await expect(messageOf(form, 'email')).toHaveText(
      'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
    );
    await expect(summary.getByRole('link').first()).toHaveText(
      'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
    );
    await expectOneMessagePerField(form, 'nl');
    await email.fill('jan@example.com');
    await email.press('Tab');
    await expect(messageOf(form, 'email')).toHaveCount(0);

    const phone = form.locator('[name="phone"]');
    await phone.fill('06 1234');
    await phone.press('Tab');
    await expect(messageOf(form, 'phone')).toHaveText(
      'Vul een geldig telefoonnummer in. Een Nederlands nummer heeft 10 cijfers; een buitenlands nummer begint met het landnummer.',
    );
    await phone.fill('06 12345678');
    await phone.press('Tab');
    await expect(messageOf(form, 'phone')).toHaveCount(0);

    // A choice counts at once, without leaving the list or the checkbox.
    await form.locator('[name="service"]').selectOption('general');
    await expect(messageOf(form, 'service')).toHaveCount(0);
    await form.locator('[name="preferredDate"]').selectOption({ index: 1 });
    await expect(messageOf(form, 'preferredDate')).toHaveCount(0);
    await expect(summary.getByRole('link')).toHaveText([
      'Bevestig dat u de privacyverklaring heeft gelezen.',
    ]);
    const privacy = form.locator('[name="privacyConsent"]');
    await privacy.check();
    // Nothing left to correct: the summary is gone, and focus is where the visitor is.
    await expect(summary).toHaveCount(0);
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(privacy).toBeFocused();

    // Breaking a field again brings its message and the summary back, without taking focus.
    await phone.fill('12');
    await phone.press('Tab');
    await expect(messageOf(form, 'phone')).toHaveText(
      'Vul een geldig telefoonnummer in. Een Nederlands nummer heeft 10 cijfers; een buitenlands nummer begint met het landnummer.',
    );
    await expect(summary.getByRole('link')).toHaveText([
      'Vul een geldig telefoonnummer in. Een Nederlands nummer heeft 10 cijfers; een buitenlands nummer begint met het landnummer.',
    ]);
    await expect(summary).not.toBeFocused();
    // The next field: whom the appointment is for (its chosen option).
    await expect(form.locator('[name="appointmentFor"]:checked')).toBeFocused();
    await expectOneMessagePerField(form, 'nl');

    await phone.fill('06 12345678');
    await form.getByRole('button', { name: 'Afspraak aanvragen' }).click();
    await expect(page.getByTestId('appointment-confirmation')).toBeFocused();
  });

  test('in English and Turkish too, in the page’s language', async ({ page }) => {
    for (const [path, lang] of [
      ['/en', 'en'],
      ['/tr', 'tr'],
    ] as const) {
      await gotoHydrated(page, path);
      const form = formOf(page);
      await form.locator('[name="phone"]').fill('123');
      await form.getByRole('button', { name: catalogues[lang].form.submit }).click();
      await expect(messageOf(form, 'phone')).toHaveText(catalogues[lang].fieldErrors.phoneInvalid);
      await form.locator('[name="phone"]').fill('+90 532 123 45 67');
      await form.locator('[name="phone"]').press('Tab');
      await expect(messageOf(form, 'phone')).toHaveCount(0);
      await form.locator('[name="service"]').selectOption('implants');
      await expect(form.getByTestId('error-summary').getByRole('link')).toHaveText([
        catalogues[lang].requiredFieldErrors.fullName,
        catalogues[lang].requiredFieldErrors.email,
        catalogues[lang].requiredFieldErrors.preferredDate,
        catalogues[lang].fieldErrors.consentRequired,
      ]);
    }
  });
});

test.describe('Book Appointment on a treatment page', () => {
  const cases = [
    { path: '/implantaten', home: '/', service: 'implants' },
    { path: '/en/teeth-whitening-amstelveen', home: '/en', service: 'cosmetic' },
    { path: '/tr/invisalign-amstelveen', home: '/tr', service: 'orthodontics' },
    { path: '/kronen-en-bruggen', home: '/', service: 'general' },
  ] as const;

  for (const c of cases) {
    test(`${c.path}: the form has "${c.service}" chosen, and no query string anywhere`, async ({
      page,
    }) => {
      await gotoHydrated(page, c.path);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      // (On a wide screen the facts card's, beside the heading.)
      const book = page
        .getByRole('main')
        .locator('a[href$="#appointment"]')
        .filter({ visible: true })
        .first();
      // Without JavaScript it is the plain link to the form.
      await expect(book).toHaveAttribute('href', `${c.home}#appointment`);
      await book.click();
      await expect(page).toHaveURL(
        new RegExp(`:\\d+${c.home === '/' ? '/' : c.home}#appointment$`),
      );
      const service = formOf(page).locator('[name="service"]');
      await expect(service).toHaveValue(c.service);
      // Nothing about the patient's care went into an address: not the page's, nor a request's.
      expect(page.url()).not.toContain('?');
      for (const url of requested) expect(url, url).not.toMatch(/[?&](service|behandeling)=/);
      // (The router's link discovery lists page paths, such as /en/cosmetic-dentistry-amstelveen:
      // a page's address, not the patient's choice.)
      for (const url of requested.filter((url) => new URL(url).pathname !== '/__manifest')) {
        expect(url, url).not.toContain(c.service);
      }
      // A choice, not a lock: the visitor can pick another.
      await service.selectOption('pediatric');
      await expect(service).toHaveValue('pediatric');
    });
  }

  test('the emergency page books emergency care: the call shows at once', async ({ page }) => {
    await gotoHydrated(page, '/spoed-tandarts');
    // The page's own Book Appointment, not a card's request for a case that can wait (round 60).
    await page
      .getByRole('main')
      .locator('a[href="/#appointment"]:not(li a):visible')
      .first()
      .click();
    await expect(formOf(page).locator('[name="service"]')).toHaveValue('emergency');
    await expect(formOf(page).locator('[data-emergency-service-note]')).toBeVisible();
  });

  test('the children\'s page books for a child: children\'s care and "Mijn kind" chosen', async ({
    page,
  }) => {
    await gotoHydrated(page, '/kindertandarts');
    await page.getByRole('main').locator('a[href="/#appointment"]:visible').first().click();
    const form = formOf(page);
    await expect(form.locator('[name="service"]')).toHaveValue('pediatric');
    await expect(form.getByRole('radio', { name: 'Mijn kind' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Mijzelf' })).not.toBeChecked();
    // The child's name field shows with it (CSS on the checked choice).
    await expect(form.locator('[name="patientName"]')).toBeVisible();
  });

  test('another treatment page leaves "Mijzelf" chosen', async ({ page }) => {
    await gotoHydrated(page, '/vullingen');
    await page.getByRole('main').locator('a[href="/#appointment"]:visible').first().click();
    await expect(formOf(page).locator('[name="service"]')).toHaveValue('general');
    await expect(formOf(page).getByRole('radio', { name: 'Mijzelf' })).toBeChecked();
  });

  test('tapped before the page has its script (a slow phone), the choice still arrives, once', async ({
    page,
  }) => {
    // The treatment page never gets its script: the tap is a plain navigation, without state.
    let blockScripts = true;
    await page.route('**/*.js', (route) => (blockScripts ? route.abort() : route.continue()));
    await page.goto('/implantaten');
    const book = page
      .getByRole('main')
      .locator('a[data-service]')
      .filter({ visible: true })
      .first();
    await expect(book).toHaveAttribute('href', '/#appointment');
    blockScripts = false;
    await book.click();
    await expect(page).toHaveURL(/:\d+\/#appointment$/);
    await expect(formOf(page).locator('[name="service"]')).toHaveValue('implants');
    // Taken once: the next visit to the form starts empty. The carried choice's own key, not the
    // whole store: the router may keep its scroll positions there too (a flaky count, 2 December).
    expect(await page.evaluate((key) => sessionStorage.getItem(key), carriedServiceKey)).toBeNull();
    await gotoHydrated(page, '/');
    await expect(formOf(page).locator('[name="service"]')).toHaveValue('');
  });

  // Round 60 (BT): "request an appointment" in the emergency cards was plain text beside linked
  // numbers. It links to the form, which opens on general care: a case that can wait.
  test('the emergency page’s “request an appointment” opens the form on general care', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-12-01T10:00:00+01:00'));
    await gotoHydrated(page, '/en/emergency-dentistry-amstelveen');
    const pain = page.locator('main li', { hasText: 'Pain or a swollen cheek' });
    const request = pain.getByRole('link', { name: 'request an appointment', exact: true });
    await expect(request).toBeVisible();
    await expect(request).toHaveAttribute('href', '/en#appointment');
    await request.click();
    await expect(formOf(page).locator('[name="service"]')).toHaveValue('general');
  });

  test('from any other page the form starts without a choice', async ({ page }) => {
    await gotoHydrated(page, '/team');
    // The first one in sight: on a phone the card beside the heading (a wide screen's) is hidden.
    await page.getByRole('main').locator('a[href="/#appointment"]:visible').first().click();
    await expect(formOf(page).locator('[name="service"]')).toHaveValue('');
  });
});

// Round 43, AP: the hints under the labels were small and grey, hard going at 75.
test(
  'the form’s hints are 15 px and dark, as a field’s own text',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/');
    const hints = formOf(page).locator('p[id$="-hint"]');
    expect(await hints.count()).toBeGreaterThan(4);
    for (const style of await hints.evaluateAll((elements) =>
      elements.map((element) => {
        const { fontSize, color } = getComputedStyle(element);
        return { fontSize, color };
      }),
    )) {
      expect(style.fontSize).toBe('15px');
      // slate-700
      expect(style.color).toMatch(/^oklch\(0\.372 /);
    }
  },
);

// Round 44, AO: "jan@hotmail.con" passed, and the receipt the page promised never arrived.
test(
  'a mistyped provider is offered a correction, applied only when the visitor says so',
  { tag: '@once' },
  async ({ page }) => {
    for (const [lang, path] of [
      ['en', '/en'],
      ['tr', '/tr'],
    ] as const) {
      await gotoHydrated(page, path);
      const form = formOf(page);
      const email = form.locator('#appointment-email');
      const offer = form.locator('#appointment-email-field [role="status"]');
      await expect(offer).toBeEmpty();
      await email.fill('jan@hotmail.con');
      await email.press('Tab');
      const text = catalogues[lang].form.emailSuggestion.replace('{email}', 'jan@hotmail.com');
      await expect(offer).toContainText(text);
      // Nothing is changed until the visitor agrees.
      await expect(email).toHaveValue('jan@hotmail.con');
      await offer
        .getByRole('button', { name: catalogues[lang].form.emailSuggestionAccept })
        .click();
      await expect(email).toHaveValue('jan@hotmail.com');
      await expect(email).toBeFocused();
      await expect(offer).toBeEmpty();
      // An address at a provider the list does not know is left alone.
      await email.fill('secretariaat@rug.nl');
      await email.press('Tab');
      await page.waitForTimeout(300);
      await expect(offer).toBeEmpty();
    }
  },
);

test(
  'the terms: one line above the button, whose link opens the terms dialog',
  { tag: '@once' },
  async ({ page }) => {
    await gotoHydrated(page, '/');
    const form = formOf(page);
    const note = form.locator('#appointment-terms-note');
    await expect(note).toContainText(
      'Op uw afspraak zijn onze algemene voorwaarden van toepassing',
    );
    const submit = form.getByRole('button', { name: 'Afspraak aanvragen' });
    await expect(submit).toHaveAttribute('aria-describedby', 'appointment-terms-note');
    const open = note.getByRole('button', { name: 'algemene voorwaarden' });
    await open.click();
    const dialog = page.locator('#terms-dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    // Opening the terms submitted nothing.
    await expect(form.getByTestId('error-summary')).toHaveCount(0);
  },
);

test(
  'the service list: a hint that a rough choice will do, labels in a patient’s words',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/');
    const form = formOf(page);
    await expect(form.locator('#appointment-service-hint')).toHaveText(
      'Gebitsreiniging, vulling, wortelkanaal, kroon of kunstgebit? Kies ‘Controle, herstel of andere zorg’.',
    );
    // A parent booking for a child knows whose name goes where (the form has one name).
    await expect(form.locator('#appointment-fullName-hint')).toHaveText(
      catalogues.nl.form.nameHint,
    );
    await expect(form.locator('#appointment-fullName')).toHaveAttribute(
      'aria-describedby',
      /appointment-fullName-hint/,
    );
    await expect(form.locator('[name="service"] option:not([disabled])')).toHaveText(
      Object.values(catalogues.nl.form.serviceOptions),
    );
    // The values stay the API's six.
    expect(
      await form
        .locator('[name="service"] option:not([disabled])')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual([...appointmentServices]);
  },
);

test(
  'a stored request: the number to be called, a receipt, and for an emergency the call first',
  { tag: '@once' },
  async ({ page }) => {
    // While the practice is open, on a day the server lists (its requests keep the real clock).
    const [, day] = availableDates(new Date());
    await page.clock.setFixedTime(new Date(`${day}T09:30:00+01:00`));
    await gotoHydrated(page, '/');
    const form = await fillAppointmentForm(page, {
      name: 'Piet de Vries',
      email: 'piet.receipt@example.com',
      phone: '0612345678',
      service: 'emergency',
      message: 'Mijn kies is gebroken.',
    });
    await form.getByRole('button', { name: 'Afspraak aanvragen' }).click();
    const panel = page.getByTestId('appointment-confirmation');
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(/Telefoonnummer\s*06\s12\s34\s56\s78/);
    // The message is said to have gone with it, and not repeated (round 33, W).
    await expect(panel).toContainText(
      /Bericht\s*Ontvangen – wij lezen het voordat wij contact met u opnemen/,
    );
    await expect(panel).not.toContainText('Mijn kies is gebroken');
    await expect(panel).toContainText(
      'Wij hebben een ontvangstbevestiging gestuurd naar piet.receipt@example.com.',
    );
    // The call comes right under the title, before the receipt's text.
    const first = panel.locator('h3 + *');
    await expect(first).toHaveAttribute('data-emergency-service-note-sent', '');
    await expect(first).toContainText(catalogues.nl.emergencyRequest.text);
    await expect(first.locator(`a[href="tel:${practice.emergencyPhone.e164}"]`)).toBeVisible();
    await expect(
      first.locator(`a[href="tel:${practice.afterHoursService.phone.e164}"]`),
    ).toBeVisible();
    // Not "done" with a green tick: the request is kept, and the call is still to be made.
    await expect(panel).toContainText(catalogues.nl.confirmation.emergencySent);
    await expect(panel).not.toContainText(catalogues.nl.appointmentStatus.successMessage);
    await expect(panel).toHaveClass(/border-amber-400/);
  },
);

test(
  'a stored emergency request after hours: the after-hours service first, the closed line not a call',
  { tag: '@once' },
  async ({ page }) => {
    // 20.00 at the practice: closed on every day.
    const [, day] = availableDates(new Date());
    await page.clock.setFixedTime(new Date(`${day}T20:00:00+01:00`));
    await gotoHydrated(page, '/en');
    const form = await fillAppointmentForm(page, {
      name: 'Anna Night',
      email: 'anna.night@example.com',
      phone: '0612345678',
      service: 'emergency',
    });
    await form.getByRole('button', { name: catalogues.en.form.submit }).click();
    const note = page.getByTestId('appointment-confirmation').locator('h3 + *');
    await expect(note).toHaveAttribute('data-emergency-service-note-sent', '');
    await expect(note.getByText(catalogues.en.emergencyRequest.textClosed)).toBeVisible();
    await expect(note.getByText(catalogues.en.emergencyRequest.text)).toBeHidden();
    const afterHours = note.locator(`a[href="tel:${practice.afterHoursService.phone.e164}"]`);
    await expect(afterHours).toBeVisible();
    await expect(note.locator(`a[href="tel:${practice.emergencyPhone.e164}"]`)).toHaveCount(0);
    // The call that helps now comes first: above the emergency line, or left of it in a row.
    const line = note.locator('.call-button.btn-emergency');
    const [a, b] = [await afterHours.boundingBox(), await line.boundingBox()];
    expect(a && b && (a.y + a.height <= b.y + 1 || a.x + a.width <= b.x + 1)).toBe(true);
  },
);

test(
  'a request sent at night says when the practice picks it up; by day it does not',
  { tag: '@once' },
  async ({ page }) => {
    const [, day] = availableDates(new Date());
    // 21:30 at the practice, on an open day: closed until the next open day's morning.
    const night = new Date(`${day}T21:30:00+01:00`);
    await page.clock.setFixedTime(night);
    await gotoHydrated(page, '/tr');
    const form = await fillAppointmentForm(page, {
      name: 'Ayşe Gece',
      email: 'ayse.night@example.com',
    });
    await form.getByRole('button', { name: catalogues.tr.form.submit }).click();
    const panel = page.getByTestId('appointment-confirmation');
    const closed = panel.locator('[data-closed-now]');
    await expect(closed).toHaveText(
      catalogues.tr.confirmation.closedNow.replace(
        '{when}',
        whenWeReopen(night, 'tr', catalogues.tr.confirmation) ?? 'missing',
      ),
    );
    await expect(closed).toContainText(/itibarıyla ilgileneceğiz\.$/);

    await page.clock.setFixedTime(new Date(`${day}T10:00:00+01:00`));
    await gotoHydrated(page, '/tr');
    await (
      await fillAppointmentForm(page, { name: 'Ayşe Gündüz', email: 'ayse.day@example.com' })
    )
      .getByRole('button', { name: catalogues.tr.form.submit })
      .click();
    await expect(panel).toContainText(catalogues.tr.appointmentStatus.successMessage);
    await expect(panel.locator('[data-closed-now]')).toHaveCount(0);
  },
);

test.describe('whom the appointment is for, and the two ticks (decision 0127)', () => {
  test(
    'for a child: the name and age asked, named in the summary, and repeated in the confirmation',
    { tag: '@once' },
    async ({ page }) => {
      await gotoHydrated(page, '/en');
      const form = await fillAppointmentForm(page, {
        name: 'Sanne de Vries',
        email: 'for.child@example.com',
        service: 'pediatric',
      });
      const patientName = form.locator('[name="patientName"]');
      // For oneself (the default) the name is not asked.
      await expect(form.locator('[name="appointmentFor"][value="self"]')).toBeChecked();
      await expect(patientName).toBeHidden();
      await form.getByRole('radio', { name: 'My child' }).check();
      await expect(patientName).toBeVisible();
      await expect(form.locator('label[for="appointment-patientName"]')).toHaveText(
        /^Name and age/,
      );
      // The hint for the choice made, and only it, is seen and read out with the field.
      const hints = catalogues.en.form.patientNameHints;
      for (const [choice, hint] of [
        ['Someone else', hints.other],
        ['Several family members', hints.family],
        ['My child', hints.child],
      ] as const) {
        await form.getByRole('radio', { name: choice }).check();
        await expect(form.locator('#appointment-patientName-field [data-for]:visible')).toHaveText(
          hint,
        );
        await expect(patientName).toHaveAccessibleDescription(hint);
        // One per line for a family: three lines from the start (round 58, BQ), one otherwise.
        const lines = await patientName.evaluate(
          (box) => box.clientHeight / parseFloat(getComputedStyle(box).lineHeight),
        );
        if (choice === 'Several family members') expect(lines).toBeGreaterThanOrEqual(3);
        else expect(lines).toBeLessThan(2.5);
      }
      await form.getByRole('button', { name: catalogues.en.form.submit }).click();
      const summary = form.getByTestId('error-summary');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        catalogues.en.requiredFieldErrors.patientName,
      ]);
      await expect(summary.getByRole('link')).toHaveAttribute('href', '#appointment-patientName');
      await expectOneMessagePerField(form, 'en');
      // Back to "Myself": the question and its error go at once.
      await form.getByRole('radio', { name: 'Myself' }).check();
      await expect(patientName).toBeHidden();
      await expect(summary).toHaveCount(0);
      await form.getByRole('radio', { name: 'My child' }).check();
      await patientName.fill('Emma, 6');
      await form.getByRole('checkbox', { name: catalogues.en.form.newPatient }).check();
      await form.getByRole('checkbox', { name: catalogues.en.form.callFirst }).check();
      await form.getByRole('button', { name: catalogues.en.form.submit }).click();
      const panel = page.getByTestId('appointment-confirmation');
      await expect(panel).toBeFocused();
      await expect(panel).toContainText(/For\s*Emma, 6 \(your child\)/);
      await expect(panel).toContainText(
        `${catalogues.en.confirmation.newPatient} · ${catalogues.en.confirmation.callFirst}`,
      );
    },
  );

  test(
    'for oneself nothing more is asked, and the confirmation says so',
    { tag: '@once' },
    async ({ page }) => {
      await gotoHydrated(page, '/tr');
      const form = await fillAppointmentForm(page, {
        name: 'Ayşe Yılmaz',
        email: 'for.self@example.com',
      });
      await form.getByRole('button', { name: catalogues.tr.form.submit }).click();
      const panel = page.getByTestId('appointment-confirmation');
      await expect(panel).toBeFocused();
      await expect(panel).toContainText(/Kimin için\s*Kendiniz/);
      await expect(panel).not.toContainText(catalogues.tr.confirmation.notesLabel);
    },
  );

  test('the four choices side by side on a wide screen, one per row on a phone, each on one line', async ({
    page,
    isMobile,
  }) => {
    for (const path of ['/', '/en', '/tr']) {
      await page.goto(path);
      const choices = formOf(page).locator('label.choice');
      await expect(choices).toHaveCount(4);
      const boxes = await choices.evaluateAll((labels) =>
        labels.map((label) => {
          const box = label.getBoundingClientRect();
          return {
            y: box.y,
            fits: label.scrollWidth <= label.clientWidth,
            // One line of text: not a tile of "Several / family / members" beside a one-line
            // neighbour (round 41). The tile's height is its 48 px minimum.
            height: box.height,
          };
        }),
      );
      for (const box of boxes) expect(box.fits, path).toBe(true);
      for (const box of boxes) expect(box.height, path).toBeLessThanOrEqual(50);
      const rows = new Set(boxes.map((box) => Math.round(box.y))).size;
      expect(rows, path).toBe(isMobile ? 4 : 1);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'errors come back from the server: the same summary and one message per field',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/');
      const form = formOf(page);
      await form.locator('[name="fullName"]').fill('12345');
      await form.locator('[name="phone"]').fill('06 1234');
      await form.getByRole('button', { name: 'Afspraak aanvragen' }).click();
      await expect(page).toHaveURL(/\/$/);
      const summary = form.getByTestId('error-summary');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        'Schrijf uw naam voluit, in letters.',
        'Vul uw e-mailadres in.',
        'Vul een geldig telefoonnummer in. Een Nederlands nummer heeft 10 cijfers; een buitenlands nummer begint met het landnummer.',
        'Kies een behandeling.',
        'Kies een voorkeursdatum.',
        'Bevestig dat u de privacyverklaring heeft gelezen.',
      ]);
      await expectOneMessagePerField(form, 'nl');
      // The links work as plain links to the fields.
      await expect(summary.getByRole('link').first()).toHaveAttribute(
        'href',
        '#appointment-fullName',
      );
      await expect(form.locator('#appointment-fullName')).toHaveValue('12345');
    },
  );

  test(
    'for a family: the name field appears by CSS alone, and the server keeps the choice',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/');
      const form = await fillAppointmentForm(page, {
        name: 'Murat Demir',
        email: 'family.nojs@example.com',
      });
      await expect(form.locator('[name="patientName"]')).toBeHidden();
      await form.getByRole('radio', { name: 'Meerdere gezinsleden' }).check();
      await expect(form.locator('[name="patientName"]')).toBeVisible();
      await form.getByRole('button', { name: 'Afspraak aanvragen' }).click();
      // Sent empty: the server's page keeps the choice and asks for everyone's names (round 50).
      await expect(form.getByRole('radio', { name: 'Meerdere gezinsleden' })).toBeChecked();
      await expect(form.getByTestId('error-summary').getByRole('link')).toHaveText([
        catalogues.nl.fieldErrors.familyNamesRequired,
      ]);
      // One person per line (round 54, BJ), kept as one line.
      await form.locator('[name="patientName"]').fill('Ikzelf, 41\nElif, 9\n\nCan, 5');
      // (The consent is asked again: the server's page never ticks it for the visitor.)
      await form.locator('[name="privacyConsent"]').check();
      await form.getByRole('button', { name: 'Afspraak aanvragen' }).click();
      const panel = page.getByTestId('appointment-confirmation');
      await expect(panel).toContainText(/Voor\s*Ikzelf, 41; Elif, 9; Can, 5/);
    },
  );

  test('a stored request: the server renders the confirmation in the form’s place', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/en');
    // Beside the form on a wide screen the column ends before the form does (round 26, I: with
    // the hours too it ran 280 px past it, an empty block under the form).
    if (!isMobile) {
      const [formBox, asideBox] = await Promise.all([
        formOf(page).boundingBox(),
        page.locator('#appointment aside').boundingBox(),
      ]);
      if (!formBox || !asideBox) throw new Error('form: no box');
      expect(asideBox.y + asideBox.height).toBeLessThanOrEqual(formBox.y + formBox.height);
      // And it starts level with the form (round 29: 75 px off both the heading and the form).
      expect(Math.abs(asideBox.y - formBox.y)).toBeLessThan(2);
    }
    const form = await fillAppointmentForm(page, {
      name: 'Noor <b>Bakker</b>',
      email: 'noor.panel@example.com',
      service: 'pediatric',
      // Not the first day: at 16.00 (12.00 on Saturday) today stops being offered, and a form
      // loaded a moment before was rightly refused a moment after ("too late for today").
      dateIndex: 2,
    });
    const chosenDate = await form.locator('[name="preferredDate"]').inputValue();
    await form.getByRole('button', { name: catalogues.en.form.submit }).click();
    await expect(page).toHaveURL(/\/en$/);
    const panel = page.getByTestId('appointment-confirmation');
    await expect(panel).toBeFocused();
    await expect(panel.getByRole('heading')).toHaveText('Appointment requested');
    await expect(panel).toContainText('We will contact you within one working day to confirm.');
    await expect(panel).toContainText(catalogues.en.form.serviceOptions.pediatric);
    await expect(panel).toContainText(longDateLabel(chosenDate, 'en'));
    // What was typed comes back as text, never as markup.
    await expect(panel).toContainText('Noor <b>Bakker</b>');
    await expect(panel.locator('b')).toHaveCount(0);
    await expect(panel).toContainText(
      'We have emailed a copy of your request to noor.panel@example.com.',
    );
    await expect(panel).toContainText(/Phone number\s*06\s12\s34\s56\s78/);
    // No message, no line about one.
    await expect(panel).not.toContainText(catalogues.en.confirmation.message);
    await expect(formOf(page)).toHaveCount(0);
    // Beside it on a wide screen only what happens next: the hours and the contacts were for
    // deciding to ask, and their length left a tall empty space under the panel (round 25, G).
    const aside = page.locator('#appointment aside');
    await expect(aside.getByText('What happens next')).toBeVisible();
    for (const card of await aside.locator('.card').all()) await expect(card).toBeHidden();
    // Nor what becomes of the details typed (round 57): they are sent.
    await expect(
      aside.getByText(catalogues.en.appointmentNext.privacyTitle, { exact: true }),
    ).toBeHidden();
    if (!isMobile) {
      const [panelBox, asideBox] = await Promise.all([panel.boundingBox(), aside.boundingBox()]);
      if (!panelBox || !asideBox) throw new Error('confirmation: no box');
      expect(asideBox.y + asideBox.height).toBeLessThanOrEqual(panelBox.y + panelBox.height);
    }
    // "Another request" is a plain link to a fresh form; nothing promises kept details.
    await expect(panel).not.toContainText(catalogues.en.confirmation.anotherKeeps);
    await panel.getByRole('link', { name: /Request another appointment/ }).click();
    await expect(formOf(page).locator('[name="fullName"]')).toHaveValue('');
  });
});

test(
  'a second request (for a grandchild, a parent) keeps the contact details and nothing else',
  { tag: '@once' },
  async ({ page }) => {
    await gotoHydrated(page, '/tr');
    const form = await fillAppointmentForm(page, {
      name: 'Ayten Kaya',
      email: 'ayten.again@example.com',
      phone: '+31 6 23456789',
      service: 'general',
    });
    await form.getByRole('button', { name: catalogues.tr.form.submit }).click();
    const panel = page.getByTestId('appointment-confirmation');
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(catalogues.tr.confirmation.anotherKeeps);
    await panel.getByRole('link', { name: catalogues.tr.confirmation.another }).click();
    // Round 36 (Z): on a phone everything had to be typed again.
    await expect(form.locator('[name="fullName"]')).toHaveValue('Ayten Kaya');
    await expect(form.locator('[name="email"]')).toHaveValue('ayten.again@example.com');
    await expect(form.locator('[name="phone"]')).toHaveValue(/^06\s?23\s?45\s?67\s?89$/);
    // Whom it is for is the next question, and the rest starts afresh.
    await expect(form.locator('[name="appointmentFor"]').first()).toBeFocused();
    await expect(form.locator('[name="service"]')).toHaveValue('');
    await expect(form.locator('[name="preferredDate"]')).toHaveValue('');
    await expect(form.locator('[name="privacyConsent"]')).not.toBeChecked();
    // The kept number is one the form accepts: the second request goes through as it stands.
    // A grandchild: someone else's child, so the panel asks for a parent's consent (round 37, AC).
    await form.getByRole('radio', { name: catalogues.tr.form.appointmentForOptions.other }).check();
    await form.locator('[name="patientName"]').fill('Emre, 8');
    await form.locator('[name="service"]').selectOption('pediatric');
    await form.locator('[name="preferredDate"]').selectOption({ index: 2 });
    await form.locator('[name="privacyConsent"]').check();
    await form.getByRole('button', { name: catalogues.tr.form.submit }).click();
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('Emre, 8');
    await expect(panel).toContainText('ayten.again@example.com');
    await expect(panel).toContainText(catalogues.tr.confirmation.parentConsent);
  },
);

/** The emergency note beside the form: its text and the call of the emergency line. */
const emergencyNote = (page: Page) => formOf(page).locator('[data-emergency-service-note]');

test.describe('emergency care chosen: the phone first', { tag: '@once' }, () => {
  test('with JavaScript: the call button appears as soon as it is chosen, before submitting', async ({
    page,
  }) => {
    // While the practice is open: after hours the note offers the after-hours service instead
    // (on the real clock this failed at night).
    await page.clock.setFixedTime(new Date('2026-12-02T10:00:00+01:00'));
    await gotoHydrated(page, '/en');
    const note = emergencyNote(page);
    await expect(note).toBeHidden();
    await formOf(page).locator('[name="service"]').selectOption('emergency');
    await expect(note).toBeVisible();
    await expect(note).toContainText(catalogues.en.emergencyRequest.text);
    // What is not an emergency, naming the choice to make instead (round 54, BI).
    await expect(note).toContainText(
      'That is not an emergency: choose ‘Check-up, repair or other care’ instead.',
    );
    await expect(note.locator(`a[href="tel:${practice.emergencyPhone.e164}"]`)).toBeVisible();
    await formOf(page).locator('[name="service"]').selectOption('implants');
    await expect(note).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the note shows before submitting, and the stored request says to call', async ({
      page,
    }) => {
      await page.goto('/tr');
      await expect(emergencyNote(page)).toBeHidden();
      await fillAppointmentForm(page, {
        name: 'Acil Hasta',
        email: 'acil.nojs@example.com',
        service: 'emergency',
      });
      const note = emergencyNote(page);
      await expect(note).toBeVisible();
      await expect(note.locator(`a[href="tel:${practice.emergencyPhone.e164}"]`)).toBeVisible();
      await formOf(page).getByRole('button', { name: catalogues.tr.form.submit }).click();
      const panel = page.getByTestId('appointment-confirmation');
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(catalogues.tr.emergencyRequest.text);
      await expect(panel.locator(`a[href="tel:${practice.emergencyPhone.e164}"]`)).toBeVisible();
    });
  });
});

test(
  'today chosen: a note to call instead, since a request is answered within a working day',
  { tag: '@once' },
  async ({ page }) => {
    // The browser's clock on an open day the served list offers, in the morning (09:30 or, in
    // summer time, 10:30 at the practice): today is then in the list, marked.
    const [, day] = availableDates(new Date());
    if (!day) throw new Error('no second open day in the list');
    await page.clock.setFixedTime(new Date(`${day}T09:30:00+01:00`));
    await gotoHydrated(page, '/en');
    const note = formOf(page).locator('[data-today-note]');
    const date = formOf(page).locator('[name="preferredDate"]');
    await expect(note).toBeHidden();
    await expect(date.locator('option[data-today]')).toHaveAttribute('value', day);
    await date.selectOption(day);
    await expect(note).toBeVisible();
    await expect(note).toContainText('Need to come in today? Please call us on');
    await expect(note.locator(`a[href="tel:${practice.phone.e164}"]`)).toBeVisible();
    // With emergency care chosen the emergency note's calls are the way: one set of numbers, and
    // sending the form is the second choice, an outline (round 35, Y).
    const submit = formOf(page).getByRole('button', { name: catalogues.en.form.submit });
    const filled = await submit.evaluate((button) => getComputedStyle(button).backgroundColor);
    await formOf(page).locator('[name="service"]').selectOption('emergency');
    await expect(note).toBeHidden();
    await expect(emergencyNote(page)).toBeVisible();
    expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(
      filled,
    );
    await formOf(page).locator('[name="service"]').selectOption('general');
    await expect(note).toBeVisible();
    const later = await date
      .locator('option:not([data-today]):not([value=""])')
      .first()
      .getAttribute('value');
    await date.selectOption(later ?? '');
    await expect(note).toBeHidden();
  },
);

test(
  'a device clock weeks ahead of the server never empties the list of dates',
  { tag: '@once' },
  async ({ page }) => {
    await page.clock.setFixedTime(new Date(Date.now() + 60 * 24 * 60 * 60 * 1000));
    await gotoHydrated(page, '/en');
    const options = formOf(page).locator('[name="preferredDate"] option:not([value=""])');
    expect(await options.count()).toBeGreaterThan(5);
  },
);

test('at desktop size the inputs of a row start at the same height, none alone in a row', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'two columns from md');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const form = formOf(page);
  const box = async (name: string) => {
    const found = await form.locator(`[name="${name}"]`).boundingBox();
    if (!found) throw new Error(`no ${name}`);
    return found;
  };
  const email = await box('email');
  const phone = await box('phone');
  const service = await box('service');
  const date = await box('preferredDate');
  expect(Math.abs(email.y - phone.y)).toBeLessThan(1);
  expect(Math.abs(service.y - date.y)).toBeLessThan(1);
  expect(email.x).toBeLessThan(phone.x);
  expect(service.x).toBeLessThan(date.x);
  // The name takes the whole first row.
  const name = await box('fullName');
  expect(name.width).toBeGreaterThan(email.width * 1.8);
});
