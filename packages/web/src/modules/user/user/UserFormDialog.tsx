import { type FieldDef, messages, userResource } from '@pharma/contract';
import { App, Form, type FormItemProps, type FormRule, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { TenantField, useCrossTenant } from '../../../crud/crossTenant.tsx';
import { FieldInput } from '../../../crud/FieldInput.tsx';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import {
  BirthdayPicker,
  birthdayAtMidnight,
  commaJoined,
  DeptPicker,
  LeaderPicker,
  leaderSwitch,
  PostPicker,
  RolePicker,
} from './pickers.tsx';
import { phoneRule, sameAsPassword } from './rules.ts';
import type { User } from './user.api.ts';
import { useUserDetail, useUserWrites } from './useUsers.ts';

type Key = keyof typeof userResource.fields;
const fields: Record<Key, FieldDef> = userResource.fields;
/** The text inputs, in the order Saber shows them. */
const textKeys = ['account', 'realName', 'name', 'phone', 'email'] as const;

/**
 * 新增 / 编辑 a user. Add sets the first password (sent as typed with its confirmation, as Saber's form sends it;
 * the server stores a hash of its md5, which the sign-in call sends) and posts to `submit`;
 * edit loads `detail`, keeps the account locked and posts to `update`, which never touches the password.
 * A refused save keeps the dialog open (lib/http has shown the server's reason).
 */
export function UserFormDialog({ mode, row, onClose }: { mode: 'add' | 'edit'; row?: User; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const close = useCloseGuard(form, onClose);
  const detail = useUserDetail(mode === 'edit' ? row?.id : undefined);
  const writes = useUserWrites();
  const saving = writes.add.isPending || writes.update.isPending;
  const loading = mode === 'edit' && detail.isLoading;
  const crossing = useCrossTenant(userResource);
  // Roles, departments and posts are the user's own tenant's: the tenant picked (or the edited user's).
  const picked = Form.useWatch('tenantId', form) as string | undefined;
  const tenantId = crossing ? picked : undefined;

  /** What only the screen checks, on top of the declaration's rules (the API takes any phone and email). */
  const extraRules: Partial<Record<Key, FormRule[]>> = {
    phone: [phoneRule(text)],
    email: [{ type: 'email', message: t('user.emailFormat') }],
    password2: [sameAsPassword(text)],
  };

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      // A user never moves between tenants: an edit does not send one.
      const { tenantId: _shown, ...edited } = values;
      if (mode === 'add') await writes.add.mutateAsync(values);
      else if (row) await writes.update.mutateAsync({ ...edited, id: row.id });
      void message.success(text(mode === 'add' ? messages.added : messages.updated));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open for another try.
    }
  };

  // Every field's name, label and rules come from the one declaration the server validates with.
  const item = (key: Key): FormItemProps => {
    const props = fieldItem(userResource, key, text);
    return { ...props, rules: [...(props.rules ?? []), ...(extraRules[key] ?? [])] };
  };
  const input = (key: Key) => t('crud.input', { label: text(fields[key].label) });
  const select = (key: Key) => t('crud.select', { label: text(fields[key].label) });

  return (
    <Modal
      open
      title={t(mode === 'add' ? 'crud.add' : 'crud.edit')}
      onOk={onOk}
      onCancel={close}
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
          // Another tenant's roles, departments and posts would be refused: a new tenant clears them.
          onValuesChange={(changed) =>
            'tenantId' in changed && form.setFieldsValue({ roleId: '', deptId: '', postId: '', leaderId: '' })
          }
        >
          {crossing && <TenantField editing={mode === 'edit'} />}
          {textKeys.map((key) => (
            <Form.Item key={key} {...item(key)}>
              <FieldInput
                field={fields[key]}
                where="form"
                disabled={mode === 'edit' && fields[key].lockOnEdit}
                placeholder={input(key)}
              />
            </Form.Item>
          ))}
          {/* 性别 from its dictionary, kept as a number (1 男, 2 女). */}
          <Form.Item {...item('sex')}>
            <FieldInput field={fields.sex} where="form" placeholder={select('sex')} />
          </Form.Item>
          <Form.Item {...item('birthday')} {...birthdayAtMidnight}>
            <BirthdayPicker placeholder={select('birthday')} />
          </Form.Item>
          <Form.Item {...item('roleId')} {...commaJoined}>
            <RolePicker tenantId={tenantId} placeholder={select('roleId')} />
          </Form.Item>
          <Form.Item {...item('deptId')} {...commaJoined}>
            <DeptPicker tenantId={tenantId} placeholder={select('deptId')} />
          </Form.Item>
          <Form.Item {...item('postId')} {...commaJoined}>
            <PostPicker tenantId={tenantId} placeholder={select('postId')} />
          </Form.Item>
          {/* BladeX 4's 职责信息: whom the user reports to, and whether they lead others. */}
          <Form.Item {...item('leaderId')} {...commaJoined}>
            <LeaderPicker tenantId={tenantId} self={row?.id} placeholder={select('leaderId')} />
          </Form.Item>
          <Form.Item {...item('isLeader')} {...leaderSwitch}>
            <Switch />
          </Form.Item>
          {mode === 'add' && (
            <>
              <Form.Item {...item('password')}>
                <Input.Password autoComplete="new-password" placeholder={input('password')} />
              </Form.Item>
              <Form.Item {...item('password2')} dependencies={['password']}>
                <Input.Password
                  autoComplete="new-password"
                  placeholder={text(userResource.fields.password2.required)}
                />
              </Form.Item>
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
