import { DictLayout } from './DictLayout.tsx';

/** /dict-vertical/index: the dictionaries above, the picked one's entries below. */
export function DictVerticalPage() {
  return <DictLayout direction="vertical" />;
}
