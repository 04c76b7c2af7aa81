import { Typography } from 'antd';
import type { TVersion } from '@sunfleet/contract/versions';
import { useLang } from '@/lib/use-lang';

/** A record's text in the reader's language (Chinese for zh, English otherwise), line by line. */
export function VersionContent({ version }: { version: TVersion }) {
  const lang = useLang();
  const text = lang === 'zh' ? version.contentZh : version.contentEn;
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }} data-testid="version-content">
      {text}
    </Typography.Paragraph>
  );
}
