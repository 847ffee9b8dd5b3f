import { describe, expect, it } from 'vitest';
import type { GeneratedFile, ModulePlan, PlannedField } from '../plan.ts';
import { checkSaberFiles } from './check-vue.ts';
import { renderSaberFiles, type SaberStyle } from './render-saber.ts';

function field(over: Partial<PlannedField> & Pick<PlannedField, 'key' | 'column' | 'type'>): PlannedField {
  return {
    label: { zh: over.key, en: over.key },
    list: true,
    form: true,
    component: 'input',
    wholeRow: false,
    ...over,
  };
}

/** 采购单: a string, a text, an integer, a decimal, a date, a datetime, a dict, a required field. */
const purchase: ModulePlan = {
  module: 'purchase',
  moduleExists: false,
  resource: 'purchaseOrder',
  fileName: 'purchase-order',
  entity: 'PurchaseOrder',
  title: { zh: '采购单', en: 'Purchase order' },
  api: 'blade-purchase/purchase-order',
  table: 'biz_purchase_order',
  page: '/purchase/purchase-order',
  template: 'crud',
  author: 'Chill 张',
  fields: [
    field({
      key: 'orderNo',
      column: 'order_no',
      type: 'string',
      max: 64,
      label: { zh: '采购单号', en: 'Order no' },
      required: { zh: '请输入采购单号', en: 'Please enter Order no' },
      search: 'like',
    }),
    field({
      key: 'remark',
      column: 'remark',
      type: 'text',
      label: { zh: '备注', en: 'Remark' },
      component: 'textarea',
      list: false,
      wholeRow: true,
    }),
    field({ key: 'quantity', column: 'quantity', type: 'integer', label: { zh: '数量', en: 'Quantity' } }),
    field({ key: 'amount', column: 'amount', type: 'decimal', scale: 2, label: { zh: '金额', en: 'Amount' } }),
    field({
      key: 'deliveryDate',
      column: 'delivery_date',
      type: 'date',
      label: { zh: '交货日期', en: 'Delivery date' },
      component: 'date',
    }),
    field({
      key: 'orderTime',
      column: 'order_time',
      type: 'datetime',
      label: { zh: '下单时间', en: 'Order time' },
      component: 'date',
      search: 'datege',
    }),
    field({
      key: 'status',
      column: 'status_code',
      type: 'integer',
      label: { zh: '采购状态', en: 'Status' },
      component: 'select',
      dict: 'purchase_status',
      search: 'equal',
      required: { zh: '请选择采购状态', en: 'Please choose Status' },
    }),
    field({
      key: 'content',
      column: 'content',
      type: 'text',
      label: { zh: '采购说明', en: 'Content' },
      component: 'editor',
      wholeRow: true,
    }),
    field({
      key: 'channels',
      column: 'channels',
      type: 'string',
      label: { zh: '采购渠道', en: 'Channels' },
      component: 'checkbox',
      dict: 'purchase_channel',
    }),
    field({
      key: 'auditNote',
      column: 'audit_note',
      type: 'string',
      label: { zh: '审核意见', en: 'Audit note' },
      form: false,
    }),
  ],
};

const category: ModulePlan = {
  module: 'purchase',
  moduleExists: true,
  resource: 'materialCategory',
  fileName: 'material-category',
  entity: 'MaterialCategory',
  title: { zh: '物料分类', en: 'Material category' },
  api: 'blade-purchase/material-category',
  table: 'biz_material_category',
  page: '/purchase/material-category',
  template: 'tree',
  tree: { parent: 'parentId', name: 'categoryName' },
  author: 'BladeX',
  fields: [
    field({
      key: 'parentId',
      column: 'parent_id',
      type: 'id',
      label: { zh: '上级分类', en: 'Parent' },
      component: 'tree',
    }),
    field({
      key: 'categoryName',
      column: 'category_name',
      type: 'string',
      label: { zh: '分类名称', en: 'Name' },
      required: { zh: '请输入分类名称', en: 'Please enter Name' },
      search: 'like',
    }),
    field({ key: 'sort', column: 'sort', type: 'integer', label: { zh: '排序', en: 'Sort' } }),
  ],
};

