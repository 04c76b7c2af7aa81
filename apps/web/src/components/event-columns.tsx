import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { isOwnEventCode, type TEvent, type TEventLevel } from '@sunfleet/contract/events';
import { formatInstant } from '@/lib/format';

const levelColors: Record<TEventLevel, string> = {
  info: 'blue',
  warning: 'warning',
  fault: 'error',
  offline: 'default',
};

/** `3 h 5 min`, `12 min`, `40 s`. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** An open event's duration so far, a closed one's as recorded. */
const durationOf = (event: TEvent, now: number) =>
  event.durationSeconds ?? Math.max(0, Math.round((now - Date.parse(event.openedAt)) / 1000));

/** An event's name, after its code when the code is the device's own (`M01`), not Sunfleet's (`rebooted`). */
export function EventName({ event }: { event: Pick<TEvent, 'code' | 'name'> }) {
  if (isOwnEventCode(event.code)) return <>{event.name}</>;
  return (
    <>
      <Typography.Text code>{event.code}</Typography.Text> {event.name}
    </>
  );
}

/** The same in plain text: `Grid over-voltage (M01)`, or only the name. */
export const eventNameText = (event: Pick<TEvent, 'code' | 'name'>) =>
  isOwnEventCode(event.code) ? event.name : `${event.name} (${event.code})`;

/**
 * The columns every event list shares: level, code and its text in the user's language, opened,
 * closed, duration and status; times on the given plant's clock, else on each event's plant's.
 */
export function eventColumns(t: TFunction, timeZone?: string): ColumnsType<TEvent> {
  const now = Date.now();
  return [
    {
      key: 'level',
      title: t('devices.events.level'),
      render: (_, event) => (
        <Tag color={levelColors[event.level]}>{t(`devices.events.levels.${event.level}`)}</Tag>
      ),
    },
    {
      key: 'event',
      title: `${t('devices.events.code')} / ${t('devices.events.name')}`,
      render: (_, event) => <EventName event={event} />,
    },
    {
      key: 'opened',
      title: t('devices.events.opened'),
      render: (_, event) => formatInstant(event.openedAt, timeZone ?? event.plantTimeZone),
    },
    {
      key: 'closed',
      title: t('devices.events.closed'),
      render: (_, event) => formatInstant(event.closedAt, timeZone ?? event.plantTimeZone),
    },
    {
      key: 'duration',
      title: t('devices.events.duration'),
      render: (_, event) => formatDuration(durationOf(event, now)),
    },
    {
      key: 'state',
      title: t('devices.events.state'),
      render: (_, event) =>
        event.closedAt ? (
          <Tag>{t('devices.events.stateClosed')}</Tag>
        ) : (
          <Tag color="red">{t('devices.events.stateOpen')}</Tag>
        ),
    },
  ];
}
