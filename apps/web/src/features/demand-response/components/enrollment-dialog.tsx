import { useMemo } from 'react';
import {
  Button,
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  drEnrollmentInput,
  drTermsUrl,
  type TDrAddress,
  type TDrEnrollmentForm,
  type TDrMasterDevice,
  type TDrProgramId,
} from '@sunfleet/contract/demand-response';
import { describeIssue } from '@sunfleet/contract/validators';
import { FormDialog } from '@/components/form-dialog';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useCreateEnrollment } from '../api/create-enrollment.ts';
import { useDrPrograms } from '../api/get-dr-programs.ts';

type TDeviceValues = {
  sn: string;
  manufacturer: string;
  model: string;
  installDate?: Dayjs;
  chargeKw?: number;
  dischargeKw?: number;
  storageKwh?: number;
};
type TFormValues = Omit<TDrEnrollmentForm, 'devices' | 'plantId' | 'termsAccepted' | 'mailingAddress'> & {
  devices: TDeviceValues[];
  mailingAddress?: TDrAddress;
  sameAddress: boolean;
  termsAccepted: boolean;
};

const addressFields = [
  'country',
  'region',
  'locality',
  'extendedAddress',
  'streetAddress',
  'postalCode',
] as const;
const deviceNumbers = ['chargeKw', 'dischargeKw', 'storageKwh'] as const;

/** The device row the plant's master battery suggests. */
const suggestedDevice = (master: TDrMasterDevice): TDeviceValues =>
  master
    ? {
        sn: master.sn,
        manufacturer: master.manufacturer,
        model: master.model,
        installDate: master.installDate ? dayjs(master.installDate) : undefined,
        chargeKw: master.chargeKw ?? undefined,
        dischargeKw: master.dischargeKw ?? undefined,
      }
    : { sn: '', manufacturer: '', model: '' };

/**
 * The enrolment form (spec section 3): checked field by field with the contract's rules the api
 * parses with, the utility account's limit in the reader's language; the device list starts with
 * the plant's master battery.
 */