const orderLine: ModulePlan = {
  module: 'purchase',
  moduleExists: true,
  resource: 'purchaseLine',
  fileName: 'purchase-line',
  entity: 'PurchaseLine',
  title: { zh: '采购明细', en: 'Purchase line' },
  api: 'blade-purchase/purchase-line',
  table: 'biz_purchase_line',
  page: '/purchase/purchase-line',
  template: 'crud',
  author: 'BladeX',
  fields: [
    field({ key: 'orderId', column: 'order_id', type: 'id', label: { zh: '采购单', en: 'Order' } }),
    field({
      key: 'materialName',
      column: 'material_name',
      type: 'string',
      label: { zh: '物料名称', en: 'Material' },
      search: 'like',
    }),
    field({ key: 'quantity', column: 'quantity', type: 'integer', label: { zh: '数量', en: 'Quantity' } }),
  ],
};

const purchaseWithLines: ModulePlan = {
  ...purchase,
  template: 'sub',
  detail: { plan: orderLine, foreignKey: 'orderId' },
};

const styles: SaberStyle[] = ['saber', 'saber3'];

/**
 * The gateway prefix the open Saber 2 writes into its URLs (Saber 3's axios adds the configured one itself). These
 * tests read generated client code, so its addresses are their subject: the prefix is named once.
 */
const gateway = '/api';

function file(files: GeneratedFile[], path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`${path} is not rendered (${files.map((f) => f.path).join(', ')})`);
  return found.content;
}

/** The object literal of one column in an option file (its columns are the objects indented by four). */
function columnText(option: string, prop: string): string {
  const at = option.indexOf(`prop: "${prop}"`);
  expect(at, `column ${prop}`).toBeGreaterThan(0);
  const start = option.lastIndexOf('\n    {\n', at);
  const end = option.indexOf('\n    },', at);
  return option.slice(start, end);
}

