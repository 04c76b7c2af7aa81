import { describe, expect, it } from 'vitest';
import { meterSources, outputSources, phasesOf, singleMeterSources, singleOutputSources } from './device-values.ts';

const volts = (value: number) => ({ value, unit: 'V' });
const amps = (value: number) => ({ value, unit: 'A' });
const watts = (value: number) => ({ value, unit: 'W' });

/** A Sofar string inverter's output: voltage and current per phase, one total active power. */
const stringInverter = {
  gridVoltageL1: volts(230),
  gridCurrentL1: amps(10),
  gridVoltageL2: volts(230),
  gridCurrentL2: amps(10),
  gridVoltageL3: volts(230),
  gridCurrentL3: amps(20),
};

describe('phasesOf', () => {
  it('gives a string inverter’s phases their share of the total active power it reports', () => {
    const phases = phasesOf(stringInverter, 3, outputSources, singleOutputSources, 9.2);
    expect(phases.map((phase) => phase.power)).toEqual([2.3, 2.3, 4.6]);
  });

  it('takes V × A when the device reports no total either', () => {
    const phases = phasesOf(stringInverter, 3, outputSources, singleOutputSources);
    expect(phases.map((phase) => phase.power)).toEqual([2.3, 2.3, 4.6]);
  });

  it('keeps the phase power a device reports, and the sign of an export', () => {
    const meter = {
      ...stringInverter,
      gridPowerL1: watts(-1000),
      gridPowerL2: watts(-1200),
      gridPowerL3: watts(-800),
    };
    const phases = phasesOf(meter, 3, meterSources, singleMeterSources, -3);
    expect(phases.map((phase) => phase.power)).toEqual([-1, -1.2, -0.8]);
    const derived = phasesOf(stringInverter, 3, meterSources, singleMeterSources, -9.2);
    expect(derived.map((phase) => phase.power)).toEqual([-2.3, -2.3, -4.6]);
  });

  it('shows L1 of a single-phase device from its totals', () => {
    const phases = phasesOf(
      { gridVoltage: volts(231), gridCurrent: amps(4), gridPower: watts(900) },
      0,
      meterSources,
      singleMeterSources,
    );
    expect(phases).toEqual([{ phase: 'L1', voltage: 231, current: 4, power: 0.9 }]);
  });
});
