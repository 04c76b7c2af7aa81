import { describe, expect, it } from 'vitest';
import { operatingStateOfLabel, shippedOperatingStateOf } from './operating-state.ts';

describe('an inverter’s operating state', () => {
  it('reads each brand’s words for off, waiting and producing', () => {
    expect(['Off', 'Control Shutdown', 'Turn off'].map(operatingStateOfLabel)).toEqual([
      'shutDown',
      'shutDown',
      'shutDown',
    ]);
    expect(['Stand-by', 'Waiting State', 'Initial Standby'].map(operatingStateOfLabel)).toEqual([
      'standby',
      'standby',
      'standby',
    ]);
    expect(['Normal', 'On Grid/Generating', 'Self-checking'].map(operatingStateOfLabel)).toEqual([
      'running',
      'running',
      'running',
    ]);
    expect(['Permanent fault', 'Grid OverVoltage', 'Downtime'].map(operatingStateOfLabel)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('follows the shipped dictionary’s status word: a micro inverter’s 3 is off, a Sofar’s 0 stand-by', () => {
    expect(shippedOperatingStateOf('sunfleet_micro', 3)).toBe('shutDown');
    expect(shippedOperatingStateOf('sofar_lsw3', 0)).toBe('standby');
    expect(shippedOperatingStateOf('sofar_lsw3', 2)).toBe('running');
    expect(shippedOperatingStateOf('solis_hybrid', 3)).toBe('running');
    expect(shippedOperatingStateOf('sofar_lsw3', undefined)).toBeNull();
    expect(shippedOperatingStateOf('an_imported_map', 0)).toBeNull();
  });
});
