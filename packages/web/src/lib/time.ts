import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How the server sends times, and how the console writes the times it makes itself. */
export const timeFormat = 'YYYY-MM-DD HH:mm:ss';

/**
 * An instant as every list shows times: `yyyy-MM-dd HH:mm:ss` in `zone`, the server's configured zone (TIME_ZONE,
 * the token reply's `time_zone`), whatever zone the browser is in. Without a zone (nobody signed in since the
 * server said it) or with one this browser does not know, in the browser's own.
 */
export function formatInZone(at: number | Date, zone: string | undefined): string {
  if (zone) {
    try {
      return dayjs(at).tz(zone).format(timeFormat);
    } catch {
      // A zone name this browser's Intl does not know: the browser's zone below.
    }
  }
  return dayjs(at).format(timeFormat);
}
