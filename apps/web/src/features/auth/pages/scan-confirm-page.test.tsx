// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TScanLoginView } from '@sunfleet/contract/scan-login';
import { refusal, renderInApp, stubApi } from '@/test/render';
import { ScanConfirmPage } from './scan-confirm-page.tsx';

const id = 'f5c1d8e2-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const pending: TScanLoginView = {
  state: 'pending',
  requestedAt: '2026-11-28T07:39:27.000Z',
  expiresAt: '2026-11-28T07:41:27.000Z',
  address: '203.0.113.7',
  userAgent: chromeOnWindows,
};

const renderConfirm = () =>
  renderInApp(
    <Routes>
      <Route path="/scan/:id" element={<ScanConfirmPage />} />
    </Routes>,
    { at: `/scan/${id}` },
  );

describe('ScanConfirmPage', () => {
  it('names the account and who asks: the browser, its address and when', async () => {
    stubApi({ [`/api/v1/scan/${id}`]: pending, '/api/v1/user': { account: 'ann@example.com' } });
    await renderConfirm();
    expect(await screen.findByText('Sign in on the other screen as ann@example.com?')).toBeTruthy();
    const requester = screen.getByTestId('scan-requester');
    expect(requester.textContent).toContain('Chrome 131 on Windows');
    expect(requester.textContent).toContain('203.0.113.7');
    expect(requester.textContent).toMatch(/2026-11-28 \d\d:39:27/);
  });

  it('approves the request and says the other screen signs in', async () => {
    const calls = stubApi({
      [`/api/v1/scan/${id}`]: pending,
      '/api/v1/user': { account: 'ann@example.com' },
      [`/api/v1/scan/${id}/approve`]: null,
    });
    const { user } = await renderConfirm();
    await user.click(await screen.findByTestId('scan-approve'));
    expect((await screen.findByTestId('scan-confirm-result')).textContent).toContain(
      'The other screen is signing in.',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/v1/scan/${id}/approve`,
    ]);
  });

  it('refuses the request and says nothing changed', async () => {
    const calls = stubApi({
      [`/api/v1/scan/${id}`]: pending,
      '/api/v1/user': { account: 'ann@example.com' },
    });
    const { user } = await renderConfirm();
    await user.click(await screen.findByTestId('scan-refuse'));
    expect((await screen.findByTestId('scan-confirm-result')).textContent).toContain(
      'Sign-in refused. Nothing was changed.',
    );
    await waitFor(() => expect(calls.some((call) => call.path === `/api/v1/scan/${id}/refuse`)).toBe(true));
  });

  it('says the code expired when the approval comes too late', async () => {
    stubApi({
      [`/api/v1/scan/${id}`]: pending,
      '/api/v1/user': { account: 'ann@example.com' },
      [`/api/v1/scan/${id}/approve`]: refusal(ErrorCode.codeExpired),
    });
    const { user } = await renderConfirm();
    await user.click(await screen.findByTestId('scan-approve'));
    expect((await screen.findByTestId('scan-confirm-result')).textContent).toContain(
      'This sign-in code has expired.',
    );
  });

  it('offers no choice for a request already decided', async () => {
    stubApi({
      [`/api/v1/scan/${id}`]: { ...pending, state: 'approved' },
      '/api/v1/user': { account: 'ann@example.com' },
    });
    await renderConfirm();
    expect(await screen.findByTestId('scan-confirm-result')).toBeTruthy();
    expect(screen.queryByTestId('scan-approve')).toBeNull();
  });
});
