/**
 * The soak's own PostgreSQL cluster and MQTT broker, started in a scratch directory on free ports.
 * The machine's PostgreSQL (5432) and Mosquitto (1883) serve other tests, so the soak never stops
 * them; these it stops, kills and restarts as its faults ask.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import mqtt from 'mqtt';
import pg from 'pg';

const postgresBin = process.env.SOAK_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const rabbitBin = '/usr/lib/rabbitmq/bin';
const isRoot = process.getuid?.() === 0;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a command to its end and throws with its output when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { env, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  return result.stdout;
}

/** initdb and the server refuse to run as root: as root, they run as the `postgres` user. */
const asPostgres = (command: string, args: string[]) =>
  isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
}

/** A PostgreSQL cluster of its own (trust auth, loopback), for as long as the soak runs. */
export class SoakPostgres {
  readonly dataDir: string;
  readonly socketDir: string;
  port = 0;

  constructor(private readonly dir: string) {
    this.dataDir = join(dir, 'pg');
    this.socketDir = join(dir, 'pg-socket');
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async init() {
    this.port = await freePort();
    mkdirSync(this.socketDir, { recursive: true });
    if (isRoot) {
      chmodSync(this.dir, 0o755);
      const { uid, gid } = userIds('postgres');
      chownSync(this.socketDir, uid, gid);
      mkdirSync(this.dataDir, { mode: 0o700 });
      chownSync(this.dataDir, uid, gid);
    }
    asPostgres(join(postgresBin, 'initdb'), [
      '-D',
      this.dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
    ]);
    await this.start();
  }

  async start() {
    asPostgres(join(postgresBin, 'pg_ctl'), [
      '-D',
      this.dataDir,
      '-l',
      join(this.dataDir, 'server.log'),
      '-o',
      `-p ${this.port} -k ${this.socketDir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      '-w',
      'start',
    ]);
    await until(async () => (await this.query('SELECT 1'), true), 30_000, 'PostgreSQL');
  }

  /** A fast shutdown: sessions are ended, as a server going away ends them. */
  stop() {
    asPostgres(join(postgresBin, 'pg_ctl'), ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  /** The postmaster's pid (first line of postmaster.pid), for memory and CPU sampling. */
  pid(): number | undefined {
    try {
      return Number(readFileSync(join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  }

  async query<T = Record<string, unknown>>(statement: string, database = 'postgres') {
    const client = new pg.Client({ connectionString: this.url.replace(/\/postgres$/, `/${database}`) });
    // A server stopped mid-query also emits 'error', which unheard would end the soak.
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(statement)).rows as T[];
    } finally {
      await client.end();
    }
  }
}

function userIds(name: string) {
  return { uid: Number(run('id', ['-u', name]).trim()), gid: Number(run('id', ['-g', name]).trim()) };
}

export type TBrokerKind = 'mosquitto' | 'rabbitmq';

/** What the soak needs of a broker: its URL, a restart (the fault) and its pid for sampling. */
export interface SoakBroker {
  readonly kind: TBrokerKind;
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  pid(): number | undefined;
}

async function brokerAnswers(url: string) {
  const client = await mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 2_000 });
  await client.endAsync();
  return true;
}

/**
 * Mosquitto with persistence (sessions and queued QoS 1 messages survive a restart) and a queue
 * deep enough for the backlog of a worker paused for a minute. The store is written on shutdown
 * (the restart fault is a clean one) and every 30 minutes, the default: saving 10,000 sessions
 * every few seconds stalled the broker long enough for its clients' keep-alives to time out.
 */
export class SoakMosquitto implements SoakBroker {
  readonly kind = 'mosquitto';
  private child: ChildProcess | undefined;
  private port = 0;
  private readonly config: string;

  constructor(private readonly dir: string) {
    this.config = join(dir, 'mosquitto.conf');
  }

  get url() {
    return `mqtt://127.0.0.1:${this.port}`;
  }

  async start() {
    if (this.port === 0) {
      this.port = await freePort();
      const store = join(this.dir, 'mosquitto');
      mkdirSync(store, { recursive: true });
      writeFileSync(
        this.config,
        [
          `listener ${this.port} 127.0.0.1`,
          'allow_anonymous true',
          'persistence true',
          `persistence_location ${store}/`,
          'max_queued_messages 1000000',
          'max_queued_bytes 0',
          'max_inflight_messages 100',
          'set_tcp_nodelay true',
          // As root Mosquitto would drop to the `mosquitto` user, who cannot write the store.
          `user ${userInfo().username}`,
          `log_dest file ${join(this.dir, 'mosquitto.log')}`,
          '',
        ].join('\n'),
      );
    }
    this.child = spawn('mosquitto', ['-c', this.config], { stdio: 'ignore' });
    await until(() => brokerAnswers(this.url), 20_000, 'Mosquitto');
  }

  /** SIGTERM: Mosquitto writes its store and ends, as a service restart does. */
  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  pid() {
    return this.child?.pid;
  }
}

/**
 * A RabbitMQ node of its own (its own node name, ports and Mnesia directory) with the MQTT plugin
 * enabled, anonymous MQTT connections mapped to `guest` on loopback. The machine's RabbitMQ node,
 * if one runs, is not touched.
 */
export class SoakRabbitMq implements SoakBroker {
  readonly kind = 'rabbitmq';
  private child: ChildProcess | undefined;
  private port = 0;
  private env: NodeJS.ProcessEnv = {};

  constructor(private readonly dir: string) {}

  get url() {
    return `mqtt://127.0.0.1:${this.port}`;
  }

  private async configure() {
    this.port = await freePort();
    const base = join(this.dir, 'rabbitmq');
    mkdirSync(base, { recursive: true });
    const amqpPort = await freePort();
    writeFileSync(join(base, 'enabled_plugins'), '[rabbitmq_mqtt].\n');
    writeFileSync(
      join(base, 'rabbitmq.conf'),
      [
        `listeners.tcp.default = 127.0.0.1:${amqpPort}`,
        `mqtt.listeners.tcp.default = 127.0.0.1:${this.port}`,
        'mqtt.allow_anonymous = true',
        'mqtt.tcp_listen_options.nodelay = true',
        '',
      ].join('\n'),
    );
    writeFileSync(join(base, 'rabbitmq-env.conf'), '');
    this.env = {
      ...process.env,
      RABBITMQ_CONF_ENV_FILE: join(base, 'rabbitmq-env.conf'),
      RABBITMQ_NODENAME: `soak${this.port}@localhost`,
      RABBITMQ_NODE_PORT: String(amqpPort),
      RABBITMQ_DIST_PORT: String(await freePort()),
      RABBITMQ_CONFIG_FILE: join(base, 'rabbitmq'),
      RABBITMQ_ENABLED_PLUGINS_FILE: join(base, 'enabled_plugins'),
      RABBITMQ_MNESIA_BASE: join(base, 'mnesia'),
      RABBITMQ_LOG_BASE: join(base, 'log'),
      RABBITMQ_PID_FILE: join(base, 'node.pid'),
      ERL_EPMD_ADDRESS: '127.0.0.1',
    };
  }

  async start() {
    if (this.port === 0) await this.configure();
    this.child = spawn(join(rabbitBin, 'rabbitmq-server'), [], { env: this.env, stdio: 'ignore' });
    // The node boots Erlang, Mnesia and the plugin: tens of seconds on a loaded machine.
    await until(() => brokerAnswers(this.url), 180_000, 'RabbitMQ');
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    spawnSync(join(rabbitBin, 'rabbitmqctl'), ['stop'], { env: this.env, stdio: 'ignore' });
    const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    await exited;
    clearTimeout(killer);
  }

  /** The Erlang VM's pid (the script's child), from the pid file the node writes. */
  pid() {
    try {
      return Number(readFileSync(this.env.RABBITMQ_PID_FILE!, 'utf8').trim());
    } catch {
      return this.child?.pid;
    }
  }
}
