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
