import { purchaseDocsCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/renderApp.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { resetScreensAfterEach } from '../purchase.fixture.tsx';
import { AuditDialog } from './dialogs.tsx';

resetScreensAfterEach();

/** 审核 as a purchaser sees it: the dialog's decision, 确定, and the toast (antd's message) that names the outcome. */
async function decide(option: string, lang: 'zh' | 'en' = 'zh') {
  act(() => setLanguage(lang));
  const run = vi.fn(async () => ({ warnings: [] }) as never);
  renderApp(
    <AuditDialog no="CG-2026-0001" schema={purchaseDocsCalls.orderAudit.body} run={run} onClose={() => undefined} />,
  );
  fireEvent.click(await screen.findByRole('radio', { name: option }));
  if (option === '驳回' || option === 'Reject') {
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '价格偏高' } });
  }
  fireEvent.click(screen.getByRole('button', { name: lang === 'zh' ? /确\s*定/ : 'OK' }));
  await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(document.querySelector('.ant-message-notice-content')).not.toBeNull());
  return document.querySelector('.ant-message-notice-content')!.textContent;
}

describe('the purchasing audit dialog (审核)', () => {
  it('says 审核通过 / 已驳回, never 通过成功', async () => {
    expect(await decide('通过')).toBe('审核通过');
    cleanup();
    expect(await decide('驳回')).toBe('已驳回');
  });

  it('says Approved in English', async () => {
    expect(await decide('Pass', 'en')).toBe('Approved');
  });
});
