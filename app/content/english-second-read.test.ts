/**
 * The second fresh English read of 26 November 2026 (docs/content/review-2026-11-26-fresh-readers.md,
 * "English, second fresh read"): what it found wrong, or different from the Dutch, stays fixed.
 */
import { describe, expect, test } from 'vitest';
import { catalogues } from '~/i18n/messages';
import { rates } from './pages/rates';
import { treatments } from './site.server';

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
    expect(catalogues.nl.emergencyNow.steps[1]?.text).toMatch(/bel direct de spoedlijn/);
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
