import { flowCalls } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api.ts';

/** A leave request (leave/detail) and its instance's history (history-flow-list), read side by side. */
export function useLeaveRecord(businessId: string | undefined, processInstanceId: string | undefined) {
  const leaveQuery = { businessId: businessId ?? '' };
  const historyQuery = { processInstanceId: processInstanceId ?? '' };
  const leave = useQuery({
    queryKey: callKey(flowCalls.leaveDetail, leaveQuery),
    queryFn: () => callApi(flowCalls.leaveDetail, { query: leaveQuery }),
    enabled: Boolean(businessId),
  });
  const history = useQuery({
    queryKey: callKey(flowCalls.historyFlowList, historyQuery),
    queryFn: () => callApi(flowCalls.historyFlowList, { query: historyQuery }),
    enabled: Boolean(processInstanceId),
  });
  return {
    leave: leave.data,
    flow: history.data ?? [],
    loading: leave.isFetching || history.isFetching,
  };
}
