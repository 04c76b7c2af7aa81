// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorCode, errorMessage } from '@sunfleet/contract/errors';
import { inputMessage } from '@sunfleet/contract/messages';
import { refusal, renderInApp, stubApi } from '@/test/render';
import { ForgetPage } from './forget-page.tsx';
import { RegisterPage } from './register-page.tsx';

/** The messages under the form's fields, top to bottom. */
const fieldMessages = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((message) => message.textContent);

const renderAt = (path: '/reg' | '/forget') =>
  renderInApp(
    <Routes>
      <Route path="/reg" element={<RegisterPage />} />
      <Route path="/forget" element={<ForgetPage />} />
      <Route path="/login" element={<p>sign-in page</p>} />
      <Route path="/resetSuccessful" element={<p>password changed</p>} />
    </Routes>,
    { at: path },
  );

/** Types into a field in one go (a paste): each keystroke re-renders the whole antd form. */
async function fill(user: UserEvent, testId: string, text: string) {
  await user.click(screen.getByTestId(testId));
  await user.paste(text);
}

/** Account, code, password and its confirmation, all valid. */
async function fillForm(user: UserEvent, form: 'register' | 'forget') {
  await fill(user, `${form}-account`, 'ann@example.com');
  await fill(user, 'code-input', '123456');
  await fill(user, `${form}-password`, 'secret1');
  await fill(user, `${form}-confirm`, 'secret1');
}

const posts = (calls: { method: string }[]) => calls.filter((call) => call.method === 'POST');

describe('RegisterPage', () => {
  it('refuses an empty form with the contract’s messages, the agreement included, and sends nothing', async () => {
    const calls = stubApi();
    const { user } = await renderAt('/reg');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(fieldMessages()).toHaveLength(5));
    expect(fieldMessages()).toContain(inputMessage('account', 'en'));
    expect(fieldMessages()).toContain(inputMessage('password', 'en'));
    expect(posts(calls)).toEqual([]);
  });

  it('says when the two passwords differ', async () => {
    stubApi();
    const { user } = await renderAt('/reg');
    await fill(user, 'register-password', 'secret1');
    await fill(user, 'register-confirm', 'secret2');
    expect(await screen.findByText(inputMessage('passwordMismatch', 'en'))).toBeTruthy();
  });

  it('asks a phone account for the e-mail address its codes go to', async () => {
    stubApi();
    const { user } = await renderAt('/reg');
    expect(screen.queryByTestId('register-code-email')).toBeNull();
    await fill(user, 'register-account', '+8613800138000');
    expect(await screen.findByTestId('register-code-email')).toBeTruthy();
  });

  it('shows an account already registered on the account field when a code is asked for', async () => {
    const calls = stubApi({ '/anonymous/checkAccount': refusal(ErrorCode.accountRegistered) });
    const { user } = await renderAt('/reg');
    await fill(user, 'register-account', 'ann@example.com');
    await user.click(screen.getByTestId('get-code'));
    expect(await screen.findByText(errorMessage(ErrorCode.accountRegistered, 'en'))).toBeTruthy();
    expect(calls.some((call) => call.path === '/anonymous/getCode')).toBe(false);
  });

  it('sends a code to a new account and counts down before the next', async () => {
    const calls = stubApi({ '/anonymous/checkAccount': null, '/anonymous/getCode': { delivery: 'mail' } });
    const { user } = await renderAt('/reg');
    await fill(user, 'register-account', 'ann@example.com');
    await user.click(screen.getByTestId('get-code'));
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('get-code').disabled).toBe(true));
    expect(calls.some((call) => call.path === '/anonymous/getCode')).toBe(true);
  });

  it('shows a wrong code on the code field', async () => {
    const calls = stubApi({ '/anonymous/signup': refusal(ErrorCode.codeWrong) });
    const { user } = await renderAt('/reg');
    await fillForm(user, 'register');
    await user.click(screen.getByTestId('register-agreement'));
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText(errorMessage(ErrorCode.codeWrong, 'en'))).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
  });

  it('signs up and goes to sign-in once accepted', async () => {
    const calls = stubApi({ '/anonymous/signup': null });
    const { user } = await renderAt('/reg');
    await fillForm(user, 'register');
    await user.click(screen.getByTestId('register-agreement'));
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/anonymous/signup',
      body: {
        account: 'ann@example.com',
        code: '123456',
        password: 'secret1',
        confirm: 'secret1',
        agreement: true,
      },
    });
  });
});

describe('ForgetPage', () => {
  it('refuses an empty form with the contract’s messages and sends nothing', async () => {
    const calls = stubApi();
    const { user } = await renderAt('/forget');
    await user.click(screen.getByTestId('forget-submit'));
    await waitFor(() => expect(fieldMessages()).toHaveLength(4));
    expect(fieldMessages()[0]).toBe(inputMessage('account', 'en'));
    expect(posts(calls)).toEqual([]);
  });

  it('shows an unknown account on the account field when a code is asked for', async () => {
    stubApi({ '/anonymous/checkAccount': refusal(ErrorCode.accountNotRegistered) });
    const { user } = await renderAt('/forget');
    await fill(user, 'forget-account', 'nobody@example.com');
    await user.click(screen.getByTestId('get-code'));
    expect(await screen.findByText(errorMessage(ErrorCode.accountNotRegistered, 'en'))).toBeTruthy();
  });

  it('shows an expired code on the code field', async () => {
    stubApi({ '/anonymous/resetPwd': refusal(ErrorCode.codeExpired) });
    const { user } = await renderAt('/forget');
    await fillForm(user, 'forget');
    await user.click(screen.getByTestId('forget-submit'));
    expect(await screen.findByText(errorMessage(ErrorCode.codeExpired, 'en'))).toBeTruthy();
  });

  it('resets the password and says so once accepted', async () => {
    const calls = stubApi({ '/anonymous/resetPwd': null });
    const { user } = await renderAt('/forget');
    await fillForm(user, 'forget');
    await user.click(screen.getByTestId('forget-submit'));
    expect(await screen.findByText('password changed')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/anonymous/resetPwd',
      body: { account: 'ann@example.com', code: '123456', password: 'secret1', confirm: 'secret1' },
    });
  });
});
