import { deptResource, messages } from '@pharma/contract';
import { App, Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { TenantField, useCrossTenant } from '../../../crud/crossTenant.tsx';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { parentOptions } from '../../../crud/treeKeys.ts';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import type { Dept, DeptBody } from './dept.api.ts';
import { deptTexts } from './dept.texts.ts';
import { useDeptDetail, useDeptTree, useDeptWrites } from './useDepts.ts';

/** 新增 (under a chosen parent, in its tenant, for 新增下级: preset and locked) or 编辑 a department. */
export type DeptForm = { mode: 'add'; parentId?: string; tenantId?: string } | { mode: 'edit'; row: Dept };

type Values = Omit<DeptBody, 'id'>;

/** The root of the parent picker: choosing it puts the department at the top level. */
const root = '0';

/**
 * The add / edit dialog. Edit loads dept/detail first. A refused save (父节点不可选择自身, 不能选择自身的下级部门作为
 * 上级, …) is toasted by lib/http with the server's words; the dialog stays open and enabled for another try.
 */
export function DeptFormDialog({ form: state, onClose }: { form: DeptForm; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const close = useCloseGuard(form, onClose);
  const editing = state.mode === 'edit' ? state.row.id : undefined;
  const detail = useDeptDetail(editing);
  const crossing = useCrossTenant(deptResource);
  // The parent is one of the department's own tenant's: the tenant picked (or the edited department's).
  const tenantId = Form.useWatch('tenantId', form) as string | undefined;
  const tree = useDeptTree(crossing ? tenantId : undefined);
  const { submit } = useDeptWrites();
  const loading = Boolean(editing) && detail.isLoading;
  const parentLocked = state.mode === 'add' && state.parentId !== undefined;

  const initialValues: Partial<Values> =
    state.mode === 'add'
      ? { parentId: state.parentId ?? root, deptCategory: 2, ...(state.tenantId && { tenantId: state.tenantId }) }
      : (({ parentId, deptName, fullName, deptCategory, sort, remark, tenantId }) => ({
          tenantId,
          parentId: parentId || root,
          deptName,
          fullName: fullName ?? '',
          deptCategory: deptCategory ?? undefined,
          sort: sort ?? undefined,
          remark: remark ?? undefined,
        }))({ ...state.row, ...detail.data });

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // A department never moves between tenants: an edit does not send one.
    const { tenantId: picked, ...rest } = values;
    const body: DeptBody = {
      ...rest,
      ...(!editing && picked && { tenantId: picked }),
      parentId: values.parentId || root,
    };
    try {
      await submit.mutateAsync(editing ? { ...body, id: editing } : body);
      void message.success(text(editing ? messages.updated : messages.added));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open.
    }
  };

  // Every field's name, label and rules come from the one declaration the server validates with.
  const item = (key: keyof typeof deptResource.fields) => fieldItem(deptResource, key, text);
  const input = (key: keyof typeof deptResource.fields) =>
    t('crud.input', { label: text(deptResource.fields[key].label) });

  return (
    <Modal
      open
      title={t(editing ? 'crud.edit' : 'crud.add')}
      onOk={onOk}
      onCancel={close}
      confirmLoading={submit.isPending}
      okButtonProps={{ disabled: loading }}
      width={640}
    >
      {loading ? (
        <PageSpin />
      ) : (
        <Form
          form={form}
          name="dept-form"
          layout="vertical"
          initialValues={initialValues}
          disabled={submit.isPending}
          // Another tenant's parent would be refused: a new tenant puts the department at its top level.
          onValuesChange={(changed) => 'tenantId' in changed && form.setFieldValue('parentId', root)}
        >
          {crossing && <TenantField editing={Boolean(editing)} />}
          <Form.Item {...item('parentId')}>
            <TreeSelect
              treeDefaultExpandAll
              disabled={parentLocked}
              loading={tree.isFetching}
              placeholder={text(deptTexts.parentPlaceholder)}
              treeNodeFilterProp="title"
              // On edit the department and everything below it cannot be its parent.
              treeData={[
                {
                  title: text(deptTexts.topLevel),
                  value: root,
                  key: root,
                  children: parentOptions(tree.data ?? [], editing),
                },
              ]}
            />
          </Form.Item>
          <Form.Item {...item('deptName')}>
            <Input maxLength={deptResource.fields.deptName.max} placeholder={input('deptName')} />
          </Form.Item>
          <Form.Item {...item('fullName')}>
            <Input maxLength={deptResource.fields.fullName.max} placeholder={input('fullName')} />
          </Form.Item>
          <Form.Item {...item('deptCategory')}>
            <DictSelect
              code={deptResource.fields.deptCategory.dict}
              numeric
              placeholder={text(deptTexts.categoryPlaceholder)}
            />
          </Form.Item>
          <Form.Item {...item('sort')}>
            <InputNumber precision={0} style={{ width: '100%' }} placeholder={input('sort')} />
          </Form.Item>
          <Form.Item {...item('remark')}>
            <Input.TextArea
              maxLength={deptResource.fields.remark.max}
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={input('remark')}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
