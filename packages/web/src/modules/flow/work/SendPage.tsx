import { flowCalls } from '@pharma/contract';
import { BladeFlowList } from './BladeFlowList.tsx';

/** 已发事务 (/work/send): the instances I started, each 已办结 or 未办结. */
export function SendPage() {
  return (
    <BladeFlowList
      screen="work_send"
      call={flowCalls.sendList}
      columns={[
        'categoryName',
        'processDefinitionName',
        'taskName',
        'processDefinitionVersion',
        'createTime',
        'processIsFinished',
      ]}
    />
  );
}

/** React.lazy (the page registry) wants a default export. */
export default SendPage;
