import { App, Button, Flex, Image, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadLimits } from '@sunfleet/contract/validators';
import { ApiError, refusalText } from '@/lib/api-client';
import { uploadProblem } from '@/lib/upload-check';
import { useLang } from '@/lib/use-lang';
import { useUploadPlantPicture } from '../api/upload-plant-picture.ts';

/**
 * The plant picture as a form control: the value is the URL `POST /plant/thumbnail` answered.
 * Type and size are checked before upload (spec section 5); the api checks the content, and its
 * refusal shows with the same kind of message. Read-only, it shows the picture alone: a caller who
 * may not change it gets no upload button, not even a disabled one.
 */
export function PictureUpload({
  value,
  onChange,
  isReadOnly = false,
}: {
  value?: string | null;
  onChange?: (url: string | null) => void;
  isReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const upload = useUploadPlantPicture();

  async function send(file: File) {
    const problem = uploadProblem(file, uploadLimits.plantPicture, lang);
    if (problem) {
      void message.error(problem);
      return;
    }
    try {
      onChange?.((await upload.mutateAsync(file)).url);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!error.isReported) void message.error(refusalText(error));
    }
  }

  const picture = value && (
    <Image src={value} width={120} height={80} style={{ objectFit: 'cover', borderRadius: 6 }} />
  );
  if (isReadOnly)
    return (
      <div data-testid="plant-picture">
        {picture || <Typography.Text type="secondary">--</Typography.Text>}
      </div>
    );

  return (
    <Flex gap={16} align="center" data-testid="plant-picture">
      {picture}
      <Flex vertical gap={4}>
        <Upload
          accept=".jpg,.jpeg,.png"
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="plant-picture-upload">
            {t('plants.form.uploadPicture')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('plants.form.pictureHint')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
