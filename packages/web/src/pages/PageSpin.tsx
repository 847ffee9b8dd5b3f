import { Spin } from 'antd';

/** The placeholder while a page's chunk or data loads. */
export function PageSpin() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240, height: '100%' }}>
      <Spin />
    </div>
  );
}
