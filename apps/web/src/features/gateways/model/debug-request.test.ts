import { describe, expect, it } from 'vitest';
import { buildRequest, readRequest, readWriteValues, type TDebugBuilder } from './debug-request.ts';

const builder = (change: Partial<TDebugBuilder>): TDebugBuilder => ({
  unitId: 1,
  functionCode: 3,
  start: 0,
  count: 10,
  values: '',
  ...change,
});

describe('the remote-debug request builder', () => {
  it('builds a read as before', () => {
    expect(buildRequest(builder({}), 'en')).toBe('01 03 00 00 00 0A C5 CD');
  });

  it('builds a single write (06) and a multiple write (16), which read back as writes', () => {
    const single = buildRequest(builder({ functionCode: 6, start: 16, values: '500' }), 'en')!;
    expect(readRequest(single, 'rtu')).toMatchObject({
      isWrite: true,
      message: { kind: 'writeSingle', address: 16, value: 500 },
    });
    const multiple = buildRequest(builder({ functionCode: 16, start: 16, values: '1, 2 3' }), 'en')!;
    expect(readRequest(multiple, 'rtu')).toMatchObject({
      isWrite: true,
      message: { kind: 'writeMultipleRequest', start: 16, values: [1, 2, 3] },
    });
    expect(readRequest(buildRequest(builder({}), 'en')!, 'rtu')?.isWrite).toBe(false);
  });

  it("holds a write's values to the positive-integer rule, one for 06", () => {
    expect(readWriteValues('01', 6, 'en').problem).toBe('Please input positive integer');
    expect(readWriteValues('70000', 6, 'en').problem).toBe('Please input 0-65535');
    expect(readWriteValues('', 16, 'zh').problem).toBe('请输入1-123');
    expect(readWriteValues('7, 0', 16, 'en')).toEqual({ values: [7, 0], problem: null });
    expect(buildRequest(builder({ functionCode: 16, values: '1.5' }), 'en')).toBeNull();
  });
});
