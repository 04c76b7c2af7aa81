import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declarationProblems } from './resource-access.ts';

describe('declared access', () => {
  it('refuses a route naming a device, gateway, command or event without its ability', () => {
    expect(declarationProblems('/api/v1/inverter/:sn/alias', {})).toHaveLength(1);
    expect(declarationProblems('/api/v1/gateway/:id/delete', {})).toHaveLength(1);
    expect(declarationProblems('/api/v1/battery/:id/delete', {})).toHaveLength(1);
    expect(declarationProblems('/api/v1/gateway/:gsns/restart', {})).toHaveLength(1);
    expect(declarationProblems('/api/v1/command/:id/cancel', {})).toHaveLength(1);
    expect(declarationProblems('/api/v1/event/:id/acknowledge', {})).toHaveLength(1);
  });

  it('accepts each declared, and refuses a declaration with nothing to resolve', () => {
    expect(declarationProblems('/api/v1/inverter/:sn/alias', { device: 'configure' })).toEqual([]);
    expect(declarationProblems('/api/v1/gateway/:id/delete', { device: 'delete' })).toEqual([]);
    expect(declarationProblems('/api/v1/command/:id/cancel', { command: 'operate' })).toEqual([]);
    expect(declarationProblems('/api/v1/event/:id/acknowledge', { event: 'operate' })).toEqual([]);
    const body = z.object({ sns: z.array(z.string()) });
    expect(declarationProblems('/api/v1/gateways/batch/restart', { gateway: 'operate' }, { body })).toEqual(
      [],
    );
    expect(declarationProblems('/api/v1/gateways/batch/restart', { gateway: 'operate' })).toHaveLength(1);
    expect(declarationProblems('/api/v1/commands', { command: 'view' })).toHaveLength(1);
    expect(declarationProblems('/api/v1/events', { event: 'view' })).toHaveLength(1);
  });
});
