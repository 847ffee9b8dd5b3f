import { purchaseDocsCalls as calls, flowCalls } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api.ts';
import { keyOf } from '../detail/docKit.tsx';

/** A plan (purchasePlan/detail) and its instance's history (history-flow-list), read side by side. */
export function usePlanFlowRecord(planId: string | undefined, processInstanceId: string | undefined) {
  const planQuery = { id: planId ?? '' };
  const historyQuery = { processInstanceId: processInstanceId ?? '' };
  const plan = useQuery({
    // The purchasing key: a move anywhere (useMoveDone) reads it again.
    queryKey: keyOf(calls.planDetail, planQuery),
    queryFn: () => callApi(calls.planDetail, { query: planQuery }),
    enabled: Boolean(planId),
  });
  const history = useQuery({
    queryKey: callKey(flowCalls.historyFlowList, historyQuery),
    queryFn: () => callApi(flowCalls.historyFlowList, { query: historyQuery }),
    enabled: Boolean(processInstanceId),
  });
  return { plan: plan.data, flow: history.data ?? [], loading: plan.isFetching || history.isFetching };
}
