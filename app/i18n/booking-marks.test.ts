import { describe, expect, test } from 'vitest';
import { bookingParts, withoutBookingMarks } from './booking-marks';
import { languages } from './languages';
import { catalogues } from './messages';

describe('a phrase that requests an appointment', () => {
  test('splits a message into its text and the phrase that links to the form', () => {
    expect(bookingParts('It can wait: [request an appointment online](book) now.')).toEqual([
      { text: 'It can wait: ', book: false },
      { text: 'request an appointment online', book: true },
      { text: ' now.', book: false },
    ]);
    expect(bookingParts('[Book](book)')).toEqual([{ text: 'Book', book: true }]);
    expect(bookingParts('No mark [here](tel).')).toEqual([
      { text: 'No mark [here](tel).', book: false },
    ]);
    expect(withoutBookingMarks('vraag [een afspraak](book) aan')).toBe('vraag een afspraak aan');
  });

  // The cards that say "not an emergency" link the booking in every language, open or closed.
  test('the emergency cards link the same requests in every language', () => {
    const marks = (text: string | undefined) =>
      bookingParts(text ?? '').filter((part) => part.book).length;
    const perCard = (lang: (typeof languages)[number]) =>
      catalogues[lang].emergencyNow.steps.map((step) => [
        marks(step.text),
        marks('closedText' in step ? step.closedText : undefined),
      ]);
    expect(perCard('en')).toEqual(perCard('nl'));
    expect(perCard('tr')).toEqual(perCard('nl'));
    // The crown, the pain (open and closed), the bite and the broken piece while closed.
    expect(
      perCard('en')
        .flat()
        .reduce((sum, count) => sum + count, 0),
    ).toBe(5);
    for (const lang of languages)
      for (const step of catalogues[lang].emergencyNow.steps)
        for (const text of [step.text, 'closedText' in step ? step.closedText : ''])
          expect(withoutBookingMarks(text ?? ''), lang).not.toMatch(/[[\]]/);
  });
});
