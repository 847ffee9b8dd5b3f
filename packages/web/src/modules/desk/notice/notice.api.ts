import { ossCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** Uploads an image for a notice's content through put-file (the tenant's enabled storage); returns its link. */
export async function uploadNoticeImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const stored = await callApi(ossCalls.putFile, { body: form });
  return stored.link;
}
