import { describe, expect, it } from 'vitest';
import { flowModelResource, handBuiltScreens, moduleMenus } from '../src/index.ts';

describe('menu names', () => {
  it('no screen is named as the module menu it sits in (issue 35: 流程管理 › 流程管理)', () => {
    for (const screen of handBuiltScreens) {
      const parent = moduleMenus[screen.module];
      if (!parent) continue;
      expect(screen.name.zh, screen.code).not.toBe(parent.name.zh);
      expect(screen.name.en, screen.code).not.toBe(parent.name.en);
    }
  });

  it('names the workflow screens as BladeX does, the definitions said for what they are', () => {
    const names = Object.fromEntries(handBuiltScreens.map((s) => [s.code, s.name.zh]));
    expect(flowModelResource.title.zh).toBe('模型管理');
    expect(names.flow_deploy).toBe('部署管理');
    expect(names.flow_manager).toBe('流程定义');
    expect(names.flow_follow).toBe('流程跟踪');
  });
});
