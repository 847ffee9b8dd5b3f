import { format, strategyDetailResource } from '@pharma/contract';
import { Alert } from 'antd';
import type { CrudRecord } from '../../../crud/api.ts';
import { useText } from '../../../i18n/useText.ts';
import { ChildRowsDrawer } from '../shared/ChildRowsDrawer.tsx';
import { strategyTexts as texts } from './strategy.texts.ts';

/** yes_no: 1 yes. */
const yes = 1;
/** The server's order too (the declaration sorts by seq): the list reads as the steps run. */
const bySeq = { ascs: 'seq' };

/** 渠道 of one strategy: its steps in order (策略渠道 of this strategy only); a new step comes last. */
export function StepsDrawer({ strategy, onClose }: { strategy: CrudRecord; onClose: () => void }) {
  const text = useText();
  return (
    <ChildRowsDrawer
      def={strategyDetailResource}
      parentKey="strategyId"
      parentId={strategy.id}
      order={bySeq}
      title={
        <span className="user-data">{format(text(texts.stepsOf), { name: String(strategy.strategyName ?? '') })}</span>
      }
      header={() => <Alert type="info" showIcon style={{ marginBottom: 12 }} message={text(texts.stepsHint)} />}
      defaults={(rows) => ({
        seq: rows.reduce((max, row) => Math.max(max, Number(row.seq) || 0), 0) + 1,
        fallbackOnFail: yes,
        enabled: yes,
      })}
      onClose={onClose}
    />
  );
}
