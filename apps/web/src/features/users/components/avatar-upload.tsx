import { App, Avatar, Button, Flex, Typography, Upload } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { inputMessage } from '@sunfleet/contract/messages';
import { useLang } from '@/lib/use-lang';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { avatarFileProblem, avatarLimits } from '../avatar-file.ts';

export function AvatarUpload({
  userId,
  avatar,
  nickname,
}: {
  userId: string;
  avatar: string | null;
  nickname: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const upload = useUploadAvatar(userId);

  const check = (file: File) => {
    const problem = avatarFileProblem(file);
    if (!problem) return true;
    const params = {
      types: avatarLimits.types.map((type) => type.toUpperCase()).join(', '),
      max: `${avatarLimits.maxBytes / 1024 / 1024} MB`,
    };
    void message.error(inputMessage(problem.key, lang, params));
    return Upload.LIST_IGNORE;
  };

  return (
    <Flex align="center" gap={20}>
      <Avatar
        size={88}
        src={avatar ?? undefined}
        style={{ fontSize: 34, flex: 'none' }}
        data-testid="profile-avatar"
      >
        {nickname.slice(0, 1).toUpperCase()}
      </Avatar>
      <Flex vertical gap={6}>
        <Upload
          accept=".jpg,.jpeg,.png"
          showUploadList={false}
          beforeUpload={check}
          customRequest={({ file }) =>
            void upload.mutateAsync(file as File).then(
              () => void message.success(t('profile.avatarUpdated')),
              () => undefined,
            )
          }
        >
          <Button icon={<CameraOutlined />} loading={upload.isPending} data-testid="avatar-upload">
            {t('profile.changeAvatar')}
          </Button>
        </Upload>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('profile.avatarHint')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
