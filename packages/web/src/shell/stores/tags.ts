import { create } from 'zustand';
import { getStore, setStore } from '../../lib/storage.ts';
import { closeTag, homeTag, normalizeTags, openTag, type Tag } from '../tagRules.ts';

/** The open tabs, persisted under the `tagList` key so a reload keeps them. */
interface TagsState {
  tags: Tag[];
  open(tag: Tag): void;
  /** Closes a tab; returns where to navigate when the active tab was closed. */
  close(value: string, activePath: string): string | undefined;
  /** Back to the home tab alone (login and logout). */
  reset(): void;
}

function persist(tags: Tag[]): Tag[] {
  setStore({ name: 'tagList', content: tags });
  return tags;
}

export const useTags = create<TagsState>((set, get) => ({
  tags: normalizeTags(getStore({ name: 'tagList' })),
  open(tag) {
    const tags = openTag(get().tags, tag);
    if (tags !== get().tags) set({ tags: persist(tags) });
  },
  close(value, activePath) {
    const { tags, next } = closeTag(get().tags, value, activePath);
    if (tags !== get().tags) set({ tags: persist(tags) });
    return next;
  },
  reset() {
    set({ tags: persist([homeTag]) });
  },
}));