export function EnrollmentDialog({
  plant,
  master,
  onClose,
}: {
  plant: { id: string; name: string };
  master: TDrMasterDevice;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<TFormValues>();
  const create = useCreateEnrollment();
  const programs = useDrPrograms();
  const schema = useMemo(() => drEnrollmentInput(lang), [lang]);
  const rule = (field: keyof TDrEnrollmentForm) => [contractRule(schema, field, lang)];
  const sameAddress = Form.useWatch('sameAddress', form) as boolean | undefined;
  const programId = Form.useWatch('programId', form) as TDrProgramId | undefined;

  /** A nested field checked with its part of the contract's schema. */
  const nestedRule = (path: (string | number)[]) => ({
    validator: (_rule: unknown, value: unknown) => {
      const current = form.getFieldsValue(true) as TFormValues;
      const probe: Record<string | number, unknown> = structuredClone(toBody(current));
      let target = probe;
      for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
      target[path.at(-1)!] = dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : value;
      const issue = schema
        .safeParse(probe)
        .error?.issues.find((each) => each.path.join('.') === path.join('.'));
      return issue ? Promise.reject(new Error(describeIssue(issue, lang))) : Promise.resolve();
    },
  });

  function toBody(values: TFormValues): TDrEnrollmentForm {
    const { sameAddress: same, devices, ...rest } = values;
    return {
      ...rest,
      plantId: plant.id,
      mailingAddress: same ? values.serviceAddress : (values.mailingAddress ?? values.serviceAddress),
      termsAccepted: values.termsAccepted as true,
      devices: (devices ?? []).map((device) => ({
        ...device,
        installDate: device.installDate ? dayjs(device.installDate).format('YYYY-MM-DD') : '',
        chargeKw: device.chargeKw ?? '',
        dischargeKw: device.dischargeKw ?? '',
        storageKwh: device.storageKwh ?? '',
      })),
    };
  }

  const addressBlock = (name: 'serviceAddress' | 'mailingAddress') => (
    <Row gutter={12}>
      {addressFields.map((field) => (
        <Col span={field === 'streetAddress' || field === 'extendedAddress' ? 12 : 6} key={field}>
          <Form.Item
            name={[name, field]}
            label={t(`demandResponse.form.${field}`)}
            required={field !== 'extendedAddress'}
            rules={[nestedRule([name, field])]}
          >
            <Input maxLength={128} data-testid={`dr-${name}-${field}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );

  return (
    <FormDialog
      form={form}
      title={t('demandResponse.form.title', { plant: plant.name })}
      okText={t('demandResponse.form.save')}
      cancelText={t('demandResponse.form.cancel')}
      isSaving={create.isPending}
      onSave={(values) => create.mutateAsync(toBody(values))}
      onClose={onClose}
      saveTestId="dr-enrol-save"
      formTestId="dr-enrol-form"
      refusalTestId="dr-enrol-refusal"
      initialValues={{
        programId: 'eversource-bat',
        participationLevel: 100,
        sameAddress: true,
        termsAccepted: false,
        devices: [suggestedDevice(master)],
      }}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="programId"
            label={t('demandResponse.form.program')}
            rules={rule('programId')}
            required
          >
            <Select
              data-testid="dr-program"
              options={(programs.data ?? []).map((program) => ({ value: program.id, label: program.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="participationLevel"
            label={t('demandResponse.form.participationLevel')}
            rules={rule('participationLevel')}
          >
            <InputNumber min={1} max={100} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="sourceAccount"
            label={t('demandResponse.form.sourceAccount')}
            rules={rule('sourceAccount')}
            required
          >
            <Input maxLength={32} data-testid="dr-source-account" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="utilityAccount"
            label={t('demandResponse.form.utilityAccount')}
            rules={rule('utilityAccount')}
            required
          >
            <Input maxLength={20} data-testid="dr-utility-account" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="firstName"
            label={t('demandResponse.form.firstName')}
            rules={rule('firstName')}
            required
          >
            <Input maxLength={40} data-testid="dr-first-name" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="lastName"
            label={t('demandResponse.form.lastName')}
            rules={rule('lastName')}
            required
          >
            <Input maxLength={40} data-testid="dr-last-name" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="email" label={t('demandResponse.form.email')} rules={rule('email')} required>
            <Input maxLength={254} data-testid="dr-email" />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left" plain>
        {t('demandResponse.form.serviceAddress')}
      </Divider>
      {addressBlock('serviceAddress')}
      <Form.Item name="sameAddress" valuePropName="checked">
        <Checkbox data-testid="dr-same-address">{t('demandResponse.form.sameAddress')}</Checkbox>
      </Form.Item>
      {sameAddress === false && (
        <>
          <Divider orientation="left" plain>
            {t('demandResponse.form.mailingAddress')}
          </Divider>
          {addressBlock('mailingAddress')}
        </>
      )}
      <Divider orientation="left" plain>
        {t('demandResponse.form.devices')}
      </Divider>
      <Form.List name="devices" rules={[{ validator: nestedRule(['devices']).validator }]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => (
              <Row gutter={8} key={field.key} align="top" data-testid="dr-device-row">
                <Col span={4}>
                  <Form.Item
                    name={[field.name, 'sn']}
                    label={t('demandResponse.form.sn')}
                    rules={[nestedRule(['devices', field.name, 'sn'])]}
                  >
                    <Input maxLength={64} />
                  </Form.Item>
                </Col>
                <Col span={3}>
                  <Form.Item
                    name={[field.name, 'manufacturer']}
                    label={t('demandResponse.form.manufacturer')}
                    rules={[nestedRule(['devices', field.name, 'manufacturer'])]}
                  >
                    <Input maxLength={64} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item
                    name={[field.name, 'model']}
                    label={t('demandResponse.form.model')}
                    rules={[nestedRule(['devices', field.name, 'model'])]}
                  >
                    <Input maxLength={64} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item
                    name={[field.name, 'installDate']}
                    label={t('demandResponse.form.installDate')}
                    rules={[nestedRule(['devices', field.name, 'installDate'])]}
                  >
                    <DatePicker style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                {deviceNumbers.map((number) => (
                  <Col span={2} key={number}>
                    <Form.Item
                      name={[field.name, number]}
                      label={t(`demandResponse.form.${number}`)}
                      rules={[nestedRule(['devices', field.name, number])]}
                    >
                      <InputNumber min={0} style={{ width: '100%' }} data-testid={`dr-device-${number}`} />
                    </Form.Item>
                  </Col>
                ))}
                <Col span={3} style={{ paddingTop: 30 }}>
                  <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                </Col>
              </Row>
            ))}
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add({ sn: '', manufacturer: '', model: '' })}>
              {t('demandResponse.form.addDevice')}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item
        name="termsAccepted"
        valuePropName="checked"
        rules={rule('termsAccepted')}
        style={{ marginTop: 16 }}
      >
        <Checkbox data-testid="dr-terms">
          {t('demandResponse.form.terms')}{' '}
          {programId && (
            <Typography.Link href={drTermsUrl(programId)} target="_blank" rel="noreferrer">
              ({t('demandResponse.programs.terms')})
            </Typography.Link>
          )}
        </Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
