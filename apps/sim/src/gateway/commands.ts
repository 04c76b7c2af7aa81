import { ZGatewayCommand, type TGatewayCommand } from '@sunfleet/contract/gateway-wire';
import { bytesToHex, hexToBytes } from '@sunfleet/modbus/conversions';
import { ModbusFrameError } from '@sunfleet/modbus/frame-error';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { channelId, hashToUnit } from '../physics/random.ts';
import { answerModbusFrame } from '../devices/modbus-server.ts';
import { ModbusError, type SimulatedDevice } from '../devices/simulated-device.ts';
import {
  cancelRefusal,
  runUpgrade,
  type UpgradeOutcome,
  type UpgradeRun,
  type UpgradeTarget,
} from './firmware-upgrade.ts';
import type { SimulatedGateway } from './simulated-gateway.ts';

type Command<TType extends TGatewayCommand['type']> = Extract<TGatewayCommand, { type: TType }>;

const upgradeChannel = channelId('firmware-upgrade');

/**
 * Obeys one `down/cmd` message. Every command with a readable `cmdId` gets replies: `rejected`
 * when it is malformed, expired or impossible, otherwise `accepted` and then its outcome.
 */
export function obeyCommand(gateway: SimulatedGateway, payload: Buffer): void {
  const raw = parseJson(payload);
  const parsed = ZGatewayCommand.safeParse(raw);
  if (!parsed.success) {
    const cmdId = (raw as { cmdId?: unknown } | undefined)?.cmdId;
    gateway.options.logger.warn(`${gateway.sn}: malformed command: ${parsed.error.issues[0]?.message ?? ''}`);
    if (typeof cmdId === 'string' && cmdId.length > 0 && cmdId.length <= 64)
      gateway.reply(cmdId, { status: 'rejected', error: 'Malformed command' });
    return;
  }
  const command = parsed.data;
  gateway.options.logger.info(`${gateway.sn}: command ${command.type} ${command.cmdId}`);
  // A command sent again (same id) is answered as before, not executed twice.
  if (!gateway.receiveOnce(command.cmdId)) return;
  if (gateway.isLocked && command.type !== 'unlock' && command.type !== 'lock') {
    gateway.reply(command.cmdId, { status: 'rejected', error: 'The gateway is locked' });
    return;
  }
  // Expiry is the cloud's wall time, whatever the simulated clock says.
  if (command.expiresAt !== undefined && Date.now() > command.expiresAt) {
    gateway.reply(command.cmdId, { status: 'rejected', error: 'The command expired before it arrived' });
    return;
  }
  const deviceSn = 'deviceSn' in command ? command.deviceSn : undefined;
  const device = gateway.findDevice(deviceSn);
  if (deviceSn !== undefined && !device) {
    gateway.reply(command.cmdId, { status: 'rejected', error: `No device ${deviceSn} behind this gateway` });
    return;
  }
  if (device && !device.isAnswering(gateway.time.now())) {
    gateway.reply(command.cmdId, { status: 'failed', error: `${device.sn} does not answer` });
    return;
  }
  execute(gateway, command, device);
}

function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}

function execute(
  gateway: SimulatedGateway,
  command: TGatewayCommand,
  device: SimulatedDevice | undefined,
): void {
  switch (command.type) {
    case 'restart':
      return restart(gateway, command, device);
    case 'readRegisters':
    case 'writeRegisters':
    case 'setPower':
      return modbusCommand(gateway, command, device);
    case 'modbusDebug':
      return modbusDebug(gateway, command, device);
    case 'upgradeFirmware':
      return upgradeFirmware(gateway, command, device);
    case 'cancelUpgrade':
      return cancelUpgrade(gateway, command, device);
    case 'demandResponse':
      return demandResponse(gateway, command);
    case 'lock':
    case 'unlock':
      gateway.isLocked = command.type === 'lock';
      gateway.reply(command.cmdId, { status: 'succeeded' });
      return;
    case 'setDigitalOutput':
      return setDigitalOutput(gateway, command);
    case 'setProtocol':
      return setProtocol(gateway, command, device);
  }
}

/**
 * The digital output: output 1 is wired to the first inverter's remote on/off input (its power
 * switch register, which its next upload shows); other outputs drive nothing the cloud sees.
 */
