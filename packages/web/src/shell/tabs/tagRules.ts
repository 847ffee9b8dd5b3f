import { website } from '@pharma/contract';

/**
 * Tag tabs as pure rules (Saber's tags module): the home tab is always first and never closes, a lone tab never
 * closes, and a path has at most one tab. The store and the tab bar only apply these.
 */
export interface Tag {
  /** The route path (Saber's `value`); one tab per path. */
  value: string;
  /** The search string, with its leading `?`, or ''. Switching to the tab restores it. */
  query: string;
  /** The menu's own name, shown when no translation exists. */
  label: string;
  /** `i18n` names the `route.<key>` translation of the label. */
  meta: { i18n?: string };
  /** false: the tab cannot be closed (the home tab). */
  close?: boolean;
}

export const homeTag: Tag = { value: website.homePath, query: '', label: '首页', meta: { i18n: 'home' }, close: false };

function isTag(value: unknown): value is Tag {
  return Boolean(value && typeof value === 'object' && typeof (value as Tag).value === 'string');
}

/** Repairs a stored list: home first, one tab per path, junk dropped. */
export function normalizeTags(list: unknown): Tag[] {
  const tags: Tag[] = [homeTag];
  for (const item of Array.isArray(list) ? list : []) {
    if (!isTag(item) || tags.some((t) => t.value === item.value)) continue;
    tags.push({ value: item.value, query: item.query ?? '', label: item.label ?? item.value, meta: item.meta ?? {} });
  }
  return tags;
}

/** Opens (or refreshes the query and label of) the tab of a path; new tabs go last. */
export function openTag(tags: Tag[], tag: Tag): Tag[] {
  const at = tags.findIndex((t) => t.value === tag.value);
  if (at < 0) return [...tags, tag];
  const old = tags[at]!;
  if (old.query === tag.query && old.label === tag.label && old.meta.i18n === tag.meta.i18n) return tags;
  const next = [...tags];
  next[at] = { ...tag, close: old.close };
  return next;
}

export function canClose(tags: Tag[], tag: Tag): boolean {
  return tag.close !== false && tags.length > 1;
}

/**
 * Closes a tab. When it was the active one, `next` is where to go: the tab before it (or the new last one).
 * A tab that cannot close leaves the list untouched.
 */
export function closeTag(tags: Tag[], value: string, activePath: string): { tags: Tag[]; next?: string } {
  const at = tags.findIndex((t) => t.value === value);
  const tag = tags[at];
  if (!tag || !canClose(tags, tag)) return { tags };
  const rest = tags.filter((_, i) => i !== at);
  if (value !== activePath) return { tags: rest };
  const neighbour = rest[Math.max(0, at - 1)] ?? homeTag;
  return { tags: rest, next: neighbour.value + neighbour.query };
}

/** 关闭其他: home and the given tab stay (the given one only when it is open). */
export function closeOtherTags(tags: Tag[], value: string): Tag[] {
  return tags.filter((t) => t.close === false || t.value === value);
}

/** 关闭全部: back to the tabs that cannot close (the home tab). */
export function closeAllTags(tags: Tag[]): Tag[] {
  const kept = tags.filter((t) => t.close === false);
  return kept.length > 0 ? kept : [homeTag];
}
