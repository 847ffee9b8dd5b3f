import { flowCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** check-upload: whether the server takes this file (its name ends with .bpmn20.xml), as Saber asks before upload. */
export function checkUpload(file: Blob, name: string) {
  const form = new FormData();
  form.append('file', file, name);
  return callApi(flowCalls.checkUpload, { body: form });
}

/** deploy-upload: the files (the multipart field `files` once per file) for a category, common or per tenant. */
export function deployUpload(files: ReadonlyArray<{ file: Blob; name: string }>, category: string, tenantIds: string) {
  const form = new FormData();
  for (const { file, name } of files) form.append('files', file, name);
  form.append('category', category);
  form.append('tenantIds', tenantIds);
  return callApi(flowCalls.deployUpload, { body: form });
}
