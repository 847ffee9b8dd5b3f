/**
 * Navigation from outside React (the http layer, timers). The router registers its navigate function at start-up;
 * until then (or in tests) a full page load is the safe fallback.
 */
type Navigate = (to: string) => void;

let current: Navigate | null = null;

export function registerNavigate(fn: Navigate | null): void {
  current = fn;
}

export function navigateTo(to: string): void {
  if (current) current(to);
  else window.location.assign(to);
}
