import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorCode } from '@sunfleet/contract/errors';
import { plantAbilities, type TPlantDetail } from '@sunfleet/contract/plants';
import { firstErrorScroll, useLeaveGuard } from '@/components/leave-guard';
import { PageFrame } from '@/components/page-frame';
import { usePermissions } from '@/components/permissions';
import { ApiError } from '@/lib/api-client';
import { usePlant } from '../api/get-plant.ts';
import { useUpdatePlant } from '../api/update-plant.ts';
import { GatewayReplacement } from '../components/gateway-replacement.tsx';
import { RollupRebuild } from '../components/rollup-rebuild.tsx';
import { PlantInfoFields } from '../components/plant-info-fields.tsx';
import { PlantMissing } from '../components/plant-missing.tsx';
import { isPlantId, overviewPath } from '../model/paths.ts';
import { bodyOf, formOf, type TPlantFormValues } from '../model/plant-form.ts';

/**
 * The plant's fields; read-only (every control disabled, nothing to save, no gateway
 * replacement) for a caller whose role may not edit, such as a visitor.
 */
function PlantEditForm({ plant, isReadOnly }: { plant: TPlantDetail; isReadOnly: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<TPlantFormValues>();
  const update = useUpdatePlant(plant.id);
  const [isDirty, setDirty] = useState(false);
  // Rebuilding rollups is the platform's own repair (its permission), not an owner's edit.
  const canRebuild = usePermissions().has('system.management');
  const guard = useLeaveGuard(
    isDirty && !isReadOnly,
    {
      title: t('plants.form.leaveTitle'),
      content: t('plants.form.leaveContent'),
      leave: t('plants.form.leave'),
      stay: t('plants.form.stay'),
    },
    () => {
      form.resetFields();
      setDirty(false);
    },
  );

  async function submit(values: TPlantFormValues) {
    try {
      await update.mutateAsync(bodyOf(values));
      guard.markSaved();
      setDirty(false);
      void message.success(t('plants.form.saved'));
      void navigate(overviewPath(plant.id, values.type));
    } catch (error) {
      if (!(error instanceof ApiError) || error.isReported) return;
      if (error.code === ErrorCode.badCoordinates)
        form.setFields([{ name: ['location', 'latitude'], errors: [error.message] }]);
      else void message.error(error.message);
    }
  }

  return (
    <Flex vertical gap={16}>
      <Form<TPlantFormValues>
        form={form}
        layout="vertical"
        initialValues={formOf(plant)}
        disabled={isReadOnly}
        scrollToFirstError={firstErrorScroll}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void submit(values)}
        data-testid="plant-edit-form"
      >
        <Flex vertical gap={16}>
          <PlantInfoFields isReadOnly={isReadOnly} />
          {!isReadOnly && (
            <Flex gap={8}>
              <Button onClick={() => void navigate(-1)}>{t('plants.form.back')}</Button>
              <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="plant-save">
                {t('plants.form.save')}
              </Button>
            </Flex>
          )}
        </Flex>
      </Form>
      {!isReadOnly && <GatewayReplacement plant={plant} />}
      {!isReadOnly && canRebuild && <RollupRebuild plant={plant} />}
    </Flex>
  );
}

/**
 * /plants/edit/{id}: every field of creation with the same contract rules, picture replacement,
 * contacts and gateway replacement. A visitor sees the same fields read-only. Kept alive; a
 * different plant gets a fresh form. Leaving with unsaved changes asks first and, when the user
 * leaves, drops them; saving scrolls to the first error.
 */
export function PlantEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const plant = usePlant(id);
  if (plant.isError || !isPlantId(id))
    return <PlantMissing title={t('route.plantEdit')} error={plant.error} />;
  if (!plant.data) return <Skeleton active />;
  const isReadOnly = !plantAbilities(plant.data.role).canEdit;
  return (
    <PageFrame title={`${t('route.plantEdit')} · ${plant.data.name}`}>
      {isReadOnly && (
        <Alert
          type="info"
          showIcon
          message={t('plants.readOnly.title')}
          description={
            plant.data.role === 'customer'
              ? t('plants.readOnly.customerDescription')
              : t('plants.readOnly.description', { owner: plant.data.ownerAccount ?? '' })
          }
          action={<Button onClick={() => void navigate(-1)}>{t('plants.form.back')}</Button>}
          data-testid="plant-read-only"
        />
      )}
      <PlantEditForm key={plant.data.id} plant={plant.data} isReadOnly={isReadOnly} />
    </PageFrame>
  );
}
