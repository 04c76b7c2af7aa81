import type { TUiStrings } from '../en.ts';

/** Chinese strings of remote parameter settings (`settings.*`). */
export const settingsZh: TUiStrings['settings'] = {
  subtitle: '通过网关读取和修改逆变器参数',
  snLabel: '逆变器SN',
  snPlaceholder: '逆变器序列号',
  open: '打开',
  family: '参数系列',
  readAt: '读取自设备',
  readAgain: '重新读取',
  reading: '正在从设备读取当前值…',
  noParameters: '无可配置参数',
  group: '一起写入',
  save: '保存到设备',
  saving: '正在写入并回读…',
  nothingChanged: '此页没有修改',
  now: '本机时间',
  allConfirmed: '设备已确认 {{count}} 个值。',
  notConfirmed: '{{count}} 个值未被设备确认。',
  unchanged: '已是该值：{{keys}}',
  result: { name: '参数', before: '修改前', requested: '设定值', after: '设备当前值', state: '状态' },
  confirmed: '已确认',
  rejected: '未确认',
  unavailable: '参数设置不可用',
  back: '返回',
};
