import { DictLayout } from './DictLayout.tsx';

/** /dict-horizontal/index: the dictionaries on the left, the picked one's entries on the right. */
export function DictHorizontalPage() {
  return <DictLayout direction="horizontal" />;
}
