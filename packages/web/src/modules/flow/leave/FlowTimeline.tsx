import { type BladeFlow, format } from '@pharma/contract';
import { Empty, Timeline, Typography } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { stepsOf } from './flowSteps.ts';
import { leaveTexts as texts } from './leave.texts.ts';

/**
 * An instance's history as a timeline (history-flow-list): who started which step when, how long it took, what
 * they said and when it ended. The step still running is blue, finished ones green.
 */
export function FlowTimeline({ flow }: { flow: readonly BladeFlow[] }) {
  const text = useText();
  const steps = stepsOf(flow);
  if (steps.length === 0) return <Empty description={text(texts.noHistory)} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      className="flow-timeline"
      items={steps.map((row, index) => ({
        key: `${row.historyActivityId ?? ''}-${row.taskId ?? ''}-${index}`,
        color: row.endTime ? 'green' : 'blue',
        children: (
          // One line each (who began it, how long it took, the opinion, when it ended): inline they ran together
          // as "耗时: 0秒结束时间:".
          <div data-testid="flow-step">
            <div className="flow-step-line">
              {format(text(texts.stepStarted), {
                assigneeName: row.assigneeName ?? '',
                createTime: row.createTime ?? '',
                historyActivityName: row.historyActivityName ?? '',
              })}
            </div>
            {row.historyActivityDurationTime && (
              <div className="flow-step-line">
                <Typography.Text type="secondary">
                  {format(text(texts.duration), { duration: row.historyActivityDurationTime })}
                </Typography.Text>
              </div>
            )}
            {row.comment && (
              <div className="flow-step-line">{format(text(texts.stepComment), { comment: row.comment })}</div>
            )}
            <div className="flow-step-line">
              <Typography.Text type="secondary">
                {row.endTime ? format(text(texts.stepEnded), { endTime: row.endTime }) : text(texts.running)}
              </Typography.Text>
            </div>
          </div>
        ),
      }))}
    />
  );
}
