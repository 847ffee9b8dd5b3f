import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { texts } from './texts.ts';

const supported = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;
const isFull = () => typeof document !== 'undefined' && document.fullscreenElement != null;

/**
 * Full screen through the Fullscreen API, for the top bar's button and its entry in the overflow menu. `full`
 * follows the document's state, not a click count, so leaving with Esc (or F11's exit) shows the right label.
 * Where the API is missing (iPhone Safari, some embedded browsers) `supported` is false and `label` says why.
 */
export function useFullScreen() {
  const text = useText();
  const { message } = App.useApp();
  const [full, setFull] = useState(isFull);

  useEffect(() => {
    const onChange = () => setFull(isFull());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    const request = isFull() ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // The browser may refuse (no user gesture, a permissions policy in an iframe): say so instead of doing nothing.
    request.catch(() => void message.warning(text(texts.fullScreenFailed)));
  };
  const canUse = supported();
  const label = text(!canUse ? texts.fullScreenUnsupported : full ? texts.exitFullScreen : texts.fullScreen);
  return { supported: canUse, full, toggle, label };
}
