import { describe, expect, it } from 'vitest';
import { readPositiveInteger } from './positive-integer.ts';

describe('a typed whole number under the spec’s positive-integer rule', () => {
  it('refuses a leading zero and decimals with the spec’s message, then checks the range', () => {
    expect(readPositiveInteger('01', 0, 65535, 'en')).toEqual({
      value: null,
      problem: 'Please input positive integer',
    });
    expect(readPositiveInteger('2.5', 1, 125, 'en').problem).toBe('Please input positive integer');
    expect(readPositiveInteger('200', 1, 125, 'en').problem).toBe('Please input 1-125');
    expect(readPositiveInteger('01', 0, 10, 'es').problem).not.toBe('Please input positive integer');
  });

  it('reads 0 and numbers without a leading zero; empty text is nothing yet, without a message', () => {
    expect(readPositiveInteger('0', 0, 65535, 'en')).toEqual({ value: 0, problem: null });
    expect(readPositiveInteger(' 40001 ', 0, 65535, 'en')).toEqual({ value: 40001, problem: null });
    expect(readPositiveInteger('', 0, 10, 'en')).toEqual({ value: null, problem: null });
  });
});
