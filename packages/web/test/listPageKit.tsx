import { screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { bindFeedback } from '../src/lib/feedback.ts';
import { http, setHttpHooks } from '../src/lib/http.ts';
import { useSession } from '../src/shell/stores/session.ts';
import { dictRoutes } from './dictStub.ts';
import { type StubReply, stubServer } from './httpStub.ts';
import { renderApp } from './renderApp.tsx';

/**
 * What the tests of a list screen with row actions (对象存储, 短信配置, 灰度发布) set up alike: the server's
 * replies by path, the screen rendered for a caller holding some codes, and its rows, buttons and dialogs.
 */

export const ok = (data: unknown): StubReply => ({
  status: 200,
  data: { code: 200, success: true, data, msg: '操作成功' },
});
export const refuse = (msg: string): StubReply => ({ status: 400, data: { code: 400, success: false, msg } });

export type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

/** A stand-in server answering `routes` by path (the dictionaries included, anything else `ok(null)`). */
export function stubRoutes(routes: Routes) {
  const all: Routes = { ...dictRoutes, ...routes };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => all[c.url ?? '']?.(c) ?? ok(null));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

/** A list's first page of `records`, as the server answers it. */
export const pageOf = (records: unknown[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

/** Renders `page` for a caller holding `codes`, once it shows `listed`; the toasts it raises are spies. */
export async function showPage(page: ReactElement, codes: readonly string[], listed: string) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  const view = renderApp(page);
  const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  bindFeedback(toast as never);
  await screen.findByText(listed);
  return { ...view, toast };
}

export const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
/** A row's buttons by their labels; past three, the row's 更多 stands for the ones folded into it (its data-actions). */
export const buttonsOf = (text: string) =>
  within(rowOf(text))
    .getAllByRole('button')
    .flatMap((b) => (b.dataset.actions === undefined ? [b.textContent] : b.dataset.actions.split('\n')));

/** The dialog that just opened (a previous one may still be fading out). */
export async function lastDialog() {
  const dialogs = await screen.findAllByRole('dialog');
  return dialogs.at(-1)!;
}
