import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@sunfleet/contract/errors';
import { transferRefusal, transferRefusalCodes } from './transfer-refusal.ts';

describe('transferRefusal', () => {
  it('tells a wrong password from a transfer to yourself and from an account that cannot receive', () => {
    expect(transferRefusal(108)).toEqual({ field: 'password', reason: 'wrongPassword' });
    expect(transferRefusal(701)).toEqual({ field: 'account', reason: 'toSelf' });
    expect(transferRefusal(704)).toEqual({ field: 'account', reason: 'refused' });
  });

  it('leaves other codes to the api client, and tolerates exactly the codes it explains', () => {
    expect(transferRefusal(ErrorCode.noPermission)).toBeNull();
    expect(transferRefusalCodes.every((code) => transferRefusal(code) !== null)).toBe(true);
  });
});
