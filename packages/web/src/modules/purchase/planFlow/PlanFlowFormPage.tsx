import { Button, Card, Result } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { planFlowTexts as texts } from '../document/docs.texts.ts';

/**
 * 发起 of 采购计划审批 in 发起事务 (/work/process/purchase-plan/form/:processDefinitionId): nothing to fill in, the
 * process starts with a plan's commit; this says so and leads to 采购计划.
 */
export function PlanFlowFormPage() {
  const text = useText();
  return (
    <Card>
      <Result
        status="info"
        title={text(texts.formTitle)}
        subTitle={text(texts.formHint)}
        extra={
          <Button type="primary" onClick={() => navigateTo('/smartsupply/plan')}>
            {text(texts.toPlans)}
          </Button>
        }
      />
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default PlanFlowFormPage;
