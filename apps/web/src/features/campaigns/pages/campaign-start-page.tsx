import { useMemo } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { campaignDefaults } from '@sunfleet/contract/campaigns';
import { deviceStatuses, deviceStatusNames } from '@sunfleet/contract/enums';
import { PageFrame } from '@/components/page-frame';
import { usePermissions } from '@/components/permissions';
import { NoAccessResult } from '@/components/result-pages';
import { ApiError } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { useLang } from '@/lib/use-lang';
import { usePlantChoices } from '../api/get-plant-choices.ts';
import { libraryViewOf, useUpgradeImages } from '../api/get-upgrade-images.ts';
import { useCampaignPreview } from '../api/preview-campaign.ts';
import { useStartCampaign } from '../api/start-campaign.ts';
import { CampaignPreview } from '../components/campaign-preview.tsx';
import {
  familyOf,
  grantedFamiliesOf,
  grantedKindsOf,
  previewBodyOf,
  requestIssuesOf,
  selectionOf,
  startRequestOf,
  type TStartForm,
} from '../model/start-form.ts';

/**
 * /campaigns/new?kind=…&sns=…: starts a campaign (issue 21) — the action (the kinds the user may
 * start), the devices (the selection the list passed, or a filter resolved on the server with the
 * user's abilities, previewed live), the first wave, pace, halt rule and maintenance window, a
 * confirmation; then the campaign's own page. An upgrade (issue 22) also names its targets'
 * family and one enabled image of that family's kind.
 */
