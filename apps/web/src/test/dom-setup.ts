import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/*
 * jsdom lacks what antd asks the browser for: media queries (responsive grid, Modal) and pseudo-
 * element styles (scrollbar measuring). Each component test imports this file first.
 */
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom throws "Not implemented" for a pseudo element; antd only reads sizes from it.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// A role query computes every element's accessible name: on a loaded CI machine a page's first
// find took over the default second, so finds wait up to five.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // antd's dialogs, popovers and messages live in portals on <body> that unmounting the test's
  // tree leaves behind (closing animations); a next test would find them, or be hidden behind them.
  document.body.innerHTML = '';
  window.localStorage.clear();
});
