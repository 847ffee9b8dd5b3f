import type { ScreenClass } from '../screen/screenClass.ts';

/** The top bar's controls between the top menu and the user menu, in the spec's order (§2). */
export const topActions = ['search', 'color', 'errorLog', 'lock', 'theme', 'notices', 'lang', 'fullScreen'] as const;
export type TopAction = (typeof topActions)[number];

/**
 * Which controls a screen class folds into the top bar's overflow menu, so the bar fits its window on one line
 * with the user menu (and 退出登录) always in reach: none from 1200 px; from 992 the look and full screen; from 768
 * also the lock and the language (search, error log and notices stay); below 768 every one of them.
 */
const foldedBy: Record<ScreenClass, readonly TopAction[]> = {
  3: [],
  2: ['color', 'theme', 'fullScreen'],
  1: ['color', 'lock', 'theme', 'lang', 'fullScreen'],
  0: topActions,
};

export function foldedActions(screen: ScreenClass): ReadonlySet<TopAction> {
  return new Set(foldedBy[screen]);
}
