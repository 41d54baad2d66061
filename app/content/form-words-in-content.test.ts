/**
 * Where written content tells a patient what to choose on the appointment form, it uses the
 * form's own words (decision 0127): a renamed option would otherwise leave the text pointing at
 * a choice the form no longer shows.
 */
import { expect, test } from 'vitest';
import { languages } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import anxiety from './articles/dental-anxiety';
import pediatric from './treatments/pediatric';

test.each(languages)(
  '%s: the children’s page and the anxiety article name the form’s options',
  (lang) => {
    const form = catalogues[lang].form;
    // Each language's own quotation marks (Turkish: double, so a case ending reads “Çocuğum”u).
    const quote = (text: string) => (lang === 'tr' ? `“${text}”` : `‘${text}’`);
    const neverBeen = pediatric[lang].faq[1]?.answer ?? '';
    expect(neverBeen).toContain(quote(form.appointmentForOptions.child));
    expect(neverBeen).toContain(quote(form.newPatient));
    // A grandparent booking for a grandchild (round 36, Z).
    const grandparent = pediatric[lang].faq[2]?.answer ?? '';
    expect(grandparent).toContain(quote(form.appointmentForOptions.other));
    expect(anxiety.text[lang].body).toContain(quote(form.callFirst));
  },
);
