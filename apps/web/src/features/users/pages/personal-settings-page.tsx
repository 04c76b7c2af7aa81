import { App, Button, Card, Col, Form, Input, Row, Segmented, Select } from 'antd';
import { AlarmMailCard } from '../components/alarm-mail-card.tsx';
import { LockOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@sunfleet/contract/errors';
import { languageNames, languages } from '@sunfleet/contract/lang';
import type { TTheme } from '@sunfleet/contract/enums';
import {
  ZPasswordChangeBody,
  ZProfileBody,
  type TCurrentUser,
  type TPasswordChangeBody,
  type TProfileBody,
} from '@sunfleet/contract/users';
import { PageFrame } from '@/components/page-frame';
import { PageLoader } from '@/components/page-loader';
import { NoAccessResult } from '@/components/result-pages';
import { ApiError } from '@/lib/api-client';
import { contractRule } from '@/lib/form-rules';
import { session } from '@/lib/session';
import { useThemeMode } from '@/lib/theme-mode';
import { useLang } from '@/lib/use-lang';
import { useChangePassword } from '../api/change-password.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { updatePersonalized } from '../api/update-personalized.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AvatarUpload } from '../components/avatar-upload.tsx';

function ProfileCard({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const { mode, setMode } = useThemeMode();
  const update = useUpdateProfile(user.id);

  const save = async (values: TProfileBody) => {
    const isSaved = await update.mutateAsync(values).then(
      () => true,
      () => false,
    );
    if (!isSaved) return;
    if (values.lang && values.lang !== lang) {
      session.saveLang(values.lang);
      window.location.reload();
      return;
    }
    void message.success(t('profile.saved'));
  };

  const chooseTheme = (theme: TTheme) => {
    setMode(theme);
    void updatePersonalized({ theme }).catch(() => undefined);
  };

  return (
    <Card title={t('profile.profileCard')} data-testid="profile-card">
      <AvatarUpload userId={user.id} avatar={user.avatar} nickname={user.nickname || user.account} />
      <Form<TProfileBody>
        layout="vertical"
        requiredMark={false}
        style={{ marginTop: 28 }}
        initialValues={{ nickname: user.nickname, lang }}
        onFinish={(values) => void save(values)}
        data-testid="profile-form"
      >
        <Form.Item label={t('profile.account')}>
          <Input value={user.account} disabled />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('profile.nickname')}
          rules={[contractRule(ZProfileBody, 'nickname', lang)]}
        >
          <Input maxLength={30} showCount data-testid="profile-nickname" />
        </Form.Item>
        <Form.Item name="lang" label={t('profile.language')}>
          <Select
            options={languages.map((code) => ({ value: code, label: languageNames[code] }))}
            data-testid="profile-language"
          />
        </Form.Item>
        <Form.Item label={t('profile.theme')}>
          <Segmented<TTheme>
            value={mode}
            onChange={chooseTheme}
            options={[
              { value: 'dark', label: t('shell.themeDark'), icon: <MoonOutlined /> },
              { value: 'light', label: t('shell.themeLight'), icon: <SunOutlined /> },
            ]}
            data-testid="profile-theme"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-save">
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}

function PasswordCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TPasswordChangeBody>();
  const change = useChangePassword(userId);
  const rule = (field: keyof TPasswordChangeBody) => [contractRule(ZPasswordChangeBody, field, lang)];

  const submit = async (values: TPasswordChangeBody) => {
    try {
      await change.mutateAsync(values);
      form.resetFields();
      void message.success(t('profile.passwordChanged'));
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.oldPasswordWrong) {
        form.setFields([{ name: 'old', errors: [error.message] }]);
      }
    }
  };

  return (
    <Card title={t('profile.passwordCard')} data-testid="password-card">
      <Form<TPasswordChangeBody>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        data-testid="password-form"
      >
        <Form.Item name="old" label={t('profile.oldPassword')} rules={rule('old')}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            data-testid="password-old"
          />
        </Form.Item>
        <Form.Item name="new" label={t('profile.newPassword')} rules={rule('new')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="password-new" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('profile.confirmPassword')}
          dependencies={['new']}
          rules={rule('confirm')}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            data-testid="password-confirm"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="password-submit">
          {t('profile.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}

/** /edit: nickname, avatar, language, theme, password and alarm e-mails. Read-only users have no access. */
export function PersonalSettingsPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoader />;
  if (user.readOnly) return <NoAccessResult />;
  return (
    <PageFrame title={t('profile.title')} subtitle={t('profile.subtitle')}>
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={14}>
          <ProfileCard user={user} />
        </Col>
        <Col xs={24} lg={10}>
          <PasswordCard userId={user.id} />
        </Col>
        <Col xs={24} lg={14}>
          <AlarmMailCard />
        </Col>
      </Row>
    </PageFrame>
  );
}
