import type { UserStats } from '@pharma/contract';
import { getData } from '../../lib/http.ts';

/** GET blade-user/dashboard-stats: the users the caller may see, counted per department, role and month. */
export const fetchUserStats = () => getData<UserStats>('/blade-user/dashboard-stats');
