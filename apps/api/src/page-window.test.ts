import { describe, expect, it } from 'vitest';
import { pageWindow, partWindows } from './page-window.ts';

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

  it('reads nothing for a page past the end', () => {
    expect(pageWindow(45, { page: 4, size: 20 })).toMatchObject({ limit: 0 });
    expect(pageWindow(0, { page: 1, size: 20 })).toMatchObject({ limit: 0 });
  });
});

describe('partWindows', () => {
  it('splits a page that spans both parts', () => {
    expect(partWindows(30, 50, { page: 2, size: 20 })).toEqual([
      { offset: 0, limit: 10, isReversed: true },
      { offset: 0, limit: 10, isReversed: false },
    ]);
  });

  it('reads a page of one part only, nothing of the other', () => {
    expect(partWindows(30, 50, { page: 1, size: 20 })).toEqual([
      { offset: 0, limit: 20, isReversed: false },
      { offset: 0, limit: 0, isReversed: false },
    ]);
    expect(partWindows(30, 50, { page: 3, size: 20 })).toEqual([
      { offset: 30, limit: 0, isReversed: false },
      { offset: 0, limit: 10, isReversed: true },
    ]);
  });
});
