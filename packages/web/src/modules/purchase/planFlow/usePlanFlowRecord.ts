import { purchaseDocsCalls as calls, flowCalls } from '@pharma/contract';
import { useCall } from '../../../lib/useCall.ts';

/** A plan (purchasePlan/detail) and its instance's history (history-flow-list), read side by side. */
export function usePlanFlowRecord(planId: string | undefined, processInstanceId: string | undefined) {
  const planQuery = { id: planId ?? '' };
  const historyQuery = { processInstanceId: processInstanceId ?? '' };
  const plan = useCall(calls.planDetail, planQuery, {
    enabled: Boolean(planId),
  });
  const history = useCall(flowCalls.historyFlowList, historyQuery, {
    enabled: Boolean(processInstanceId),
  });
  return { plan: plan.data, flow: history.data ?? [], loading: plan.isFetching || history.isFetching };
}
