import type { TUiStrings } from './en.ts';
import { zhCore } from './zh-core.ts';
import { plantsZh, workdataZh } from './plants/zh.ts';
import { invertersZh } from './inverters/zh.ts';
import { companiesZh, versionsZh } from './companies/zh.ts';
import { customersZh } from './customers/zh.ts';
import { firmwareZh } from './firmware/zh.ts';
import { upgradesZh } from './upgrades/zh.ts';
import { protocolsZh } from './protocols/zh.ts';
import { logsZh } from './logs/zh.ts';
import { gatewaysZh } from './gateways/zh.ts';
import { settingsZh } from './settings/zh.ts';
import { toolboxZh } from './toolbox/zh.ts';
import { commandsZh } from './commands/zh.ts';
import { campaignsZh } from './campaigns/zh.ts';
import { demandResponseZh } from './demand-response/zh.ts';
import { drEventsZh } from './dr-events/zh.ts';
import { devicesZh } from './devices/zh.ts';

export const zh: TUiStrings = {
  ...zhCore,
  download: {
    title: '手机上的 Sunfleet',
    text: '随时查看电站、接收告警通知，并在现场调试网关。',
    android: 'Android',
    androidText: '适用于 Android 8 及以上的手机和平板。',
    ios: 'iOS',
    iosText: '适用于 iOS 14 及以上的 iPhone 和 iPad。',
    notPublished: '尚未发布',
    notPublishedText: '应用在应用商店上架后，下载链接将显示在这里。',
  },
  firmwareLog: {
    title: '固件发布日志',
    text: 'Sunfleet 上发布的网关和逆变器固件的更新说明。',
    empty: '尚未发布任何固件。',
  },
  empty: {
    notYet: '暂无内容',
    planned: '此页面尚未建成',
    todayDevices: '目前可在每个电站的概览中查看其设备及最新读数。',
    todayEvents: '目前可在每个电站的概览中查看其事件。',
    openPlants: '打开电站列表',
    gateways: '这里将列出您可见的所有网关及其状态，并可通过 SN 和密钥导入网关。',
    inverters: '这里将列出网关上报的所有逆变器及其状态和读数。',
    batteries: '这里将列出网关上报的电池包及其 BMS 数据。',
    events: '这里将列出所有设备的告警和故障，并可筛选。',
    enrollmentPlan: '这里将可把电站注册到需求响应项目。',
    demandEvents: '这里将列出需求响应项目的调度事件。',
    customerList: '这里将列出您的客户及其电站。',
    customerTypes: '这里将提供客户分类。',
    maintenanceLog: '这里将提供电站的维护记录。',
    allGateways: '这里将列出平台上的所有网关。',
  },
  profile: {
    title: '个人设置',
    subtitle: '您的资料、密码和偏好',
    profileCard: '个人资料',
    avatar: '头像',
    changeAvatar: '更换头像',
    avatarHint: 'JPG、JPEG 或 PNG，最大 6 MB',
    nickname: '昵称',
    account: '账号',
    language: '语言',
    theme: '主题',
    save: '保存修改',
    saved: '已保存',
    passwordCard: '修改密码',
    oldPassword: '当前密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
    changePassword: '修改密码',
    passwordChanged: '密码已修改',
    avatarUpdated: '头像已更新',
  },
  mailDelivery: {
    serverLog:
      '此处未配置邮件服务器，因此没有发送邮件：验证码已写入服务器日志。请向管理员索取（演示环境中，在运行 npm start 的控制台里）。',
  },
  alarmMail: {
    title: '告警邮件',
    hint: '事件持续数分钟未恢复时发送邮件，恢复正常时再次通知。频繁变化的设备每小时最多一封邮件，之后汇总发送。',
    email: '邮箱地址',
    getCode: '获取验证码',
    code: '邮件中的验证码',
    codeSent: '验证码已发送，请查收邮件',
    levels: '级别',
    plants: '电站',
    plantsHint: '留空表示您可见的全部电站。',
    allPlants: '我的全部电站',
    save: '保存',
    saved: '告警邮件已开启',
  },
  plants: plantsZh,
  workdata: workdataZh,
  protocols: protocolsZh,
  inverters: invertersZh,
  companies: companiesZh,
  versions: versionsZh,
  customers: customersZh,
  firmware: firmwareZh,
  upgrades: upgradesZh,
  toolbox: toolboxZh,
  settings: settingsZh,
  commands: commandsZh,
  campaigns: campaignsZh,
  demandResponse: demandResponseZh,
  drEvents: drEventsZh,
  logs: logsZh,
  gateways: gatewaysZh,
  devices: devicesZh,
};
