/**
 * The audit log and a request's history show what was done in words, never an action's code: every
 * kind has a label in every language (the catalogue is typed `Record<AuditAction, string>`, so a
 * new kind without one fails the typecheck; this test also catches an empty or untranslated one).
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { auditActions } from '~/db/schema';
import { languages } from '~/i18n/languages';
import { staffCatalogues } from './messages';
import { AuditPage } from './pages';

describe('audit log labels', () => {
  it('name every action kind in every language, each differently and none by its code', () => {
    for (const lang of languages) {
      const labels = staffCatalogues[lang].action;
      for (const action of [...auditActions, 'reminder-sent' as const]) {
        const label = labels[action];
        expect(label.trim().length, `${lang} ${action}`).toBeGreaterThan(3);
        expect(label, `${lang} ${action}`).not.toBe(action);
        expect(label, `${lang} ${action}`).not.toMatch(/^[a-z]+(-[a-z]+)+$/);
      }
      const values = Object.values(labels);
      expect(new Set(values).size, lang).toBe(values.length);
    }
    // English and Turkish are translations, not copies of the Dutch.
    for (const action of auditActions) {
      expect(staffCatalogues.en.action[action]).not.toBe(staffCatalogues.nl.action[action]);
      expect(staffCatalogues.tr.action[action]).not.toBe(staffCatalogues.nl.action[action]);
    }
  });

  it('are what the audit page shows, for every kind of entry', () => {
    for (const lang of languages) {
      const html = AuditPage({
        lang,
        stylesheetHref: undefined,
        signedInAs: 'balie@example.com',
        path: '/beheer/logboek',
        entries: auditActions.map((action, index) => ({
          id: index + 1,
          at: new Date('2026-11-26T09:00:00Z'),
          actor: 'balie@example.com',
          action,
          requestId: '3f0c6a8e-1111-4222-8333-444455556666',
          mailId: null,
        })),
        total: auditActions.length,
        page: 1,
        pageSize: 50,
        retentionDays: 180,
      });
      const { document } = new JSDOM(html).window;
      const cells = [...document.querySelectorAll('td[data-action]')];
      expect(cells, lang).toHaveLength(auditActions.length);
      for (const cell of cells) {
        const action = cell.getAttribute('data-action') as (typeof auditActions)[number];
        expect(cell.textContent, `${lang} ${action}`).toBe(staffCatalogues[lang].action[action]);
      }
    }
  });
});
