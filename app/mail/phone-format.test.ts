import { describe, expect, test } from 'vitest';
import { readablePhone } from './phone-format';

const nbsp = '\u00a0';

describe('readablePhone', () => {
  test('a Dutch mobile number in the national form, without a line-break opportunity', () => {
    expect(readablePhone('+31612345678')).toBe(`06${nbsp}12345678`);
  });
  test('a Dutch landline keeps its area code', () => {
    expect(readablePhone('+31201234567')).toBe(`020${nbsp}123${nbsp}4567`);
  });
  test('a foreign number in the international form', () => {
    expect(readablePhone('+447700900123')).toBe(`+44${nbsp}7700${nbsp}900123`);
  });
  test('anything unparseable is shown as stored', () => {
    expect(readablePhone('not a number')).toBe('not a number');
  });
});
