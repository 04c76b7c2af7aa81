import { describe, expect, it } from 'vitest';
import { exceptionName, functionName, isFunctionCode } from './messages.ts';

describe('Modbus function and exception codes', () => {
  it('names the exception codes of the standard and no others', () => {
    expect(exceptionName(0x01)).toBe('illegalFunction');
    expect(exceptionName(0x02)).toBe('illegalDataAddress');
    expect(exceptionName(0x03)).toBe('illegalDataValue');
    expect(exceptionName(0x0a)).toBe('gatewayPathUnavailable');
    expect(exceptionName(0x0b)).toBe('gatewayTargetNoResponse');
    expect(exceptionName(0x07)).toBeUndefined();
  });

  it('knows the four function codes the toolbox and gateways use', () => {
    expect([3, 4, 6, 16].map(functionName)).toEqual([
      'readHoldingRegisters',
      'readInputRegisters',
      'writeSingleRegister',
      'writeMultipleRegisters',
    ]);
    expect(isFunctionCode(5)).toBe(false);
  });
});
