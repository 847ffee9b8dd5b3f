import { apiScopeKind } from './kinds.ts';
import { ScopePage } from './ScopePage.tsx';

/** 接口权限 (/authority/apiscope). React.lazy (the page registry) wants a default export. */
export default function ApiScopePage() {
  return <ScopePage kind={apiScopeKind} />;
}
