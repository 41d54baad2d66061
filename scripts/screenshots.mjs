#!/usr/bin/env node
/**
 * npm run screenshots -- / /en/team …: full-page screenshots of a running site at phone and
 * desktop size, to look at pages as a visitor would. FULL=0 for the first screen only.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './build-inputs.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const paths = process.argv.slice(2);
if (!paths.length) {
  console.error('Usage: npm run screenshots -- / /en/team /tr/blog');
  process.exit(1);
}
const outDir = path.join(root, 'test-results', 'screenshots');
await mkdir(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const sizes = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  desktop: { viewport: { width: 1366, height: 900 } },
};
for (const [name, options] of Object.entries(sizes)) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`${name}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`${name}: console: ${message.text()}`);
  });
  for (const urlPath of paths) {
    try {
      await page.goto(base + urlPath, { waitUntil: 'networkidle' });
    } catch (error) {
      console.error(
        `Could not open ${base + urlPath}: is the site running (npm start)?`,
        error.message,
      );
      process.exit(1);
    }
    // Scroll through the page so lazily loaded images load, as they would for a reader.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    // A full-page capture does not move the viewport, so the sections the browser skips until they
    // come near it (content-visibility: auto, app.css) would show blank; a reader scrolling sees them.
    if (process.env.FULL !== '0') {
      await page.evaluate(() => {
        for (const section of document.querySelectorAll('main > section')) {
          section.style.contentVisibility = 'visible';
        }
      });
    }
    const file = path.join(outDir, `${name}${urlPath.replace(/[/?#]/g, '_')}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
