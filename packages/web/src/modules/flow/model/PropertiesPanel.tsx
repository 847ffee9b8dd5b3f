import { Checkbox, Empty, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useText } from '../../../i18n/useText.ts';
import type { DiagramElement, ModdleFactory } from './designerTypes.ts';
import {
  defaultInitiator,
  type ElementKind,
  kindOf,
  type PanelValues,
  panelUpdates,
  readPanel,
} from './elementProperties.ts';
import { modelTexts as texts } from './model.texts.ts';
import { AssigneeInput, CandidateDeptsSelect, CandidateRolesSelect, CandidateUsersSelect } from './pickers.tsx';

const titles: Record<ElementKind, keyof typeof texts> = {
  process: 'process',
  userTask: 'userTask',
  startEvent: 'startEvent',
  sequenceFlow: 'sequenceFlow',
  serviceTask: 'serviceTask',
  other: 'element',
};

export interface PropertiesPanelProps {
  /** The element selected on the canvas (the process when nothing is). */
  element: DiagramElement;
  /** The process id shown for the process: the model key, which the designer keeps it equal to. */
  processId: string;
  moddle: ModdleFactory;
  /** Writes properties to the element (bpmn-js's modeling.updateProperties, so undo and labels follow). */
  update: (element: DiagramElement, properties: Record<string, unknown>) => void;
  /** Bumped when the element changed on the canvas (a label edited in place): the panel reads it again. */
  revision: number;
}

/**
 * The designer's hand-written properties panel (keyed by the element, so each selection starts a fresh form): the fields of the selected element's kind, each change written
 * straight into the diagram as the `flowable:` attributes the engine reads (see elementProperties.ts).
 */
export function PropertiesPanel({ element, processId, moddle, update, revision }: PropertiesPanelProps) {
  const text = useText();
  const [form] = Form.useForm<PanelValues>();
  const bo = element.businessObject;
  const kind = kindOf(bo);

  // A change made on the canvas shows here; the panel's own writes do not come back (see ModelDesigner).
  useEffect(() => {
    if (revision > 0) form.setFieldsValue(readPanel(bo));
  }, [revision, bo, form]);

  const write = (_: unknown, all: PanelValues) => {
    // The process id follows the model key, never the panel.
    const { id: _id, ...values } = all;
    update(element, panelUpdates(bo, values, moddle));
  };

  return (
    <div className="flow-designer-panel" data-testid="properties-panel">
      <Typography.Title level={5}>
        {text(texts.panel)} · {text(texts[titles[kind]])}
      </Typography.Title>
      <Form
        form={form}
        name="flow-properties"
        layout="vertical"
        size="small"
        initialValues={readPanel(bo)}
        onValuesChange={write}
      >
        {kind === 'process' ? (
          <Form.Item label={text(texts.processId)} extra={text(texts.processIdHint)} htmlFor="flow-element-id">
            <Input id="flow-element-id" value={processId} disabled />
          </Form.Item>
        ) : (
          <Form.Item label="ID" htmlFor="flow-element-id">
            <Input id="flow-element-id" value={element.id} disabled />
          </Form.Item>
        )}
        <Form.Item name="name" label={text(texts.name)}>
          <Input />
        </Form.Item>
        {kind === 'userTask' && (
          <>
            <Form.Item name="assignee" label={text(texts.assignee)} extra={text(texts.assigneeHint)}>
              <AssigneeInput />
            </Form.Item>
            <Form.Item name="candidateUsers" label={text(texts.candidateUsers)}>
              <CandidateUsersSelect placeholder={text(texts.searchUser)} />
            </Form.Item>
            <Form.Item name="candidateRoles" label={text(texts.candidateRoles)}>
              <CandidateRolesSelect />
            </Form.Item>
            <Form.Item name="candidateDepts" label={text(texts.candidateDepts)}>
              <CandidateDeptsSelect />
            </Form.Item>
            <Form.Item name="formKey" label={text(texts.formKey)} extra={text(texts.formKeyHint)}>
              <Input />
            </Form.Item>
          </>
        )}
        {kind === 'startEvent' && (
          <>
            <Form.Item name="initiator" label={text(texts.initiator)}>
              <Input placeholder={defaultInitiator} />
            </Form.Item>
            <Form.Item name="formKey" label={text(texts.formKey)} extra={text(texts.formKeyHint)}>
              <Input />
            </Form.Item>
          </>
        )}
        {kind === 'sequenceFlow' && (
          <Form.Item name="condition" label={text(texts.condition)} extra={text(texts.conditionHint)}>
            <Input.TextArea rows={2} />
          </Form.Item>
        )}
        {kind === 'serviceTask' && (
          <>
            <Form.Item name="sendMessage" valuePropName="checked">
              <Checkbox>{text(texts.sendMessage)}</Checkbox>
            </Form.Item>
            <Form.Item noStyle dependencies={['sendMessage']}>
              {({ getFieldValue }) =>
                getFieldValue('sendMessage') && (
                  <>
                    <Form.Item name="templateCode" label={text(texts.templateCode)}>
                      <Input />
                    </Form.Item>
                    <Form.Item name="receivers" label={text(texts.receivers)} extra={text(texts.receiversHint)}>
                      <Input />
                    </Form.Item>
                  </>
                )
              }
            </Form.Item>
          </>
        )}
        {kind === 'other' && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text(texts.nothingToSet)} />}
      </Form>
    </div>
  );
}
