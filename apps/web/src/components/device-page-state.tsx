import { useState } from 'react';
import { Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { todayIn } from '@sunfleet/contract/zoned-date';

/** The day a device page shows: the one picked, else today on the plant's clock (UTC without one). */
export function useDeviceDay(timeZone: string | undefined) {
  const [date, setDate] = useState<string>();
  return { day: date ?? todayIn(timeZone ?? 'UTC'), setDate };
}

/** A device page whose SN is not known: says so, with a link back to the list at `back`. */
export function DeviceMissing({ back }: { back: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      subTitle={t('devices.missing')}
      extra={<Link to={back}>{t('devices.backToList')}</Link>}
    />
  );
}
