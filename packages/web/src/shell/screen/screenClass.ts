/** Spec §2's screen size classes: 3 from 1200 px, 2 from 992, 1 from 768, 0 below. */
export type ScreenClass = 0 | 1 | 2 | 3;

export function screenClass(width: number): ScreenClass {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}

/** Classes 0 and 1 are the small screens, where the sidebar gets out of the way. */
export function isSmallScreen(screen: ScreenClass): boolean {
  return screen <= 1;
}

/** The window's class now (3 outside a browser, e.g. a server render). */
export function currentScreenClass(): ScreenClass {
  return typeof window === 'undefined' ? 3 : screenClass(window.innerWidth);
}
