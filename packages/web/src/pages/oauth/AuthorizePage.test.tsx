import { oauthMessages, ssoCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { fakeBackend } from '../../../test/fakeBackend.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { Providers } from '../../app/Providers.tsx';
import { routes } from '../../app/router.tsx';
import { setLanguage } from '../../i18n/index.ts';
import { setHttpHooks } from '../../lib/http.ts';
import { useSession } from '../../shell/stores/session.ts';
import { AuthorizePage } from './AuthorizePage.tsx';
import { leaveConsole } from './leaveConsole.ts';

const request = {
  client_id: 'crm',
  redirect_uri: 'https://crm.example.com/cb',
  response_type: 'code',
  scope: 'openid profile',
  state: 'xyz',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
};
const address = `/oauth/authorize?${new URLSearchParams(request)}`;
const info = { clientId: 'crm', scope: 'openid profile', autoApprove: false, redirectUri: request.redirect_uri };

let assign: MockInstance<(url: string) => void>;
beforeEach(() => {
  setHttpHooks({ navigate: vi.fn() });
  assign = vi.spyOn(leaveConsole, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => setLanguage('zh'));
});

function backend(answer = info) {
  return fakeBackend()
    .on(ssoCalls.authorizeInfo, () => answer)
    .on(ssoCalls.authorize, ({ body }) => ({
      redirect: body.approve
        ? `${body.redirect_uri}?code=one-time&state=${body.state}`
        : `${body.redirect_uri}?error=access_denied&state=${body.state}`,
    }));
}

const show = () => renderApp(<AuthorizePage />, address);

describe('single sign-on consent (/oauth/authorize)', () => {
  it("asks the server about the address's request and shows the consent", async () => {
    const server = backend();
    useSession.setState({ userInfo: { account: 'admin' } as never });
    show();
    expect(await screen.findByText('应用 crm 请求访问你的账号')).toBeTruthy();
    expect(screen.getByText('申请的权限: openid profile')).toBeTruthy();
    expect(screen.getByText('当前账号: admin')).toBeTruthy();
    expect(server.asked(ssoCalls.authorizeInfo)[0]!.query).toEqual(request);
    expect(server.asked(ssoCalls.authorize)).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('同意授权 approves and goes back to the application with its code', async () => {
    const server = backend();
    show();
    fireEvent.click(await screen.findByRole('button', { name: '同意授权' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://crm.example.com/cb?code=one-time&state=xyz'));
    expect(server.asked(ssoCalls.authorize)[0]!.body).toEqual({ ...request, approve: true });
  });

  it('拒绝 refuses and goes back with what the server answered', async () => {
    const server = backend();
    show();
    fireEvent.click(await screen.findByRole('button', { name: '拒绝' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://crm.example.com/cb?error=access_denied&state=xyz'),
    );
    expect(server.asked(ssoCalls.authorize)[0]!.body.approve).toBe(false);
  });

  it('a client that auto-approves is answered at once, without a consent', async () => {
    const server = backend({ ...info, autoApprove: true });
    show();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://crm.example.com/cb?code=one-time&state=xyz'));
    expect(server.asked(ssoCalls.authorize)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '同意授权' })).toBeNull();
  });

  it('a refused request is explained on the page, and the browser goes nowhere', async () => {
    const server = backend().refuse(ssoCalls.authorizeInfo, oauthMessages.redirectMismatch);
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('回调地址与应用登记的不一致');
    expect(server.asked(ssoCalls.authorize)).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '同意授权' })).toBeNull();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    backend();
    show();
    expect(await screen.findByText('The application crm asks to access your account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allow' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeTruthy();
  });

  it('a signed-out visitor signs in first and comes back with the whole request', async () => {
    backend();
    useSession.getState().localLogout();
    const router = createMemoryRouter(routes, { initialEntries: [address] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByTestId('login-submit');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(address);
  });
});
