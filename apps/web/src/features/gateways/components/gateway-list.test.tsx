// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubApi } from '@/test/render';
import { GatewayList } from './gateway-list.tsx';

describe('GatewayList', () => {
  it('keeps its actions in a column fixed at the right, so a narrow screen never scrolls them away', async () => {
    stubApi({ '/api/v1/gateways': { infos: [], total: 0, counts: undefined } });
    await renderInApp(<GatewayList scope="platform" />, { permissions: ['gateway.delete'] });
    const actions = await screen.findByRole('columnheader', { name: 'Actions' });
    expect(actions.className).toContain('ant-table-cell-fix-right');
  });
});
