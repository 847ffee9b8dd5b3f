/** sm_upload_status's tags: processing blue, all in green, partly orange, all failed red, invalid file grey. */
export const uploadStatusColors: Partial<Record<string, string>> = {
  '0': 'processing',
  '1': 'success',
  '2': 'warning',
  '3': 'error',
  '4': 'default',
};
