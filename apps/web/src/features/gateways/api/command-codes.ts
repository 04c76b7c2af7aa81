import { ErrorCode } from '@sunfleet/contract/errors';

/**
 * Refusals a command button shows itself: 305 (not yours), 306 (locked), 4 (bad input), 308 (the
 * gateway's queue is full), 309 (too many commands a minute).
 */
export const commandCodes = [
  ErrorCode.validation,
  ErrorCode.gatewayMissing,
  ErrorCode.gatewayLocked,
  ErrorCode.commandQueueFull,
  ErrorCode.commandRateLimited,
] as const;
