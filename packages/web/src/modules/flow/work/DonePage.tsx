import { flowCalls } from '@pharma/contract';
import { BladeFlowList } from './BladeFlowList.tsx';

/** 办结事务 (/work/done): the tasks I completed, with when and what I said. */
export function DonePage() {
  return (
    <BladeFlowList
      screen="work_done"
      call={flowCalls.doneList}
      columns={[
        'categoryName',
        'processDefinitionName',
        'doneTaskName',
        'processDefinitionVersion',
        'startUser',
        'historyTaskEndTime',
        'comment',
      ]}
    />
  );
}

/** React.lazy (the page registry) wants a default export. */
export default DonePage;
