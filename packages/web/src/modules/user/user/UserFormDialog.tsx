import { type FieldDef, messages, userDef } from '@pharma/contract';
import { App, Form, type FormRule, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../../crud/FieldInput.tsx';
import { useText } from '../../../i18n/useText.ts';
import { md5Hex } from '../../../lib/md5.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { BirthdayPicker, birthdayProps, commaJoined, DeptPicker, RolePicker, SexSelect } from './pickers.tsx';
import { passwordRules, phoneRule, requiredRule } from './rules.ts';
import type { User } from './user.api.ts';
import { useUserDetail, useUserWrites } from './useUsers.ts';

const fields: Record<keyof typeof userDef.fields, FieldDef> = userDef.fields;
/** The text inputs, in the order Saber shows them. */
const textKeys = ['account', 'realName', 'name', 'phone', 'email'] as const;

/**
 * 新增 / 编辑 a user. Add sets the first password (sent as md5 hex, like the sign-in call) and posts to `submit`;
 * edit loads `detail`, keeps the account locked and posts to `update`, which never touches the password.
 * A refused save keeps the dialog open (lib/http has shown the server's reason).
 */
export function UserFormDialog({ mode, row, onClose }: { mode: 'add' | 'edit'; row?: User; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const detail = useUserDetail(mode === 'edit' ? row?.id : undefined);
  const writes = useUserWrites();
  const saving = writes.add.isPending || writes.update.isPending;
  const loading = mode === 'edit' && detail.isLoading;
  const passwords = passwordRules(text, t('user.confirmRequired'));

  const extraRules: Partial<Record<(typeof textKeys)[number], FormRule[]>> = {
    phone: [phoneRule(text)],
    email: [{ type: 'email', message: t('user.emailFormat') }],
  };

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { password, confirmPassword: _confirm, account, ...profile } = values;
    try {
      if (mode === 'add') await writes.add.mutateAsync({ ...profile, account, password: md5Hex(password) });
      else if (row) await writes.update.mutateAsync({ ...profile, id: row.id });
      void message.success(text(mode === 'add' ? messages.added : messages.updated));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open for another try.
    }
  };

  const label = (key: keyof typeof fields) => text(fields[key].label);
  const input = (key: keyof typeof fields) => t('crud.input', { label: label(key) });
  const select = (key: keyof typeof fields) => t('crud.select', { label: label(key) });

  return (
    <Modal
      open
      title={t(mode === 'add' ? 'crud.add' : 'crud.edit')}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      width={720}
    >
      {loading ? (
        <PageSpin />
      ) : (
        <Form
          form={form}
          name="user-form"
          layout="vertical"
          className="user-form"
          initialValues={mode === 'edit' ? { ...row, ...detail.data } : undefined}
          disabled={saving}
        >
          {textKeys.map((key) => (
            <Form.Item
              key={key}
              name={key}
              label={label(key)}
              rules={[...requiredRule(fields[key], text), ...(extraRules[key] ?? [])]}
            >
              <FieldInput
                field={fields[key]}
                where="form"
                disabled={mode === 'edit' && fields[key].lockOnEdit}
                placeholder={input(key)}
              />
            </Form.Item>
          ))}
          <Form.Item name="sex" label={label('sex')}>
            <SexSelect placeholder={select('sex')} />
          </Form.Item>
          <Form.Item name="birthday" label={label('birthday')} {...birthdayProps(fields.birthday)}>
            <BirthdayPicker placeholder={select('birthday')} />
          </Form.Item>
          <Form.Item name="roleId" label={label('roleId')} {...commaJoined}>
            <RolePicker placeholder={select('roleId')} />
          </Form.Item>
          <Form.Item name="deptId" label={label('deptId')} {...commaJoined}>
            <DeptPicker placeholder={select('deptId')} />
          </Form.Item>
          {mode === 'add' && (
            <>
              <Form.Item name="password" label={t('user.password')} rules={passwords.password}>
                <Input.Password
                  autoComplete="new-password"
                  placeholder={t('crud.input', { label: t('user.password') })}
                />
              </Form.Item>
              <Form.Item
                name="confirmPassword"
                label={t('user.confirmPassword')}
                dependencies={['password']}
                rules={passwords.confirm}
              >
                <Input.Password autoComplete="new-password" placeholder={t('user.confirmRequired')} />
              </Form.Item>
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
