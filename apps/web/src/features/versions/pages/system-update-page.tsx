import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { versionTypes, ZVersionBody, type TVersion, type TVersionType } from '@sunfleet/contract/versions';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { checkedByApi, useRefusal } from '@/lib/refusals';
import { formatInstant } from '@/lib/format';
import { contractRule, validValues } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { checkVersionNumber } from '../api/check-version-number.ts';
import { useDeleteVersion } from '../api/delete-version.ts';
import { useTimeline } from '../api/get-timeline.ts';
import { useSaveVersion } from '../api/save-version.ts';
import { VersionContent } from '../components/version-content.tsx';

const typeColors: Record<TVersionType, string> = { feature: 'green', improvement: 'blue', fix: 'orange' };

type TVersionForm = {
  number: string;
  type: TVersionType;
  contentEn: string;
  contentZh: string;
  releasedAt: Dayjs;
};

/** Publishes a version record or corrects one (the platform's). */
function VersionDialog({ editing, onClose }: { editing: TVersion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TVersionForm>();
  const { refusal, run } = useRefusal();
  const save = useSaveVersion();
  const rule = (field: 'number' | 'contentEn' | 'contentZh') => contractRule(ZVersionBody, field, lang);
  const numberIsFree = checkedByApi((value) => checkVersionNumber(value, editing?.id));

  async function submit() {
    const values = await validValues(form);
    if (!values) return;
    const saved = await run(() =>
      save.mutateAsync({
        id: editing?.id,
        body: { ...values, releasedAt: values.releasedAt.toISOString() },
      }),
    );
    if (!saved) return;
    void message.success(t('versions.saved'));
    onClose();
  }

  return (
    <Modal
      open
      width={640}
      title={t(editing ? 'versions.editTitle' : 'versions.publishTitle')}
      okText={t('companies.save')}
      cancelText={t('companies.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'version-save' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          editing
            ? { ...editing, releasedAt: dayjs(editing.releasedAt) }
            : { type: 'feature', releasedAt: dayjs() }
        }
      >
        <Space size="middle" style={{ display: 'flex' }} align="start">
          <Form.Item
            name="number"
            label={t('versions.number')}
            validateDebounce={300}
            rules={[rule('number'), numberIsFree]}
          >
            <Input maxLength={20} data-testid="version-number" />
          </Form.Item>
          <Form.Item name="type" label={t('versions.type')}>
            <Select
              style={{ width: 160 }}
              options={versionTypes.map((type) => ({ value: type, label: t(`versions.types.${type}`) }))}
            />
          </Form.Item>
          <Form.Item name="releasedAt" label={t('versions.releasedAt')} rules={[{ required: true }]}>
            <DatePicker showTime />
          </Form.Item>
        </Space>
        <Form.Item name="contentEn" label={t('versions.contentEn')} rules={[rule('contentEn')]}>
          <Input.TextArea rows={5} data-testid="version-content-en" />
        </Form.Item>
        <Form.Item name="contentZh" label={t('versions.contentZh')} rules={[rule('contentZh')]}>
          <Input.TextArea rows={5} data-testid="version-content-zh" />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon message={refusal} />}
    </Modal>
  );
}

/** /systemupdate: the system version log as a timeline; the platform publishes and corrects it. */
export function SystemUpdatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const timeline = useTimeline();
  const remove = useDeleteVersion();
  const [editing, setEditing] = useState<TVersion | 'new' | null>(null);

  return (
    <PageFrame
      title={t('route.systemUpdate')}
      subtitle={t('versions.subtitle')}
      actions={
        <Can permission="sys.version.publish">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="version-add"
          >
            {t('versions.publish')}
          </Button>
        </Can>
      }
    >
      <Card loading={timeline.isLoading}>
        {timeline.data && timeline.data.length === 0 && <Empty description={t('versions.empty')} />}
        <Timeline
          data-testid="version-timeline"
          items={(timeline.data ?? []).map((version) => ({
            color: typeColors[version.type],
            children: (
              <div data-testid="version-item" style={{ paddingBottom: 8 }}>
                <Space wrap align="center">
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {version.number}
                  </Typography.Title>
                  <Tag color={typeColors[version.type]}>{t(`versions.types.${version.type}`)}</Tag>
                  <Typography.Text type="secondary">{formatInstant(version.releasedAt)}</Typography.Text>
                  {version.publisher && (
                    <Typography.Text type="secondary">
                      {t('versions.publisher', { name: version.publisher })}
                    </Typography.Text>
                  )}
                  <Can permission="sys.version.publish">
                    <Button
                      size="small"
                      type="text"
                      icon={<EditOutlined />}
                      onClick={() => setEditing(version)}
                    >
                      {t('versions.edit')}
                    </Button>
                    <Popconfirm
                      title={t('versions.deleteConfirm', { number: version.number })}
                      okText={t('companies.ok')}
                      cancelText={t('companies.cancel')}
                      onConfirm={() =>
                        void remove.mutateAsync(version.id).then(() => message.success(t('versions.deleted')))
                      }
                    >
                      <Button size="small" type="text" danger icon={<DeleteOutlined />}>
                        {t('versions.delete')}
                      </Button>
                    </Popconfirm>
                  </Can>
                </Space>
                <div style={{ marginTop: 6 }}>
                  <VersionContent version={version} />
                </div>
              </div>
            ),
          }))}
        />
      </Card>
      {editing && (
        <VersionDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </PageFrame>
  );
}
