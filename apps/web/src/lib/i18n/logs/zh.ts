import {
  communicationKindNames,
  maintenanceActionNames,
  maintenanceResultNames,
  namesIn,
} from '@sunfleet/contract/maintenance-words';

import type { TUiStrings } from '../en.ts';

/** Chinese strings of the logs. */
export const logsZh: TUiStrings['logs'] = {
  subtitle: '对电站、网关和设备所做的操作，它们上报的数据以及被拒绝的内容',
  tabs: { maintenance: '维护日志', communication: '通讯日志', debug: '调试日志' },
  filter: {
    plant: '电站',
    gateway: '网关SN',
    device: '设备SN',
    action: '操作',
    kind: '类型',
    time: '时间',
    search: '查询',
    reset: '重置',
    export: '导出Excel',
    exportFailed: '导出失败，请重试',
    refusals: '全部拒绝',
  },
  column: {
    time: '时间',
    actor: '操作人',
    action: '操作',
    plant: '电站',
    gateway: '网关',
    device: '设备',
    result: '结果',
    detail: '详情',
    kind: '类型',
    counts: '帧（存储 / 重复 / 拒绝）',
    size: '大小',
    repeats: '次数',
    content: '内容',
    state: '状态',
    request: '请求',
    reply: '回复',
  },
  system: 'Sunfleet',
  total: '共 {{total}} 条',
  view: '查看',
  contentTitle: '上报 {{msgId}}',
  noFrames: '此次上报的数据未保留（已被拒绝，或超过原始帧保留期）。',
  registers: '寄存器',
  action: namesIn(maintenanceActionNames, 'zh'),
  result: namesIn(maintenanceResultNames, 'zh'),
  kind: namesIn(communicationKindNames, 'zh'),
};
