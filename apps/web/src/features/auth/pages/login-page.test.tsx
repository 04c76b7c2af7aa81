// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode, errorMessage } from '@sunfleet/contract/errors';
import { inputMessage } from '@sunfleet/contract/messages';
import { session } from '@/lib/session';
import { refusal, renderInApp, stubApi } from '@/test/render';
import { LoginPage } from './login-page.tsx';

const tokens = {
  access_token: 'a'.repeat(32),
  refresh_token: 'r'.repeat(32),
  token_type: 'bearer',
  expires_in: 7200,
};

/** The sign-in page at /login, with the page a signed-in user lands on. */
const renderLogin = (state?: object) =>
  renderInApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<p>home</p>} />
    </Routes>,
    { at: { pathname: '/login', state } },
  );

const tokenCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === '/oauth/token');

afterEach(() => session.clearUserData());

describe('LoginPage', () => {
  it('shows the contract’s messages for an empty form and asks nothing of the api', async () => {
    const calls = stubApi();
    const { user } = await renderLogin();
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(inputMessage('account', 'en'))).toBeTruthy();
    expect(screen.getByText(inputMessage('required', 'en'))).toBeTruthy();
    expect(tokenCalls(calls)).toEqual([]);
  });

  it('checks the account as it is typed', async () => {
    stubApi();
    const { user } = await renderLogin();
    await user.type(screen.getByTestId('login-account'), 'not an account');
    expect(await screen.findByText(inputMessage('account', 'en'))).toBeTruthy();
    await user.clear(screen.getByTestId('login-account'));
    await user.type(screen.getByTestId('login-account'), 'ann@example.com');
    await waitFor(() => expect(screen.queryByText(inputMessage('account', 'en'))).toBeNull());
  });

  it('shows a wrong password in the form and stays on the page', async () => {
    const calls = stubApi({ '/oauth/token': refusal(ErrorCode.wrongCredentials) });
    const { user } = await renderLogin();
    await user.type(screen.getByTestId('login-account'), 'ann@example.com');
    await user.type(screen.getByTestId('login-password'), 'wrong-password');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toContain(
      errorMessage(ErrorCode.wrongCredentials, 'en'),
    );
    expect(tokenCalls(calls)).toHaveLength(1);
    expect(screen.queryByText('home')).toBeNull();
    expect(session.isSignedIn()).toBe(false);
  });

  it('shows a locked account’s refusal the same way', async () => {
    stubApi({ '/oauth/token': refusal(ErrorCode.tooManyAttempts) });
    const { user } = await renderLogin();
    await user.type(screen.getByTestId('login-account'), 'ann@example.com');
    await user.type(screen.getByTestId('login-password'), 'secret1');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toContain(
      errorMessage(ErrorCode.tooManyAttempts, 'en'),
    );
  });

  it('signs in with the password grant (the account trimmed), keeps the tokens and opens the app', async () => {
    const calls = stubApi({ '/oauth/token': tokens });
    const { user } = await renderLogin();
    await user.type(screen.getByTestId('login-account'), ' ann@example.com ');
    await user.type(screen.getByTestId('login-password'), 'secret1');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('home')).toBeTruthy();
    expect(tokenCalls(calls)).toEqual([
      {
        method: 'POST',
        path: '/oauth/token',
        body: { grant_type: 'password', username: 'ann@example.com', password: 'secret1' },
      },
    ]);
    expect(session.isSignedIn()).toBe(true);
  });

  it('greets a new account with the banner and its account filled in', async () => {
    stubApi();
    await renderLogin({ account: 'new@example.com', isRegistered: true });
    expect(screen.getByTestId('login-registered').textContent).toContain(
      'Account created. Sign in with your new account.',
    );
    expect(screen.getByTestId<HTMLInputElement>('login-account').value).toBe('new@example.com');
  });
});
