import type { upgradesEn } from './en.ts';

/** 远程升级的中文文本（`upgrades.*`）。 */
export const upgradesZh: typeof upgradesEn = {
  button: '远程升级',
  pickTitle: '远程升级 {{sn}}',
  pickIntro:
    '仅列出适用于此设备的已启用固件：型号与硬件相符，当前版本在固件允许的范围内，且比当前版本新（仅当固件允许时才可降级）。',
  current: '当前版本',
  none: '没有适用于此设备的固件。',
  publishedAt: '发布时间',
  state: '状态',
  start: '升级',
  startConfirm: '将 {{sn}} 升级到 {{version}}？烧录期间设备停止工作并会重启。',
  progressTitle: '{{sn}} 的升级',
  back: '返回设备',
  from: '原版本',
  to: '目标版本',
  startedAt: '开始时间',
  finishedAt: '结束时间',
  cancel: '取消升级',
  cancelConfirm: '请求设备停止升级？部分型号一旦开始便无法停止。',
  noUpgrade: '此设备尚未通过 Sunfleet 升级。',
  verifying: '已烧录。设备以新版本恢复并保持正常运行几分钟后即为成功。',
  history: '升级记录',
  states: {
    downloading: '下载文件中',
    sending: '发送文件中',
    upgrading: '升级中',
    verifying: '升级中：校验',
    success: '成功',
    failure: '失败',
    cancelled: '已取消',
    cancelFailed: '取消失败',
  },
  steps: { file: '文件', flash: '烧录', verify: '校验', done: '完成' },
};
