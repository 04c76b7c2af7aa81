// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '@/test/render';
import { CustomerListPage } from '../pages/customer-list-page.tsx';
import { CustomerDialog } from './customer-dialog.tsx';

const renderAddDialog = (onClose = () => undefined) =>
  renderInApp(<CustomerDialog customer={null} types={[]} onClose={onClose} />);

describe('CustomerDialog', () => {
  it('shows the contract messages for a bad account and a name with special characters', async () => {
    const calls = stubApi();
    const { user } = await renderAddDialog();
    await user.type(screen.getByTestId('customer-account'), 'not-an-account');
    await user.type(screen.getByTestId('customer-name'), 'Ann<script>');
    await user.click(screen.getByTestId('customer-save'));
    expect(await screen.findByText(/Enter an e-mail address or a phone number/)).toBeTruthy();
    expect(screen.getByText('Do not enter special characters')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/v1/customer')).toEqual([]);
  });

  it('adds a valid customer (the api normalises the account) and closes', async () => {
    const calls = stubApi({ '/api/v1/customer': { invited: true } });
    const onClose = vi.fn();
    const { user } = await renderAddDialog(onClose);
    await user.type(screen.getByTestId('customer-account'), 'Ann@Example.com');
    await user.type(screen.getByTestId('customer-name'), 'Ann');
    await user.click(screen.getByTestId('customer-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/v1/customer',
      body: { account: 'Ann@Example.com', name: 'Ann', typeId: null, remark: '' },
    });
  });
});

describe('CustomerListPage', () => {
  it('hides the add button from a user without customer.add', async () => {
    stubApi();
    await renderInApp(<CustomerListPage />, { permissions: [] });
    expect(screen.queryByTestId('customer-add')).toBeNull();
  });

  it('shows it to a user with customer.add', async () => {
    stubApi();
    await renderInApp(<CustomerListPage />, { permissions: ['customer.add'] });
    expect(screen.getByTestId('customer-add')).toBeTruthy();
  });
});
