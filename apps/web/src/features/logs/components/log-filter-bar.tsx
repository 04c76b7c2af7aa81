import { useState, type ReactNode } from 'react';
import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLogPlants } from '../api/get-log-plants.ts';
import { cleanFilter, type TLogFilter } from '../model/log-filter.ts';

type TDraft = Omit<TLogFilter, 'from' | 'to'> & { range?: [Dayjs | null, Dayjs | null] | null };

/**
 * The filters every log screen has (plant, gateway SN, device SN, a time window) plus its own
 * select (`kindSelect`: action or kind), applied with Search; Export downloads what they select.
 */
export function LogFilterBar({
  testId,
  kindSelect,
  onSearch,
  onExport,
  isExporting,
}: {
  testId: string;
  kindSelect?: (value: string | undefined, onChange: (value: string | undefined) => void) => ReactNode;
  onSearch: (filter: TLogFilter) => void;
  onExport: () => void;
  isExporting: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TDraft>({});
  const [keyword, setKeyword] = useState('');
  const plants = useLogPlants(keyword);
  const kindValue = draft.action ?? draft.kind;
  const search = (next: TDraft) => {
    const [from, to] = next.range ?? [];
    onSearch(
      cleanFilter({
        plantId: next.plantId,
        gatewaySn: next.gatewaySn,
        deviceSn: next.deviceSn,
        action: next.action,
        kind: next.kind,
        from: from?.startOf('day').toISOString(),
        to: to?.endOf('day').add(1, 'millisecond').toISOString(),
      }),
    );
  };
  return (
    <Flex wrap gap={8} align="center" data-testid={`${testId}-filters`}>
      <Select
        data-testid={`${testId}-plant`}
        allowClear
        showSearch
        filterOption={false}
        onSearch={setKeyword}
        style={{ width: 200 }}
        placeholder={t('logs.filter.plant')}
        value={draft.plantId}
        onChange={(plantId?: string) => setDraft({ ...draft, plantId })}
        options={(plants.data ?? []).map((plant) => ({ value: plant.id, label: plant.name }))}
      />
      <Input
        data-testid={`${testId}-gateway`}
        allowClear
        style={{ width: 170 }}
        placeholder={t('logs.filter.gateway')}
        value={draft.gatewaySn}
        onChange={(event) => setDraft({ ...draft, gatewaySn: event.target.value })}
        onPressEnter={() => search(draft)}
      />
      <Input
        data-testid={`${testId}-device`}
        allowClear
        style={{ width: 170 }}
        placeholder={t('logs.filter.device')}
        value={draft.deviceSn}
        onChange={(event) => setDraft({ ...draft, deviceSn: event.target.value })}
        onPressEnter={() => search(draft)}
      />
      {kindSelect?.(kindValue, (value) =>
        setDraft(
          testId === 'maintenance'
            ? { ...draft, action: value as TLogFilter['action'] }
            : { ...draft, kind: value as TLogFilter['kind'] },
        ),
      )}
      <DatePicker.RangePicker
        data-testid={`${testId}-range`}
        value={draft.range ?? null}
        onChange={(range) => setDraft({ ...draft, range })}
      />
      <Button
        type="primary"
        icon={<SearchOutlined />}
        data-testid={`${testId}-search`}
        onClick={() => search(draft)}
      >
        {t('logs.filter.search')}
      </Button>
      <Button
        icon={<ReloadOutlined />}
        data-testid={`${testId}-reset`}
        onClick={() => {
          setDraft({});
          search({});
        }}
      >
        {t('logs.filter.reset')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        data-testid={`${testId}-export`}
        loading={isExporting}
        onClick={onExport}
      >
        {t('logs.filter.export')}
      </Button>
    </Flex>
  );
}
