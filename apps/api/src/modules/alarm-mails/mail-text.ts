import type { TAlarmLevel } from '@sunfleet/contract/alarm-mail';
import { deviceStatusNames } from '@sunfleet/contract/enums';
import { fillTemplate, type TLang, type TLocalized } from '@sunfleet/contract/lang';
import type { TNoticeEvent } from './repository.ts';

/** The texts of alarm e-mails, in the recipient's language. */

const texts = {
  codeSubject: {
    en: 'Your Sunfleet alarm e-mail code',
    zh: 'Sunfleet 告警邮件验证码',
    es: 'Su código para los correos de alarma de Sunfleet',
  },
  codeBody: {
    en: 'Your code is {code}. Enter it in Sunfleet within {minutes} minutes to receive alarm e-mails at this address.',
    zh: '您的验证码是 {code}。请在 {minutes} 分钟内在 Sunfleet 中输入，以便在此地址接收告警邮件。',
    es: 'Su código es {code}. Introdúzcalo en Sunfleet en {minutes} minutos para recibir correos de alarma en esta dirección.',
  },
  openSubject: {
    en: '[Sunfleet] {level}: {event} — {plant}',
    zh: '【Sunfleet】{level}：{event} — {plant}',
    es: '[Sunfleet] {level}: {event} — {plant}',
  },
  openBody: {
    en: 'Plant {plant}: device {sn} reports "{event}" ({level}, code {code}) since {since} UTC, for more than {minutes} minutes now.\nYou will get another e-mail when it is back to normal. Open Sunfleet to see the plant\'s events.',
    zh: '电站 {plant}：设备 {sn} 自 {since} UTC 起报告“{event}”（{level}，代码 {code}），已持续超过 {minutes} 分钟。\n恢复正常时您会再收到一封邮件。打开 Sunfleet 查看电站事件。',
    es: 'Planta {plant}: el dispositivo {sn} informa de "{event}" ({level}, código {code}) desde las {since} UTC, hace más de {minutes} minutos.\nRecibirá otro correo cuando vuelva a la normalidad. Abra Sunfleet para ver los eventos de la planta.',
  },
  closeSubject: {
    en: '[Sunfleet] Back to normal: {event} — {plant}',
    zh: '【Sunfleet】已恢复正常：{event} — {plant}',
    es: '[Sunfleet] De vuelta a la normalidad: {event} — {plant}',
  },
  closeBody: {
    en: 'Plant {plant}: "{event}" on device {sn} ended at {until} UTC after {minutes} minutes. The device is back to normal.',
    zh: '电站 {plant}：设备 {sn} 的“{event}”已于 {until} UTC 结束，持续 {minutes} 分钟。设备已恢复正常。',
    es: 'Planta {plant}: "{event}" en el dispositivo {sn} terminó a las {until} UTC tras {minutes} minutos. El dispositivo ha vuelto a la normalidad.',
  },
  digestSubject: {
    en: '[Sunfleet] Alarm digest: {count} more changes',
    zh: '【Sunfleet】告警汇总：另有 {count} 项变化',
    es: '[Sunfleet] Resumen de alarmas: {count} cambios más',
  },
  digestIntro: {
    en: 'These devices changed again within the hour after their last alarm e-mail (at most one e-mail per device and kind per hour):',
    zh: '以下设备在上一封告警邮件后一小时内再次变化（每台设备每类每小时最多一封邮件）：',
    es: 'Estos dispositivos volvieron a cambiar en la hora siguiente a su último correo de alarma (como máximo un correo por dispositivo y tipo por hora):',
  },
  digestLine: {
    en: '- {plant} · {sn}: {opened} opened, {closed} back to normal (latest: {event})',
    zh: '- {plant} · {sn}：{opened} 次发生，{closed} 次恢复（最近：{event}）',
    es: '- {plant} · {sn}: {opened} abiertas, {closed} normalizadas (última: {event})',
  },
} satisfies Record<string, TLocalized>;

const eventName = (event: TNoticeEvent, lang: TLang) => event.name[lang] ?? event.name.en;
const clock = (at: Date | null) => (at ?? new Date()).toISOString().slice(0, 16).replace('T', ' ');

export function notifyCodeMail(code: string, minutes: number, lang: TLang) {
  return { subject: texts.codeSubject[lang], text: fillTemplate(texts.codeBody[lang], { code, minutes }) };
}

export function openedMail(event: TNoticeEvent, lang: TLang, now: Date) {
  const params = {
    plant: event.plantName,
    event: eventName(event, lang),
    level: deviceStatusNames[event.level as TAlarmLevel][lang],
    sn: event.sourceSn,
    code: event.code,
    since: clock(event.openedAt),
    minutes: Math.max(0, Math.floor((now.getTime() - event.openedAt.getTime()) / 60_000)),
  };
  return {
    subject: fillTemplate(texts.openSubject[lang], params),
    text: fillTemplate(texts.openBody[lang], params),
  };
}

export function closedMail(event: TNoticeEvent, lang: TLang) {
  const closedAt = event.closedAt ?? new Date();
  const params = {
    plant: event.plantName,
    event: eventName(event, lang),
    sn: event.sourceSn,
    until: clock(closedAt),
    minutes: Math.max(0, Math.round((closedAt.getTime() - event.openedAt.getTime()) / 60_000)),
  };
  return {
    subject: fillTemplate(texts.closeSubject[lang], params),
    text: fillTemplate(texts.closeBody[lang], params),
  };
}

export function digestMail(items: { kind: 'open' | 'close'; event: TNoticeEvent }[], lang: TLang) {
  const byDevice = new Map<string, { event: TNoticeEvent; opened: number; closed: number }>();
  for (const { kind, event } of items) {
    const entry = byDevice.get(event.sourceSn) ?? { event, opened: 0, closed: 0 };
    if (kind === 'open') entry.opened += 1;
    else entry.closed += 1;
    if (event.openedAt >= entry.event.openedAt) entry.event = event;
    byDevice.set(event.sourceSn, entry);
  }
  const lines = [...byDevice.values()].map(({ event, opened, closed }) =>
    fillTemplate(texts.digestLine[lang], {
      plant: event.plantName,
      sn: event.sourceSn,
      opened,
      closed,
      event: eventName(event, lang),
    }),
  );
  return {
    subject: fillTemplate(texts.digestSubject[lang], { count: items.length }),
    text: [texts.digestIntro[lang], ...lines].join('\n'),
  };
}
