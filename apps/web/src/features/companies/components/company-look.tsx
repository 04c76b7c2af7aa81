import { useState } from 'react';
import { App, Button, Card, ColorPicker, Col, Flex, Row, Space, Typography, Upload, theme } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { logoSizes, themeColorPresets, type TCompanyInfo } from '@sunfleet/contract/companies';
import { fallbackThemeColor } from '@sunfleet/contract/themes';
import { uploadLimits } from '@sunfleet/contract/validators';
import { Can, usePermissions } from '@/components/permissions';
import { SunfleetLogo } from '@/components/sunfleet-logo';
import { refusalText } from '@/lib/api-client';
import { uploadProblem } from '@/lib/upload-check';
import { useLang } from '@/lib/use-lang';
import { useSetLogo } from '../api/set-logo.ts';
import { useSetThemeColor } from '../api/set-theme-color.ts';
import { uploadLogo } from '../api/upload-logo.ts';

type TLogo = { logoUrl: string | null; iconUrl: string | null };

/** The side menu's top as it will look, expanded (232 px) and collapsed (72 px). */
function MenuPreview({ logo, color }: { logo: TLogo; color: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const frame = (width: number, children: React.ReactNode, testId: string) => (
    <Flex
      vertical
      style={{ width, border: `1px solid ${token.colorBorder}`, borderRadius: 8, overflow: 'hidden' }}
      data-testid={testId}
    >
      <Flex
        align="center"
        justify="center"
        style={{ height: 64, padding: '0 6px', background: token.colorBgLayout }}
      >
        {children}
      </Flex>
      <div style={{ height: 36, margin: 6, borderRadius: 6, background: color }} />
      <div
        style={{ height: 10, margin: '4px 12px', borderRadius: 4, background: token.colorFillSecondary }}
      />
      <div
        style={{ height: 10, margin: '4px 12px 12px', borderRadius: 4, background: token.colorFillSecondary }}
      />
    </Flex>
  );
  const expanded = logo.logoUrl ? (
    <img
      src={logo.logoUrl}
      alt=""
      style={{ maxWidth: logoSizes.expanded.width, maxHeight: 40, objectFit: 'contain' }}
    />
  ) : (
    <SunfleetLogo size={32} />
  );
  const collapsedImage = logo.iconUrl ?? logo.logoUrl;
  const collapsed = collapsedImage ? (
    <img src={collapsedImage} alt="" style={{ maxWidth: 40, maxHeight: 40, objectFit: 'contain' }} />
  ) : (
    <SunfleetLogo collapsed size={32} />
  );
  return (
    <div>
      <Typography.Text type="secondary">{t('companies.look.preview')}</Typography.Text>
      <Flex gap={16} align="flex-start" style={{ marginTop: 8 }} wrap>
        {frame(232, expanded, 'preview-expanded')}
        {frame(72, collapsed, 'preview-collapsed')}
      </Flex>
    </div>
  );
}

/** Picks one image, checked by type and size here and by content on the server. */
function LogoPicker({
  label,
  testId,
  onPicked,
}: {
  label: string;
  testId: string;
  onPicked: (url: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [isUploading, setIsUploading] = useState(false);
  return (
    <Flex vertical gap={6}>
      <Typography.Text>{label}</Typography.Text>
      <Upload
        accept=".jpg,.jpeg,.gif,.png"
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = uploadProblem(file, uploadLimits.companyLogo, lang);
          if (problem) {
            void message.error(problem);
            return false;
          }
          setIsUploading(true);
          uploadLogo(file)
            .then((result) => onPicked(result.url))
            .catch((error: unknown) => void message.error(refusalText(error)))
            .finally(() => setIsUploading(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={isUploading} data-testid={testId}>
          {t('companies.look.upload')}
        </Button>
      </Upload>
    </Flex>
  );
}

/** The company's logo (expanded and collapsed) and theme colour, with a preview of the menu. */
export function CompanyLook({ company }: { company: TCompanyInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canEdit = usePermissions().has('company.info.edit');
  const [logo, setLogo] = useState<TLogo>({ logoUrl: company.logoUrl, iconUrl: company.iconUrl });
  const [color, setColor] = useState(company.themeColor ?? fallbackThemeColor);
  const saveLogo = useSetLogo(company.id);
  const saveColor = useSetThemeColor(company.id);
  const logoChanged = logo.logoUrl !== company.logoUrl || logo.iconUrl !== company.iconUrl;

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} xl={14}>
        <Card title={t('companies.look.logo')} data-testid="company-logo-card">
          <Flex vertical gap={16}>
            <Typography.Text type="secondary">{t('companies.look.logoHint')}</Typography.Text>
            {canEdit && (
              <Space size="large" wrap>
                <LogoPicker
                  label={t('companies.look.expanded')}
                  testId="logo-upload-expanded"
                  onPicked={(url) => setLogo((current) => ({ ...current, logoUrl: url }))}
                />
                <LogoPicker
                  label={t('companies.look.collapsed')}
                  testId="logo-upload-collapsed"
                  onPicked={(url) => setLogo((current) => ({ ...current, iconUrl: url }))}
                />
              </Space>
            )}
            <MenuPreview logo={logo} color={color} />
            <Can permission="company.info.edit">
              <Space>
                <Button
                  type="primary"
                  disabled={!logoChanged}
                  loading={saveLogo.isPending}
                  data-testid="logo-save"
                  onClick={() =>
                    void saveLogo.mutateAsync(logo).then(() => message.success(t('companies.look.logoSaved')))
                  }
                >
                  {t('companies.look.saveLogo')}
                </Button>
                <Button onClick={() => setLogo({ logoUrl: null, iconUrl: null })} data-testid="logo-reset">
                  {t('companies.look.reset')}
                </Button>
              </Space>
            </Can>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('companies.look.color')} data-testid="company-color-card">
          <Flex vertical gap={16}>
            <Typography.Text type="secondary">{t('companies.look.colorHint')}</Typography.Text>
            <Flex gap={8} wrap>
              {themeColorPresets.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  aria-label={preset}
                  disabled={!canEdit}
                  onClick={() => setColor(preset)}
                  data-testid={`color-${preset.slice(1)}`}
                  style={{
                    width: 32,
                    height: 32,
                    borderRadius: 8,
                    cursor: canEdit ? 'pointer' : 'default',
                    background: preset,
                    border: preset === color ? '3px solid white' : '1px solid transparent',
                    boxShadow: preset === color ? `0 0 0 2px ${preset}` : undefined,
                  }}
                />
              ))}
            </Flex>
            <Space>
              <ColorPicker
                value={color}
                disabled={!canEdit}
                disabledAlpha
                showText
                onChangeComplete={(value) => setColor(value.toHexString())}
              />
              <Can permission="company.info.edit">
                <Button
                  type="primary"
                  disabled={color === (company.themeColor ?? fallbackThemeColor)}
                  loading={saveColor.isPending}
                  data-testid="color-save"
                  onClick={() =>
                    void saveColor
                      .mutateAsync(color)
                      .then(() => message.success(t('companies.look.colorSaved')))
                  }
                >
                  {t('companies.look.saveColor')}
                </Button>
              </Can>
            </Space>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
