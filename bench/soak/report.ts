/**
 * The soak's report: the invariants (no upload or command lost or done twice) and the figures
 * (recovery per fault, ingest lag over time, reads, memory slope and CPU share per process).
 * `printReport` answers whether an invariant failed.
 */
import type { TBrokerKind } from './services.ts';
import type { TSoakGatewayStats } from './gateways.ts';
import { devicesPerGateway } from '../ingest-fleet.ts';

export type TFaultResult = { name: string; startedAt: number; downMs: number; recoveryMs: number };
export type TLagSample = { minute: number; p50: number; p99: number; max: number; n: number };

export type TSoakResult = {
  broker: TBrokerKind;
  settings: Record<string, number>;
  runMs: number;
  /** From the run's start to the last sample, drain included: what CPU shares divide by. */
  sampledMs: number;
  stats: TSoakGatewayStats;
  storedByGateway: Map<string, number>;
  storedFrames: number;
  /** Readings the 5-minute rollups counted: more than stored means a reading was folded twice. */
  foldedSamples: number;
  commands: {
    /** Requests the api accepted; several may name one command (merged while queued). */
    accepted: number;
    issued: string[];
    refused: Record<string, number>;
    rows: { id: string; state: string; seconds: number | null }[];
  };
  faults: TFaultResult[];
  lag: TLagSample[];
  backlog: { at: number; sent: number; stored: number }[];
  reads: { minute: number; requests: number; errors: number; p50: number; p99: number }[];
  meters: { name: string; cpuSeconds: number; slope: number; lastMb: number }[];
};

const seconds = (ms: number) => (Number.isNaN(ms) ? 'never' : `${(ms / 1000).toFixed(1)} s`);
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

function uploadCheck(result: TSoakResult) {
  let lost = 0;
  let unexpected = 0;
  for (const [sn, sent] of Object.entries(result.stats.sentByGateway)) {
    const stored = result.storedByGateway.get(sn) ?? 0;
    lost += Math.max(0, sent * devicesPerGateway - stored);
    unexpected += Math.max(0, stored - sent * devicesPerGateway);
  }
  const foldedTwice = Math.max(0, result.foldedSamples - result.storedFrames);
  const notFolded = Math.max(0, result.storedFrames - result.foldedSamples);
  return { lost, unexpected, foldedTwice, notFolded };
}

function commandCheck(result: TSoakResult) {
  const { executions } = result.stats;
  const issued = new Set(result.commands.issued);
  const states: Record<string, number> = {};
  for (const row of result.commands.rows) states[row.state] = (states[row.state] ?? 0) + 1;
  const notSucceeded = result.commands.issued.length - (states.succeeded ?? 0);
  const neverExecuted = result.commands.issued.filter((id) => !executions[id]).length;
  const executedTwice = Object.values(executions).filter((count) => count > 1).length;
  // A restart the api queued but whose answer the caller never got (its process was killed).
  const executedUnconfirmed = Object.keys(executions).filter((id) => !issued.has(id)).length;
  const receivedAgain = Object.values(result.stats.receipts).filter((count) => count > 1).length;
  const durations = result.commands.rows
    .map((row) => Number(row.seconds))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const at = (p: number) =>
    durations[Math.min(durations.length - 1, Math.floor(p * durations.length))] ?? NaN;
  return {
    states,
    notSucceeded,
    neverExecuted,
    executedTwice,
    executedUnconfirmed,
    receivedAgain,
    p50: at(0.5),
    p99: at(0.99),
  };
}

