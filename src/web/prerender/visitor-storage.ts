/** Web storage with nothing in it, as a first-time visitor's browser has. */
class EmptyStorage implements Storage {
  readonly length = 0;
  clear(): void {}
  getItem(): string | null {
    return null;
  }
  key(): string | null {
    return null;
  }
  removeItem(): void {}
  setItem(): void {}
}

/**
 * The app reads web storage as it renders (a remembered session, an impersonation, a
 * confirmation kept in the tab). Node has none: the renderer gives it empty ones, so the page it
 * draws is a first-time visitor's — what main.tsx hydrates only when that is what it would draw.
 */
export function visitorStorage(): void {
  const scope = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  scope.localStorage ??= new EmptyStorage();
  scope.sessionStorage ??= new EmptyStorage();
}
