import { tenantPackageResource as def } from '@pharma/contract';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import { PackageFormDialog } from './PackageFormDialog.tsx';

/**
 * 租户产品包 (/system/tenantpackage): the generic list, search and delete of the declared resource, with its own
 * form dialog because the menus are picked in a tree (CrudPage's dialog only knows plain inputs). No 查看 (spec).
 */
export function PackagesPage() {
  return (
    <CrudPage
      def={def}
      view={false}
      form={({ mode, row, onClose }) => <PackageFormDialog row={mode === 'edit' ? row : undefined} onClose={onClose} />}
    />
  );
}

/** React.lazy (the page registry) wants a default export. */
export default PackagesPage;
