import { suspensionState } from '@pharma/contract';
import { Tag } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { managerTexts as texts } from './manager.texts.ts';

/** A definition's or an instance's suspensionState (1 active, 2 suspended) as a green or orange tag. */
export function SuspensionTag({ state }: { state: number }) {
  const text = useText();
  return state === suspensionState.suspended ? (
    <Tag color="orange">{text(texts.suspended)}</Tag>
  ) : (
    <Tag color="green">{text(texts.active)}</Tag>
  );
}
