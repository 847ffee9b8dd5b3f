import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useText } from '../../i18n/useText.ts';
import { lockScreen } from '../stores/lock.ts';
import { texts } from './texts.ts';

/**
 * The top bar's lock: a dialog 30% wide asks for a lock password (锁屏密码不能为空 when empty), then the session is
 * locked and the console goes to /lock. Only a salted hash of the password is kept (stores/lock.ts).
 */
export function LockButton() {
  const text = useText();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<{ password: string }>();
  const [open, setOpen] = useState(false);
  const [locking, setLocking] = useState(false);

  const onFinish = async ({ password }: { password: string }) => {
    setLocking(true);
    try {
      await lockScreen(password);
    } finally {
      setLocking(false);
    }
    setOpen(false);
    // The lock page returns here after unlocking (history state survives a reload of /lock).
    navigate('/lock', { state: { from: location.pathname + location.search } });
  };

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
      <Modal
        open={open}
        title={text(texts.title)}
        width="30%"
        okText={text(texts.ok)}
        cancelText={text(texts.cancel)}
        confirmLoading={locking}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
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
    </>
  );
}
