import { tenantPackageResource as def, messages, type SubmitOf } from '@pharma/contract';
import { App, Empty, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '../../../crud/api.ts';
import { FieldInput } from '../../../crud/FieldInput.tsx';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { MenuTreeCheck } from '../../../crud/MenuTreeCheck.tsx';
import { menuTreeTexts } from '../../../crud/menuTree.texts.ts';
import { allKeys, withAncestors } from '../../../crud/treeKeys.ts';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { useCrudDetail, useCrudWrites } from '../../../crud/useCrud.ts';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { useMenuGrantTree } from './useMenuGrantTree.ts';

/** What submit takes, but the menus as the tree's checked ids (they are sent comma-joined). */
type Values = Omit<SubmitOf<typeof def>, 'id' | 'menuId'> & { menuId: string[] };

const { packageName, menuId, remark } = def.fields;

/** `menuId` is stored comma-joined; only ids still in the tree are kept, so a deleted menu cannot block a save. */
function keysOf(joined: unknown, known: ReadonlySet<string>): string[] {
  if (typeof joined !== 'string') return [];
  return joined
    .split(',')
    .map((s) => s.trim())
    .filter((s) => known.has(s));
}

/**
 * 新增 / 编辑 a tenant package: its name, the menus and buttons it holds (a checkable tree, saved as comma-joined
 * ids with every checked node's parents) and a remark. A refused save keeps the dialog open (lib/http toasts why).
 */
export function PackageFormDialog({ row, onClose }: { row?: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const close = useCloseGuard(form, onClose);
  const tree = useMenuGrantTree();
  const detail = useCrudDetail(def, row?.id);
  const { submit } = useCrudWrites(def);
  const nodes = tree.data ?? [];
  // The menus must be loaded before the form shows: its initial checks are filtered by them.
  const loading = !tree.isFetchedAfterMount || (row !== undefined && detail.isLoading);
  const failed = tree.isError;

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = { ...values, menuId: withAncestors(nodes, values.menuId).join(',') };
    try {
      await submit.mutateAsync(row ? { ...body, id: row.id } : body);
      void message.success(text(row ? messages.updated : messages.added));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open for another try.
    }
  };

  const initialValues = (): Partial<Values> => {
    if (!row) return { menuId: [] };
    const record = { ...row, ...detail.data };
    return {
      packageName: record.packageName as string,
      remark: record.remark as string | null,
      menuId: keysOf(record.menuId, new Set(allKeys(nodes))),
    };
  };

  const input = (label: string) => t('crud.input', { label });
  return (
    <Modal
      open
      title={t(row ? 'crud.edit' : 'crud.add')}
      onOk={onOk}
      onCancel={close}
      confirmLoading={submit.isPending}
      okButtonProps={{ disabled: loading || failed }}
      width={640}
    >
      {failed ? (
        <Empty description={text(menuTreeTexts.loadFailed)} />
      ) : loading ? (
        <PageSpin />
      ) : (
        <Form
          form={form}
          name="tenant-package-form"
          layout="vertical"
          initialValues={initialValues()}
          disabled={submit.isPending}
        >
          <Form.Item {...fieldItem(def, 'packageName', text)}>
            <FieldInput field={packageName} where="form" placeholder={input(text(packageName.label))} />
          </Form.Item>
          <Form.Item
            name="menuId"
            label={text(menuId.label)}
            // A list of ticked ids here (joined on save): required means at least one.
            rules={[{ type: 'array', required: true, min: 1, message: text(menuId.required) }]}
          >
            <MenuTreeCheck nodes={nodes} />
          </Form.Item>
          <Form.Item {...fieldItem(def, 'remark', text)}>
            <FieldInput field={remark} where="form" placeholder={input(text(remark.label))} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
