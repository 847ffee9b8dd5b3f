// Must come first: lets antd 5 render with React 19 (static message/modal included).
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import './app/global.css';
import './i18n/index.ts';
import './shell/errorlog/install.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
