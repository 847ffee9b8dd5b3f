import { noticeCalls, ossCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../../../test/fakeBackend.ts';
import { lastDialog, rowOf } from '../../../../test/listPageKit.tsx';
import { renderApp } from '../../../../test/renderApp.tsx';
import { bindFeedback } from '../../../lib/feedback.ts';
import { setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { isSafeLink, linkOf } from './links.ts';
import { NoticePage } from './NoticePage.tsx';

const notice = {
  id: '71',
  title: '冷链药品储运温度监控升级',
  category: 6,
  releaseTime: '2026-03-01 09:00:00',
  content: '<p>超出 <strong>2–8 ℃</strong> 区间将自动告警</p>',
  createTime: '2026-03-01 08:00:00',
};

/** Where put-file stores an uploaded image (this server's file route). */
const imageLink = '/api/blade-resource/oss/file/000000/20260301/0123456789abcdef0123456789abcdef.png';

/** The fake server: the notice list, its detail, submit and put-file (nothing else matters here). */
function startServer() {
  setHttpHooks({ navigate: vi.fn() });
  return fakeBackend()
    .on(noticeCalls.list, () => ({ records: [notice], total: 1, size: 10, current: 1, pages: 1 }))
    .on(noticeCalls.detail, () => notice)
    .on(noticeCalls.submit, () => notice)
    .on(ossCalls.putFile, () => ({
      link: imageLink,
      domain: '',
      name: '000000/20260301/0123456789abcdef0123456789abcdef.png',
      originalName: 'chart.png',
    }));
}

async function showNotices() {
  useSession.setState({
    permission: { notice_add: true, notice_edit: true, notice_delete: true, notice_view: true },
  });
  renderApp(<NoticePage />);
  bindFeedback({ error: vi.fn(), warning: vi.fn(), success: vi.fn() } as never);
  await screen.findByText('冷链药品储运温度监控升级');
}

/** The tiptap editor behind the content box (tiptap hangs it on its element). */
async function editorIn(dialog: HTMLElement): Promise<Editor> {
  const box = await within(dialog).findByRole('textbox', { name: '通知内容' }, { timeout: 10_000 });
  return (box as HTMLElement & { editor: Editor }).editor;
}

const tool = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

afterEach(() => cleanup());

/** Opens 编辑 of the notice: the editor starts with its content. */
async function editNotice() {
  fireEvent.click(within(rowOf('冷链药品储运温度监控升级')).getByRole('button', { name: '编辑' }));
  const dialog = await lastDialog();
  const editor = await editorIn(dialog);
  await waitFor(() => expect(editor.getText()).toContain('区间将自动告警'));
  return { dialog, editor };
}

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

describe('通知公告: the rich-text content', () => {
  it('sends what the toolbar formats, as HTML, with the notice', async () => {
    const backend = startServer();
    await showNotices();
    const { dialog, editor } = await editNotice();
    expect(within(dialog).getByRole('toolbar', { name: '格式工具栏' })).toBeTruthy();
    act(() => void editor.commands.selectAll());
    fireEvent.click(tool(dialog, '斜体'));
    await waitFor(() => expect(tool(dialog, '斜体').getAttribute('aria-pressed')).toBe('true'));
    // happy-dom cannot type into a contenteditable: a new line and its text arrive as commands.
    act(() => {
      editor.chain().focus('end').splitBlock().unsetItalic().insertContent('请值班人员保持手机畅通').run();
    });
    fireEvent.click(tool(dialog, '无序列表'));

    save(dialog);
    await waitFor(() => expect(backend.asked(noticeCalls.submit)).toHaveLength(1));
    expect(backend.asked(noticeCalls.submit)[0]!.body).toMatchObject({
      id: '71',
      title: '冷链药品储运温度监控升级',
      content:
        '<p><em>超出 </em><strong><em>2–8 ℃</em></strong><em> 区间将自动告警</em></p>' +
        '<ul><li><p>请值班人员保持手机畅通</p></li></ul>',
    });
  });

  it('refuses a javascript: link and links a web address', async () => {
    startServer();
    await showNotices();
    const { dialog, editor } = await editNotice();
    act(() => void editor.commands.selectAll());
    fireEvent.click(tool(dialog, '插入链接'));
    const linking = await lastDialog();
    expect(within(linking).getByText('插入链接')).toBeTruthy();
    const address = within(linking).getByLabelText('链接地址');
    fireEvent.change(address, { target: { value: 'javascript:alert(document.cookie)' } });
    fireEvent.click(within(linking).getByRole('button', { name: /确\s*定/ }));
    expect(await within(linking).findByText('只能链接到 http、https、mailto 或 tel 地址')).toBeTruthy();
    expect(editor.getHTML()).not.toContain('<a');
    // Nor through the editor's own command (a pasted link goes the same way).
    act(() => void editor.commands.setLink({ href: 'javascript:alert(1)' }));
    expect(editor.getHTML()).not.toContain('javascript');

    fireEvent.change(address, { target: { value: 'www.example.com/gsp' } });
    fireEvent.click(within(linking).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(editor.getHTML()).toContain(
        '<a target="_blank" rel="noopener noreferrer nofollow" href="https://www.example.com/gsp">',
      ),
    );
  });

  it('uploads an image through put-file and shows it in the text', async () => {
    const backend = startServer();
    await showNotices();
    const { dialog, editor } = await editNotice();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [image] } });
    await waitFor(() => expect(editor.getHTML()).toContain(`<img src="${imageLink}" alt="chart.png">`));
    expect(backend.requests.filter((c) => c.url === '/blade-resource/oss/endpoint/put-file')).toHaveLength(1);
  });

  it('starts empty in 新增, asks for the content, and closes at once while nothing was typed', async () => {
    const backend = startServer();
    await showNotices();
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    const editor = await editorIn(dialog);
    expect(editor.isEmpty).toBe(true);
    save(dialog);
    expect(await within(dialog).findByText('请输入通知内容')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^取\s*消$/ }));
    // No 放弃未保存的内容? question: the dialog is gone.
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    expect(backend.asked(noticeCalls.submit)).toHaveLength(0);
  });

  it('shows the content formatted in 查看', async () => {
    startServer();
    await showNotices();
    fireEvent.click(within(rowOf('冷链药品储运温度监控升级')).getByRole('button', { name: '查看' }));
    const dialog = await lastDialog();
    const content = await within(dialog).findByTestId('notice-content');
    expect(content.querySelector('strong')?.textContent).toBe('2–8 ℃');
    expect(content.textContent).toBe('超出 2–8 ℃ 区间将自动告警');
  });
});

describe('links', () => {
  it('accepts web, mail and phone addresses and paths, refuses anything that runs', () => {
    for (const ok of ['https://example.com', 'http://a.b/c?d', 'mailto:a@b.cn', 'tel:10086', '/api/x', '#top'])
      expect(isSafeLink(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x'])
      expect(isSafeLink(bad), bad).toBe(false);
    expect(isSafeLink('vbscript:x')).toBe(false);
    expect(isSafeLink('//evil.example')).toBe(false);
    expect(linkOf('www.example.com')).toBe('https://www.example.com');
    expect(linkOf('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});
