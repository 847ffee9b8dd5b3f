import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../../test/httpStub.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { bindFeedback } from '../../../lib/feedback.ts';
import { http, setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { systemModule } from '../index.ts';
import { RegionCascader } from './RegionCascader.tsx';
import { RegionsPage } from './RegionsPage.tsx';

const node = (code: string, parentCode: string, title: string, level: number, hasChildren: boolean) => ({
  id: code,
  parentId: parentCode,
  key: code,
  value: code,
  title,
  level,
  hasChildren,
});
// 中华人民共和国 → 北京市 → 东城区; 广东省 → 广州市 → 天河区, 深圳市 → 南山区; 台湾省 has nothing below.
const levels: Record<string, ReturnType<typeof node>[]> = {
  '0': [node('00', '0', '中华人民共和国', 0, true)],
  '00': [
    node('11', '00', '北京市', 1, true),
    node('44', '00', '广东省', 1, true),
    node('71', '00', '台湾省', 1, false),
  ],
  '11': [node('110101', '11', '东城区', 3, false)],
  '44': [node('4401', '44', '广州市', 2, true), node('4403', '44', '深圳市', 2, true)],
  '4401': [node('440106', '4401', '天河区', 3, false)],
  '4403': [node('440305', '4403', '南山区', 3, false)],
};
const names: Record<string, string> = Object.fromEntries(
  Object.values(levels)
    .flat()
    .map((n) => [n.key, n.title]),
);
const record = (code: string) => {
  const n = Object.values(levels)
    .flat()
    .find((r) => r.key === code)!;
  return {
    code,
    parentCode: n.parentId,
    ancestors: '00',
    name: n.title,
    level: n.level,
    sort: 1,
    remark: null,
    parentName: names[n.parentId] ?? '',
  };
};
const levelOptions = ['国家', '省份/直辖市', '地市', '区县', '乡镇', '村委'].map((dictValue, i) => ({
  code: 'region',
  dictKey: String(i),
  dictValue,
  sort: i,
}));
const nanshan = { code: '440305', name: '南山区', level: 3, path: '广东省 / 深圳市 / 南山区', ancestors: '00,44,4403' };

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const refuse = (msg: string): StubReply => ({ status: 400, data: { code: 400, success: false, msg } });
const allCodes = ['region', 'region_add', 'region_edit', 'region_delete'];

type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

function startServer(overrides: Routes = {}) {
  const routes: Routes = {
    '/blade-system/region/lazy-tree': (c) => ok(levels[c.params.parentCode] ?? []),
    '/blade-system/region/detail': (c) => ok(record(c.params.code)),
    '/blade-system/region/search': (c) => ok(String(c.params.name).includes('南山') ? [nanshan] : []),
    '/blade-system/region/select': (c) =>
      ok((levels[c.params.code] ?? []).map((n) => ({ code: n.key, name: n.title, level: n.level }))),
    '/blade-system/dict/dictionary': () => ok(levelOptions),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(null));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

async function showRegions(codes: readonly string[] = allCodes) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  const view = renderApp(<RegionsPage />);
  const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  bindFeedback(toast as never);
  await screen.findByText('广东省');
  return { ...view, toast };
}

const treeNode = (name: string) => screen.getByText(name).closest('.ant-tree-treenode') as HTMLElement;
const switcher = (name: string) => treeNode(name).querySelector('.ant-tree-switcher') as HTMLElement;
const lazyCalls = (server: ReturnType<typeof startServer>) =>
  server.calls('/blade-system/region/lazy-tree').map((c) => c.params.parentCode);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const bodyOf = (config: { data?: unknown }) => JSON.parse(String(config.data));
/** Opens a region in the tree and waits for its form. */
async function choose(name: string) {
  fireEvent.click(screen.getByText(name));
  await waitFor(() => expect(field('区划名称').value).toBe(name));
}

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
  vi.restoreAllMocks();
});

