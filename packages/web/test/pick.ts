import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Opens the antd select labelled `label` inside `scope` and clicks its option whose text is exactly `option`. */
export async function pickOption(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const found = await waitFor(() => {
    // antd keeps a closed dropdown in the document (hidden): only the open one's options count.
    const open = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';
    const item = [...document.querySelectorAll(open)].find((o) => o.textContent === option);
    expect(item).toBeTruthy();
    return item as HTMLElement;
  });
  fireEvent.click(found);
}

/** Opens the antd tree select labelled `label` inside `scope` and clicks the node whose text is exactly `name`. */
export async function pickNode(scope: HTMLElement, label: string, name: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const node = await waitFor(() => {
    const open = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-treenode';
    const found = [...document.querySelectorAll(open)].find((n) => n.textContent === name);
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  fireEvent.click(node.querySelector('.ant-select-tree-node-content-wrapper')!);
}

/** Clicks the option whose text is exactly `option` in the select dropdown that opened last. */
export async function clickOpenOption(option: string) {
  const item = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    const found = [...(open?.querySelectorAll('.ant-select-item-option') ?? [])].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** Opens the antd select `input` and clicks its option `option`. */
export async function pickIn(input: HTMLElement, option: string) {
  fireEvent.mouseDown(input);
  await clickOpenOption(option);
}
