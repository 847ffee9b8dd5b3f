import { messageRecordResource } from '@pharma/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../test/httpStub.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { http, setHttpHooks } from '../lib/http.ts';
import { useUi } from '../shell/stores/ui.ts';
import { SearchForm } from './SearchForm.tsx';

/** Issue 35: on a phone 消息记录's twelve filters pushed the list below the fold. */

const def = messageRecordResource;
const labels = () =>
  [...document.querySelectorAll<HTMLElement>('.crud-search .ant-form-item-label label')]
    .filter((label) => !label.closest('[hidden]'))
    .map((label) => label.textContent);

// The selects read their options (dictionaries, app channels): an empty answer each.
beforeEach(() => {
  setHttpHooks({ navigate: vi.fn() });
  stubServer(http, () => ({ status: 200, data: { code: 200, success: true, data: [], msg: '' } }));
});

afterEach(() => {
  cleanup();
  act(() => useUi.setState({ screen: 3 }));
});

describe('the search form on a phone', () => {
  it('shows its first filter and folds the rest behind 筛选; a folded value still applies', async () => {
    act(() => useUi.setState({ screen: 0 }));
    const onSearch = vi.fn();
    renderApp(<SearchForm def={def} onSearch={onSearch} />);
    const toggle = await screen.findByTestId('search-fold');
    const all = document.querySelectorAll('.crud-search .ant-form-item-label label').length;
    expect(labels()).toEqual(['消息编号']);
    expect(toggle.textContent).toContain(`筛选 (${all - 1})`);

    fireEvent.click(toggle);
    expect(labels()).toHaveLength(all);
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '到货' } });
    fireEvent.click(toggle);
    expect(labels()).toEqual(['消息编号']);
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ title: '到货' });
  });

  it('on a wider screen shows every filter and no toggle', async () => {
    act(() => useUi.setState({ screen: 2 }));
    renderApp(<SearchForm def={def} onSearch={vi.fn()} />);
    await screen.findByText('消息编号');
    expect(screen.queryByTestId('search-fold')).toBeNull();
    expect(labels().length).toBeGreaterThan(5);
  });
});
