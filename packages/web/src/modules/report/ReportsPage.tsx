import { reportFileCodes, reportFileResource } from '@pharma/contract';
import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { CrudPage } from '../../crud/CrudPage.tsx';
import { useAllowed } from '../../crud/ListScreen.tsx';
import { useText } from '../../i18n/useText.ts';
import { reportTexts as texts } from './report.texts.ts';

/** The one registry route of 预览 and 设计: `mode` is `view` or `design`, `id` the file's (or `new`). */
export const reportRoute = '/report/reportlist/:mode/:id';
export const viewerPath = (id: string) => `/report/reportlist/view/${id}`;
export const designerPath = (id: string) => `/report/reportlist/design/${id}`;

/**
 * The route's `mode` and `id`. The shell renders registry pages under its catch-all route, where useParams holds
 * only the splat, so the pattern is matched against the page's own location (each kept-alive tab has its own).
 */
export function useReportRoute(): { mode?: string; id?: string } {
  const { pathname } = useLocation();
  const params = matchPath(reportRoute, pathname)?.params;
  return { mode: params?.mode, id: params?.id };
}

/** 新增 opens the designer on a new file rather than a dialog. */
function OpenDesigner({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    onClose();
    navigate(designerPath('new'));
  }, [navigate, onClose]);
  return null;
}

/**
 * 报表列表 (/report/reportlist, Saber's views/report/reportlist.vue): 文件名, 创建时间 and 更新时间, search by name,
 * 设计 and 预览 on each row, single and batch delete. 设计 and 新增 open the designer, 预览 the viewer, both in the
 * console's own tabs.
 */
export function ReportsPage() {
  const text = useText();
  const navigate = useNavigate();
  const allowed = useAllowed();
  return (
    <CrudPage
      def={reportFileResource}
      view={false}
      exportable={false}
      form={({ onClose }) => <OpenDesigner onClose={onClose} />}
      rowActions={[
        { key: 'preview', label: text(texts.preview), run: (row) => navigate(viewerPath(String(row.id))) },
        ...(allowed(reportFileCodes.design)
          ? [
              {
                key: 'design',
                label: text(texts.design),
                run: (row: { id: unknown }) => navigate(designerPath(String(row.id))),
              },
            ]
          : []),
      ]}
    />
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ReportsPage;
