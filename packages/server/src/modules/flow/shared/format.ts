import type { Lang } from '@pharma/contract';
import { formatTime } from '../../../platform/time.ts';

/** A time as the lists send it (yyyy-MM-dd HH:mm:ss in the console's zone), '' when absent. */
export const timeText = (value: Date | null | undefined, timeZone: string): string =>
  value ? formatTime(value, timeZone) : '';

/** How long a step took, as BladeX writes it (1小时2分, 3天4小时); English for English callers. */
export function durationText(from: Date, to: Date | null | undefined, lang: Lang): string {
  if (!to) return '';
  let seconds = Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
  const units: Array<[number, string, string]> = [
    [86_400, '天', 'd'],
    [3_600, '小时', 'h'],
    [60, '分', 'min'],
    [1, '秒', 's'],
  ];
  const parts: string[] = [];
  for (const [size, zh, en] of units) {
    const n = Math.floor(seconds / size);
    seconds -= n * size;
    if (n > 0 && parts.length < 2) parts.push(lang === 'en' ? `${n}${en}` : `${n}${zh}`);
  }
  // A step done within the second it began (a gateway, an automatic step) took "under a second", never "0秒".
  return parts.length ? parts.join(lang === 'en' ? ' ' : '') : lang === 'en' ? 'under 1s' : '不到1秒';
}
