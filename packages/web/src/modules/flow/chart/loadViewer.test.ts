import { describe, expect, it, vi } from 'vitest';

describe('the chart’s viewer', () => {
  it('is bpmn-js’s NavigatedViewer, loaded on demand with its styles', async () => {
    // A fresh copy of the loader, evaluated in this file's environment: the files of a worker share their modules
    // (isolate: false), and a copy first loaded by an earlier file (through flowTestKit) would make its dynamic
    // imports in that file's environment, torn down by now.
    vi.resetModules();
    const { viewerLoader } = await import('./loadViewer.ts');
    const Viewer = await viewerLoader.load();
    expect(typeof Viewer).toBe('function');
    expect(Viewer.name).toBe('NavigatedViewer');
  });
});
