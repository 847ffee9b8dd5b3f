import '@ant-design/v5-patch-for-react-19';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first visit to a lazy route transforms its chunk on the fly, which can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Every test starts with empty browser storage: the session, tags and language all live there.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
