import { type SocialCategory, socialCategory } from '@pharma/contract';
import { gitee } from './gitee.ts';
import { github } from './github.ts';
import { oidc } from './oidc.ts';
import type { ProviderKind } from './provider.ts';

/** The kinds of provider a social sign-in can go through (WeCom binds instead: see ../../wecom). */
export const providerKinds: Partial<Record<SocialCategory, ProviderKind>> = {
  [socialCategory.oidc]: oidc,
  [socialCategory.github]: github,
  [socialCategory.gitee]: gitee,
};
