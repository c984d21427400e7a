// Browser APIs jsdom lacks and Mantine or React Router need (Mantine's documented Jest setup).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages load their parts lazily: on a loaded CI machine the first render of a lazy chunk can take
// longer than Testing Library's default one second, which is a wait, not a failure.
configure({ asyncUtilTimeout: 10_000 });

if (typeof window !== 'undefined') {
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  window.HTMLElement.prototype.scrollIntoView = () => {};

  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver });
}
