import { dataScopeKind } from './kinds.ts';
import { ScopePage } from './ScopePage.tsx';

/** 数据权限 (/authority/datascope). React.lazy (the page registry) wants a default export. */
export default function DataScopePage() {
  return <ScopePage kind={dataScopeKind} />;
}
