import type { z } from 'zod';
import type { ZFlag } from '../dictionary.ts';

/**
 * Deye hybrids report six alarm words: two warning words (W01–W32) followed by four fault words
 * (F01–F64), bit n of the fault words being fault F(n+1) as the inverter display shows it. Names
 * come from the Deye user manual's fault table; codes without a documented meaning keep a
 * generic name so a new code still opens an event.
 */
const knownFaults: Record<number, string> = {
  13: 'Working mode changed',
  18: 'AC over-current',
  20: 'DC over-current',
  22: 'Emergency stop',
  23: 'AC leakage current',
  24: 'DC insulation impedance failure',
  26: 'DC bus imbalance',
  29: 'Parallel CAN bus fault',
  34: 'AC over-load',
  35: 'No AC grid',
  41: 'Parallel system stopped',
  42: 'AC line low voltage',
  46: 'Backup battery fault',
  47: 'AC over-frequency',
  48: 'AC under-frequency',
  56: 'DC bus voltage too low',
  58: 'BMS communication fault',
  63: 'Arc fault',
  64: 'Heat sink high temperature',
};

const code2 = (n: number) => String(n).padStart(2, '0');

export function deyeAlarmFlags(): z.input<typeof ZFlag>[] {
  const warnings = Array.from({ length: 32 }, (_, bit) => ({
    bit,
    code: `W${code2(bit + 1)}`,
    name: { en: `Warning W${code2(bit + 1)}`, zh: `告警W${code2(bit + 1)}`, es: `Aviso W${code2(bit + 1)}` },
    severity: 'warning' as const,
  }));
  const faults = Array.from({ length: 64 }, (_, i) => {
    const code = `F${code2(i + 1)}`;
    const known = knownFaults[i + 1];
    return {
      bit: 32 + i,
      code,
      name: known
        ? { en: `${code} ${known}` }
        : { en: `Fault ${code}`, zh: `故障${code}`, es: `Fallo ${code}` },
      severity: 'fault' as const,
    };
  });
  return [...warnings, ...faults];
}
