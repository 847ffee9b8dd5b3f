import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { templateDetailTable as detail, templateTable as template } from './template.table.ts';

/** A template another module sends with (workflow's 待办提醒): its in-app content, approved as it is seeded. */
export interface ModuleTemplate {
  code: string;
  name: string;
  bizModule: string;
  /** Variable name → label. */
  params: Record<string, string>;
  title: string;
  content: string;
  jumpUrl?: string;
}

/**
 * Adds the templates a module sends with to a tenant, each with its in-app (INBOX) content, unless the tenant
 * already has one of that code (an administrator may have reworded it). Approved: they are the platform's own.
 */
export async function ensureModuleTemplates(db: Db, tenantId: string, templates: readonly ModuleTemplate[]) {
  for (const t of templates) {
    const [existing] = await db
      .select({ id: template.id })
      .from(template)
      .where(and(ofTenant(template, tenantId), eq(template.templateCode, t.code)));
    if (existing) continue;
    const [made] = await db
      .insert(template)
      .values({
        tenantId,
        templateCode: t.code,
        templateName: t.name,
        msgType: 10,
        bizModule: t.bizModule,
        params: JSON.stringify(
          Object.entries(t.params).map(([name, label]) => ({ name, label, required: true, example: '' })),
        ),
        auditStatus: 2,
      })
      .returning({ id: template.id });
    await db.insert(detail).values({
      tenantId,
      templateId: made!.id,
      channelType: 'INBOX',
      contentFormat: 'TEXT',
      title: t.title,
      content: t.content,
      jumpUrl: t.jumpUrl ?? '',
      providerTemplateId: '',
    });
  }
}
