import { profileCalls } from '@pharma/contract';
import { callApi } from '../../lib/api.ts';

/** GET blade-user/dashboard-stats: the users the caller may see, counted per department, role and month. */
export const fetchUserStats = () => callApi(profileCalls.dashboardStats);
