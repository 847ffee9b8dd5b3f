import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for code outside React (lib/http). Inside the app the antd <App> instance is bound here so toasts follow
 * the current theme; before that (and in tests) the static antd message is used.
 */
type MessageApi = Pick<MessageInstance, 'error' | 'warning' | 'success'>;

let api: MessageApi = message;

export function bindFeedback(instance: MessageApi): void {
  api = instance;
}

export const feedback = {
  /** `key` lets repeated errors (several calls failing with 401 at once) replace each other instead of piling up. */
  error(text: string, key?: string): void {
    void api.error(key ? { content: text, key } : text);
  },
  warning(text: string): void {
    void api.warning(text);
  },
  success(text: string): void {
    void api.success(text);
  },
};
