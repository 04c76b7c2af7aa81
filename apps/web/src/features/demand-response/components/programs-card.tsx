import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { FilePdfOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDrPrograms } from '../api/get-dr-programs.ts';

/** A season bound (`MM-DD`) as the reader writes a day of a month. */
const monthDay = (value: string, lang: string) => {
  const [month = 1, day = 1] = value.split('-').map(Number);
  return new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, day),
  );
};

/** The four programmes (`listProgram`) with their facts and terms PDF. */
export function ProgramsCard() {
  const { t, i18n } = useTranslation();
  const programs = useDrPrograms();
  return (
    <Card title={t('demandResponse.programs.title')} loading={programs.isPending} data-testid="dr-programs">
      <Row gutter={[12, 12]}>
        {(programs.data ?? []).map((program) => (
          <Col xs={24} md={12} xl={6} key={program.id}>
            <Card size="small" title={program.administrator} data-testid={`dr-program-${program.id}`}>
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t('demandResponse.programs.season')}>
                  {monthDay(program.season.start, i18n.language)} –{' '}
                  {monthDay(program.season.end, i18n.language)}
                </Descriptions.Item>
                <Descriptions.Item label={t('demandResponse.programs.window')}>
                  {program.window.start}–{program.window.end}
                </Descriptions.Item>
                <Descriptions.Item label={t('demandResponse.programs.events')}>
                  {t(
                    program.events.min > 0
                      ? 'demandResponse.programs.eventsRange'
                      : 'demandResponse.programs.eventsMax',
                    {
                      min: program.events.min,
                      max: program.events.max,
                      hours: program.maxEventHours,
                    },
                  )}
                </Descriptions.Item>
                <Descriptions.Item label={t('demandResponse.programs.rate')}>
                  {t('demandResponse.programs.rateValue', {
                    rate: program.ratePerKw,
                    summers: program.rateLockSummers,
                  })}
                </Descriptions.Item>
              </Descriptions>
              {program.stormRule && (
                <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                  <ThunderboltOutlined /> {t('demandResponse.programs.storm')}
                </Typography.Paragraph>
              )}
              <Typography.Link
                href={program.termsUrl}
                target="_blank"
                rel="noreferrer"
                data-testid="dr-terms-link"
              >
                <FilePdfOutlined /> {t('demandResponse.programs.terms')}
              </Typography.Link>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
