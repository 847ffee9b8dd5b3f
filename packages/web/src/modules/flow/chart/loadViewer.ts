/**
 * bpmn-js is large: the chart loads it (and its styles) only when a chart is opened, in its own chunk.
 * The styles include the bpmn.io watermark the licence asks to keep visible.
 */
async function loadNavigatedViewer() {
  const [viewer] = await Promise.all([
    import('bpmn-js/lib/NavigatedViewer'),
    import('bpmn-js/dist/assets/diagram-js.css'),
    import('bpmn-js/dist/assets/bpmn-js.css'),
  ]);
  return viewer.default;
}

/**
 * Where the chart gets its viewer. A swappable seam, not a vi.mock: the tests of a worker share their modules, so
 * a module mock in one file would leak into the next; a test swaps `load` and puts it back.
 */
export const viewerLoader = { load: loadNavigatedViewer };
