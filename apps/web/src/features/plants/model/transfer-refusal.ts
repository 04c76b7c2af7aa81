import { ErrorCode } from '@sunfleet/contract/errors';

/** The refusals of a transfer the dialog explains, each on the field the user must correct. */
export type TTransferRefusal = {
  field: 'account' | 'password';
  reason: 'wrongPassword' | 'toSelf' | 'refused';
};

/**
 * Which refusal an api code means: a wrong password (108) and a transfer to yourself (701) are told
 * apart; 704 and an unregistered account say the account cannot receive the plant. Other codes are
 * not a transfer refusal and the api client reports them.
 */
export function transferRefusal(code: number): TTransferRefusal | null {
  if (code === ErrorCode.oldPasswordWrong) return { field: 'password', reason: 'wrongPassword' };
  if (code === ErrorCode.shareToSelf) return { field: 'account', reason: 'toSelf' };
  if (code === ErrorCode.transferFailed || code === ErrorCode.accountNotRegistered)
    return { field: 'account', reason: 'refused' };
  return null;
}

/** The codes the transfer request tolerates: the dialog shows them itself. */
export const transferRefusalCodes = [
  ErrorCode.oldPasswordWrong,
  ErrorCode.shareToSelf,
  ErrorCode.transferFailed,
  ErrorCode.accountNotRegistered,
];
