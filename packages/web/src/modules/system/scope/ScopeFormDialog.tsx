import { messages } from '@pharma/contract';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { useText } from '../../../i18n/useText.ts';
import type { ScopeKind } from './kind.ts';
import type { Scope } from './scope.api.ts';
import { useScopeWrites } from './useScopes.ts';

/**
 * 新增 / 编辑 a scope of one menu; the kind supplies the inputs and the body. The list row has every field, so
 * edit fills the form from it. A refused save is toasted by lib/http and the dialog stays open.
 */
export function ScopeFormDialog(props: { kind: ScopeKind; menuId: string; row?: Scope; onClose: () => void }) {
  const { kind, menuId, row, onClose } = props;
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const close = useCloseGuard(form, onClose);
  const { submit } = useScopeWrites(kind);
  const { Fields } = kind;

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = { ...kind.toBody(values), menuId, ...(row ? { id: row.id } : {}) };
    try {
      await submit.mutateAsync(body);
      void message.success(text(row ? messages.updated : messages.added));
      onClose();
    } catch {
      // Shown by lib/http.
    }
  };

  return (
    <Modal
      open
      title={t(row ? 'crud.edit' : 'crud.add')}
      onOk={onOk}
      onCancel={close}
      confirmLoading={submit.isPending}
      width={640}
    >
      <Form
        form={form}
        name={`${kind.key}-scope-form`}
        layout="vertical"
        initialValues={row ? { ...row } : kind.initialValues}
        disabled={submit.isPending}
      >
        <Fields />
      </Form>
    </Modal>
  );
}
