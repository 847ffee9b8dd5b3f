import { type BladeFlow, flowCalls, flowMessages } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { BladeFlowList, type OwnButtons } from './BladeFlowList.tsx';
import { refreshWorkLists } from './useWorkList.ts';
import { workButton } from './workButtons.ts';

const screen = 'work_claim';
const sign = workButton(screen, 'sign');

/**
 * 待签事务 (/work/claim): the tasks offered to me (as a candidate user, role or department). 签收 makes one mine:
 * it leaves this list for 待办事务. Of two people claiming at once one wins; the other sees the server's refusal.
 */
export function ClaimPage() {
  const text = useText();
  const allowed = useAllowed();
  const { message } = App.useApp();
  const client = useQueryClient();
  const own: OwnButtons = (list) =>
    allowed(sign.code)
      ? [
          {
            key: 'sign',
            label: text(sign.name),
            run: (row: BladeFlow) =>
              callApi(flowCalls.claimTask, { query: { taskId: row.taskId ?? '' } }).then(
                () => {
                  void message.success(text(flowMessages.claimed));
                  list.drop((r) => r.taskId === row.taskId);
                  refreshWorkLists(client, [flowCalls.claimList, flowCalls.todoList]);
                },
                () => undefined, // the refusal (已被其他人签收) is shown by lib/http
              ),
          },
        ]
      : [];
  return (
    <BladeFlowList
      screen={screen}
      call={flowCalls.claimList}
      columns={[
        'categoryName',
        'processDefinitionName',
        'taskName',
        'processDefinitionVersion',
        'startUser',
        'createTime',
      ]}
      own={own}
    />
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ClaimPage;
