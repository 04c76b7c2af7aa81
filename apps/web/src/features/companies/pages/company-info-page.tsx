import { Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/features/users/api/get-current-user';
import { useCompanyInfo } from '../api/get-company-info.ts';
import { AddCompanyCard } from '../components/add-company-card.tsx';
import { AgentsPanel } from '../components/agents-panel.tsx';
import { CompanyDetails } from '../components/company-details.tsx';
import { CompanyLook } from '../components/company-look.tsx';

/**
 * /enterprise/company: the company's information, its logo and theme colour, and its agents; for
 * the platform operator, the creation of a company with its administrator.
 */
export function CompanyInfoPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.data?.kind === 'platform') {
    // The platform belongs to no company: it creates them.
    return (
      <PageFrame title={t('route.companyInfo')}>
        <AddCompanyCard />
      </PageFrame>
    );
  }
  return <OwnCompany />;
}

function OwnCompany() {
  const { t } = useTranslation();
  const company = useCompanyInfo();
  return (
    <PageFrame title={t('route.companyInfo')}>
      {company.isError && <Result status="warning" title={t('network.content')} />}
      {!company.data && !company.isError && <Skeleton active />}
      {company.data && (
        <Tabs
          data-testid="company-tabs"
          items={[
            {
              key: 'info',
              label: t('companies.tabs.info'),
              children: <CompanyDetails company={company.data} />,
            },
            {
              key: 'look',
              label: <span data-testid="tab-look">{t('companies.tabs.look')}</span>,
              children: <CompanyLook key={company.data.id} company={company.data} />,
            },
            {
              key: 'agents',
              label: <span data-testid="tab-agents">{t('companies.tabs.agents')}</span>,
              children: <AgentsPanel />,
            },
          ]}
        />
      )}
    </PageFrame>
  );
}
