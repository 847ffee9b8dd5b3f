import { messages } from '@pharma/contract';
import { App, Form, type FormRule, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { IconPicker } from './IconPicker.tsx';
import { rootId } from './lazyTree.ts';
import type { Menu, MenuBody } from './menu.api.ts';
import { buttonCategory, menuDicts, menuMessages, menuTexts } from './menu.texts.ts';
import { parentPickerTree } from './parentTree.ts';
import { useMenuTree, useMenuWrites } from './useMenus.ts';

/** 新增 (at the top, or under a row with the parent locked: 新增下级) or 编辑 a menu or button. */
export type MenuForm = { mode: 'add'; parentId?: string; locked?: boolean } | { mode: 'edit'; row: Menu };

type Values = Omit<MenuBody, 'id'>;

/** The list row has every field, so edit fills the form from it without a detail call. */
function initialValues(state: MenuForm): Partial<Values> {
  if (state.mode === 'add') return { parentId: state.parentId ?? rootId, category: 1, action: 0, isOpen: 1 };
  const { id: _id, hasChildren: _has, ...row } = state.row;
  return {
    ...row,
    parentId: row.parentId || rootId,
    path: row.path ?? undefined,
    source: row.source ?? undefined,
    remark: row.remark ?? undefined,
  };
}

/**
 * The add / edit dialog. `onSaved` gets the parents whose levels changed (the old and the new one on a move), so
 * the page reloads exactly those. A refused save (编号已存在, …) is toasted by lib/http; the dialog stays open.
 */
export function MenuFormDialog(props: { form: MenuForm; onSaved: (parentIds: string[]) => void; onClose: () => void }) {
  const { form: state, onSaved, onClose } = props;
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const tree = useMenuTree();
  const { submit } = useMenuWrites();
  const editing = state.mode === 'edit' ? state.row : undefined;
  const isButton = Form.useWatch('category', form) === buttonCategory;

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // The store keeps what hidden inputs hold (a menu's button position), so an edit does not lose it.
    const all = { ...form.getFieldsValue(true), ...values } as Values;
    const body: MenuBody = {
      ...all,
      parentId: all.parentId || rootId,
      path: all.path ?? '',
      source: all.source ?? '',
      remark: all.remark ?? '',
      action: all.action ?? 0,
      ...(editing ? { id: editing.id } : {}),
    };
    try {
      await submit.mutateAsync(body);
      void message.success(text(editing ? messages.updated : messages.added));
      onSaved(editing && editing.parentId !== body.parentId ? [editing.parentId, body.parentId] : [body.parentId]);
      onClose();
    } catch {
      // Shown by lib/http.
    }
  };

  const required = (msg: Parameters<typeof text>[0]): FormRule[] => [
    { required: true, whitespace: true, message: text(msg) },
  ];
  const input = (label: Parameters<typeof text>[0]) => ({
    placeholder: t('crud.input', { label: text(label) }),
    maxLength: 255,
  });
  const title = state.mode === 'add' && state.locked ? text(menuTexts.addChild) : t(editing ? 'crud.edit' : 'crud.add');

  return (
    <Modal open title={title} onOk={onOk} onCancel={onClose} confirmLoading={submit.isPending} width={720}>
      <Form
        form={form}
        name="menu-form"
        layout="vertical"
        initialValues={initialValues(state)}
        disabled={submit.isPending}
      >
        <Form.Item name="parentId" label={text(menuTexts.parent)}>
          <TreeSelect
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandedKeys={[rootId]}
            loading={tree.isFetching}
            disabled={state.mode === 'add' && state.locked}
            treeData={parentPickerTree(tree.data ?? [], text(menuTexts.top), editing?.id)}
          />
        </Form.Item>
        <Form.Item name="name" label={text(menuTexts.name)} rules={required(menuMessages.nameRequired)}>
          <Input {...input(menuTexts.name)} />
        </Form.Item>
        <Form.Item
          name="category"
          label={text(menuTexts.category)}
          rules={[{ required: true, message: text(menuMessages.categoryRequired) }]}
        >
          <DictRadio code={menuDicts.category} numeric />
        </Form.Item>
        {isButton && (
          <Form.Item name="action" label={text(menuTexts.action)}>
            <DictRadio code={menuDicts.action} numeric />
          </Form.Item>
        )}
        {/* Always a rule (only its `required` changes): a field without rules is skipped, keeping a stale error. */}
        <Form.Item
          name="path"
          label={text(menuTexts.path)}
          rules={[{ required: !isButton, whitespace: true, message: text(menuMessages.pathRequired) }]}
        >
          <Input {...input(menuTexts.path)} />
        </Form.Item>
        <Form.Item name="code" label={text(menuTexts.code)} rules={required(menuMessages.codeRequired)}>
          <Input {...input(menuTexts.code)} />
        </Form.Item>
        <Form.Item name="alias" label={text(menuTexts.alias)} rules={required(menuMessages.aliasRequired)}>
          <Input {...input(menuTexts.alias)} />
        </Form.Item>
        <Form.Item name="source" label={text(menuTexts.source)}>
          <IconPicker />
        </Form.Item>
        <Form.Item
          name="sort"
          label={text(menuTexts.sort)}
          rules={[{ required: true, message: text(menuMessages.sortRequired) }]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} placeholder={input(menuTexts.sort).placeholder} />
        </Form.Item>
        <Form.Item name="isOpen" label={text(menuTexts.isOpen)}>
          <DictRadio code={menuDicts.isOpen} numeric />
        </Form.Item>
        <Form.Item name="remark" label={text(menuTexts.remark)}>
          <Input.TextArea {...input(menuTexts.remark)} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
