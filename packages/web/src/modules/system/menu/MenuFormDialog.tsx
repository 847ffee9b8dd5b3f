import { maxLengthOf, menuAddChildButton, menuCategory, menuMessages, menuResource, messages } from '@pharma/contract';
import { App, Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { DictRadio } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { IconPicker } from './IconPicker.tsx';
import { rootId } from './lazyTree.ts';
import type { Menu, MenuBody } from './menu.api.ts';
import { menuTexts } from './menu.texts.ts';
import { parentPickerTree } from './parentTree.ts';
import { useMenuTree, useMenuWrites } from './useMenus.ts';

/** 新增 (at the top, or under a row with the parent locked: 新增下级) or 编辑 a menu or button. */
export type MenuForm = { mode: 'add'; parentId?: string; locked?: boolean } | { mode: 'edit'; row: Menu };

type Values = Omit<MenuBody, 'id'>;

/** The list row has every field, so edit fills the form from it without a detail call. */
function initialValues(state: MenuForm): Partial<Values> {
  if (state.mode === 'add') return { parentId: state.parentId ?? rootId, category: 1, action: 0, isOpen: 1 };
  const { parentId, name, path, code, alias, source, sort, category, action, isOpen, remark } = state.row;
  return { parentId: parentId || rootId, name, path, code, alias, source, sort, category, action, isOpen, remark };
}

const { fields } = menuResource;
type Key = keyof typeof fields;

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
  const close = useCloseGuard(form, onClose);
  const tree = useMenuTree();
  const { submit } = useMenuWrites();
  const editing = state.mode === 'edit' ? state.row : undefined;
  const isButton = Form.useWatch('category', form) === menuCategory.button;

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // The store keeps what hidden inputs hold (a menu's button position), so an edit does not lose it.
    const all = { ...form.getFieldsValue(true), ...values } as Values;
    const parentId = all.parentId || rootId;
    const body: MenuBody = {
      ...all,
      parentId,
      path: all.path ?? '',
      source: all.source ?? '',
      remark: all.remark ?? '',
      action: all.action ?? 0,
      ...(editing ? { id: editing.id } : {}),
    };
    try {
      await submit.mutateAsync(body);
      void message.success(text(editing ? messages.updated : messages.added));
      onSaved(editing && editing.parentId !== parentId ? [editing.parentId, parentId] : [parentId]);
      onClose();
    } catch {
      // Shown by lib/http.
    }
  };

  // Every field's name, label and rules come from the one declaration the server validates with.
  const item = (key: Key) => fieldItem(menuResource, key, text);
  const input = (key: Key) => ({
    placeholder: t('crud.input', { label: text(fields[key].label) }),
    maxLength: maxLengthOf(fields[key]),
  });
  const title =
    state.mode === 'add' && state.locked ? text(menuAddChildButton.name) : t(editing ? 'crud.edit' : 'crud.add');

  return (
    <Modal open title={title} onOk={onOk} onCancel={close} confirmLoading={submit.isPending} width={720}>
      <Form
        form={form}
        name="menu-form"
        layout="vertical"
        initialValues={initialValues(state)}
        disabled={submit.isPending}
      >
        <Form.Item {...item('parentId')}>
          <TreeSelect
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandedKeys={[rootId]}
            loading={tree.isFetching}
            disabled={state.mode === 'add' && state.locked}
            treeData={parentPickerTree(tree.data ?? [], text(menuTexts.top), editing?.id)}
          />
        </Form.Item>
        <Form.Item {...item('name')}>
          <Input {...input('name')} />
        </Form.Item>
        <Form.Item {...item('category')}>
          <DictRadio code={fields.category.dict} numeric />
        </Form.Item>
        {isButton && (
          <Form.Item {...item('action')}>
            <DictRadio code={fields.action.dict} numeric />
          </Form.Item>
        )}
        {/* Always a rule (only its `required` changes): a field without rules is skipped, keeping a stale error. */}
        <Form.Item
          {...item('path')}
          rules={[{ required: !isButton, whitespace: true, message: text(menuMessages.pathRequired) }]}
        >
          <Input {...input('path')} />
        </Form.Item>
        <Form.Item {...item('code')}>
          <Input {...input('code')} />
        </Form.Item>
        <Form.Item {...item('alias')}>
          <Input {...input('alias')} />
        </Form.Item>
        <Form.Item {...item('source')}>
          <IconPicker />
        </Form.Item>
        <Form.Item {...item('sort')}>
          <InputNumber precision={0} style={{ width: '100%' }} placeholder={input('sort').placeholder} />
        </Form.Item>
        <Form.Item {...item('isOpen')}>
          <DictRadio code={fields.isOpen.dict} numeric />
        </Form.Item>
        <Form.Item {...item('remark')}>
          <Input.TextArea {...input('remark')} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
