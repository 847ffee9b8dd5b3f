import type { DictRecord } from '@pharma/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { bindFeedback } from '../src/lib/feedback.ts';
import { http, setHttpHooks } from '../src/lib/http.ts';
import { useSession } from '../src/shell/stores/session.ts';
import { dictRoutes } from './dictStub.ts';
import { type StubReply, stubServer } from './httpStub.ts';
import { renderApp } from './renderApp.tsx';

/** A fake dictionary server (system and business) for the dictionary screens' tests. */

const row = (id: string, parentId: string, code: string, dictKey: string, dictValue: string, extra = {}) =>
  ({ id, parentId, code, dictKey, dictValue, sort: Number(id), remark: null, isSealed: 0, ...extra }) as DictRecord;

/** 性别 (two entries, 女 sealed) and 剂型 (sealed, one entry). */
export const sex = row('1', '0', 'sex', '-1', '性别');
export const male = row('11', '1', 'sex', '1', '男');
export const female = row('12', '1', 'sex', '2', '女', { isSealed: 1 });
export const drugForm = row('2', '0', 'drug_form', '-1', '剂型', { isSealed: 1 });
export const tablet = row('21', '2', 'drug_form', 'tablet', '片剂');
export const entriesOf: Record<string, DictRecord[]> = { '1': [male, female], '2': [tablet] };
const everyRow = [sex, male, female, drugForm, tablet];

export const ok = (data: unknown, msg = '操作成功'): StubReply => ({
  status: 200,
  data: { code: 200, success: true, data, msg },
});
export const refuse = (msg: string): StubReply => ({ status: 400, data: { code: 400, success: false, msg } });
const page = (records: unknown[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

export type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

/** Both dictionaries answer alike (the business one under dict-biz). */
function dictionaryRoutes(base: string): Routes {
  return {
    [`${base}/list`]: () => ok([sex, drugForm].map((p) => ({ ...p, children: entriesOf[p.id], hasChildren: true }))),
    [`${base}/parent-list`]: () => page([sex, drugForm]),
    // BladeX's child-list: the entries whole, as an array (the screen pages them).
    [`${base}/child-list`]: (c) => ok(entriesOf[c.params.parentId] ?? []),
    [`${base}/detail`]: (c) => {
      const found = everyRow.find((r) => r.id === c.params.id);
      const parent = everyRow.find((r) => r.id === found?.parentId);
      return ok({ ...found, parentName: parent?.dictValue ?? '顶级' });
    },
    [`${base}/submit`]: () => ok({ id: '99' }),
    [`${base}/remove`]: () => ok(null),
  };
}

export function startServer(overrides: Routes = {}) {
  const routes: Routes = {
    ...dictRoutes,
    ...dictionaryRoutes('/blade-system/dict'),
    ...dictionaryRoutes('/blade-system/dict-biz'),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(null));
  return {
    calls: (path: string) => seen.filter((c) => c.url === path),
    body: (path: string, i = 0) => JSON.parse(String(seen.filter((c) => c.url === path)[i]!.data)),
  };
}

export const dictCodes = ['dict_add', 'dict_edit', 'dict_delete', 'dict_view'];
export const bizCodes = ['dict_biz_add', 'dict_biz_edit', 'dict_biz_delete', 'dict_biz_view'];

/** Renders a dictionary screen at `path` with the given button codes; server refusals are recorded as toasts. */
export function showScreen(ui: ReactNode, path: string, codes: readonly string[]) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])), menu: [] });
  const view = renderApp(ui, path);
  const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  bindFeedback(toast as never);
  return { ...view, toast };
}

export const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
export const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
export const inputOf = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
