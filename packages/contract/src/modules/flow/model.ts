import { defineResource } from '../../kit/resource.ts';
import { flowService } from './flow.ts';

/**
 * 模型管理 (flow_model): a BPMN model as the designer saves it. Each save raises its version; 部署 turns it into a
 * process definition of a category for every tenant or the tenants chosen. Button codes are the reference's
 * (flow_model_create, flow_model_update, flow_model_deploy, flow_model_delete).
 */
export const flowModelResource = defineResource({
  module: 'flow',
  name: 'flow_model',
  title: { zh: '模型管理', en: 'Process models' },
  api: `${flowService}/model`,
  table: 'flow_model',
  menu: {
    path: '/flow/model',
    icon: 'ApartmentOutlined',
    sort: 1,
    buttons: [
      { key: 'create', name: { zh: '创建', en: 'Create' }, action: 1, icon: 'plus' },
      { key: 'update', name: { zh: '配置', en: 'Design' }, action: 2, icon: 'setting' },
      { key: 'deploy', name: { zh: '部署', en: 'Deploy' }, action: 2, icon: 'cloud-upload' },
      'delete',
    ],
  },
  codes: { add: 'flow_model_create', edit: 'flow_model_update' },
  sort: [['updateTime', 'desc']],
  fields: {
    modelKey: {
      type: 'string',
      max: 64,
      required: { zh: '请输入模型标识', en: 'Please enter the model key' },
      unique: { zh: '模型标识已存在', en: 'This model key is taken' },
      search: 'like',
      label: { zh: '模型标识', en: 'Model key' },
    },
    name: {
      type: 'string',
      max: 100,
      required: { zh: '请输入模型名称', en: 'Please enter the model name' },
      search: 'like',
      label: { zh: '模型名称', en: 'Model name' },
    },
    description: { type: 'string', max: 500, label: { zh: '模型描述', en: 'Description' } },
    version: { type: 'integer', form: false, width: 80, label: { zh: '版本', en: 'Version' } },
    modelType: { type: 'integer', form: false, list: false, view: false, label: { zh: '模型类型', en: 'Model type' } },
    /** The BPMN 2.0 XML the designer saves (flowable: attributes for assignees, candidates and form keys). */
    modelEditorXml: {
      type: 'text',
      // A process file's bound (the server's bpmn-bounds.ts), so a model that could never deploy is not saved.
      max: 524_288,
      list: false,
      view: false,
      label: { zh: '模型设计', en: 'Diagram (XML)' },
    },
  },
});
