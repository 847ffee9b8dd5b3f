/** The roles screen's words that are not in the i18n dictionaries (the older ones are there as `role.*`). */
export const roleTexts = {
  // 权限设置: one checkable tree per kind of grant.
  noDataScopes: { zh: '暂无可授权的数据权限', en: 'No data scopes to grant' },
  noApiScopes: { zh: '暂无可授权的接口权限', en: 'No API scopes to grant' },
  // The folded tree's search: it keeps the matching nodes (with their branches) and opens them.
  searchTree: { zh: '搜索名称', en: 'Search by name' },
  noMatch: { zh: '没有名称匹配的节点', en: 'No node matches' },
  // 挂载租户 (platform administrator only): copy the selected roles into other tenants.
  mount: { zh: '挂载租户', en: 'Mount to tenant' },
  mountFor: {
    zh: '将角色 {names} 连同其权限复制到所选租户',
    en: 'Copy the roles {names} with their grants to the chosen tenants',
  },
  noTenants: { zh: '暂无其他租户', en: 'No other tenants' },
  pickTenant: { zh: '请选择至少一个租户', en: 'Please choose at least one tenant' },
  mounted: {
    zh: '挂载完成:新建 {created} 个角色,跳过 {skipped} 个(租户中已存在或超出其产品包)',
    en: 'Mounted: {created} roles created, {skipped} skipped (already in the tenant or beyond its package)',
  },
  close: { zh: '关闭', en: 'Close' },
};
