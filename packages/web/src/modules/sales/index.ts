import { defineWebModule } from '../../app/webModule.ts';

/**
 * 销售移动端: the whitelist, field permissions and customer salesmen are declared resources (CrudPages); the
 * screens built by hand are listed here by menu path.
 */
export const salesModule = defineWebModule({
  name: 'sales',
  pages: {},
});
