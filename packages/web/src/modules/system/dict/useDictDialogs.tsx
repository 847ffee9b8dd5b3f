import type { DictKind, DictRecord } from '@pharma/contract';
import { useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { ViewDialog } from '../../../crud/ViewDialog.tsx';
import { isParent } from './columns.tsx';
import { type DictParent, EntryDialog, type EntryForm } from './EntryDialog.tsx';
import { dictDefs } from './kind.ts';
import { ParentDialog, type ParentForm } from './ParentDialog.tsx';
import { useDictWrites } from './useDicts.ts';

type Dialog = { of: 'parent'; form: ParentForm } | { of: 'entry'; form: EntryForm } | { of: 'view'; row: DictRecord };

/**
 * The dialogs every dictionary screen opens, and its delete: `open*` show one, `dialogs` renders it. `parentName`
 * names an entry's dictionary for its edit dialog when the screen has it at hand.
 */
export function useDictDialogs(kind: DictKind, parentName: (row: DictRecord) => string | undefined) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { remove } = useDictWrites(kind);
  const confirm = useConfirmAction();
  const close = () => setDialog(null);
  const defs = dictDefs(kind);

  const dialogs =
    dialog?.of === 'parent' ? (
      <ParentDialog kind={kind} form={dialog.form} onClose={close} />
    ) : dialog?.of === 'entry' ? (
      <EntryDialog kind={kind} form={dialog.form} onClose={close} />
    ) : dialog?.of === 'view' ? (
      <ViewDialog
        def={isParent(dialog.row) ? defs.parentView : defs.entryView}
        row={dialog.row as unknown as CrudRecord}
        onClose={close}
      />
    ) : null;

  return {
    dialogs,
    addParent: () => setDialog({ of: 'parent', form: { mode: 'add' } }),
    addEntry: (parent: DictParent) => setDialog({ of: 'entry', form: { mode: 'add', parent } }),
    edit: (row: DictRecord) =>
      setDialog(
        isParent(row)
          ? { of: 'parent', form: { mode: 'edit', row } }
          : { of: 'entry', form: { mode: 'edit', row, parentName: parentName(row) } },
      ),
    view: (row: DictRecord) => setDialog({ of: 'view', row }),
    /** Asks first; a refusal (已封存, 请先删除子节点!) is toasted by lib/http. */
    remove: (rows: DictRecord[], onDone?: () => void) => confirm({ run: () => remove.mutateAsync(rows), onDone }),
  };
}
