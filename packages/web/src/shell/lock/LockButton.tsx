import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useText } from '../../i18n/useText.ts';
import { useDialogWidth } from '../screen/useScreen.ts';
import { lockScreen } from '../stores/lock.ts';
import { texts } from './texts.ts';

/**
 * The lock dialog, 30% wide (the whole window below 768 px): it asks for a lock password (锁屏密码不能为空 when
 * empty), then the session is locked and the console goes to /lock. Only a salted hash of the password is kept
 * (stores/lock.ts). The top bar's lock opens it, or its overflow menu on a small screen.
 */
export function LockDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const text = useText();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<{ password: string }>();
  const [locking, setLocking] = useState(false);
  const width = useDialogWidth('30%');

  const onFinish = async ({ password }: { password: string }) => {
    setLocking(true);
    try {
      await lockScreen(password);
    } finally {
      setLocking(false);
    }
    onClose();
    // The lock page returns here after unlocking (history state survives a reload of /lock).
    navigate('/lock', { state: { from: location.pathname + location.search } });
  };

  return (
    <Modal
      open={open}
      title={text(texts.title)}
      width={width}
      okText={text(texts.ok)}
      cancelText={text(texts.cancel)}
      confirmLoading={locking}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(values) => void onFinish(values)}>
        <Form.Item
          name="password"
          label={text(texts.password)}
          rules={[{ required: true, whitespace: true, message: text(texts.required) }]}
        >
          <Input.Password
            autoFocus
            autoComplete="new-password"
            placeholder={text(texts.placeholder)}
            data-testid="lock-password"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The top bar's lock button and its dialog. */
export function LockButton() {
  const text = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="text"
        className="shell-header-button"
        icon={<LockOutlined />}
        onClick={() => setOpen(true)}
        aria-label={text(texts.lock)}
        title={text(texts.lock)}
        data-testid="lock"
      />
      <LockDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
