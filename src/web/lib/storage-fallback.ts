/**
 * Web storage may be refused: in another site's frame when the browser blocks third-party storage
 * (the embedded booking page, ADR 0040), or in some private modes — reading `localStorage` then
 * throws. The page keeps working with an in-memory storage for its lifetime instead. Imported
 * first by main.tsx, before any module reads storage.
 */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(String(key)) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(String(key));
    },
    setItem: (key, value) => {
      items.set(String(key), String(value));
    },
  };
}

export function ensureWebStorage(target: Window = window): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      target[name].getItem('creneau');
    } catch {
      Object.defineProperty(target, name, { value: memoryStorage(), configurable: true });
    }
  }
}

ensureWebStorage();
