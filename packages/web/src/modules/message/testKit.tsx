import { dictCalls } from '@pharma/contract';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { seededOptions } from '../../../test/dictStub.ts';
import { fakeBackend } from '../../../test/fakeBackend.ts';
import { clickOpenOption, pickIn } from '../../../test/pick.ts';
import { setHttpHooks } from '../../lib/http.ts';

/**
 * What the message centre's screen tests share: a fake server from the call declarations (it checks what a screen
 * sends and what the fixtures answer) that already answers the seeded dictionaries, a list page, and antd's
 * select options.
 */
export function messageBackend() {
  setHttpHooks({ navigate: vi.fn() });
  return fakeBackend().on(dictCalls.dict.dictionary, ({ query, lang }) => seededOptions(query.code ?? '', lang));
}

/** One page holding `records`, as a list call answers it. */
export const pageOf = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

/** The labels of the options the antd Select labelled `label` inside `scope` offers once opened. */
export async function optionsOf(scope: HTMLElement, label: string): Promise<string[]> {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  return waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    const options = [...(open?.querySelectorAll('.ant-select-item-option') ?? [])].map((o) => o.textContent ?? '');
    if (options.length === 0) throw new Error(`no options for ${label}`);
    return options;
  });
}

/** Opens the antd Select labelled `label` inside `scope` and clicks the option `option`. */
export const choose = (scope: HTMLElement, label: string, option: string) =>
  pickIn(within(scope).getByLabelText(label), option);

/** Clicks the option `option` of the select open now (after `optionsOf`). */
export const clickOption = clickOpenOption;

/** The drawer that opened last. */
export async function lastDrawer() {
  return waitFor(() => {
    const drawer = [...document.querySelectorAll<HTMLElement>('.ant-drawer-content')].at(-1);
    if (!drawer) throw new Error('no drawer');
    return drawer;
  });
}
