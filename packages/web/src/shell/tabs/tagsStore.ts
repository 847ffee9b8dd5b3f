import { create } from 'zustand';
import { getStore, setStore } from '../../lib/storage.ts';
import { closeAllTags, closeOtherTags, closeTag, homeTag, normalizeTags, openTag, type Tag } from './tagRules.ts';

/** The open tabs, persisted under the `tagList` key so a reload keeps them. */
interface TagsState {
  tags: Tag[];
  /**
   * Bumped by 清除缓存: every kept-alive page is dropped and mounts afresh. Part of each page's key, so one number
   * resets them all.
   */
  generation: number;
  open(tag: Tag): void;
  /** Closes a tab; returns where to navigate when the active tab was closed. */
  close(value: string, activePath: string): string | undefined;
  /** Keeps home and this tab. */
  closeOthers(value: string): void;
  /** Back to the home tab alone; returns where to navigate. */
  closeAll(): string;
  /** Drops every page's kept state (the tabs stay). */
  dropPages(): void;
  /** Back to the home tab alone (login and logout). */
  reset(): void;
}

function persist(tags: Tag[]): Tag[] {
  setStore({ name: 'tagList', content: tags });
  return tags;
}

export const useTags = create<TagsState>((set, get) => ({
  tags: normalizeTags(getStore({ name: 'tagList' })),
  generation: 0,
  open(tag) {
    const tags = openTag(get().tags, tag);
    if (tags !== get().tags) set({ tags: persist(tags) });
  },
  close(value, activePath) {
    const { tags, next } = closeTag(get().tags, value, activePath);
    if (tags !== get().tags) set({ tags: persist(tags) });
    return next;
  },
  closeOthers(value) {
    set({ tags: persist(closeOtherTags(get().tags, value)) });
  },
  closeAll() {
    const tags = persist(closeAllTags(get().tags));
    set({ tags });
    const first = tags[0] ?? homeTag;
    return first.value + first.query;
  },
  dropPages() {
    set({ generation: get().generation + 1 });
  },
  reset() {
    set({ tags: persist([homeTag]) });
  },
}));
