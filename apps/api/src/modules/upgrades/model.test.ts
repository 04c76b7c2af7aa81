import { describe, expect, it } from 'vitest';
import { judgeUpgrade, shownStateOf, type TUpgradeFacts } from './model.ts';

const timings = { healthyMs: 180_000, returnTimeoutMs: 15 * 60_000 };
const t0 = new Date('2026-06-01T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

const running = (over: Partial<TUpgradeFacts> = {}): TUpgradeFacts => ({
  state: 'downloading',
  progress: 0,
  toVersion: 'V2_0_0',
  cancelState: null,
  flashedAt: null,
  versionSeenAt: null,
  command: { state: 'acknowledged', stage: 'downloading', progress: 25, error: null },
  cancelCommand: null,
  target: { version: 'V1_0_0', isOffline: false, lastSeenAt: t0, hasNewFault: false },
  ...over,
});

describe('judgeUpgrade', () => {
  it('follows the stages the command channel reports and logs each change once', () => {
    const step = judgeUpgrade(
      running({ command: { state: 'acknowledged', stage: 'sending', progress: 50, error: null } }),
      t0,
      timings,
    );
    expect(step).toMatchObject({ state: 'sending', progress: 50, finishCommand: null, logLine: 'sending' });
    const same = judgeUpgrade(
      running({
        state: 'sending',
        command: { state: 'acknowledged', stage: 'sending', progress: 75, error: null },
      }),
      t0,
      timings,
    );
    expect(same.logLine).toBe('');
  });

  it('does not call a flashed image a success before the device is back on it', () => {
    const flashed = running({
      state: 'upgrading',
      command: { state: 'acknowledged', stage: 'verifying', progress: 100, error: null },
    });
    const step = judgeUpgrade(flashed, t0, timings);
    expect(step).toMatchObject({
      state: 'verifying',
      flashedAt: t0,
      versionSeenAt: null,
      finishCommand: null,
    });
  });

  it('succeeds once the new version has been seen and stayed healthy for the window', () => {
    const verifying = running({
      state: 'verifying',
      flashedAt: t0,
      command: { state: 'acknowledged', stage: 'verifying', progress: 100, error: null },
      target: { version: 'v2_0_0', isOffline: false, lastSeenAt: at(40), hasNewFault: false },
    });
    const seen = judgeUpgrade(verifying, at(41), timings);
    expect(seen).toMatchObject({ state: 'verifying', versionSeenAt: at(41), logLine: 'back on V2_0_0' });
    const early = judgeUpgrade({ ...verifying, versionSeenAt: at(41) }, at(200), timings);
    expect(early.state).toBe('verifying');
    const done = judgeUpgrade({ ...verifying, versionSeenAt: at(41) }, at(221), timings);
    expect(done).toMatchObject({ state: 'success', finishCommand: 'succeeded' });
  });

  it('fails a device that goes offline or faults within the window', () => {
    const seen = running({
      state: 'verifying',
      flashedAt: t0,
      versionSeenAt: at(30),
      command: { state: 'acknowledged', stage: 'verifying', progress: 100, error: null },
      target: { version: 'V2_0_0', isOffline: false, lastSeenAt: at(60), hasNewFault: true },
    });
    expect(judgeUpgrade(seen, at(61), timings)).toMatchObject({
      state: 'failure',
      finishCommand: 'failed',
      error: 'Raised a fault on V2_0_0 before it proved healthy',
    });
  });

  it('fails a device not back with the new version within the return time', () => {
    const silent = running({
      state: 'verifying',
      flashedAt: t0,
      command: { state: 'acknowledged', stage: 'verifying', progress: 100, error: null },
      target: { version: 'V1_0_0', isOffline: false, lastSeenAt: at(100), hasNewFault: false },
    });
    expect(judgeUpgrade(silent, at(15 * 60), timings).state).toBe('verifying');
    expect(judgeUpgrade(silent, at(15 * 60 + 1), timings)).toMatchObject({
      state: 'failure',
      error: 'Not back with V2_0_0 within 15 minutes of flashing (reports V1_0_0)',
    });
  });

  it('ends with the command: failed, timed out, cancelled', () => {
    const failed = judgeUpgrade(
      running({
        command: { state: 'failed', stage: 'downloading', progress: null, error: 'Checksum mismatch' },
      }),
      t0,
      timings,
    );
    expect(failed).toMatchObject({ state: 'failure', error: 'Checksum mismatch', finishCommand: null });
    expect(
      judgeUpgrade(
        running({ command: { state: 'cancelled', stage: null, progress: null, error: null } }),
        t0,
        timings,
      ).state,
    ).toBe('cancelled');
  });

  it('shows "cancel failed" while a refused cancel stands, and the upgrade runs on', () => {
    const refused = judgeUpgrade(
      running({
        state: 'upgrading',
        cancelState: 'requested',
        command: { state: 'acknowledged', stage: 'upgrading', progress: 50, error: null },
        cancelCommand: { state: 'failed', error: 'does not support cancelling an upgrade' },
      }),
      t0,
      timings,
    );
    expect(refused).toMatchObject({ state: 'upgrading', cancelState: 'refused' });
    expect(refused.logLine).toBe('cancel failed: does not support cancelling an upgrade');
    expect(shownStateOf('upgrading', 'refused')).toBe('cancelFailed');
    expect(shownStateOf('success', 'refused')).toBe('success');
  });
});
