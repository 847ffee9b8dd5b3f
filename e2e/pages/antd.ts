import type { Locator, Page } from '@playwright/test';

/**
 * Where the journeys meet antd's markup: every antd class name a journey needs is written here, once, and only the
 * page objects beside this file use it. Whatever a role, a label or a test id finds is found that way instead; what
 * is left here has neither (antd's popups, its table parts, its pager, its tree), so it names the antd part it is.
 */
export const antd = {
  /** A table (scroll parts and all) in this scope. */
  table: (scope: Page | Locator) => scope.locator('.ant-table'),
  /** The data rows of the tables in this scope: neither a header nor a row's folded part. */
  rows: (scope: Page | Locator) => scope.locator('.ant-table-row'),
  /** A row's expander while closed (the folded part of a row, or a tree row's children). */
  closedExpander: (tableRow: Locator) => tableRow.locator('.ant-table-row-expand-icon-collapsed'),
  /** A row's expander, open or closed. */
  expander: (tableRow: Locator) => tableRow.locator('.ant-table-row-expand-icon'),
  /** The expander of a row's folded part (its own cell; a tree row's expander sits in its first data cell). */
  foldExpander: (tableRow: Locator) =>
    tableRow.locator('td.ant-table-row-expand-icon-cell .ant-table-row-expand-icon-collapsed'),
  /** The row and, once opened, its folded part (the row after it). */
  withFold: (tableRow: Locator) =>
    tableRow.locator('xpath=self::tr | following-sibling::tr[1][contains(@class,"ant-table-expanded-row")]'),
  /** The data cells of a row: neither its checkbox nor its expander. */
  dataCells: (tableRow: Locator) =>
    tableRow.locator('td:not(.ant-table-selection-column):not(.ant-table-row-expand-icon-cell)'),
  /** A row's cells after its checkbox (its expander, when it has one, included). */
  cellsAfterCheckbox: (tableRow: Locator) => tableRow.locator('td:not(.ant-table-selection-column)'),
  /** The cells of the fixed 操作 column. */
  fixedRightCells: (scope: Locator) => scope.locator('tbody tr.ant-table-row td.ant-table-cell-fix-right'),

  /** The pager's item for page `n`, the current one, and its 共 n 条. */
  pagerItem: (scope: Locator, n: number) => scope.locator(`.ant-pagination-item-${n}`),
  pagerActive: (scope: Locator) => scope.locator('.ant-pagination-item-active'),
  pagerTotal: (scope: Locator) => scope.locator('.ant-pagination-total-text'),
  pager: (scope: Locator) => scope.locator('.ant-pagination'),

  /** A confirmation (Modal.confirm): it has a dialog's role but no name, so it is found by its kind. */
  confirm: (page: Page, hasText?: string | RegExp) => page.locator('.ant-modal-confirm', hasText ? { hasText } : {}),
  /** Any dialog's box (a dialog without a title has no name to find it by). */
  modal: (page: Page, hasText?: string | RegExp) => page.locator('.ant-modal', hasText ? { hasText } : {}),
  /** The dialog on show in front: the last open one. */
  frontModal: (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last(),
  /** The footer of a dialog (its 确定 / 关闭, apart from a same-named button inside the body). */
  footer: (dialog: Locator) => dialog.locator('.ant-modal-footer'),
  /** The dialog's whole box, header to footer. */
  modalContent: (dialog: Locator) => dialog.locator('.ant-modal-content'),
  /** A drawer (its title and body). */
  drawer: (page: Page | Locator, hasText?: string | RegExp) =>
    page.locator('.ant-drawer-content', hasText ? { hasText } : {}),
  drawerClose: (drawer: Locator) => drawer.locator('.ant-drawer-close'),
  /** The drawer on show in front (the last one opened), whole. */
  frontDrawer: (page: Page) => page.locator('.ant-drawer-content-wrapper:visible').last(),
  /** A dialog's × in its corner. */
  modalClose: (dialog: Locator) => dialog.locator('.ant-modal-close'),
  /** A spinner still spinning (antd's, or the page placeholder's: pages/PageSpin.tsx), and a list's "no data". */
  spinning: (scope: Locator) => scope.locator('.ant-spin-spinning, .page-spin'),
  rowsOrEmpty: (table: Locator) => table.locator('.ant-table-row, .ant-empty'),
  /** A message toast, and a notification (the kind with a title and buttons). */
  toast: (page: Page, hasText?: string | RegExp) => page.locator('.ant-message-notice', hasText ? { hasText } : {}),
  errorToast: (page: Page) => page.locator('.ant-message-error'),
  notification: (page: Page, hasText: string | RegExp) => page.locator('.ant-notification-notice', { hasText }),

  /** A form item (label, control and its messages), by its label's exact text. */
  formItem: (scope: Page | Locator, label: string | RegExp) =>
    scope.locator('.ant-form-item', {
      has: pageOf(scope).locator('label', { hasText: typeof label === 'string' ? exactly(label) : label }),
    }),
  /** The error a form item shows under its control (any, without a text). */
  fieldError: (scope: Page | Locator, hasText?: string | RegExp) =>
    scope.locator('.ant-form-item-explain-error', hasText ? { hasText } : {}),

  /** A select's box (what opens it: its chosen item may lie over its input), its search input, its chosen items. */
  selectBox: (scope: Locator) => scope.locator('.ant-select-selector'),
  select: (scope: Locator) => scope.locator('.ant-select'),
  selectSearch: (scope: Locator) => scope.locator('input.ant-select-selection-search-input'),
  selected: (scope: Page | Locator, hasText?: string | RegExp) =>
    scope.locator('.ant-select-selection-item', hasText ? { hasText } : {}),
  selectClear: (scope: Locator) => scope.locator('.ant-select-clear'),
  /** The open select's popup, its options, a tree select's node titles. */
  openDropdown: (page: Page) => page.locator('.ant-select-dropdown:visible'),
  option: (page: Page, hasText?: string | RegExp) =>
    page.locator('.ant-select-dropdown:visible .ant-select-item-option', hasText ? { hasText } : {}),
  treeOption: (page: Page, hasText?: string | RegExp) =>
    page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', hasText ? { hasText } : {}),
  /** An open menu popup (a row's 更多, a dropdown button's). */
  openMenu: (page: Page) => page.locator('.ant-dropdown:visible'),
  /** A date picker's popup while open. */
  openPicker: (page: Page) => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'),

  /** A tree's nodes: the node by its title, its title, its switcher. */
  treeNode: (scope: Page | Locator, title: string) =>
    scope.locator('.ant-tree-treenode', {
      has: pageOf(scope).locator('.ant-tree-title', { hasText: exactly(title) }),
    }),
  treeTitle: (scope: Page | Locator, title: string) => scope.locator('.ant-tree-title', { hasText: exactly(title) }),
  treeSwitcher: (node: Locator) => node.locator('.ant-tree-switcher'),
  /** A tree node's class while selected. */
  treeNodeSelected: /ant-tree-treenode-selected/,
  /** The node after `node` in a flat-rendered tree whose title is `title` (its child, when it has one so named). */
  treeNodeAfter: (node: Locator, title: string) =>
    node.locator(
      `xpath=following-sibling::div[.//span[contains(@class,'ant-tree-title') and text()='${title}']][1]//span[contains(@class,'ant-tree-title')]`,
    ),
  /** The active pane of a tabs control. */
  activeTabPane: (scope: Locator) => scope.locator('.ant-tabs-tabpane-active'),
  tabs: (scope: Locator) => scope.locator('.ant-tabs'),
  /** A tab's close ×, and a tab of a tabs control holding `has`. */
  tabOf: (scope: Page | Locator, has: Locator) => scope.locator('.ant-tabs-tab', { has }),
  tabClose: (scope: Locator) => scope.locator('.ant-tabs-tab-remove'),

  /** A tag (as a `has` filter of rows, give the page: a filter's locator is read inside each row). */
  tag: (scope: Page | Locator, hasText?: string | RegExp) => scope.locator('.ant-tag', hasText ? { hasText } : {}),
  card: (scope: Locator) => scope.locator('.ant-card'),
  descriptions: (scope: Locator) => scope.locator('.ant-descriptions'),
  listItem: (scope: Locator) => scope.locator('.ant-list-item'),
  linkButton: (scope: Locator) => scope.locator('.ant-btn-link'),
  primaryButton: (scope: Locator) => scope.locator('.ant-btn-primary'),
  progressText: (scope: Locator) => scope.locator('.ant-progress-text'),
  badgeCount: (page: Page, has: Locator) => page.locator('.ant-badge', { has }).locator('.ant-badge-count'),
  /** The sidebar's entries (groups and items) and the selected one; the sider's collapsed state. */
  menuEntries: (scope: Locator) => scope.locator('.ant-menu-item, .ant-menu-submenu'),
  menuGroupTitle: (scope: Locator) => scope.locator('.ant-menu-submenu-title'),
  selectedMenuItem: (scope: Page | Locator) => scope.locator('.ant-menu-item-selected'),
  /** The sidebar's groups (top level), a group still folded, its items. */
  menuGroups: (sidebar: Locator) => sidebar.locator('.shell-menu > .ant-menu-submenu'),
  foldedGroups: (sidebar: Locator) => sidebar.locator('.ant-menu-submenu:not(.ant-menu-submenu-open)'),
  menuItems: (group: Locator) => group.locator('.ant-menu-item'),
  /** A collapsing menu group still moving. */
  collapseMotion: (scope: Locator) => scope.locator('[class*="ant-motion-collapse"]'),
  siderCollapsed: /ant-layout-sider-collapsed/,
  layout: (page: Page) => page.locator('.shell > .ant-layout'),
  colourPreset: (page: Page, has: Locator) => page.locator('.ant-color-picker-presets-color', { has }),
};

/** The page a scope is on: a filter's inner locator (`has`) must start from it, since it is read inside each match. */
/**
 * Selectors read inside the browser (a page function that walks the document): the cells of a list's rows, the
 * controls inside them, a tree's titles, a select's chosen items.
 */
export const antdCss = {
  rowCells: '.ant-table-row td',
  buttonsAndTags: 'button, .ant-btn, .ant-tag',
  treeTitles: '.ant-tree-title',
  chosenItems: '.ant-select-selection-item',
  /** A table's body rows, its scroll area, a fixed right cell; the header's scrollbar cell and a row's expansion. */
  bodyRows: 'tbody tr.ant-table-row',
  scrollArea: '.ant-table-content, .ant-table-body',
  fixedRightCell: 'td.ant-table-cell-fix-right',
  scrollbarClass: 'ant-table-cell-scrollbar',
  expandedRowClass: 'ant-table-expanded-row',
};

const pageOf = (scope: Page | Locator): Page =>
  'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exactly this text, spaces around it aside. */
export const exactly = (text: string) => new RegExp(`^\\s*${escaped(text)}\\s*$`);
