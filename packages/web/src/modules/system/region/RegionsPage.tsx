import { type RegionMatch, type RegionRecord, regionResource } from '@pharma/contract';
import { Card, Col, Row, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { ExportButton } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { type PanelMode, RegionPanel } from './RegionPanel.tsx';
import { RegionSearch } from './RegionSearch.tsx';
import { regionTexts } from './region.texts.ts';
import { countryParent, useRegionTree } from './useRegionTree.ts';
import './regions.css';

/**
 * 行政区划 (/system/region): on the left the country as a lazy tree (province → city → district, each level loaded
 * when opened) under a search box whose pick opens the tree down to the match; on the right the chosen region's
 * form with 新增下级, 保存 and 删除, each shown by its button code.
 */
export function RegionsPage() {
  const text = useText();
  const tree = useRegionTree();
  const [selected, setSelected] = useState<string>();
  const [mode, setMode] = useState<PanelMode>('edit');
  // After a pick the chosen node is in the DOM only once its levels rendered: bring it into view then.
  const [scrollTo, setScrollTo] = useState<string>();

  useEffect(() => {
    if (!scrollTo) return;
    const node = document.querySelector(`[data-region="${scrollTo}"]`);
    if (!node) return;
    node.scrollIntoView?.({ block: 'nearest' });
    setScrollTo(undefined);
  });

  const choose = (code: string | undefined) => {
    setSelected(code);
    setMode('edit');
  };

  const pick = async (match: RegionMatch) => {
    await tree.reveal(match.ancestors).catch(() => undefined);
    choose(match.code);
    setScrollTo(match.code);
  };

  const onAdded = async (added: RegionRecord, parent: RegionRecord) => {
    // The parent's own level too: it may have just got its first child.
    await Promise.all([tree.load(parent.code, true).catch(() => undefined), tree.reload(parent.parentCode)]);
    tree.setExpanded((prev) => [...new Set([...prev, parent.code])]);
    choose(added.code);
  };

  const onRemoved = async (removed: RegionRecord) => {
    const parent = tree.nodes.get(removed.parentCode);
    await tree.reload(removed.parentCode, parent?.parentId ?? countryParent);
    choose(removed.parentCode === countryParent ? undefined : removed.parentCode);
  };

  return (
    <Row gutter={16} className="region-page">
      <Col xs={24} md={9} xl={8}>
        <Card
          size="small"
          title={text(regionResource.title)}
          extra={<ExportButton source="region" filters={{}} size="small" />}
        >
          <RegionSearch onPick={pick} />
          <div className="region-tree">
            {tree.ready && (
              <Tree
                blockNode
                showLine
                treeData={tree.treeData}
                expandedKeys={tree.expanded}
                // The keys as given: a pick expands exactly the path down to the match.
                autoExpandParent={false}
                onExpand={(keys) => tree.setExpanded(keys.map(String))}
                // A failed level was toasted by lib/http; a rejection here would make the tree retry it ten times.
                loadData={({ key }) =>
                  tree.load(String(key)).then(
                    () => undefined,
                    () => undefined,
                  )
                }
                selectedKeys={selected ? [selected] : []}
                onSelect={(keys) => choose(keys.length ? String(keys[0]) : undefined)}
                titleRender={(node) => <span data-region={node.key}>{String(node.title)}</span>}
              />
            )}
          </div>
        </Card>
      </Col>
      <Col xs={24} md={15} xl={16}>
        <Card size="small" title={text(mode === 'add' ? regionTexts.newChild : regionTexts.details)}>
          <RegionPanel
            code={selected}
            mode={mode}
            onMode={setMode}
            onAdded={onAdded}
            onSaved={(saved) => tree.reload(saved.parentCode)}
            onRemoved={onRemoved}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default RegionsPage;
