import { describe, expect, it } from 'vitest';
import { viewerLoader } from './loadViewer.ts';

describe('the chart’s viewer', () => {
  it('is bpmn-js’s NavigatedViewer, loaded on demand with its styles', async () => {
    const Viewer = await viewerLoader.load();
    expect(typeof Viewer).toBe('function');
    expect(Viewer.name).toBe('NavigatedViewer');
  });
});
