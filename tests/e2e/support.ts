import type { Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it (the root marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** Switches language with the header's switcher (in the menu on a phone). */
export async function chooseLanguage(page: Page, label: string, isMobile: boolean) {
  if (isMobile) {
    await page.locator('#mobile-menu-toggle').click();
    await page.locator('#mobile-menu').getByRole('link', { name: label }).click();
  } else {
    await page.locator('a[data-menu="language"]').click();
    await page.locator('#menu-language').getByRole('link', { name: label }).click();
  }
}

export interface AppointmentValues {
  name: string;
  email: string;
  phone?: string;
  service?: string;
  message?: string;
  /** Tick the health-data consent (by default: when there is a message, as a patient must). */
  healthDataConsent?: boolean;
  /** Which open day to pick, counted from the first option (0 is the placeholder). */
  dateIndex?: number;
}

/** Fills the appointment form on a home page (consents ticked) and returns the form. */
export async function fillAppointmentForm(page: Page, values: AppointmentValues) {
  const form = page.locator('#appointment form[method="post"]');
  await form.locator('[name="fullName"]').fill(values.name);
  await form.locator('[name="email"]').fill(values.email);
  await form.locator('[name="phone"]').fill(values.phone ?? '06 12345678');
  await form.locator('[name="service"]').selectOption(values.service ?? 'general');
  await form.locator('[name="preferredDate"]').selectOption({ index: values.dateIndex ?? 2 });
  if (values.message) await form.locator('[name="message"]').fill(values.message);
  if (values.healthDataConsent ?? Boolean(values.message)) {
    await form.locator('[name="healthDataConsent"]').check();
  }
  await form.locator('[name="privacyConsent"]').check();
  return form;
}

/**
 * Records every layout shift from the first paint, each with what moved ("0.0203: DIV.x y 80→96
 * h 40→40"), so a failing "nothing moves" check names the element. Read with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
      }[])
        shifts.push(
          `${entry.value.toFixed(4)}: ${entry.sources
            .map(
              ({ node, previousRect, currentRect }) =>
                `${node instanceof Element ? `${node.tagName}.${node.className}` : (node?.nodeName ?? '?')} x ${previousRect.x}→${currentRect.x} y ${previousRect.y}→${currentRect.y} w ${previousRect.width}→${currentRect.width} h ${previousRect.height}→${currentRect.height}`,
            )
            .join('; ')}`,
        );
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/** The fonts the browser actually drew an element's text with (not what its CSS asks for). */
export async function platformFontsOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}
