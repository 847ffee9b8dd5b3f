import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { uploadAvatar } from './api.ts';
import { avatarProblem } from './rules.ts';
import { infoTexts } from './texts.ts';

interface Props {
  /** The avatar link (a form field's value). */
  value?: string;
  onChange?: (link: string) => void;
}

/**
 * The avatar of the info form: picks a JPG/PNG of at most 500 kb (checked here first, then by the server on the
 * bytes), uploads it with put-file?kind=avatar and sets the field to the link; 保存 makes it the user's avatar.
 */
export function AvatarUpload({ value, onChange }: Props) {
  const text = useText();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Flex gap={16} align="center">
      <Upload
        accept=".jpg,.png"
        listType="picture-card"
        showUploadList={false}
        data-testid="info-avatar-upload"
        beforeUpload={(file) => {
          const problem = avatarProblem(file);
          if (!problem) return true;
          void message.error(text(problem));
          return Upload.LIST_IGNORE;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setBusy(true);
          try {
            const stored = await uploadAvatar(file as File);
            onChange?.(stored.link);
            onSuccess?.(stored);
            void message.success(text(infoTexts.avatarUploaded));
          } catch (error) {
            // The server's refusal has been shown by lib/http already.
            onError?.(error as Error);
          } finally {
            setBusy(false);
          }
        }}
      >
        {value && !busy ? (
          <img src={value} alt={text(infoTexts.avatar)} className="info-avatar" data-testid="info-avatar-image" />
        ) : (
          <div>
            {busy ? <LoadingOutlined /> : <PlusOutlined />}
            <div style={{ marginTop: 8 }}>{text(infoTexts.avatarUpload)}</div>
          </div>
        )}
      </Upload>
      <Typography.Text type="secondary">{text(infoTexts.avatarTip)}</Typography.Text>
    </Flex>
  );
}
