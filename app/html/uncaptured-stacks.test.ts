import { afterAll, describe, expect, it } from 'vitest';

const original = Error.stackTraceLimit;
afterAll(() => {
  Error.stackTraceLimit = original;
});

describe('uncaptured stacks', () => {
  it('captures no stack while the module is in force, and the old limit afterwards', async () => {
    const { captureStacksAgain } = await import('./uncaptured-stacks');
    expect(typeof Error.stackTraceLimit).not.toBe('number');
    expect(new Error('sentinel').stack).toBeUndefined();

    captureStacksAgain();
    expect(Error.stackTraceLimit).toBe(original);
    expect(new Error('real').stack).toMatch(/uncaptured-stacks\.test\.ts/);
  });
});
