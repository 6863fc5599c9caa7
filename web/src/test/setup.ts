import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// relay-test-utils' mock environment wraps its methods with `jest.fn` when
// NODE_ENV is 'test'; vitest's `vi` offers the same mock-function API.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

const initialHead = document.head.innerHTML;

beforeEach(() => {
  // jsdom does not implement scrolling; the app scrolls to the top on navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  document.head.innerHTML = initialHead;
  document.title = '';
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
  window.localStorage.clear();
});