function setDigitalOutput(gateway: SimulatedGateway, command: Command<'setDigitalOutput'>): void {
  gateway.digitalOutputs.set(command.output, command.on);
  if (command.output === 1) {
    const inverter = gateway.devices.find((device) => device.kind.startsWith('inverter'));
    const address = inverter?.settingAddress('powerSwitch');
    if (inverter && address !== undefined) inverter.writeRegisters(address, [command.on ? 1 : 0]);
  }
  gateway.reply(command.cmdId, { status: 'succeeded' });
}

/** Protocol change: the device is polled with another shipped dictionary of its kind from now on. */
function setProtocol(
  gateway: SimulatedGateway,
  command: Command<'setProtocol'>,
  device: SimulatedDevice | undefined,
): void {
  if (!device) return;
  const dictionary = findShippedDictionary(command.dictionaryId);
  if (!dictionary || dictionary.kind !== device.kind) {
    gateway.reply(command.cmdId, {
      status: 'rejected',
      error: `${device.sn} cannot be polled with ${command.dictionaryId}`,
    });
    return;
  }
  device.changeDictionary(dictionary);
  gateway.reply(command.cmdId, { status: 'succeeded' });
}

function restart(
  gateway: SimulatedGateway,
  command: Command<'restart'>,
  device: SimulatedDevice | undefined,
): void {
  gateway.reply(command.cmdId, { status: 'accepted' });
  if (!device) {
    void gateway.restart({ cmdId: command.cmdId });
    return;
  }
  // A device reboot: it stops converting for a moment and comes back with its settings.
  const switchAddress = device.settingAddress('powerSwitch');
  const [switchWord] = switchAddress === undefined ? [] : device.readRegisters(3, switchAddress, 1);
  if (switchAddress !== undefined) device.writeRegisters(switchAddress, [0]);
  gateway.time
    .sleep(gateway.options.timing.restartDowntimeMs / 3, gateway.signal)
    .then(() => {
      if (switchAddress !== undefined) device.writeRegisters(switchAddress, [switchWord ?? 1]);
      gateway.reply(command.cmdId, { status: 'succeeded' });
    })
    .catch(() => undefined);
}

/** Register reads and writes, and power on/off (a write of the device's power switch register). */
function modbusCommand(
  gateway: SimulatedGateway,
  command: Command<'readRegisters' | 'writeRegisters' | 'setPower'>,
  device: SimulatedDevice | undefined,
): void {
  if (!device) return;
  try {
    switch (command.type) {
      case 'readRegisters': {
        const words = device.readRegisters(command.functionCode, command.start, command.count);
        const registers = { functionCode: command.functionCode, start: command.start, words };
        gateway.reply(command.cmdId, { status: 'succeeded', registers });
        return;
      }
      case 'writeRegisters':
        device.writeRegisters(command.start, command.words);
        gateway.reply(command.cmdId, { status: 'succeeded' });
        return;
      case 'setPower': {
        const address = device.settingAddress('powerSwitch');
        if (address === undefined) {
          gateway.reply(command.cmdId, {
            status: 'rejected',
            error: `${device.sn} cannot be switched on or off`,
          });
          return;
        }
        device.writeRegisters(address, [command.on ? 1 : 0]);
        gateway.reply(command.cmdId, { status: 'succeeded' });
        return;
      }
    }
  } catch (error) {
    if (!(error instanceof ModbusError)) throw error;
    gateway.reply(command.cmdId, { status: 'failed', error: error.message });
  }
}

/** Remote debug: the device's reply frame as it came, an exception reply included. */
function modbusDebug(
  gateway: SimulatedGateway,
  command: Command<'modbusDebug'>,
  device: SimulatedDevice | undefined,
): void {
  if (!device) return;
  try {
    const reply = answerModbusFrame(device, hexToBytes(command.frame), command.framing);
    gateway.reply(command.cmdId, { status: 'succeeded', frame: bytesToHex(reply, '') });
  } catch (error) {
    if (!(error instanceof ModbusFrameError)) throw error;
    gateway.reply(command.cmdId, {
      status: 'failed',
      error: `${device.sn} did not answer: ${error.message}`,
    });
  }
}

function upgradeTarget(gateway: SimulatedGateway, device: SimulatedDevice | undefined): UpgradeTarget {
  return device
    ? { sn: device.sn, isGateway: false, canCancelUpgrade: device.profile.canCancelUpgrade }
    : { sn: gateway.sn, isGateway: true, canCancelUpgrade: true };
}