export function printReport(result: TSoakResult): boolean {
  const uploads = uploadCheck(result);
  const commands = commandCheck(result);
  const runSeconds = result.runMs / 1000;
  const lines = [
    '',
    `== Soak on ${result.broker}: ${JSON.stringify(result.settings)}, ran ${fixed(runSeconds / 60)} min`,
    '',
    'Uploads (QoS 1)',
    `  sent ${result.stats.uploadsSent} uploads = ${result.stats.uploadsSent * devicesPerGateway} readings; ` +
      `acknowledged by the broker ${result.stats.uploadsAcknowledged}; stored ${result.storedFrames} readings`,
    `  lost ${uploads.lost}, stored but never sent ${uploads.unexpected}, ` +
      `folded twice ${uploads.foldedTwice}, stored but not folded ${uploads.notFolded}; ` +
      `gateway reconnections ${result.stats.reconnections}`,
    '',
    'Commands (gateway restarts through the api)',
    `  requests accepted ${result.commands.accepted}, commands ${result.commands.issued.length} (a restart asked again while queued is merged); states ${JSON.stringify(commands.states)}; ` +
      `refused or unreachable ${JSON.stringify(result.commands.refused)}`,
    `  executed: never ${commands.neverExecuted}, twice ${commands.executedTwice}; received again (answered, not re-run) ` +
      `${commands.receivedAgain}; executed though the caller got no answer ${commands.executedUnconfirmed}`,
    `  created → finished: p50 ${fixed(commands.p50, 2)} s, p99 ${fixed(commands.p99, 2)} s`,
    '',
    'Faults (down: until the cause was undone; recovery: from then until every upload sent is stored and both api processes answer)',
    ...result.faults.map(
      (fault) =>
        `  at ${seconds(fault.startedAt).padStart(8)}  ${fault.name.padEnd(40)} down ${seconds(fault.downMs).padStart(8)}  recovery ${seconds(fault.recoveryMs)}`,
    ),
    '',
    'Ingest lag by minute of reading (received − read, seconds)',
    '  minute  readings     p50     p99     max',
    ...result.lag.map(
      (row) =>
        `  ${String(row.minute).padStart(6)}  ${String(row.n).padStart(8)}  ${fixed(row.p50, 2).padStart(6)}  ${fixed(row.p99, 2).padStart(6)}  ${fixed(row.max, 2).padStart(6)}`,
    ),
    `  backlog (readings sent, not stored) peaked at ${Math.max(0, ...result.backlog.map((point) => point.sent - point.stored))}`,
    '',
    'Reads (browsers through both api processes)',
    '  minute  requests  errors  p50 ms  p99 ms',
    ...result.reads.map(
      (row) =>
        `  ${String(row.minute).padStart(6)}  ${String(row.requests).padStart(8)}  ${String(row.errors).padStart(6)}  ${fixed(row.p50, 0).padStart(6)}  ${fixed(row.p99, 0).padStart(6)}`,
    ),
    '',
    'Processes (memory: proportional set size at the end, its slope after the first tenth of the run — noise in a run of minutes; CPU share of one core over run and drain)',
    '  process              PSS MB   MB/hour   CPU %',
    ...result.meters.map(
      (meter) =>
        `  ${meter.name.padEnd(18)} ${fixed(meter.lastMb, 0).padStart(8)} ${fixed(meter.slope, 0).padStart(9)} ${fixed((100 * meter.cpuSeconds) / (result.sampledMs / 1000)).padStart(7)}`,
    ),
  ];
  const failures = [
    uploads.lost > 0 &&
      `${uploads.lost} readings not stored by the end of the drain (lost, or the ingest is behind)`,
    uploads.foldedTwice > 0 && `${uploads.foldedTwice} readings folded twice`,
    uploads.notFolded > 0 && `${uploads.notFolded} readings not folded by the end of the drain`,
    commands.notSucceeded > 0 && `${commands.notSucceeded} commands not succeeded`,
    commands.neverExecuted > 0 && `${commands.neverExecuted} commands never executed`,
    commands.executedTwice > 0 && `${commands.executedTwice} commands executed twice`,
  ].filter(Boolean);
  lines.push(
    '',
    failures.length === 0 ? 'PASS: nothing lost, nothing twice' : `FAIL: ${failures.join('; ')}`,
  );
  console.log(lines.join('\n'));
  return failures.length > 0;
}