/** Runs a generated api file with a stand-in for the console's axios, returning what each call asks for. */
function apiCalls(source: string): Record<string, (...args: unknown[]) => unknown> {
  const body = source.replace(/^import request from '[^']+';$/m, '').replace(/^export const /gm, 'const ');
  const names = [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
  return new Function('request', `${body}\nreturn { ${names.join(', ')} };`)((config: unknown) => config);
}

/** Evaluates a generated option file's default export. */
function optionValue(source: string): { column: Array<Record<string, unknown>> } & Record<string, unknown> {
  return new Function(`return ${source.replace(/^[\s\S]*?export default /, '').replace(/;\s*$/, '')};`)();
}

describe('renderSaberFiles', () => {
  it.each(styles)('lays out the api, option and view of a module as the %s templates do', (style) => {
    const paths = renderSaberFiles(purchase, style).map((f) => f.path);
    expect(paths).toEqual([
      'src/api/purchase/purchase-order.js',
      'src/option/purchase/purchase-order.js',
      'src/views/purchase/purchase-order.vue',
    ]);
  });

  it('renders the detail of a sub plan with its own api, option and view', () => {
    const paths = renderSaberFiles(purchaseWithLines, 'saber3').map((f) => f.path);
    expect(paths).toEqual([
      'src/api/purchase/purchase-order.js',
      'src/option/purchase/purchase-order.js',
      'src/views/purchase/purchase-order.vue',
      'src/api/purchase/purchase-line.js',
      'src/option/purchase/purchase-line.js',
      'src/views/purchase/purchase-line.vue',
    ]);
  });

  it('calls the routes of the resource: under /api with Saber 2, from the service with Saber 3', () => {
    const saber = file(renderSaberFiles(purchase, 'saber'), 'src/api/purchase/purchase-order.js');
    expect(saber).toContain("import request from '@/router/axios';");
    for (const route of ['list', 'detail', 'remove', 'submit']) {
      expect(saber).toContain(`url: '${gateway}/blade-purchase/purchase-order/${route}'`);
    }
    const saber3 = file(renderSaberFiles(purchase, 'saber3'), 'src/api/purchase/purchase-order.js');
    expect(saber3).toContain("import request from '@/axios';");
    expect(saber3).toContain("url: '/blade-purchase/purchase-order/list'");
    expect(saber3).not.toContain(`${gateway}/`);
    // list: GET with current and size; remove: POST with ids as params; submit: POST with the row as the body.
    expect(saber3).toMatch(
      /getList = \(current, size, params\) => \{[^}]*method: 'get',\s*params: \{\s*\.\.\.params,\s*current,\s*size,/,
    );
    expect(saber3).toMatch(/remove = \(ids\) => \{[^}]*\/remove',\s*method: 'post',\s*params: \{\s*ids,/);
    expect(saber3).toMatch(/add = \(row\) => \{[^}]*\/submit',\s*method: 'post',\s*data: row,/);
    expect(saber3).toMatch(/update = \(row\) => \{[^}]*\/submit',\s*method: 'post',\s*data: row,/);
    expect(saber3).toMatch(/getDetail = \(id\) => \{[^}]*\/detail',\s*method: 'get',\s*params: \{\s*id,/);
  });

  it('asks for the list, detail, remove and submit routes with the right method, params and body', () => {
    for (const [style, base] of [
      ['saber', `${gateway}/blade-purchase/purchase-order`],
      ['saber3', '/blade-purchase/purchase-order'],
    ] as const) {
      const api = apiCalls(file(renderSaberFiles(purchase, style), 'src/api/purchase/purchase-order.js'));
      expect(api.getList!(2, 20, { orderNo_like: 'PO' })).toEqual({
        url: `${base}/list`,
        method: 'get',
        params: { orderNo_like: 'PO', current: 2, size: 20 },
      });
      expect(api.getDetail!('7')).toEqual({ url: `${base}/detail`, method: 'get', params: { id: '7' } });
      expect(api.remove!('7,8')).toEqual({ url: `${base}/remove`, method: 'post', params: { ids: '7,8' } });
      const row = { orderNo: 'PO-1' };
      expect(api.add!(row)).toEqual({ url: `${base}/submit`, method: 'post', data: row });
      expect(api.update!(row)).toEqual({ url: `${base}/submit`, method: 'post', data: row });
    }
  });

  it('writes one option column per field, in order, each hidden, shown and searched as the field says', () => {
    for (const style of styles) {
      const option = optionValue(file(renderSaberFiles(purchase, style), 'src/option/purchase/purchase-order.js'));
      expect(option.column.map((c) => c.prop)).toEqual(purchase.fields.map((f) => f.key));
      expect(option.column.map((c) => c.label)).toEqual(purchase.fields.map((f) => f.label.zh));
      expect(option.column.filter((c) => c.hide).map((c) => c.prop)).toEqual(['remark', 'content']);
      expect(option.column.filter((c) => c.display === false).map((c) => c.prop)).toEqual(['auditNote']);
      expect(option.column.filter((c) => c.search).map((c) => c.prop)).toEqual(['orderNo', 'orderTime', 'status']);
      expect(option.column.find((c) => c.prop === 'status')!.rules).toEqual([
        { required: true, message: '请选择采购状态', trigger: 'change' },
      ]);
    }
  });

  it('starts every file with a header naming the author and that it was generated', () => {
    for (const style of styles) {
      for (const f of renderSaberFiles(purchaseWithLines, style)) {
        const head = f.content.split('\n').slice(0, 6).join('\n');
        expect(head.startsWith(f.path.endsWith('.vue') ? '<!--' : '/**'), f.path).toBe(true);
        expect(head, f.path).toMatch(/Generated by pharma-console/);
        expect(head, f.path).toContain(f.path.includes('purchase-line') ? '@author BladeX' : '@author Chill 张');
      }
    }
  });

  it('writes the option from the fields: zh labels, required rules, the dict, hidden and form-less columns', () => {
    const option = file(renderSaberFiles(purchase, 'saber3'), 'src/option/purchase/purchase-order.js');
    expect(columnText(option, 'orderNo')).toContain('label: "采购单号"');
    expect(columnText(option, 'orderNo')).toMatch(
      /rules: \[\s*\{\s*required: true,\s*message: "请输入采购单号",\s*trigger: "blur"/,
    );
    expect(columnText(option, 'orderNo')).toContain('maxlength: 64');
    expect(columnText(option, 'orderNo')).toContain('search: true');
    const status = columnText(option, 'status');
    expect(status).toContain('type: "select"');
    expect(status).toContain('dicUrl: "/blade-system/dict/dictionary?code=purchase_status"');
    expect(status).toMatch(/props: \{\s*label: "dictValue",\s*value: "dictKey"/);
    expect(status).toContain('dataType: "number"');
    expect(status).toContain('message: "请选择采购状态"');
    expect(status).toContain('trigger: "change"');
    const remark = columnText(option, 'remark');
    expect(remark).toContain('type: "textarea"');
    expect(remark).toContain('hide: true');
    expect(remark).toContain('span: 24');
    expect(remark).not.toContain('rules');
    expect(columnText(option, 'orderNo')).not.toContain('hide');
    expect(columnText(option, 'auditNote')).toContain('display: false');
    expect(columnText(option, 'quantity')).toContain('type: "number"');
    expect(columnText(option, 'amount')).toMatch(/type: "number",\s*precision: 2/);
    expect(columnText(option, 'deliveryDate')).toMatch(
      /type: "date",\s*format: "YYYY-MM-DD",\s*valueFormat: "YYYY-MM-DD"/,
    );
    const orderTime = columnText(option, 'orderTime');
    expect(orderTime).toMatch(
      /type: "datetime",\s*format: "YYYY-MM-DD HH:mm:ss",\s*valueFormat: "YYYY-MM-DD HH:mm:ss"/,
    );
    expect(orderTime).toContain('searchRange: true');
  });

  it('renders the rich-text editor where the console has one, and a checkbox of a dict as a joined string', () => {
    const saber3 = file(renderSaberFiles(purchase, 'saber3'), 'src/option/purchase/purchase-order.js');
    expect(columnText(saber3, 'content')).toContain('component: "avue-ueditor"');
    expect(columnText(saber3, 'content')).toContain('action: "/blade-resource/oss/endpoint/put-file"');
    const saber = file(renderSaberFiles(purchase, 'saber'), 'src/option/purchase/purchase-order.js');
    expect(columnText(saber, 'content')).not.toContain('component:');
    expect(columnText(saber, 'content')).toMatch(/type: "textarea",\s*minRows: 6/);
    const channels = columnText(saber3, 'channels');
    expect(channels).toContain('type: "checkbox"');
    expect(channels).toContain('dicUrl: "/blade-system/dict/dictionary?code=purchase_channel"');
    expect(channels).toContain('dataType: "string"');
  });

  it("uses Element UI's date tokens and /api for the dict with Saber 2", () => {
    const option = file(renderSaberFiles(purchase, 'saber'), 'src/option/purchase/purchase-order.js');
    expect(columnText(option, 'orderTime')).toContain('valueFormat: "yyyy-MM-dd HH:mm:ss"');
    expect(columnText(option, 'deliveryDate')).toContain('valueFormat: "yyyy-MM-dd"');
    expect(columnText(option, 'status')).toContain(
      `dicUrl: "${gateway}/blade-system/dict/dictionary?code=purchase_status"`,
    );
  });

  it('gates the view by the resource permission codes, as each lineage spells its helper', () => {
    const saber3 = file(renderSaberFiles(purchase, 'saber3'), 'src/views/purchase/purchase-order.vue');
    for (const code of ['add', 'edit', 'delete', 'view']) {
      expect(saber3).toContain(`this.validData(this.permission.purchaseOrder_${code}, false)`);
    }
    expect(saber3).toContain('v-if="permission.purchaseOrder_delete"');
    expect(saber3).toContain('...mapGetters(["permission"])');
    expect(saber3).toContain('v-model:page="page"');
    expect(saber3).toContain('<template #menu-left>');
    expect(saber3).toContain(
      'import { getList, getDetail, add, update, remove } from "@/api/purchase/purchase-order";',
    );
    expect(saber3).toContain('import option from "@/option/purchase/purchase-order";');
    for (const method of [
      'onLoad(page',
      'rowSave(row',
      'rowUpdate(row',
      'rowDel(row',
      'handleDelete()',
      'searchChange(params',
    ]) {
      expect(saber3).toContain(method);
    }
    const saber = file(renderSaberFiles(purchase, 'saber'), 'src/views/purchase/purchase-order.vue');
    expect(saber).toContain('this.vaildData(this.permission.purchaseOrder_add, false)');
    expect(saber).toContain(':page.sync="page"');
    expect(saber).toContain('<template slot="menuLeft">');
  });

  it('sends the search form as the list filters: <key>_<op>, a date range as its two bounds', () => {
    const view = file(renderSaberFiles(purchase, 'saber3'), 'src/views/purchase/purchase-order.vue');
    expect(view).toContain('orderNo_like: orderNo,');
    expect(view).toContain('status_equal: status,');
    expect(view).toContain('orderTime_datege: orderTime ? orderTime[0] : undefined,');
    expect(view).toContain('orderTime_datele: orderTime ? orderTime[1] : undefined,');
  });

  it('renders a tree plan with the tree call, a parent picker and 新增子项', () => {
    for (const style of styles) {
      const files = renderSaberFiles(category, style);
      const api = file(files, 'src/api/purchase/material-category.js');
      expect(api).toContain('export const getTree');
      expect(api).toContain("/blade-purchase/material-category/tree'");
      const option = file(files, 'src/option/purchase/material-category.js');
      expect(option).toContain('tree: true');
      expect(option).toContain('rowParentKey: "parentId"');
      expect(columnText(option, 'parentId')).toMatch(/type: "tree",\s*dicData: \[\],\s*props: \{\s*label: "title"/);
      const view = file(files, 'src/views/purchase/material-category.vue');
      expect(view).toContain('getTree().then');
      expect(view).toContain('handleAdd(row)');
      expect(view).toContain('新增子项');
      expect(view).not.toContain('page.sync');
      expect(view).not.toContain('v-model:page');
    }
  });

  it('renders a sub plan: the master with its details in a drawer, filtered by the foreign key', () => {
    const files = renderSaberFiles(purchaseWithLines, 'saber3');
    const master = file(files, 'src/views/purchase/purchase-order.vue');
    expect(master).toContain('from "@/api/purchase/purchase-line"');
    expect(master).toContain('import optionSub from "@/option/purchase/purchase-line";');
    expect(master).toContain('<el-drawer');
    expect(master).toContain('orderId_equal: this.masterId');
    expect(master).toContain('row = { ...row, orderId: this.masterId };');
    const detailView = file(files, 'src/views/purchase/purchase-line.vue');
    expect(detailView).toContain('values.orderId_equal = this.$route.query.orderId');
    expect(detailView).toContain('this.validData(this.permission.purchaseLine_add, false)');
    const detailApi = file(files, 'src/api/purchase/purchase-line.js');
    expect(detailApi).toContain("url: '/blade-purchase/purchase-line/list'");
    const saber = file(renderSaberFiles(purchaseWithLines, 'saber'), 'src/views/purchase/purchase-order.vue');
    expect(saber).toContain(':visible.sync="subVisible"');
  });

  it('keeps a label or an author from breaking out of its string or comment', () => {
    const hostile: ModulePlan = {
      ...purchase,
      author: 'x */ alert(1) /* -->',
      fields: [field({ key: 'title', column: 'title', type: 'string', label: { zh: '标题"}, evil: "', en: 't' } })],
    };
    for (const style of styles) {
      const files = renderSaberFiles(hostile, style);
      expect(checkSaberFiles(files)).toEqual([]);
      expect(file(files, 'src/option/purchase/purchase-order.js')).toContain('label: "标题\\"}, evil: \\""');
    }
  });
});

describe('checkSaberFiles', () => {
  const plans = { crud: purchase, tree: category, sub: purchaseWithLines };

  for (const style of styles) {
    for (const [template, plan] of Object.entries(plans)) {
      it(`passes every ${style} file of the ${template} template`, () => {
        const files = renderSaberFiles(plan, style);
        expect(files.some((f) => f.path.endsWith('.vue'))).toBe(true);
        expect(checkSaberFiles(files)).toEqual([]);
      });
    }
  }

  it('fails a view with an unclosed tag, naming the file and the line', () => {
    const files = renderSaberFiles(purchase, 'saber3');
    const view = files.find((f) => f.path.endsWith('.vue'))!;
    const lines = view.content.split('\n');
    const at = lines.findIndex((l) => l.includes('<basic-container>'));
    lines.splice(at + 1, 0, '    <div class="toolbar">');
    const broken = { ...view, content: lines.join('\n') };
    const diagnostics = checkSaberFiles(files.map((f) => (f === view ? broken : f)));
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: 'src/views/purchase/purchase-order.vue', line: at + 2, step: 'vue' });
    expect(diagnostics[0]!.message).toMatch(/end tag/i);
  });

  it('fails a view whose script does not parse, at the line of the file', () => {
    const files = renderSaberFiles(purchase, 'saber');
    const view = files.find((f) => f.path.endsWith('.vue'))!;
    const lines = view.content.split('\n');
    const at = lines.findIndex((l) => l.includes('loading: true,'));
    lines[at] = '      loading: true,,';
    const diagnostics = checkSaberFiles(files.map((f) => (f === view ? { ...view, content: lines.join('\n') } : f)));
    expect(diagnostics).toEqual([expect.objectContaining({ file: view.path, line: at + 1, step: 'vue' })]);
    expect(diagnostics[0]!.message).toBe('Unexpected token');
  });

  it('fails a view whose template calls a handler the component does not declare, or has two roots', () => {
    for (const style of styles) {
      const files = renderSaberFiles(category, style);
      const view = files.find((f) => f.path.endsWith('.vue'))!;
      const lines = view.content.split('\n');
      const at = lines.findIndex((l) => l.includes('@click="handleDelete"'));
      lines[at] = lines[at]!.replace('handleDelete', 'handleRemove');
      const typo = checkSaberFiles(files.map((f) => (f === view ? { ...view, content: lines.join('\n') } : f)));
      expect(typo, style).toEqual([
        {
          file: view.path,
          line: at + 1,
          message: 'The template uses handleRemove, which the component does not declare.',
          step: 'vue',
        },
      ]);
      const twoRoots = view.content.replace('</template>\n\n<script>', '<div></div>\n</template>\n\n<script>');
      const roots = checkSaberFiles(files.map((f) => (f === view ? { ...view, content: twoRoots } : f)));
      expect(roots, style).toEqual([expect.objectContaining({ file: view.path, step: 'vue' })]);
      expect(roots[0]!.message).toMatch(/2 root elements/);
    }
  });

  it('fails a broken api file, naming the file and the line', () => {
    const files = renderSaberFiles(purchase, 'saber3');
    const api = files.find((f) => f.path.startsWith('src/api/'))!;
    const lines = api.content.split('\n');
    const at = lines.findIndex((l) => l.includes("method: 'get'"));
    lines[at] = "    method: 'get'";
    const diagnostics = checkSaberFiles(files.map((f) => (f === api ? { ...api, content: lines.join('\n') } : f)));
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics[0]).toMatchObject({ file: 'src/api/purchase/purchase-order.js', line: at + 2, step: 'js' });
  });

  it('fails a view that imports a call its api file does not export, or an api file that is not there', () => {
    const files = renderSaberFiles(purchase, 'saber3');
    const withoutDetail = files.map((f) =>
      f.path.startsWith('src/api/')
        ? { ...f, content: f.content.replace('export const getDetail', 'const getDetail') }
        : f,
    );
    expect(checkSaberFiles(withoutDetail)).toEqual([
      expect.objectContaining({
        file: 'src/views/purchase/purchase-order.vue',
        message: 'src/api/purchase/purchase-order.js does not export getDetail.',
        step: 'vue',
      }),
    ]);
    const withoutApi = files.filter((f) => !f.path.startsWith('src/api/'));
    expect(checkSaberFiles(withoutApi)).toEqual([
      expect.objectContaining({ message: 'Imports @/api/purchase/purchase-order, which is not generated.' }),
    ]);
  });
});