function upgradeFirmware(
  gateway: SimulatedGateway,
  command: Command<'upgradeFirmware'>,
  device: SimulatedDevice | undefined,
): void {
  const target = upgradeTarget(gateway, device);
  if (gateway.upgrades.has(target.sn)) {
    gateway.reply(command.cmdId, {
      status: 'rejected',
      error: `An upgrade of ${target.sn} is already running`,
    });
    return;
  }
  const { seed, upgradeFailureRate, upgradeFaults, timing } = gateway.options;
  const run: UpgradeRun = {
    cmdId: command.cmdId,
    target,
    version: command.version,
    url: command.url,
    size: command.size,
    sha256: command.sha256,
    willFail: hashToUnit(seed, upgradeChannel, channelId(command.cmdId)) < upgradeFailureRate,
    fault: upgradeFaults.get(target.sn),
    stage: 'downloading',
    isCancelRequested: false,
  };
  gateway.upgrades.set(target.sn, run);
  gateway.reply(command.cmdId, { status: 'accepted' });
  runUpgrade(run, {
    reply: (cmdId, reply) => gateway.reply(cmdId, reply),
    step: () => gateway.time.sleep(timing.upgradeStepMs, gateway.signal),
    download: (url, offset) => downloadImage(url, offset, gateway.signal),
  })
    .then((outcome) => {
      gateway.upgrades.delete(target.sn);
      afterUpgrade(gateway, run, device, outcome);
    })
    .catch(() => gateway.upgrades.delete(target.sn));
}

/** What the hardware does once an upgrade ended: boot the new image, or the old one after a power loss. */
function afterUpgrade(
  gateway: SimulatedGateway,
  run: UpgradeRun,
  device: SimulatedDevice | undefined,
  outcome: UpgradeOutcome,
): void {
  if (outcome === 'powerLost') {
    gateway.options.logger.info(`${gateway.sn}: power lost while flashing ${run.target.sn}`);
    void gateway.restart({
      afterBoot: () =>
        gateway.reply(run.cmdId, {
          status: 'failed',
          stage: 'upgrading',
          error: 'Power lost while flashing; the previous firmware was restored',
        }),
    });
    return;
  }
  if (outcome !== 'flashed') return;
  if (run.fault === 'neverReturns') {
    gateway.options.logger.info(`${gateway.sn}: ${run.target.sn} does not come back after flashing`);
    if (device) device.commLostUntil = Number.POSITIVE_INFINITY;
    else void gateway.goSilent();
    return;
  }
  if (!device) {
    void gateway.restart({ firmware: run.version });
    return;
  }
  // The device reboots into its new image; the gateway reports the version it then reads.
  device.firmware = run.version;
  gateway.time
    .sleep(gateway.options.timing.restartDowntimeMs / 3, gateway.signal)
    .then(() => gateway.publishStatus())
    .catch(() => undefined);
}

/** The image over HTTP from byte `offset` (a Range request), as its bytes arrive. */
async function* downloadImage(url: string, offset: number, signal: AbortSignal): AsyncIterable<Uint8Array> {
  const response = await fetch(url, { signal, headers: offset > 0 ? { range: `bytes=${offset}-` } : {} });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  if (offset > 0 && response.status !== 206) throw new Error('the server did not resume the download');
  for await (const chunk of response.body) yield chunk;
}

function cancelUpgrade(
  gateway: SimulatedGateway,
  command: Command<'cancelUpgrade'>,
  device: SimulatedDevice | undefined,
): void {
  const run = gateway.upgrades.get(upgradeTarget(gateway, device).sn);
  if (!run) {
    gateway.reply(command.cmdId, { status: 'failed', error: 'No upgrade is running' });
    return;
  }
  const refusal = cancelRefusal(run);
  if (refusal) {
    gateway.reply(command.cmdId, { status: 'rejected', error: refusal });
    return;
  }
  run.isCancelRequested = true;
  gateway.reply(command.cmdId, { status: 'succeeded' });
}

function demandResponse(gateway: SimulatedGateway, command: Command<'demandResponse'>): void {
  if (command.action === 'cancel') {
    const ended = gateway.demandResponse.cancel();
    if (ended) gateway.replyTransition(ended);
    gateway.reply(command.cmdId, {
      status: ended ? 'succeeded' : 'failed',
      ...(!ended && { error: 'No event is running' }),
    });
    return;
  }
  const { plant } = gateway.options;
  if (command.action !== 'curtail' && !plant.plant.battery) {
    gateway.reply(command.cmdId, { status: 'rejected', error: 'This plant has no battery to dispatch' });
    return;
  }
  gateway.reply(command.cmdId, { status: 'accepted' });
  const replaced = gateway.demandResponse.schedule(command);
  if (replaced) gateway.replyTransition(replaced);
}
