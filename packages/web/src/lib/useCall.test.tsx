import { paramCalls, postCalls } from '@pharma/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeBackend } from '../../test/fakeBackend.ts';
import { newQueryClient } from './queryClient.ts';
import { callFolder, useCall, useCallWrite } from './useCall.ts';

const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const param = (paramName: string) => ({ id: '1', paramName, paramKey: 'k', paramValue: 'v' });
const post = (postName: string) => ({ id: '2', postCode: 'c', postName, category: 1, sort: 1 });

/** Two lists in two folders (参数管理 and 岗位管理) whose server answers change; each read counts as one ask. */
function twoLists() {
  const names = { param: 'first', post: 'first' };
  const api = fakeBackend()
    .on(paramCalls.list, () => page([param(names.param)]))
    .on(postCalls.list, () => page([post(names.post)]))
    .on(postCalls.submit, () => post('saved'));
  const client = newQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { api, names, wrapper };
}

function useScreen(invalidates?: readonly (typeof paramCalls.list)[]) {
  const params = useCall(paramCalls.list, { current: '1', size: '10' });
  const posts = useCall(postCalls.list, { current: '1', size: '10' });
  const save = useCallWrite(postCalls.submit, { invalidates });
  return { params, posts, save };
}

describe('useCall', () => {
  it("a call's folder is its path without the last step", () => {
    expect(callFolder(paramCalls.submit)).toBe('blade-system/param');
    expect(callFolder(postCalls.select)).toBe('blade-system/post');
  });

  it('keys a read by what it asks: another query is another read', async () => {
    const { api, wrapper } = twoLists();
    const { result, rerender } = renderHook(({ current }) => useCall(paramCalls.list, { current, size: '10' }), {
      wrapper,
      initialProps: { current: '1' },
    });
    await waitFor(() => expect(result.current.data?.records[0]?.paramName).toBe('first'));
    rerender({ current: '2' });
    await waitFor(() => expect(api.asked(paramCalls.list).map((a) => a.query.current)).toEqual(['1', '2']));
  });

  it("a write refreshes the reads of its own folder, not another resource's", async () => {
    const { api, names, wrapper } = twoLists();
    const { result } = renderHook(() => useScreen(), { wrapper });
    await waitFor(() => expect(result.current.posts.data?.records[0]?.postName).toBe('first'));
    await waitFor(() => expect(result.current.params.data?.records[0]?.paramName).toBe('first'));
    names.param = 'changed';
    names.post = 'changed';
    await act(() => result.current.save.mutateAsync({ postCode: 'c', postName: 'saved', category: 1, sort: 1 }));
    await waitFor(() => expect(result.current.posts.data?.records[0]?.postName).toBe('changed'));
    expect(api.asked(postCalls.list)).toHaveLength(2);
    expect(api.asked(paramCalls.list)).toHaveLength(1);
    expect(result.current.params.data?.records[0]?.paramName).toBe('first');
  });

  it('a write refreshes another folder when it names one of its calls', async () => {
    const { api, names, wrapper } = twoLists();
    const { result } = renderHook(() => useScreen([paramCalls.list]), { wrapper });
    await waitFor(() => expect(result.current.params.data?.records[0]?.paramName).toBe('first'));
    names.param = 'changed';
    await act(() => result.current.save.mutateAsync({ postCode: 'c', postName: 'saved', category: 1, sort: 1 }));
    await waitFor(() => expect(result.current.params.data?.records[0]?.paramName).toBe('changed'));
    expect(api.asked(paramCalls.list)).toHaveLength(2);
  });

  it('a read leaves while its screen renders, before the screen commits, and is asked once', async () => {
    const { api, wrapper } = twoLists();
    const query = { current: '1', size: '10' };
    function Screen() {
      const params = useCall(paramCalls.list, query);
      return <p>{params.data?.records[0]?.paramName ?? '…'}</p>;
    }
    /** Something beside the screen that never arrives: the screen renders but never commits. */
    const never = new Promise<never>(() => undefined);
    function Waiting(): never {
      throw never;
    }
    const { unmount } = render(
      <Suspense fallback={<p>加载中</p>}>
        <Screen />
        <Waiting />
      </Suspense>,
      { wrapper },
    );
    await waitFor(() => expect(api.asked(paramCalls.list)).toHaveLength(1));
    expect(screen.getByText('加载中')).toBeTruthy();
    unmount();

    // Committed, the screen takes the reply of the request it sent while rendering: one ask, not two.
    const fresh = twoLists();
    render(<Screen />, { wrapper: fresh.wrapper });
    expect(await screen.findByText('first')).toBeTruthy();
    expect(fresh.api.asked(paramCalls.list)).toHaveLength(1);
  });
});
