// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '@/test/render';
import { AllGatewaysPage } from '../pages/all-gateways-page.tsx';
import { RegisterGatewayDialog } from './register-gateway-dialog.tsx';

describe('RegisterGatewayDialog', () => {
  it('shows the contract messages for an empty SN and key and sends nothing', async () => {
    const calls = stubApi();
    const { user } = await renderInApp(<RegisterGatewayDialog onClose={() => undefined} />);
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('The gateway SN may not be empty')).toBeTruthy();
    expect(screen.getByText('The gateway key may not be empty')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('registers a valid gateway with the trimmed body and closes', async () => {
    const calls = stubApi({ '/api/v1/gateway/create': { sn: 'GW-100' } });
    const onClose = vi.fn();
    const { user } = await renderInApp(<RegisterGatewayDialog onClose={onClose} />);
    await user.type(screen.getByTestId('register-sn'), ' GW-100 ');
    await user.type(screen.getByTestId('register-key'), 'secret');
    await user.type(screen.getByTestId('register-model'), 'SG-1');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/v1/gateway/create',
      body: { sn: 'GW-100', key: 'secret', model: 'SG-1', hardwareVersion: '' },
    });
  });
});

describe('AllGatewaysPage', () => {
  it('hides the register buttons from a user without sys.gateway.create', async () => {
    stubApi();
    await renderInApp(<AllGatewaysPage />, { permissions: [] });
    expect(screen.queryByTestId('gateway-register')).toBeNull();
    expect(screen.queryByTestId('gateway-register-batch')).toBeNull();
  });

  it('shows them to a user with it', async () => {
    stubApi();
    await renderInApp(<AllGatewaysPage />, { permissions: ['sys.gateway.create'] });
    expect(screen.getByTestId('gateway-register')).toBeTruthy();
    expect(screen.getByTestId('gateway-register-batch')).toBeTruthy();
  });
});
