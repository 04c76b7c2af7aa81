import { lazy, Suspense, useState } from 'react';
import { Card, Checkbox, Col, Form, Input, Radio, Row, Select, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { plantTypeNames, plantTypes, pricingMethods } from '@sunfleet/contract/enums';
import {
  ZPlantContacts,
  ZPlantInfo,
  ZPlantLocation,
  currencies,
  isTimeZone,
} from '@sunfleet/contract/plants';
import { placeAt } from '@sunfleet/contract/plant-place';
import { usePermissions } from '@/components/permissions';
import { PlantDatePicker } from '@/components/plant-date-picker';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useCurrencies } from '../api/get-currencies.ts';
import { useTimeZones } from '../api/get-time-zones.ts';
import { usePlantCustomers } from '../api/get-plant-customers.ts';
import { incomeSchemaOf, type TPlantFormValues } from '../model/plant-form.ts';
import { PictureUpload } from './picture-upload.tsx';
import { TimeOfUseEditor } from './time-of-use-editor.tsx';

const MarkerMap = lazy(() => import('@/components/map/marker-map').then((m) => ({ default: m.MarkerMap })));

const dateFormat = 'YYYY-MM-DD';
const coordinateDigits = 6;

/**
 * The part of the plant form both creation and edit show: basics, location, income, picture,
 * contacts. The form's `disabled` locks the inputs; `isReadOnly` also stops picking on the map and
 * leaves out the picture's upload button.
 */
