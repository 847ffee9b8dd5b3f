/** The reply envelope of every call except the token call (BladeX `R<T>`). `success` is `code === 200`. */
export interface R<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** One page of a list (MyBatis-Plus `IPage` shape that Saber-style screens read). */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export const pageSizes = [10, 30, 50, 100, 200] as const;
export const defaultPageSize = 10;
/** The largest page a list call serves; bigger requests are clamped, never refused. */
export const maxPageSize = 1000;

/** Query keys that drive paging and sorting rather than filtering. */
export const pagingKeys = ['current', 'size', 'ascs', 'descs'] as const;