export function CampaignStartPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const granted = usePermissions();
  const kinds = grantedKindsOf(granted);
  const sns = useMemo(() => (params.get('sns') ?? '').split(',').filter(Boolean), [params]);
  const askedKind = kinds.find((kind) => kind === params.get('kind'));
  const upgradeFamilies = grantedFamiliesOf('upgrade', granted);
  const [form] = Form.useForm<TStartForm>();
  const values = Form.useWatch([], form) as Partial<TStartForm> | undefined;
  const previewBody = values ? previewBodyOf(values, sns) : undefined;
  const preview = useCampaignPreview(previewBody);
  const plants = usePlantChoices();
  const start = useStartCampaign();
  const kind = values?.kind ?? askedKind ?? kinds[0] ?? 'restart';
  const family = familyOf(kind, values?.upgradeFamily);
  // Without the library's view the images cannot be listed: the picker says so instead of
  // offering an empty list.
  const canListImages = granted.has(libraryViewOf(family));
  const images = useUpgradeImages(family, kind === 'upgrade' && canListImages);

  if (kinds.length === 0) return <NoAccessResult />;
  const initial: TStartForm = {
    kind: askedKind ?? kinds[0]!,
    upgradeFamily: upgradeFamilies[0],
    by: sns.length > 0 ? 'selection' : 'filter',
    filter: {},
    settingsValues: [{}],
    firstWaveBy: 'percent',
    firstWaveSize: 1,
    firstWavePercent: 'percent' in campaignDefaults.firstWave ? campaignDefaults.firstWave.percent : 10,
    perMinute: campaignDefaults.perMinute,
    haltPercent: campaignDefaults.halt.failurePercent,
    haltMin: campaignDefaults.halt.minExecuted,
    hasWindow: false,
    windowStart: '01:00',
    windowEnd: '05:00',
  };

  async function submit() {
    // A field the form's own rules refuse shows its message; nothing is sent.
    const filled = await form.validateFields().catch(() => undefined);
    if (!filled) return;
    const selection = selectionOf(filled, sns);
    if (!selection) return;
    const request = startRequestOf(filled, selection);
    const issues = requestIssuesOf(request, filled, lang);
    if (issues.length > 0) {
      form.setFields(issues);
      return;
    }
    try {
      const campaign = await start.mutateAsync(request);
      void navigate(`/campaigns/${campaign.id}`);
    } catch (error) {
      if (error instanceof ApiError && !error.isReported) void message.error(error.message);
    }
  }

  const total = preview.data?.total ?? 0;
  return (
    <PageFrame title={t('campaigns.start.title')} subtitle={t('campaigns.start.subtitle')}>
      <Form<TStartForm> form={form} layout="vertical" initialValues={initial} data-testid="campaign-start">
        <Row gutter={16}>
          <Col xs={24} xl={12}>
            <Card title={t('campaigns.start.action')}>
              <Form.Item name="kind">
                <Radio.Group
                  optionType="button"
                  data-testid="campaign-kind"
                  options={kinds.map((each) => ({ value: each, label: t(`campaigns.kinds.${each}`) }))}
                />
              </Form.Item>
              {values?.kind === 'upgrade' && (
                <>
                  <Form.Item name="upgradeFamily" label={t('campaigns.start.upgradeFamily')}>
                    <Radio.Group
                      data-testid="campaign-upgrade-family"
                      onChange={() => form.setFieldValue('firmwareId', undefined)}
                      options={upgradeFamilies.map((each) => ({
                        value: each,
                        label: t(`campaigns.start.families.${each}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name="firmwareId"
                    label={t('campaigns.start.image')}
                    extra={t(
                      canListImages ? 'campaigns.start.imageHint' : 'campaigns.start.imageNeedsLibrary',
                    )}
                    rules={[{ required: true, message: t('campaigns.start.imageRequired') }]}
                  >
                    <Select
                      showSearch
                      optionFilterProp="label"
                      loading={images.isLoading}
                      placeholder={t('campaigns.start.imagePlaceholder')}
                      disabled={!canListImages}
                      notFoundContent={t('campaigns.start.noImage')}
                      data-testid="campaign-image"
                      options={(images.data ?? []).map((image) => ({
                        value: image.id,
                        label: t('campaigns.start.imageLabel', {
                          version: image.softwareVersion,
                          product: image.productName || '--',
                          hardware: image.hardwareVersion || '--',
                          published: formatInstant(image.publishedAt).slice(0, 10),
                        }),
                      }))}
                    />
                  </Form.Item>
                </>
              )}
              {values?.kind === 'settings' && (
                <>
                  <Form.Item
                    name="settingsPage"
                    label={t('campaigns.start.settingsPage')}
                    rules={[{ required: true }]}
                  >
                    <Input data-testid="campaign-settings-page" />
                  </Form.Item>
                  <Form.List name="settingsValues">
                    {(fields, { add, remove }) => (
                      <>
                        {fields.map((field) => (
                          <Space key={field.key} align="baseline">
                            <Form.Item name={[field.name, 'field']} rules={[{ required: true }]}>
                              <Input
                                placeholder={t('campaigns.start.field')}
                                data-testid={`campaign-settings-field-${field.name}`}
                              />
                            </Form.Item>
                            <Form.Item name={[field.name, 'value']} rules={[{ required: true }]}>
                              <Input
                                placeholder={t('campaigns.start.value')}
                                data-testid={`campaign-settings-value-${field.name}`}
                              />
                            </Form.Item>
                            {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(field.name)} />}
                          </Space>
                        ))}
                        <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
                          {t('campaigns.start.addValue')}
                        </Button>
                      </>
                    )}
                  </Form.List>
                </>
              )}
            </Card>
            <Card title={t('campaigns.start.targets')} style={{ marginTop: 16 }}>
              <Form.Item name="by">
                <Radio.Group
                  data-testid="campaign-by"
                  options={[
                    ...(sns.length > 0
                      ? [
                          {
                            value: 'selection',
                            label: t('campaigns.start.bySelection', { count: sns.length }),
                          },
                        ]
                      : []),
                    { value: 'filter', label: t('campaigns.start.byFilter') },
                  ]}
                />
              </Form.Item>
              {values?.by === 'filter' && (
                <Row gutter={12}>
                  <Col xs={24} md={12}>
                    <Form.Item name={['filter', 'plantId']} label={t('campaigns.start.plant')}>
                      <Select
                        allowClear
                        showSearch
                        optionFilterProp="label"
                        placeholder={t('campaigns.start.anyPlant')}
                        options={plants.data}
                        data-testid="campaign-filter-plant"
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name={['filter', 'status']} label={t('campaigns.start.status')}>
                      <Select
                        allowClear
                        placeholder={t('campaigns.start.anyStatus')}
                        options={deviceStatuses.map((status) => ({
                          value: status,
                          label: deviceStatusNames[status][lang],
                        }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={['filter', 'model']} label={t('campaigns.start.model')}>
                      <Input allowClear data-testid="campaign-filter-model" />
                    </Form.Item>
                  </Col>
                  {family === 'gateway' && (
                    <Col xs={24} md={8}>
                      <Form.Item
                        name={['filter', 'hardwareVersion']}
                        label={t('campaigns.start.hardwareVersion')}
                      >
                        <Input allowClear />
                      </Form.Item>
                    </Col>
                  )}
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={['filter', 'firmwareVersion']}
                      label={t('campaigns.start.firmwareVersion')}
                    >
                      <Input allowClear data-testid="campaign-filter-firmware" />
                    </Form.Item>
                  </Col>
                </Row>
              )}
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('campaigns.start.rules')}>
              <Form.Item name="name" label={t('campaigns.start.name')}>
                <Input maxLength={64} />
              </Form.Item>
              <Form.Item label={t('campaigns.start.firstWave')} required>
                <Space wrap>
                  <Form.Item name="firstWaveBy" noStyle>
                    <Radio.Group
                      optionType="button"
                      data-testid="campaign-first-wave-by"
                      options={[
                        { value: 'size', label: t('campaigns.start.bySize') },
                        { value: 'percent', label: t('campaigns.start.byPercent') },
                      ]}
                    />
                  </Form.Item>
                  {values?.firstWaveBy === 'size' ? (
                    <Form.Item name="firstWaveSize" noStyle rules={[{ required: true }]}>
                      <InputNumber
                        min={1}
                        max={10_000}
                        precision={0}
                        data-testid="campaign-first-wave-size"
                      />
                    </Form.Item>
                  ) : (
                    <Form.Item name="firstWavePercent" noStyle rules={[{ required: true }]}>
                      <InputNumber min={1} max={100} precision={0} />
                    </Form.Item>
                  )}
                </Space>
              </Form.Item>
              <Form.Item name="perMinute" label={t('campaigns.start.pace')} rules={[{ required: true }]}>
                <InputNumber min={1} max={100_000} precision={0} data-testid="campaign-pace" />
              </Form.Item>
              <Space wrap>
                <Form.Item
                  name="haltPercent"
                  label={t('campaigns.start.haltPercent')}
                  rules={[{ required: true }]}
                >
                  <InputNumber min={0} max={100} precision={0} data-testid="campaign-halt-percent" />
                </Form.Item>
                <Form.Item name="haltMin" label={t('campaigns.start.haltMin')} rules={[{ required: true }]}>
                  <InputNumber min={1} max={10_000} precision={0} data-testid="campaign-halt-min" />
                </Form.Item>
              </Space>
              <Form.Item
                name="hasWindow"
                label={t('campaigns.start.window')}
                tooltip={t('campaigns.start.windowHint')}
                valuePropName="checked"
              >
                <Switch
                  checkedChildren={t('campaigns.start.windowDaily')}
                  unCheckedChildren={t('campaigns.start.windowAny')}
                  data-testid="campaign-window"
                />
              </Form.Item>
              {/* Text in the spec's 24-hour form, as the settings' times: a browser's own time input
                  shows 12-hour times in an English locale. */}
              {values?.hasWindow && (
                <Space>
                  <Form.Item name="windowStart" rules={[{ required: true, pattern: /^\d\d:\d\d$/ }]}>
                    <Input placeholder="HH:mm" maxLength={5} data-testid="campaign-window-start" />
                  </Form.Item>
                  <Form.Item name="windowEnd" rules={[{ required: true, pattern: /^\d\d:\d\d$/ }]}>
                    <Input placeholder="HH:mm" maxLength={5} data-testid="campaign-window-end" />
                  </Form.Item>
                </Space>
              )}
            </Card>
            <Card style={{ marginTop: 16 }}>
              <CampaignPreview body={previewBody} />
              <Popconfirm
                title={t('campaigns.start.confirm', { count: total })}
                onConfirm={() => void submit()}
                disabled={total === 0}
              >
                <Button
                  type="primary"
                  style={{ marginTop: 16 }}
                  disabled={total === 0}
                  loading={start.isPending}
                  data-testid="campaign-start-submit"
                >
                  {t('campaigns.start.submit')}
                </Button>
              </Popconfirm>
            </Card>
          </Col>
        </Row>
      </Form>
    </PageFrame>
  );
}
