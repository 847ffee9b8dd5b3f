import { getData } from '../../lib/http.ts';

/** One bar or slice: a name and how many users. */
export interface Tally {
  name: string;
  count: number;
}

/** GET blade-user/dashboard-stats: the users the caller may see, counted per department, role and month. */
export interface UserStats {
  total: number;
  depts: Tally[];
  roles: Tally[];
  months: Tally[];
}

export const fetchUserStats = () => getData<UserStats>('/blade-user/dashboard-stats');
