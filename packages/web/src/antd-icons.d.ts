/**
 * One antd icon's ES module, as shell/icons.tsx loads each menu icon on its own: the package types its icons under
 * lib/ only, and the ES build (es/icons/*.js) is what Vite should split into chunks.
 */
declare module '@ant-design/icons/es/icons/*' {
  import type { ComponentType } from 'react';

  const Icon: ComponentType;
  export default Icon;
}
