import { z } from 'zod';
import { ZTokenPair } from './auth.ts';

/**
 * Scan-code sign-in (issue 15): the sign-in page asks for a request and shows its link as a QR
 * code; a user signed in on another device opens it and confirms; the page, polling with the
 * request's secret (never in the link), then receives a session once.
 */

export const scanLoginStates = ['pending', 'approved', 'refused', 'expired', 'used'] as const;
export const ZScanLoginState = z.enum(scanLoginStates);
export type TScanLoginState = z.infer<typeof ZScanLoginState>;

/** `POST /anonymous/scan`: a new request; `secret` stays on the screen that asked. */
export const ZScanLoginRequest = z.object({ id: z.uuid(), secret: z.string(), expiresAt: z.iso.datetime() });
export type TScanLoginRequest = z.infer<typeof ZScanLoginRequest>;

/** `POST /anonymous/scan/{id}/poll`. */
export const ZScanLoginPollBody = z.object({ secret: z.string().min(16).max(128) });

/** Its answer: the state, and the token pair exactly once, when approved. */
export const ZScanLoginPoll = z.object({ state: ZScanLoginState, tokens: ZTokenPair.nullable() });
export type TScanLoginPoll = z.infer<typeof ZScanLoginPoll>;

/**
 * `GET /api/v1/scan/{id}`: what the confirming device shows, with who asks — the requesting
 * browser's User-Agent, its address and when it asked — so a user does not approve a stranger.
 */
export const ZScanLoginView = z.object({
  state: ZScanLoginState,
  expiresAt: z.iso.datetime(),
  requestedAt: z.iso.datetime(),
  address: z.string(),
  userAgent: z.string(),
});
export type TScanLoginView = z.infer<typeof ZScanLoginView>;

/** Seconds a scan-code request lives. */
export const scanLoginLifeSeconds = 120;

/** Scan-code requests one address may make within a request's life (a waiting page makes one). */
export const scanRequestsPerAddress = 20;
