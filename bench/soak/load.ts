/**
 * What users do during the soak, over HTTP to the two api processes as a load balancer would
 * spread it: browsers reading the fleet list, a plant, its live numbers and a device's latest
 * values, and a stream of gateway restarts. A request that finds its api process gone is tried on
 * the other, as a load balancer's retry does.
 */
import type { TTokenPair } from '@sunfleet/contract/auth';
import type { TEnvelope } from '@sunfleet/contract/envelope';
import type { TGatewayCommandResult } from '@sunfleet/contract/commands';
import { percentile } from '../percentile.ts';
import type { TSoakFleet } from './fleet.ts';

const requestTimeoutMs = 15_000;

export class SoakApi {
  /** A token the readiness probe signs in with, once one exists. */
  private probeToken: string | undefined;

  constructor(readonly bases: string[]) {}

  /** A call to the preferred process, then to the others if it cannot be reached. */
  async call<T>(preferred: number, path: string, token?: string, body?: object): Promise<TEnvelope<T>> {
    let lastError: unknown;
    for (let offset = 0; offset < this.bases.length; offset += 1) {
      const base = this.bases[(preferred + offset) % this.bases.length]!;
      try {
        const response = await fetch(`${base}${path}`, {
          method: body ? 'POST' : 'GET',
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body && JSON.stringify(body),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        return (await response.json()) as TEnvelope<T>;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  async signIn(user: { account: string; password: string }) {
    const answer = await this.call<TTokenPair>(0, '/oauth/token', undefined, {
      grant_type: 'password',
      username: user.account,
      password: user.password,
    });
    if (answer.code !== 0) throw new Error(`sign-in refused: ${JSON.stringify(answer)}`);
    this.probeToken ??= answer.data.access_token;
    return answer.data.access_token;
  }

  /**
   * True when every api process answers a request that needs the database: `/ready` where the api
   * has it, else who is signed in.
   */
  async allAnswer() {
    const answers = await Promise.all(this.bases.map((base) => this.answers(base)));
    return answers.every(Boolean);
  }

  private async answers(base: string) {
    const get = (path: string, token?: string) =>
      fetch(`${base}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: AbortSignal.timeout(5_000),
      });
    try {
      const ready = await get('/ready');
      if (ready.status !== 404) return ready.ok;
      if (!this.probeToken) return true;
      const user = (await (await get('/api/v1/user', this.probeToken)).json()) as TEnvelope<unknown>;
      return user.code === 0;
    } catch {
      return false;
    }
  }
}

type TReadMinute = { requests: number; errors: number; latencies: number[] };

/** Browsers signed in as the company administrator, each reading a page every few seconds. */
export class Browsers {
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly minutes = new Map<number, TReadMinute>();
  private startedAt = 0;

  constructor(
    private readonly api: SoakApi,
    private readonly fleet: TSoakFleet,
    private readonly count: number,
    private readonly thinkMs = 5_000,
  ) {}

  async start(user: { account: string; password: string }) {
    const token = await this.api.signIn(user);
    this.running = true;
    this.startedAt = Date.now();
    this.loops = Array.from({ length: this.count }, (_, index) => this.browse(index, token));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async browse(index: number, token: string) {
    // Spread over the think time, so the browsers do not all ask at once.
    await new Promise((resolve) => setTimeout(resolve, (index * this.thinkMs) / this.count));
    let visit = index;
    while (this.running) {
      const gateway = this.fleet.gateways[(visit * 7919) % this.fleet.gateways.length]!;
      const plantId = this.fleet.plantIds[(visit * 7919) % this.fleet.plantIds.length]!;
      const pages = Math.max(1, Math.floor(this.fleet.plantIds.length / 20));
      for (const path of [
        `/api/v1/plants?page=${(visit % pages) + 1}&size=20`,
        `/api/v1/plant/${plantId}`,
        `/api/v1/plant/${plantId}/realtime`,
        `/api/v1/telemetry/${gateway.deviceSns[0]}/latest`,
      ])
        await this.read(index, path, token);
      visit += this.count;
      await new Promise((resolve) => setTimeout(resolve, this.thinkMs));
    }
  }

  private async read(index: number, path: string, token: string) {
    const started = performance.now();
    const minute = Math.floor((Date.now() - this.startedAt) / 60_000);
    const entry = this.minutes.get(minute) ?? { requests: 0, errors: 0, latencies: [] };
    this.minutes.set(minute, entry);
    entry.requests += 1;
    try {
      const answer = await this.api.call(index, path, token);
      if (answer.code !== 0) entry.errors += 1;
    } catch {
      entry.errors += 1;
    }
    entry.latencies.push(performance.now() - started);
  }

  summary() {
    return [...this.minutes.entries()]
      .sort(([a], [b]) => a - b)
      .map(([minute, entry]) => {
        const sorted = entry.latencies.sort((a, b) => a - b);
        return {
          minute,
          requests: entry.requests,
          errors: entry.errors,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
        };
      });
  }
}

/** Gateway restarts at a steady rate, round the fleet; each accepted one must run exactly once. */
export class CommandStream {
  private readonly issued: string[] = [];
  /** Requests the api refused or could not take, by reason (a fault's expected refusals). */
  readonly refused: Record<string, number> = {};
  private timer: NodeJS.Timeout | undefined;
  private pending = new Set<Promise<void>>();
  private next = 0;

  constructor(
    private readonly api: SoakApi,
    private readonly fleet: TSoakFleet,
    private readonly perMinute: number,
  ) {}

  start(user: { account: string; password: string }) {
    const tokenPromise = this.api.signIn(user);
    this.timer = setInterval(() => {
      const gateway = this.fleet.gateways[this.next % this.fleet.gateways.length]!;
      const preferred = this.next;
      this.next += 1;
      const sent = tokenPromise
        .then((token) => this.restart(preferred, gateway.sn, token))
        .finally(() => this.pending.delete(sent));
      this.pending.add(sent);
    }, 60_000 / this.perMinute);
  }

  private async restart(preferred: number, sn: string, token: string) {
    try {
      const answer = await this.api.call<TGatewayCommandResult[]>(
        preferred,
        `/api/v1/gateway/${sn}/restart`,
        token,
        {},
      );
      const result = answer.data?.[0];
      if (answer.code === 0 && result?.code === 0 && result.command) this.issued.push(result.command.id);
      else this.countRefusal(`code ${answer.code === 0 ? result?.code : answer.code}`);
    } catch (error) {
      this.countRefusal((error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable');
    }
  }

  private countRefusal(reason: string) {
    this.refused[reason] = (this.refused[reason] ?? 0) + 1;
  }

  async stop() {
    clearInterval(this.timer);
    await Promise.all(this.pending);
  }

  /**
   * The commands the api accepted. A restart asked while the gateway's last one is still queued is
   * answered with that command (the queue merges them), so requests can outnumber commands.
   */
  issuedIds() {
    return [...new Set(this.issued)];
  }

  get acceptedRequests() {
    return this.issued.length;
  }
}
