import { flowCalls } from '@pharma/contract';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { BladeFlowList } from './BladeFlowList.tsx';
import { useProcessLinks } from './useProcessLinks.ts';
import { workButton } from './workButtons.ts';

const screen = 'work_todo';
const handle = workButton(screen, 'handle');

/** 待办事务 (/work/todo): the tasks assigned to me; 处理 opens the process's handle page. */
export function TodoPage() {
  const text = useText();
  const allowed = useAllowed();
  const links = useProcessLinks();
  return (
    <BladeFlowList
      screen={screen}
      call={flowCalls.todoList}
      columns={[
        'categoryName',
        'processDefinitionName',
        'taskName',
        'processDefinitionVersion',
        'startUser',
        'createTime',
      ]}
      own={() => (allowed(handle.code) ? [{ key: 'handle', label: text(handle.name), run: links.handle }] : [])}
    />
  );
}

/** React.lazy (the page registry) wants a default export. */
export default TodoPage;
