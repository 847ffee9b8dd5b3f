import { salesImportCodeOf } from '@pharma/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { SalesImportDialog } from './SalesImportDialog.tsx';
import type { UploadHis } from './upload.api.ts';
import { uploadTexts as texts } from './upload.texts.ts';

/**
 * 导入 for a screen that imports by module number (白名单 101, 用户商品 102, 控销等级 103, 客户业务员 104, 字段权限
 * 105): shown only to a caller holding the screen's import code (`<screen>_import`); opens the import dialog on that
 * template. `onDone` hears the finished upload (the lists behind are refreshed already). Drop it in a toolbar:
 * `<SalesImportButton moduleNo={101} />`.
 */
export function SalesImportButton({
  moduleNo,
  onDone,
  size,
}: {
  moduleNo: number;
  onDone?: (his: UploadHis) => void;
  size?: 'small' | 'middle';
}) {
  const text = useText();
  const allowed = useAllowed();
  const [open, setOpen] = useState(false);
  const code = salesImportCodeOf(moduleNo);
  if (!code || !allowed(code)) return null;
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)}>
        {text(texts.importTitle)}
      </Button>
      {open && <SalesImportDialog moduleNo={moduleNo} onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}
