import type { FieldType, FilterOp, Text } from '@pharma/contract';

/**
 * What gen-code makes of one 代码生成 row, its data model and the model's columns, before any file is written: the
 * names every style uses and one entry per column. Every renderer (this project's kit, saber, saber3) reads only
 * this, so they can never disagree on a name or a path.
 */
export interface ModulePlan {
  /** The module the resource joins (`desk`), from the row's service name `blade-desk`. */
  module: string;
  /** Whether the module exists in the project already (else its manifest and indexes are generated too). */
  moduleExists: boolean;
  /** The resource key (camelCase, `demoNotice`): menu code, permission prefix, export names. */
  resource: string;
  /** Its file names (kebab-case, `demo-notice`). */
  fileName: string;
  /** PascalCase (`DemoNotice`): types and the Saber files' entity. */
  entity: string;
  /** The screen's title: the row's 模块名, in both languages. */
  title: Text;
  /** The API base under /api (`blade-desk/demo-notice`). */
  api: string;
  /** The table the generated resource owns. */
  table: string;
  /** The menu path of its screen (`/desk/demo-notice`). */
  page: string;
  template: 'crud' | 'tree' | 'sub';
  /** With `tree`: the parent column's field key and the name field's. */
  tree?: { parent: string; name: string };
  /** With `sub`: the detail's plan and the detail's field key that points at the master. */
  detail?: { plan: ModulePlan; foreignKey: string };
  /** The row's 作者信息, for the files' header comment. */
  author: string;
  fields: PlannedField[];
}

/** One column of the model as the generated resource declares it (the kit's audit columns and tenant are left out). */
export interface PlannedField {
  /** The property name (camelCase), a TypeScript identifier. */
  key: string;
  /** The database column (snake_case). */
  column: string;
  type: FieldType;
  /** zh from the column's comment (else its name), en from the property's words. */
  label: Text;
  /** The required message when 必填 is on (`请输入<label>` / `Please enter <label>`). */
  required?: Text;
  /** A string's length from the catalogue. */
  max?: number;
  /** A decimal's digits after the point. */
  scale?: number;
  list: boolean;
  form: boolean;
  /** 查询配置 with its operator. */
  search?: FilterOp;
  /** 字典编码. */
  dict?: string;
  /** 组件类型 as the prototype grid names it (input, textarea, select, radio, checkbox, switch, date, tree, upload). */
  component: string;
  /** 独占一行: the field takes the form's whole row. */
  wholeRow: boolean;
}

/** A file of the generated module: its path from the project's root (or the Saber console's `src/`), its text. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** A failure of the check, named by file and line. */
export interface Diagnostic {
  file: string;
  line?: number;
  message: string;
  /** Which step found it: format, types, lint, test, vue. */
  step: string;
}
