import { maxLengthOf, messages, roleResource } from '@pharma/contract';
import { App, Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { TenantField, useCrossTenant } from '../../../crud/crossTenant.tsx';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { parentOptions } from '../../../crud/treeKeys.ts';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { useText } from '../../../i18n/useText.ts';
import type { Role, RoleBody } from './role.api.ts';
import { useRoleTree, useRoleWrites } from './useRoles.ts';

/** 新增 (optionally under a chosen parent, in its tenant: 新增下级) or 编辑 a role. */
export type RoleForm = { mode: 'add'; parentId?: string; tenantId?: string } | { mode: 'edit'; row: Role };

type Values = Omit<RoleBody, 'id'>;

/** The list row already has every field, so edit fills the form from it without a detail call. */
function initialValues(form: RoleForm): Partial<Values> {
  if (form.mode === 'add') return { parentId: form.parentId, ...(form.tenantId && { tenantId: form.tenantId }) };
  const { roleName, roleAlias, parentId, sort, tenantId } = form.row;
  return { roleName, roleAlias, sort, tenantId, parentId: parentId === '0' ? undefined : parentId };
}

/**
 * The add / edit dialog. A refused save (别名已存在, a cycle, …) is toasted by lib/http; the dialog stays open and
 * the form is enabled again for another try.
 */
export function RoleFormDialog({ form: state, onClose }: { form: RoleForm; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const close = useCloseGuard(form, onClose);
  const crossing = useCrossTenant(roleResource);
  // The parent is one of the role's own tenant's roles: the tenant picked (or the edited role's).
  const tenantId = Form.useWatch('tenantId', form) as string | undefined;
  const tree = useRoleTree(crossing ? tenantId : undefined);
  const { submit } = useRoleWrites();
  const editing = state.mode === 'edit' ? state.row.id : undefined;

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // '' (not undefined) so that clearing the parent on edit moves the role to the top level. A role never moves
    // between tenants, so an edit does not send one.
    const { tenantId: picked, ...rest } = values;
    const body = {
      ...rest,
      ...(!editing && picked && { tenantId: picked }),
      parentId: values.parentId ?? '',
      sort: values.sort ?? null,
    };
    try {
      await submit.mutateAsync(editing ? { ...body, id: editing } : body);
      void message.success(text(editing ? messages.updated : messages.added));
      onClose();
    } catch {
      // Shown by lib/http.
    }
  };

  // Every field's name, label and rules come from the one declaration the server validates with.
  const { fields } = roleResource;
  const item = (key: keyof typeof fields) => fieldItem(roleResource, key, text);
  const input = (key: 'roleName' | 'roleAlias') => ({
    placeholder: t('crud.input', { label: text(fields[key].label) }),
    maxLength: maxLengthOf(fields[key]),
  });
  return (
    <Modal
      open
      title={t(editing ? 'crud.edit' : 'crud.add')}
      onOk={onOk}
      onCancel={close}
      confirmLoading={submit.isPending}
      width={640}
    >
      <Form
        form={form}
        name="role-form"
        layout="vertical"
        initialValues={initialValues(state)}
        disabled={submit.isPending}
        // Another tenant's parent would be refused: a new tenant clears the parent picked.
        onValuesChange={(changed) => 'tenantId' in changed && form.setFieldValue('parentId', undefined)}
      >
        {crossing && <TenantField editing={Boolean(editing)} />}
        <Form.Item {...item('roleName')}>
          <Input {...input('roleName')} />
        </Form.Item>
        <Form.Item {...item('roleAlias')}>
          <Input {...input('roleAlias')} />
        </Form.Item>
        <Form.Item {...item('parentId')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            loading={tree.isFetching}
            treeData={parentOptions(tree.data ?? [], editing)}
            placeholder={t('role.parentPlaceholder')}
          />
        </Form.Item>
        <Form.Item {...item('sort')}>
          <InputNumber
            precision={0}
            style={{ width: '100%' }}
            placeholder={t('crud.input', { label: text(fields.sort.label) })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
