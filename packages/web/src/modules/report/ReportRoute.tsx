import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageSpin } from '../../pages/PageSpin.tsx';

const Viewer = lazy(() => import('./viewer/ReportViewerPage.tsx'));
const Designer = lazy(() => import('./designer/ReportDesignerPage.tsx'));

/**
 * 预览 (`/report/reportlist/view/:id`) and 设计 (`/report/reportlist/design/:id`): one route of the page registry,
 * so the shell carries one loader for both; each screen is still a chunk of its own, fetched when it opens.
 */
export default function ReportRoute() {
  const mode = useParams().mode;
  return <Suspense fallback={<PageSpin />}>{mode === 'design' ? <Designer /> : <Viewer />}</Suspense>;
}
