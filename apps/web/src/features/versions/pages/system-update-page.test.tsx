// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@sunfleet/contract/errors';
import { inputMessage } from '@sunfleet/contract/messages';
import type { TVersion } from '@sunfleet/contract/versions';
import { refusal, renderInApp, stubApi } from '@/test/render';
import { WhatsNewDialog } from '../components/whats-new.tsx';
import { SystemUpdatePage } from './system-update-page.tsx';

const v2: TVersion = {
  id: '00000000-0000-4000-8000-000000000002',
  number: 'V2.1.0',
  type: 'feature',
  contentEn: 'Battery page\nFleet import',
  contentZh: '电池页面',
  publisher: 'Platform Admin',
  releasedAt: '2026-11-20T08:00:00.000Z',
};
const v1: TVersion = { ...v2, id: '00000000-0000-4000-8000-000000000001', number: 'V2.0.9', type: 'fix' };

/** The messages under the form's fields, top to bottom. */
const fieldMessages = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((message) => message.textContent);

const timelineCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === '/api/v1/version/timeline').length;

describe('SystemUpdatePage', () => {
  it('shows the log newest first, in the reader’s language, without controls for a user who may not publish', async () => {
    stubApi({ '/api/v1/version/timeline': [v2, v1] });
    await renderInApp(<SystemUpdatePage />, { permissions: [] });
    const items = await screen.findAllByTestId('version-item');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['V2.1.0', 'V2.0.9']);
    expect(within(items[0]!).getByText('New feature')).toBeTruthy();
    expect(within(items[0]!).getByText('Published by Platform Admin')).toBeTruthy();
    expect(within(items[0]!).getByTestId('version-content').textContent).toBe('Battery page\nFleet import');
    expect(screen.queryByTestId('version-add')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('says so when nothing is published yet', async () => {
    stubApi({ '/api/v1/version/timeline': [] });
    await renderInApp(<SystemUpdatePage />);
    expect(await screen.findByText('No versions published yet')).toBeTruthy();
  });

  it('offers publish, edit and delete to a user with sys.version.publish', async () => {
    stubApi({ '/api/v1/version/timeline': [v2, v1] });
    await renderInApp(<SystemUpdatePage />, { permissions: ['sys.version.publish'] });
    await screen.findAllByTestId('version-item');
    expect(screen.getByTestId('version-add')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Edit/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /Delete/ })).toHaveLength(2);
  });

  it('refuses an empty or malformed record with the contract’s messages and sends nothing', async () => {
    const calls = stubApi({ '/api/v1/version/timeline': [] });
    const { user } = await renderInApp(<SystemUpdatePage />, { permissions: ['sys.version.publish'] });
    await user.click(await screen.findByTestId('version-add'));
    await user.type(screen.getByTestId('version-number'), 'V 2.2');
    await user.click(screen.getByTestId('version-save'));
    const required = inputMessage('required', 'en');
    await waitFor(() => expect(fieldMessages()).toEqual([inputMessage('invalid', 'en'), required, required]));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows a number already used on its field, as the api’s check says, and does not save', async () => {
    const taken = inputMessage('versionExists', 'en');
    const calls = stubApi({
      '/api/v1/version/timeline': [v2],
      '/api/v1/version/check': refusal(ErrorCode.validation, taken, { field: 'number', message: taken }),
    });
    const { user } = await renderInApp(<SystemUpdatePage />, { permissions: ['sys.version.publish'] });
    await user.click(await screen.findByTestId('version-add'));
    await user.type(screen.getByTestId('version-number'), 'V2.1.0');
    await user.type(screen.getByTestId('version-content-en'), 'More');
    await user.type(screen.getByTestId('version-content-zh'), '更多');
    await user.click(screen.getByTestId('version-save'));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('publishes a valid record and reads the log again', async () => {
    const calls = stubApi({ '/api/v1/version/timeline': [v2], '/api/v1/version/check': { ok: true } });
    const { user } = await renderInApp(<SystemUpdatePage />, { permissions: ['sys.version.publish'] });
    await user.click(await screen.findByTestId('version-add'));
    await user.type(screen.getByTestId('version-number'), ' V2.2.0 ');
    await user.type(screen.getByTestId('version-content-en'), 'Phone accounts');
    await user.type(screen.getByTestId('version-content-zh'), '手机账号');
    await user.click(screen.getByTestId('version-save'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/version')).toBe(true));
    const saved = calls.find((call) => call.path === '/api/v1/version');
    expect(saved).toMatchObject({
      method: 'POST',
      body: { number: ' V2.2.0 ', type: 'feature', contentEn: 'Phone accounts', contentZh: '手机账号' },
    });
    await waitFor(() => expect(timelineCalls(calls)).toBe(2));
    await waitFor(() => expect(screen.queryByTestId('version-save')).toBeNull());
  });

  it('edits a record under its id, with its values in the form', async () => {
    const calls = stubApi({ '/api/v1/version/timeline': [v2], '/api/v1/version/check': { ok: true } });
    const { user } = await renderInApp(<SystemUpdatePage />, { permissions: ['sys.version.publish'] });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    expect(screen.getByText('Edit version')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('version-number').value).toBe('V2.1.0');
    await user.click(screen.getByTestId('version-save'));
    await waitFor(() => expect(calls.some((call) => call.path === `/api/v1/version/${v2.id}`)).toBe(true));
    await waitFor(() => expect(timelineCalls(calls)).toBe(2));
  });

  it('deletes a record after its confirmation and reads the log again', async () => {
    const calls = stubApi({ '/api/v1/version/timeline': [v2] });
    const { user } = await renderInApp(<SystemUpdatePage />, { permissions: ['sys.version.publish'] });
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Delete version V2.1.0?')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/delete'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/v1/version/${v2.id}/delete`)).toBe(true),
    );
    await waitFor(() => expect(timelineCalls(calls)).toBe(2));
  });
});

describe('WhatsNewDialog', () => {
  it('shows the latest version’s notes and leads to the whole log', async () => {
    stubApi({ '/api/v1/version/latest': v2 });
    await renderInApp(<WhatsNewDialog onClose={() => undefined} />);
    expect(await screen.findByText('What’s new in V2.1.0')).toBeTruthy();
    expect(screen.getByTestId('version-content').textContent).toBe('Battery page\nFleet import');
    expect(screen.getByTestId('whats-new-all')).toBeTruthy();
  });

  it('says nothing is published when there is no version', async () => {
    stubApi({ '/api/v1/version/latest': null });
    await renderInApp(<WhatsNewDialog onClose={() => undefined} />);
    expect(await screen.findByText('No versions published yet')).toBeTruthy();
    expect(screen.getByText('What’s new')).toBeTruthy();
  });
});
