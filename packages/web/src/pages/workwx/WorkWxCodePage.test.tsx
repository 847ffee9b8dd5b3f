import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { setLanguage } from '../../i18n/index.ts';
import { WorkWxCodePage } from './WorkWxCodePage.tsx';

/** /WorkWxCode: what the phone sees after WeCom's scan-to-bind, as the server's redirect says. */
afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('WeCom scan result page', () => {
  it('result=ok: the binding is done, with a way back to the console', () => {
    renderApp(<WorkWxCodePage />, '/WorkWxCode?result=ok');
    expect(screen.getByText('绑定成功')).toBeTruthy();
    expect(screen.getByText('企业微信账号已绑定,返回控制台即可看到')).toBeTruthy();
    expect(screen.getByTestId('workwx-back').getAttribute('href')).toBe('/');
    expect(screen.getByTestId('workwx-back').textContent).toBe('返回控制台');
  });

  it('result=fail: the binding failed, and the server’s reason', () => {
    const msg = '该企业微信账号已绑定其他账号';
    renderApp(<WorkWxCodePage />, `/WorkWxCode?result=fail&msg=${encodeURIComponent(msg)}`);
    expect(screen.getByText('绑定失败')).toBeTruthy();
    expect(screen.getByText(msg)).toBeTruthy();
    expect(screen.queryByText('绑定成功')).toBeNull();
  });

  it('without a result claims nothing; speaks English', () => {
    act(() => setLanguage('en'));
    renderApp(<WorkWxCodePage />, '/WorkWxCode?result=ok');
    expect(screen.getByText('The WeCom account is bound')).toBeTruthy();
    expect(screen.getByText('Back to the console')).toBeTruthy();
    cleanup();
    renderApp(<WorkWxCodePage />, '/WorkWxCode');
    expect(screen.getByText('Scan complete')).toBeTruthy();
    expect(screen.queryByText('The WeCom account is bound')).toBeNull();
  });
});
