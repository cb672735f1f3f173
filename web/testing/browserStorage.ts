import { afterEach, beforeEach } from 'vitest';

/** The browser's storage, as a page has it (these tests run in Node, which has none). */
function browserStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** Gives each test of the calling describe block an empty localStorage of its own. */
export function withBrowserStorage(): void {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: browserStorage(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });
}
