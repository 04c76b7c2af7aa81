import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('reads pages before the middle forwards', () => {
    expect(pageWindow(100, { page: 1, size: 20 })).toEqual({ offset: 0, limit: 20, isReversed: false });
    expect(pageWindow(100, { page: 3, size: 20 })).toEqual({ offset: 40, limit: 20, isReversed: false });
  });

  it('reads pages past the middle backwards from the end', () => {
    expect(pageWindow(100, { page: 5, size: 20 })).toEqual({ offset: 0, limit: 20, isReversed: true });
    expect(pageWindow(100, { page: 4, size: 20 })).toEqual({ offset: 20, limit: 20, isReversed: true });
  });

  it('reads a short last page as the first rows from the end', () => {
    expect(pageWindow(45, { page: 3, size: 20 })).toEqual({ offset: 0, limit: 5, isReversed: true });
  });

  it('leaves a page past the end as it is: it is empty either way', () => {
    expect(pageWindow(45, { page: 4, size: 20 })).toEqual({ offset: 60, limit: 20, isReversed: false });
    expect(pageWindow(0, { page: 1, size: 20 })).toEqual({ offset: 0, limit: 20, isReversed: false });
  });
});
