import { describe, expect, it } from 'vitest';
import { balanceBus, isBalanced } from './power-balance.ts';

const limits = { chargeLimitW: 3000, dischargeLimitW: 3000 };

describe('power balance', () => {
  it('charges the battery from surplus PV and exports the rest', () => {
    const flows = balanceBus({ pvW: 5000.4, loadW: 800.2, ...limits });
    expect(flows).toMatchObject({ batteryChargeW: 3000, gridExportW: 1200, gridImportW: 0 });
    expect(isBalanced(flows)).toBe(true);
  });

  it('covers a deficit from the battery and imports the rest', () => {
    const flows = balanceBus({ pvW: 200, loadW: 4000, ...limits });
    expect(flows).toMatchObject({ batteryDischargeW: 3000, gridImportW: 800, gridExportW: 0 });
    expect(isBalanced(flows)).toBe(true);
  });

  it('uses the grid alone without a battery', () => {
    const flows = balanceBus({ pvW: 1500, loadW: 600, chargeLimitW: 0, dischargeLimitW: 0 });
    expect(flows).toMatchObject({ batteryChargeW: 0, batteryDischargeW: 0, gridExportW: 900 });
  });

  it('follows a dispatch command within the battery limits, exporting what the house does not use', () => {
    const flows = balanceBus({ pvW: 0, loadW: 500, ...limits, dispatchW: 5000 });
    expect(flows).toMatchObject({ batteryDischargeW: 3000, gridExportW: 2500 });
    expect(isBalanced(flows)).toBe(true);
  });

  it('balances to the watt over many random inputs', () => {
    for (let index = 0; index < 1000; index += 1) {
      const flows = balanceBus({
        pvW: Math.random() * 9000,
        loadW: Math.random() * 6000,
        chargeLimitW: Math.floor(Math.random() * 4000),
        dischargeLimitW: Math.floor(Math.random() * 4000),
      });
      expect(isBalanced(flows)).toBe(true);
    }
  });
});
