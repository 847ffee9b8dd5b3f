import { type MessageKey, messages, type Text } from '@pharma/contract';

/**
 * Zod carries messages as plain strings, but replies must speak the caller's language. So schemas carry a key
 * (`param.paramName.required`, or `msg:badIds` for the shared messages) and the error handler looks it up here.
 */
const registry = new Map<string, Text>();

export function messageKey(key: string, text: Text): string {
  registry.set(key, text);
  return key;
}

export const shared = (key: MessageKey) => `msg:${key}`;

export function lookupMessage(key: string): Text | undefined {
  if (key.startsWith('msg:')) return messages[key.slice(4) as MessageKey];
  return registry.get(key);
}