describe('regions page', () => {
  it('is the page the registry opens at BladeX’s /base/region, behind the menu', async () => {
    registerModulePages(systemModule);
    const entry = findPage('/base/region');
    // The old address is no page of its own any more: the router sends it to the new one.
    expect(findPage('/system/region')).toBeUndefined();
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(RegionsPage);
  });

  it('starts with the country and its provinces, and loads a level only when it is opened', async () => {
    const server = startServer();
    await showRegions();
    expect(screen.getByText('中华人民共和国')).toBeTruthy();
    expect(lazyCalls(server)).toEqual(['0', '00']);
    expect(switcher('台湾省').className).toContain('ant-tree-switcher-noop');
    expect(screen.queryByText('广州市')).toBeNull();

    fireEvent.click(switcher('广东省'));
    expect(await screen.findByText('广州市')).toBeTruthy();
    expect(screen.getByText('深圳市')).toBeTruthy();
    fireEvent.click(switcher('广州市'));
    expect(await screen.findByText('天河区')).toBeTruthy();
    expect(switcher('天河区').className).toContain('ant-tree-switcher-noop');
    expect(lazyCalls(server)).toEqual(['0', '00', '44', '4401']);
    expect(await screen.findByText('请在左侧选择一个区划')).toBeTruthy();
  });

  it('a search shows each match with its path; picking one opens the tree down to it and selects it', async () => {
    const server = startServer();
    await showRegions();
    fireEvent.change(screen.getByRole('combobox', { name: '搜索区划名称' }), { target: { value: '南山' } });
    const option = await screen.findByText('广东省 / 深圳市 / 南山区');
    expect(server.calls('/blade-system/region/search').map((c) => c.params.name)).toEqual(['南山']);
    fireEvent.click(option);

    await waitFor(() => expect(treeNode('南山区').className).toContain('ant-tree-treenode-selected'));
    expect(lazyCalls(server)).toEqual(['0', '00', '44', '4403']);
    await waitFor(() => expect(field('区划名称').value).toBe('南山区'));
    expect(field('上级编号').value).toBe('4403');
    expect(field('上级名称').value).toBe('深圳市');
    expect(field('区划编号').value).toBe('440305');
    expect(screen.getByText('区县')).toBeTruthy();
  });

  it('新增下级 opens a child form: the code follows the sub-code, and the save adds under the region', async () => {
    const server = startServer({
      '/blade-system/region/submit': (c) => {
        const body = bodyOf(c);
        levels['440106'] = [node('440106001', '440106', body.name, body.level, false)];
        levels['4401'] = [node('440106', '4401', '天河区', 3, true)];
        return ok({ ...record('440106'), code: '440106001', parentCode: '440106', name: body.name, level: 4 });
      },
    });
    try {
      await showRegions();
      fireEvent.click(switcher('广东省'));
      fireEvent.click(await screen.findByText('广州市'));
      fireEvent.click(switcher('广州市'));
      await screen.findByText('天河区');
      await choose('天河区');

      fireEvent.click(screen.getByRole('button', { name: '新增下级' }));
      expect(await screen.findByText('新增下级区划')).toBeTruthy();
      expect(field('上级编号').value).toBe('440106');
      expect(field('上级名称').value).toBe('天河区');
      expect(field('区划名称').value).toBe('');
      // The next level down is proposed.
      expect(screen.getByText('乡镇')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('请输入区划子编号')).toBeTruthy();
      expect(await screen.findByText('请输入区划名称')).toBeTruthy();
      fireEvent.change(field('区划子编号'), { target: { value: '0a' } });
      expect(await screen.findByText('区划编号只能是数字')).toBeTruthy();
      expect(server.calls('/blade-system/region/submit')).toHaveLength(0);

      fireEvent.change(field('区划子编号'), { target: { value: '001' } });
      await waitFor(() => expect(field('区划编号').value).toBe('440106001'));
      fireEvent.change(field('区划名称'), { target: { value: '石牌街道' } });
      fireEvent.click(screen.getByRole('button', { name: '保存' }));

      await waitFor(() => expect(server.calls('/blade-system/region/submit')).toHaveLength(1));
      expect(bodyOf(server.calls('/blade-system/region/submit')[0]!)).toEqual({
        parentCode: '440106',
        subCode: '001',
        name: '石牌街道',
        level: 4,
        sort: null,
        remark: null,
      });
      expect(await screen.findByText('新增成功')).toBeTruthy();
      // The new region shows under its parent, chosen.
      await waitFor(() => expect(treeNode('石牌街道').className).toContain('ant-tree-treenode-selected'));
      expect(screen.getByText('区划信息')).toBeTruthy();
    } finally {
      delete levels['440106'];
      levels['4401'] = [node('440106', '4401', '天河区', 3, false)];
    }
  });

  it('保存 updates the chosen region by its code', async () => {
    const server = startServer({ '/blade-system/region/submit': (c) => ok({ ...record('71'), ...bodyOf(c) }) });
    await showRegions();
    await choose('台湾省');
    expect(screen.queryByLabelText('区划子编号')).toBeNull();
    fireEvent.change(field('区划名称'), { target: { value: '台湾' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.calls('/blade-system/region/submit')).toHaveLength(1));
    expect(bodyOf(server.calls('/blade-system/region/submit')[0]!)).toEqual({
      code: '71',
      name: '台湾',
      level: 1,
      sort: 1,
      remark: null,
    });
    expect(await screen.findByText('更新成功')).toBeTruthy();
  });

  it('删除 asks first; a refusal shows the server’s reason and keeps the region', async () => {
    const server = startServer({ '/blade-system/region/remove': () => refuse('请先删除子节点!') });
    const { toast } = await showRegions();
    await choose('广东省');
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除区划「广东省」?')).toBeTruthy();
    expect(server.calls('/blade-system/region/remove')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('请先删除子节点!'));
    expect(server.calls('/blade-system/region/remove')[0]!.params).toEqual({ id: '44' });
    expect(screen.queryByText('删除成功')).toBeNull();
    expect(field('区划名称').value).toBe('广东省');
  });

  it('a removed region leaves the tree and its parent is chosen', async () => {
    const server = startServer({
      '/blade-system/region/remove': () => {
        levels['00'] = levels['00']!.filter((n) => n.key !== '71');
        return ok(null);
      },
    });
    try {
      await showRegions();
      await choose('台湾省');
      fireEvent.click(screen.getByRole('button', { name: '删除' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
      expect(await screen.findByText('删除成功')).toBeTruthy();
      await waitFor(() => expect(screen.queryByText('台湾省')).toBeNull());
      await waitFor(() => expect(field('区划名称').value).toBe('中华人民共和国'));
      expect(server.calls('/blade-system/region/remove')[0]!.params).toEqual({ id: '71' });
    } finally {
      levels['00']!.push(node('71', '00', '台湾省', 1, false));
    }
  });

  it('shows each button only with its code; without region_edit the form is read-only', async () => {
    startServer();
    await showRegions(['region']);
    await choose('广东省');
    for (const name of ['新增下级', '保存', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(field('区划名称').disabled).toBe(true);
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    cleanup();

    await showRegions(['region', 'region_add']);
    await choose('广东省');
    expect(screen.getByRole('button', { name: '新增下级' })).toBeTruthy();
    for (const name of ['保存', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '新增下级' }));
    await waitFor(() => expect(field('区划名称').disabled).toBe(false));
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
    cleanup();

    await showRegions(['region', 'region_edit', 'region_delete']);
    await choose('广东省');
    expect(screen.queryByRole('button', { name: '新增下级' })).toBeNull();
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除' })).toBeTruthy();
  });

  it('导出 downloads the region list', async () => {
    const server = startServer({
      '/blade-system/excel/export': () => ({ status: 200, data: new Blob(['xlsx'], { type: 'application/zip' }) }),
    });
    const created = vi.fn(() => 'blob:regions');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await showRegions(['region']);
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(bodyOf(server.calls('/blade-system/excel/export')[0]!)).toEqual({ source: 'region', filters: {} });
    expect(created).toHaveBeenCalled();
  });

  it('speaks English', async () => {
    startServer();
    act(() => setLanguage('en'));
    await showRegions();
    expect(screen.getByText('Regions')).toBeTruthy();
    expect(screen.getByText('Choose a region on the left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    fireEvent.click(screen.getByText('广东省'));
    await waitFor(() => expect(field('Name').value).toBe('广东省'));
    expect(screen.getByText('Region details')).toBeTruthy();
    expect(field('Parent code').value).toBe('00');
    for (const name of ['Add subregion', 'Save', 'Delete']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});

describe('RegionCascader', () => {
  function Picker({ initial, onChange }: { initial?: string[]; onChange: (codes: string[]) => void }) {
    const [value, setValue] = useState(initial);
    return (
      <RegionCascader
        value={value}
        onChange={(codes) => {
          setValue(codes);
          onChange(codes);
        }}
      />
    );
  }

  it('shows a given value by its names, loading the levels it needs', async () => {
    const server = startServer();
    renderApp(<Picker initial={['44', '4401', '440106']} onChange={vi.fn()} />);
    expect(await screen.findByText('广东省 / 广州市 / 天河区')).toBeTruthy();
    expect(server.calls('/blade-system/region/select').map((c) => c.params.code)).toEqual(['00', '44', '4401']);
  });

  it('loads each level when it is opened and gives the chosen codes', async () => {
    const server = startServer();
    const onChange = vi.fn();
    renderApp(<Picker onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('北京市'));
    fireEvent.click(await screen.findByText('东城区'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['11', '110101']));
    expect(server.calls('/blade-system/region/select').map((c) => c.params.code)).toEqual(['00', '11']);
  });
});
