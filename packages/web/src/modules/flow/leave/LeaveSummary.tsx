import { format, type ProcessLeave } from '@pharma/contract';
import { Descriptions, Tag } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { useUi } from '../../../shell/stores/ui.ts';
import { leaveTexts as texts } from './leave.texts.ts';

/** A leave request as the handle and detail pages show it: who, when, how long, why, and where it stands. */
export function LeaveSummary({ leave, step }: { leave: ProcessLeave; step?: string }) {
  const text = useText();
  // One column on a phone: label and value side by side leave no room for a second pair.
  const phone = useUi((s) => s.screen === 0);
  return (
    <Descriptions bordered size="small" column={phone ? 1 : 2}>
      <Descriptions.Item label={text(texts.applicant)}>{leave.createUserName}</Descriptions.Item>
      <Descriptions.Item label={text(texts.applyTime)}>{leave.applyTime}</Descriptions.Item>
      <Descriptions.Item label={text(texts.startTime)}>{leave.startTime}</Descriptions.Item>
      <Descriptions.Item label={text(texts.endTime)}>{leave.endTime}</Descriptions.Item>
      <Descriptions.Item label={text(texts.days)}>
        {format(text(texts.daysValue), { days: leave.days })}
      </Descriptions.Item>
      <Descriptions.Item label={text(texts.taskUser)}>{leave.taskUserName}</Descriptions.Item>
      <Descriptions.Item label={text(texts.state)}>
        {leave.flow.processIsFinished === 'finished' ? (
          <Tag color="success">{text(texts.finished)}</Tag>
        ) : (
          <Tag color="processing">{text(texts.unfinished)}</Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={text(texts.currentStep)}>{step ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={text(texts.reason)} span={phone ? 1 : 2}>
        <span className="user-data">{leave.reason}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
