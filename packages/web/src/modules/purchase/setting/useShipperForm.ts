import { useQueryClient } from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { screenCode } from './screenCode.ts';

/**
 * What a screen of one shipper's values (采购设置, 参数设置, 扩展属性) starts from: the shipper chosen above the form,
 * the form, whether the user may change it (the screen's edit code), and the query client and toast a save answers
 * with (the save puts what the server stored into the read, so the form shows it without another round trip).
 */
export function useShipperForm<Values>(screen: string) {
  const allowed = useAllowed();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [shipperId, setShipperId] = useState<string>();
  return { client, message, form, shipperId, setShipperId, canEdit: allowed(screenCode(screen, 'edit').code) };
}

/**
 * Fills the form from a read each time it answers (another shipper, another page, a save): what was typed and not
 * saved goes, so the form never mixes two shippers' values. `valuesOf` must be stable (a module-level function).
 */
export function useFormFrom<Read, Values>(
  form: FormInstance<Values>,
  read: Read | undefined,
  valuesOf: (read: Read) => Values,
) {
  useEffect(() => {
    if (read) {
      form.resetFields();
      form.setFieldsValue(valuesOf(read) as Parameters<typeof form.setFieldsValue>[0]);
    }
  }, [read, form, valuesOf]);
}
