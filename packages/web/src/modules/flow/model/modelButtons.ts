import { crudCodes, type ExtraButton, flowCalls, flowModelResource } from '@pharma/contract';

/**
 * 模型管理's buttons: codes as its calls check them (the reference's flow_model_create and flow_model_update rather
 * than _add and _edit, see the resource's `codes`), names from its declaration.
 */
const codes = crudCodes(flowModelResource);

function declared(key: string): ExtraButton {
  const found = flowModelResource.menu?.buttons?.find((b): b is ExtraButton => typeof b === 'object' && b.key === key);
  if (!found) throw new Error(`flow_model declares no button ${key}`);
  return found;
}

export const modelButtons = {
  create: { code: codes.add, name: declared('create').name },
  update: { code: codes.edit, name: declared('update').name },
  deploy: { code: String(flowCalls.modelDeploy.permission), name: declared('deploy').name },
  delete: { code: codes.delete },
};
