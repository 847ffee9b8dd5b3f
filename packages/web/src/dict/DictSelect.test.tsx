import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dictRoutes, seededOptions } from '../../test/dictStub.ts';
import { stubServer } from '../../test/httpStub.ts';
import { Providers } from '../app/Providers.tsx';
import { setLanguage } from '../i18n/index.ts';
import { http, setHttpHooks } from '../lib/http.ts';
import { newQueryClient } from '../lib/queryClient.ts';
import { DictRadio, DictSelect } from './DictSelect.tsx';
import { DictTag } from './DictTag.tsx';
import { dictLabel } from './dictLabel.ts';
import { invalidateDict } from './useDict.ts';

let seen: ReturnType<typeof stubServer>;
/** A label the test renames on the "server", to prove a refetch reads it. */
let femaleLabel: string | undefined;

beforeEach(() => {
  femaleLabel = undefined;
  setHttpHooks({ navigate: vi.fn() });
  seen = stubServer(http, (c) => {
    const reply = dictRoutes['/blade-system/dict/dictionary']!(c);
    if (femaleLabel && c.params.code === 'sex' && reply !== 'network') {
      const body = reply.data as { data: Array<{ dictKey: string; dictValue: string }> };
      body.data = body.data.map((o) => (o.dictKey === '2' ? { ...o, dictValue: femaleLabel! } : o));
    }
    return reply;
  });
});

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

const dictCalls = (code: string) =>
  seen.filter((c) => c.url === '/blade-system/dict/dictionary' && c.params.code === code);

/** Renders inside the app's providers with a query cache the test holds. */
function show(ui: ReactNode) {
  const client = newQueryClient();
  render(
    <Providers>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </Providers>,
  );
  return client;
}

/** The labels of the open dropdown, in order. */
const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);

describe('dictLabel', () => {
  it('names a value, several comma-joined values, and leaves an unknown one as it is', () => {
    const grants = seededOptions('grant_type');
    expect(dictLabel(seededOptions('sex'), 2)).toBe('女');
    expect(dictLabel(grants, 'password,captcha')).toBe('密码模式, 验证码模式');
    expect(dictLabel(grants, 'password,nope')).toBe('密码模式, nope');
    expect(dictLabel(grants, null)).toBe('');
  });
});

describe('DictTag', () => {
  it('shows the label in the UI language and reads the dictionary again after a language switch', async () => {
    show(<DictTag code="sex" value={2} />);
    expect(await screen.findByText('女')).toBeTruthy();
    expect(dictCalls('sex')).toHaveLength(1);
    expect(dictCalls('sex')[0]!.headers.get('Accept-Language')).toBe('zh');

    act(() => setLanguage('en'));
    expect(await screen.findByText('Female')).toBeTruthy();
    expect(dictCalls('sex')).toHaveLength(2);
    expect(dictCalls('sex')[1]!.headers.get('Accept-Language')).toBe('en');
  });

  it('shows one tag per comma-joined value, an unknown value as it is', async () => {
    show(<DictTag code="grant_type" value="password,refresh_token,legacy" />);
    expect(await screen.findByText('密码模式')).toBeTruthy();
    expect(screen.getByText('刷新令牌')).toBeTruthy();
    expect(screen.getByText('legacy')).toBeTruthy();
    expect(document.querySelectorAll('.ant-tag')).toHaveLength(3);
  });
});

describe('DictSelect and DictRadio', () => {
  it('two selects of one code share one call; invalidateDict reads it again', async () => {
    const client = show(
      <>
        <DictSelect code="sex" numeric aria-label="first" />
        <DictSelect code="sex" numeric aria-label="second" />
        <DictTag code="sex" value="2" />
      </>,
    );
    expect(await screen.findByText('女')).toBeTruthy();
    expect(dictCalls('sex')).toHaveLength(1);

    femaleLabel = '女性';
    await act(() => invalidateDict(client, 'dict', 'sex'));
    expect(await screen.findByText('女性')).toBeTruthy();
    expect(dictCalls('sex')).toHaveLength(2);
    // Another code is left alone.
    await act(() => invalidateDict(client, 'dict', 'user_type'));
    expect(dictCalls('sex')).toHaveLength(2);
  });

  it('one dictionary is asked once across two screens, the second opened after the first has gone', async () => {
    const client = show(<DictTag code="sex" value="2" />);
    expect(await screen.findByText('女')).toBeTruthy();
    cleanup();
    render(
      <Providers>
        <QueryClientProvider client={client}>
          <DictSelect code="sex" numeric aria-label="second screen" />
          <DictTag code="sex" value="1" />
        </QueryClientProvider>
      </Providers>,
    );
    expect(await screen.findByText('男')).toBeTruthy();
    expect(dictCalls('sex')).toHaveLength(1);
  });

  it('offers the entries in order and keeps numbers for a numeric field', async () => {
    const onFinish = vi.fn();
    show(
      <Form onFinish={onFinish} initialValues={{ sex: 1, isSealed: 0 }}>
        <Form.Item name="sex" label="性别">
          <DictSelect code="sex" numeric />
        </Form.Item>
        <Form.Item name="isSealed" label="封存">
          <DictRadio code="is_sealed" numeric />
        </Form.Item>
        <button type="submit">save</button>
      </Form>,
    );
    // The stored 1 shows as its label.
    expect(await screen.findByTitle('男')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '性别' }));
    await screen.findByTitle('女');
    expect(optionTexts()).toEqual(['男', '女']);
    fireEvent.click(await screen.findByTitle('女'));
    fireEvent.click(await screen.findByLabelText('是'));
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ sex: 2, isSealed: 1 }));
  });

  it('mode multiple picks several values', async () => {
    const onChange = vi.fn();
    show(<DictSelect code="grant_type" mode="multiple" aria-label="grants" onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'grants' }));
    await screen.findByTitle('密码模式');
    expect(optionTexts()).toHaveLength(8);
    fireEvent.click(await screen.findByTitle('密码模式'));
    fireEvent.click(await screen.findByTitle('刷新令牌'));
    expect(onChange.mock.calls.at(-1)![0]).toEqual(['password', 'refresh_token']);
  });
});
