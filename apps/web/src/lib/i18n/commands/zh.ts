import { commandStateNames } from '@sunfleet/contract/commands';
import { namesIn } from '@sunfleet/contract/maintenance-words';
import type { TUiStrings } from '../en.ts';

/** Chinese strings of the command channel. */
export const commandsZh: TUiStrings['commands'] = {
  states: namesIn(commandStateNames, 'zh'),
  kinds: {
    restart: '重启',
    lock: '锁定',
    unlock: '解锁',
    setDigitalOutput: '数字输出',
    setProtocol: '协议修改',
    modbusDebug: '远程调试',
    readRegisters: '读寄存器',
    writeRegisters: '写寄存器',
    setPower: '开关机',
    upgradeFirmware: '固件升级',
    cancelUpgrade: '取消升级',
    demandResponse: '需求响应',
  },
  queuedOffline: '等待网关上线（截至 {{until}}）',
  attempt: '第 {{attempts}} 次尝试',
  cancel: '取消',
  live: '实时',
};
