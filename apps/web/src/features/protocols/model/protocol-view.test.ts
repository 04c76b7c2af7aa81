import { describe, expect, it } from 'vitest';
import type { TProtocolSummary } from '@sunfleet/contract/protocol-config';
import { formatAddress, matchingProtocols } from './protocol-view.ts';

const summary = (id: string, model: string, brand: string | null = null): TProtocolSummary => ({
  id,
  model,
  brand,
  kind: 'meter',
  source: 'shipped',
  blockCount: 1,
  entryCount: 3,
  editable: false,
  updatedAt: null,
});

describe('protocol view helpers', () => {
  it('prints register addresses in hex and decimal', () => {
    expect(formatAddress(0)).toBe('0x0000 (0)');
    expect(formatAddress(0x10)).toBe('0x0010 (16)');
    expect(formatAddress(65535)).toBe('0xFFFF (65535)');
  });

  it('finds dictionaries by model, brand or id, ignoring case', () => {
    const all = [summary('deye_hybrid', 'SUN-8K', 'Deye'), summary('roof-1a2b3c', 'Roof hybrid')];
    expect(matchingProtocols(all, ' ').map((item) => item.id)).toEqual(['deye_hybrid', 'roof-1a2b3c']);
    expect(matchingProtocols(all, 'deye').map((item) => item.id)).toEqual(['deye_hybrid']);
    expect(matchingProtocols(all, 'ROOF').map((item) => item.id)).toEqual(['roof-1a2b3c']);
  });
});
