import { flowModelResource as def, flowCalls, format } from '@pharma/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Input, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { invalidateFolders } from '../../../lib/useCall.ts';
import { blankDiagram } from './blankDiagram.ts';
import type { DesignerModeler, DiagramElement } from './designerTypes.ts';
import { processIdPattern } from './elementProperties.ts';
import { loadModeler } from './loadModeler.ts';
import { modelTexts as texts } from './model.texts.ts';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import './designer.css';

interface ModelForm {
  modelKey: string;
  name: string;
  description?: string;
}

/** A placeholder process id until a model key is typed (the save always writes the key). */
const draftProcessId = 'process';

/**
 * 创建 / 配置: the designer, full screen. The model's key, name and description on top; the bpmn-js Modeler (loaded
 * when the designer opens) with its palette; the properties of the selected element on the right (below it on a
 * phone). 保存 makes the process id the model key and sends the diagram's XML with the form to model/submit.
 */
export function ModelDesigner({ id, onClose }: { id?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ModelForm>();
  const modelKey = Form.useWatch('modelKey', form) ?? '';

  const detail = useQuery({
    queryKey: callKey(flowCalls.modelDetail, { id }),
    queryFn: () => callApi(flowCalls.modelDetail, { query: { id: id! } }),
    enabled: Boolean(id),
    refetchOnMount: 'always',
  });
  const [blank] = useState(() =>
    blankDiagram(draftProcessId, '', {
      start: text(texts.blankStart),
      task: text(texts.blankTask),
      end: text(texts.blankEnd),
    }),
  );
  const stored = detail.data as { modelEditorXml?: string } | undefined;
  // An existing model opens its saved diagram (a blank one if it has none yet); a new one the blank diagram.
  const xml = id ? (detail.data ? stored?.modelEditorXml || blank : undefined) : blank;

  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [modeler, setModeler] = useState<DesignerModeler>();
  const [failed, setFailed] = useState<string>();
  const [selected, setSelected] = useState<DiagramElement>();
  const [revision, setRevision] = useState(0);
  const [saving, setSaving] = useState(false);
  // The panel's own writes are not changes "from the canvas" (reading them back would undo half-typed text).
  const applying = useRef(false);
  const dirty = useRef(false);

  useEffect(() => {
    if (detail.data) form.setFieldsValue(detail.data as unknown as ModelForm);
  }, [detail.data, form]);

  useEffect(() => {
    if (!container || xml === undefined) return;
    // StrictMode runs this twice in development: the first modeler is dropped while it may still be importing.
    let cancelled = false;
    let made: DesignerModeler | undefined;
    loadModeler(container)
      .then(async (instance) => {
        made = instance;
        if (cancelled) return instance.destroy();
        await instance.importXML(xml);
        if (cancelled) return;
        const root = () => instance.get('canvas').getRootElement();
        // Nothing selected (a click on the selected element deselects it) shows the process. While the modeler is
        // torn down the canvas answers an implicit root with no business object: that is never a panel's element.
        instance.on('selection.changed', (event) => {
          const element = event.newSelection?.[0] ?? root();
          if (element?.businessObject) setSelected(element);
        });
        instance.on('element.changed', () => {
          if (!applying.current) setRevision((r) => r + 1);
        });
        instance.on('commandStack.changed', () => {
          dirty.current = true;
        });
        setSelected(root());
        setModeler(instance);
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailed(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      made?.destroy();
      setModeler(undefined);
    };
  }, [container, xml]);

  const update = (element: DiagramElement, properties: Record<string, unknown>) => {
    if (!modeler) return;
    applying.current = true;
    try {
      modeler.get('modeling').updateProperties(element, properties);
    } finally {
      applying.current = false;
    }
  };

  /** The process id is the model key (and the process takes the model's name when it has none). */
  const stampProcess = (values: ModelForm) => {
    if (!modeler) return;
    const root = modeler.get('canvas').getRootElement();
    const named = Boolean(root.businessObject.get('name'));
    update(root, { id: values.modelKey, ...(named ? {} : { name: values.name }) });
    // The panel reads the process again. Never a copy of the element: diagram-js keeps `businessObject` as a
    // non-enumerable property, so `{ ...root }` had none and the panel crashed reading its $type (issue 35).
    setRevision((r) => r + 1);
  };

  const save = async () => {
    const values = await form.validateFields();
    if (!modeler) return;
    setSaving(true);
    try {
      stampProcess(values);
      const { xml: modelEditorXml = '' } = await modeler.saveXML({ format: true });
      await callApi(flowCalls.modelSubmit, {
        body: {
          ...(id ? { id } : {}),
          modelKey: values.modelKey,
          name: values.name,
          description: values.description ?? '',
          modelEditorXml,
        },
      });
      void message.success(text(texts.saved));
      void invalidateFolders(client, def.api);
      onClose();
    } catch {
      // shown by lib/http
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    if (!dirty.current && !form.isFieldsTouched()) return onClose();
    modal.confirm({
      title: t('crud.discardTitle'),
      content: t('crud.discardContent'),
      okText: t('crud.discard'),
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  };

  const field = def.fields;
  return (
    <Drawer
      open
      width="100%"
      className="flow-designer"
      title={text(id ? texts.designTitle : texts.createTitle)}
      onClose={close}
      extra={
        <Space>
          <Button onClick={close}>{text(texts.cancel)}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={!modeler}
            onClick={() => void save().catch(() => undefined)}
          >
            {text(texts.save)}
          </Button>
        </Space>
      }
    >
      <Form form={form} name="flow-model" layout="inline" className="flow-designer-form">
        <Form.Item
          name="modelKey"
          label={text(field.modelKey.label)}
          rules={[
            { required: true, message: text(field.modelKey.required!) },
            { pattern: processIdPattern, message: text(texts.keyPattern) },
            { max: field.modelKey.max },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="name"
          label={text(field.name.label)}
          rules={[{ required: true, message: text(field.name.required!) }, { max: field.name.max }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="description" label={text(field.description.label)} rules={[{ max: field.description.max }]}>
          <Input />
        </Form.Item>
      </Form>
      {failed && <Alert type="error" showIcon message={format(text(texts.loadFailed), { reason: failed })} />}
      <div className="flow-designer-body">
        <div className="flow-designer-canvas" ref={setContainer} data-testid="designer-canvas">
          {!modeler && !failed && <Spin tip={text(texts.loading)} className="flow-designer-loading" />}
        </div>
        {modeler && selected && (
          <PropertiesPanel
            key={selected.id}
            element={selected}
            processId={modelKey || selected.id}
            moddle={modeler.get('moddle')}
            update={update}
            revision={revision}
          />
        )}
      </div>
    </Drawer>
  );
}
