import './dom-setup.ts';
import type { ReactElement, ReactNode } from 'react';
import { App as AntdApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, type InitialEntry } from 'react-router';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { TPermission } from '@sunfleet/contract/permissions';
import { PermissionsProvider } from '@/components/permissions';
import { loadAllUiStrings, startI18n } from '@/lib/i18n/i18n';

let i18nStarted: Promise<void> | null = null;

/**
 * Renders `ui` as the app does (real i18n in English, a real query client, a router, antd's
 * `App`, the signed-in user's permissions, the router at `at`), with a user-event driver for the test.
 */
export async function renderInApp(
  ui: ReactElement,
  { permissions = [], at = '/' }: { permissions?: TPermission[]; at?: InitialEntry } = {},
) {
  // Every page but sign-in loads the features' strings with its code (app/pages.ts); so does this.
  i18nStarted ??= startI18n('en').then(loadAllUiStrings);
  await i18nStarted;
  // The app's own client (no retries), fresh per test so no cached reply leaks between tests.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PermissionsProvider granted={new Set(permissions)}>
        <MemoryRouter initialEntries={[at]}>
          <AntdApp>{children}</AntdApp>
        </MemoryRouter>
      </PermissionsProvider>
    </QueryClientProvider>
  );
  return { user: userEvent.setup({ delay: null }), ...render(ui, { wrapper }) };
}

type TStubbedCall = { method: string; path: string; body: unknown };

const refusalMark = Symbol('refusal');
type TRefusal = { [refusalMark]: true; code: number; msg: string; data: unknown };

/** A reply for `stubApi` that refuses with an error code (and a field refusal's `data`), as the api does. */
export const refusal = (code: number, msg = '', data: unknown = null): TRefusal => ({
  [refusalMark]: true,
  code,
  msg,
  data,
});

const isRefusal = (reply: unknown): reply is TRefusal =>
  typeof reply === 'object' && reply !== null && refusalMark in reply;

/**
 * Answers the api client's requests at `fetch` (there is no server in a component test): each
 * path gets its `data` in a code-0 envelope (or a `refusal(code)`'s envelope); any other path gets an
 * empty list. Returns the calls.
 */
export function stubApi(replies: Record<string, unknown> = {}) {
  const calls: TStubbedCall[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method: init.method ?? 'GET', path: url.pathname, body });
    const data = url.pathname in replies ? replies[url.pathname] : [];
    const envelope = isRefusal(data)
      ? { code: data.code, msg: data.msg, data: data.data }
      : { code: 0, msg: 'success', data };
    const reply = new Response(JSON.stringify(envelope), {
      headers: { 'Content-Type': 'application/json' },
    });
    return Promise.resolve(reply);
  });
  return calls;
}
