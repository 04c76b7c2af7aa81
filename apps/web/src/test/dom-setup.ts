import { cleanup } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
