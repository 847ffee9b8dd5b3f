import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageSpin } from '../../pages/PageSpin.tsx';

const Viewer = lazy(() => import('./viewer/ReportViewerPage.tsx'));
const Designer = lazy(() => import('./designer/ReportDesignerPage.tsx'));

/**
 * 预览 (`/report/reportlist/view/:id`) and 设计 (`/report/reportlist/design/:id`): one route of the page registry,
 * so the shell carries one loader for both; each screen is still a chunk of its own, fetched when it opens. (The
 * mode is read from the address here rather than through ReportsPage.tsx's hook, whose chunk the shell would then list.)
 */
export default function ReportRoute() {
  const designing = useLocation().pathname.startsWith('/report/reportlist/design/');
  return <Suspense fallback={<PageSpin />}>{designing ? <Designer /> : <Viewer />}</Suspense>;
}
