import '@ant-design/v5-patch-for-react-19';
import { configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { testRendering } from '../src/app/Providers.tsx';
import { i18n, setLanguage } from '../src/i18n/index.ts';
import { addScreenTitles } from '../src/i18n/screenTitles.ts';
import { http, httpHooks, setHttpHooks } from '../src/lib/http.ts';
import { useErrorLog } from '../src/shell/errorlog/errorLog.ts';
import { forgetMenuFetched } from '../src/shell/stores/auth.ts';
import { useSession } from '../src/shell/stores/session.ts';
import { useUi } from '../src/shell/stores/ui.ts';
import { useTags } from '../src/shell/tabs/tagsStore.ts';
import { useTheme } from '../src/shell/theme/useTheme.ts';
import { useTopMenu } from '../src/shell/topmenu/store.ts';
import { declarationProblems } from './fakeBackend.ts';

// antd's styles collected, not injected, and no motion: see testRendering.
testRendering.enabled = true;

// Screens render signed in, where the screens' titles have joined the translations (the app adds them with the page
// registry, behind the guard).
addScreenTitles();

// The first visit to a lazy route transforms its chunk on the fly, which can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// The files of a worker share their modules (vitest `isolate: false`): each test leaves the app as a fresh page would
// find it: empty browser storage (the session, tags and language live there), the default language, the shell's
// stores as created, the http layer's hooks and network adapter as the app sets them.
const hooks = httpHooks();
const adapter = http.defaults.adapter;
const stores = [useSession, useUi, useTheme, useTags, useTopMenu, useErrorLog];
afterEach(() => {
  const problems = declarationProblems();
  if (i18n.language !== 'zh') setLanguage('zh');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const store of stores)
    (store.setState as (state: unknown, replace: true) => void)(store.getInitialState(), true);
  forgetMenuFetched();
  setHttpHooks(hooks);
  http.defaults.adapter = adapter;
  // A screen that sent what its call does not declare, or a fixture the real server could not have sent, fails.
  expect(problems).toEqual([]);
});