export function PlantInfoFields({ isReadOnly = false }: { isReadOnly?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = Form.useFormInstance<TPlantFormValues>();
  const method = Form.useWatch(['income', 'method'], form);
  const currency = Form.useWatch(['income', 'currency'], form);
  const latitude = Form.useWatch(['location', 'latitude'], form);
  const longitude = Form.useWatch(['location', 'longitude'], form);
  // The commissioning date's "today" is the plant's, in the zone chosen below. Until the form holds
  // a zone the runtime knows (nowIn throws on others), the picker keeps the reader's clock.
  const timeZone = Form.useWatch(['location', 'timeZone'], form);
  const currencyList = useCurrencies(lang);
  const timeZones = useTimeZones(lang);
  const picked =
    latitude !== undefined &&
    latitude !== '' &&
    longitude !== undefined &&
    longitude !== '' &&
    Number.isFinite(Number(latitude)) &&
    Number.isFinite(Number(longitude))
      ? { lat: Number(latitude), lng: Number(longitude) }
      : null;
  const incomeRule = (field: string) => contractRule(incomeSchemaOf(method ?? 'constant'), field, lang);

  /**
   * A location the user just entered suggests the plant's time zone and currency (Valencia:
   * Europe/Madrid, EUR), unless the user chose them by hand in this form.
   */
  function followLocation(latitudeText: string, longitudeText: string) {
    const [lat, lng] = [Number(latitudeText), Number(longitudeText)];
    if (latitudeText === '' || longitudeText === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) return;
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return;
    const place = placeAt(lat, lng);
    if (!place) return;
    if (!form.isFieldTouched(['location', 'timeZone']) && isTimeZone(place.timeZone))
      form.setFieldValue(['location', 'timeZone'], place.timeZone);
    if (!form.isFieldTouched(['income', 'currency']) && place.currency)
      form.setFieldValue(['income', 'currency'], place.currency);
  }

  return (
    <>
      <Card title={t('plants.form.basics')} size="small">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              required
              label={t('plants.form.name')}
              rules={[contractRule(ZPlantInfo, 'name', lang)]}
            >
              <Input data-testid="plant-name-input" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="alias"
              label={t('plants.form.alias')}
              rules={[contractRule(ZPlantInfo, 'alias', lang)]}
            >
              <Input data-testid="plant-alias-input" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="type"
              required
              label={t('plants.form.type')}
              rules={[contractRule(ZPlantInfo, 'type', lang)]}
            >
              <Select
                data-testid="plant-type-input"
                options={plantTypes.map((type) => ({ value: type, label: plantTypeNames[type][lang] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="capacity"
              required
              label={t('plants.form.capacity')}
              rules={[contractRule(ZPlantInfo, 'capacity', lang)]}
            >
              <Input inputMode="decimal" data-testid="plant-capacity-input" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="commissioningDate"
              required
              label={t('plants.form.commissioningDate')}
              rules={[contractRule(ZPlantInfo, 'commissioningDate', lang)]}
              getValueProps={(value: string) => ({ value: value ? dayjs(value, dateFormat) : null })}
              normalize={(value: Dayjs | null) => (value ? value.format(dateFormat) : '')}
            >
              <PlantDatePicker
                timeZone={timeZone && isTimeZone(timeZone) ? timeZone : undefined}
                style={{ width: '100%' }}
                format={dateFormat}
                data-testid="plant-date-input"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="investment"
              label={t('plants.form.investment')}
              rules={[contractRule(ZPlantInfo, 'investment', lang)]}
            >
              <Input inputMode="decimal" data-testid="plant-investment-input" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title={t('plants.form.location')} size="small">
        {!isReadOnly && (
          <Typography.Paragraph type="secondary">{t('plants.form.pickOnMap')}</Typography.Paragraph>
        )}
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
          <MarkerMap
            height={280}
            picked={picked}
            testId="location-map"
            onPick={
              isReadOnly
                ? undefined
                : ({ lat, lng }) => {
                    const location = {
                      latitude: lat.toFixed(coordinateDigits),
                      longitude: (((lng + 540) % 360) - 180).toFixed(coordinateDigits),
                    };
                    form.setFieldsValue({ location });
                    followLocation(location.latitude, location.longitude);
                  }
            }
          />
        </Suspense>
        <Row gutter={16} style={{ marginTop: 16 }}>
          <Col xs={12} md={6}>
            <Form.Item
              name={['location', 'latitude']}
              required
              label={t('plants.form.latitude')}
              rules={[contractRule(ZPlantLocation, 'latitude', lang)]}
            >
              <Input
                inputMode="decimal"
                data-testid="plant-latitude-input"
                onBlur={(event) => followLocation(event.target.value, String(longitude ?? ''))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name={['location', 'longitude']}
              required
              label={t('plants.form.longitude')}
              rules={[contractRule(ZPlantLocation, 'longitude', lang)]}
            >
              <Input
                inputMode="decimal"
                data-testid="plant-longitude-input"
                onBlur={(event) => followLocation(String(latitude ?? ''), event.target.value)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name={['location', 'timeZone']}
              required
              label={t('plants.form.timeZone')}
              rules={[contractRule(ZPlantLocation, 'timeZone', lang)]}
            >
              <Select
                showSearch
                data-testid="plant-timezone-input"
                loading={timeZones.isLoading}
                options={(timeZones.data ?? []).map((zone) => ({
                  value: zone.code,
                  label: zone.name,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name={['location', 'address']}
              label={t('plants.form.address')}
              rules={[contractRule(ZPlantLocation, 'address', lang)]}
            >
              <Input data-testid="plant-address-input" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title={t('plants.form.income')} size="small">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name={['income', 'currency']}
              label={t('plants.form.currency')}
              rules={[incomeRule('currency')]}
            >
              <Select
                showSearch
                data-testid="plant-currency-input"
                options={(currencyList.data ?? currencies.map((code) => ({ code, name: code }))).map(
                  (entry) => ({
                    value: entry.code,
                    label: entry.code === entry.name ? entry.code : `${entry.code} · ${entry.name}`,
                  }),
                )}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name={['income', 'method']} label={t('plants.form.pricing')}>
              <Radio.Group data-testid="plant-pricing-input">
                {pricingMethods.map((option) => (
                  <Radio.Button key={option} value={option}>
                    <span data-testid={`pricing-${option}`}>{t(`plants.form.${option}`)}</span>
                  </Radio.Button>
                ))}
              </Radio.Group>
            </Form.Item>
          </Col>
        </Row>
        {method === 'constant' && (
          <Form.Item name={['income', 'price']} label={t('plants.form.price')} rules={[incomeRule('price')]}>
            <Input
              inputMode="decimal"
              suffix={currency}
              style={{ maxWidth: 240 }}
              data-testid="plant-price-input"
            />
          </Form.Item>
        )}
        {method === 'timeOfUse' && (
          <>
            <Form.Item
              name={['income', 'segments']}
              label={t('plants.form.segments')}
              rules={[incomeRule('segments')]}
            >
              <TimeOfUseEditor currency={currency} />
            </Form.Item>
            <Form.Item
              name={['income', 'weekdays']}
              label={t('plants.form.weekdays')}
              rules={[incomeRule('weekdays')]}
            >
              <Checkbox.Group
                data-testid="plant-weekdays-input"
                options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({
                  value: day,
                  label: t(`plants.weekdays.${day}`),
                }))}
              />
            </Form.Item>
          </>
        )}
        {method === 'byGeneration' && (
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name={['income', 'feedInPrice']}
                label={t('plants.form.feedInPrice')}
                rules={[incomeRule('feedInPrice')]}
              >
                <Input inputMode="decimal" data-testid="plant-feedin-input" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name={['income', 'selfUsePrice']}
                label={t('plants.form.selfUsePrice')}
                rules={[incomeRule('selfUsePrice')]}
              >
                <Input inputMode="decimal" data-testid="plant-selfuse-input" />
              </Form.Item>
            </Col>
          </Row>
        )}
      </Card>

      <Card title={t('plants.form.picture')} size="small">
        <Form.Item name="picture" noStyle>
          <PictureUpload isReadOnly={isReadOnly} />
        </Form.Item>
      </Card>

      <Card title={t('plants.form.contacts')} size="small">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name={['contacts', 'contact']}
              label={t('plants.form.contact')}
              rules={[contractRule(ZPlantContacts, 'contact', lang)]}
            >
              <Input data-testid="plant-contact-input" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={['contacts', 'phone']}
              label={t('plants.form.phone')}
              rules={[contractRule(ZPlantContacts, 'phone', lang)]}
            >
              <Input data-testid="plant-phone-input" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={['contacts', 'installer']}
              label={t('plants.form.installer')}
              rules={[contractRule(ZPlantContacts, 'installer', lang)]}
            >
              <Input data-testid="plant-installer-input" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <PlantCustomerField />
    </>
  );
}

/**
 * The company's customer the plant is built for (they then see it read-only). Staff who may see
 * the customer list pick one; others see who it is.
 */
function PlantCustomerField() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const canPick = permissions.has('customer.list.view');
  const [keyword, setKeyword] = useState('');
  const customers = usePlantCustomers(keyword, canPick);
  const form = Form.useFormInstance<TPlantFormValues>();
  // The plant's customer as its detail names them, for the label before the list has them.
  const current = (form.getFieldValue('customer') as TPlantFormValues['customer']) ?? null;
  if (!canPick) return null;
  const options = (customers.data?.infos ?? []).map((customer) => ({
    value: customer.id,
    label: `${customer.name} · ${customer.account}`,
  }));
  if (current && !options.some((option) => option.value === current.id))
    options.unshift({ value: current.id, label: `${current.name} · ${current.account}` });
  return (
    <Card title={t('plants.form.customer')} size="small">
      <Form.Item name="customerId" extra={t('plants.form.customerHint')} style={{ marginBottom: 0 }}>
        <Select
          allowClear
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          placeholder={t('plants.form.customerNone')}
          loading={customers.isFetching}
          options={options}
          data-testid="plant-customer-input"
        />
      </Form.Item>
    </Card>
  );
}
