import { findPage } from '../../app/pageRegistry.ts';

/**
 * The tab a location belongs to. A page is one tab whatever its query (the query holds its filters), except the
 * pages registered with `tabPerQuery` (a detail page for `?id=1` and one for `?id=2` are two tabs). Pages with the
 * id in the path (/work/process/leave/detail/1/2) are two tabs anyway.
 */
export function tabKeyOf(pathname: string, search: string): string {
  return search && findPage(pathname)?.tabPerQuery ? pathname + search : pathname;
}
