import { Card, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLang } from '@sunfleet/contract/lang';
import { useLang } from '@/lib/use-lang';
import { AuthLayout } from '../components/auth-layout.tsx';
import type { TLegalDocument } from '../agreements/legal-document.ts';
import { privacyPolicy } from '../agreements/privacy-policy.ts';
import { userAgreement } from '../agreements/user-agreement.ts';

function LegalDocument({ document, lang }: { document: TLegalDocument; lang: TLang }) {
  const { t } = useTranslation();
  return (
    <AuthLayout hasHero={false}>
      <Card variant="borderless" styles={{ body: { padding: '36px 44px' } }} data-testid="legal-document">
        <Link to="/login">
          <ArrowLeftOutlined /> {t('auth.backToSignIn')}
        </Link>
        <Typography.Title level={2} style={{ marginTop: 16 }}>
          {document.title[lang]}
        </Typography.Title>
        <Typography.Text type="secondary">{document.effective}</Typography.Text>
        {document.sections.map((section) => (
          <section key={section.heading.en}>
            <Typography.Title level={4} style={{ marginTop: 28 }}>
              {section.heading[lang]}
            </Typography.Title>
            <Typography.Paragraph style={{ fontSize: 15, lineHeight: 1.75 }}>
              {section.body[lang]}
            </Typography.Paragraph>
          </section>
        ))}
      </Card>
    </AuthLayout>
  );
}

/** /register/userAgreement. */
export function UserAgreementPage() {
  return <LegalDocument document={userAgreement} lang={useLang()} />;
}

/** /agreement: the privacy policy in the reader's language. */
export function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} lang={useLang()} />;
}

/** /agreementen: the privacy policy in English whatever the chosen language. */
export function EnglishPrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} lang="en" />;
}
