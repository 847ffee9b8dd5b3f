import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/renderApp.tsx';
import { CodePreviewDialog } from './CodePreviewDialog.tsx';

const files = [
  {
    path: 'packages/contract/src/modules/desk/bulletin.ts',
    content: "export const bulletinResource = defineResource({\n  table: 'blade_bulletin',\n});",
    status: 'added' as const,
    diff: '',
  },
  {
    path: 'packages/server/src/modules/desk/index.ts',
    content: "import { bulletinResource } from '@pharma/contract';",
    status: 'changed' as const,
    diff: "--- a\n+++ b\n@@ -1,2 +1,3 @@\n+import { bulletinResource } from '@pharma/contract';\n-import { old } from './old.ts';",
  },
];
afterEach(() => cleanup());

describe('代码预览', () => {
  it('shows the file tree with each file’s status, a file’s text with line numbers, and a changed file’s diff', async () => {
    renderApp(<CodePreviewDialog name="通知公告" files={files} onClose={vi.fn()} />);
    const dialog = (await screen.findByText('代码预览 · 通知公告')).closest('[role=dialog]') as HTMLElement;
    expect(within(dialog).getByText('bulletin.ts')).toBeTruthy();
    expect(within(dialog).getByText('新增')).toBeTruthy();
    expect(within(dialog).getByText('修改')).toBeTruthy();
    // The first file opens at once; clicking it again keeps it open (a tree would deselect it).
    expect(within(dialog).getByTestId('content').textContent).toContain("table: 'blade_bulletin'");
    fireEvent.click(within(dialog).getByText('bulletin.ts'));
    expect(within(dialog).getByTestId('content').textContent).toContain("table: 'blade_bulletin'");
    // A changed file: its text, or its diff with the added and removed lines marked.
    fireEvent.click(within(dialog).getByText('index.ts'));
    fireEvent.click(within(dialog).getByText('差异'));
    const diff = within(dialog).getByTestId('diff');
    const added = within(diff).getByText("+import { bulletinResource } from '@pharma/contract';");
    const removed = within(diff).getByText("-import { old } from './old.ts';");
    expect(added.style.color).not.toBe(removed.style.color);
  });
});
