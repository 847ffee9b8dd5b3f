import { website } from '@pharma/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '../../api/auth.ts';

export interface CaptchaState {
  key: string;
  image: string;
  /** false when the server (or website.captchaMode) says no captcha: the login then uses grant type `password`. */
  required: boolean;
  /**
   * Whether the server has said if it asks a captcha. Until it has, the form cannot be sent: a sign-in sent in that
   * moment would be held back by a captcha field the server may not want (and that then vanishes with the reply).
   */
  known: boolean;
}

/** The login captcha: fetched on mount and on demand; only the newest reply counts (its key must match the image). */
export function useCaptcha(): CaptchaState & { refresh: () => void } {
  const [state, setState] = useState<CaptchaState>({
    key: '',
    image: '',
    required: website.captchaMode,
    known: !website.captchaMode,
  });
  const latest = useRef(0);
  const refresh = useCallback(() => {
    if (!website.captchaMode) return;
    const ticket = ++latest.current;
    fetchCaptcha()
      .then((reply) => {
        if (ticket !== latest.current) return;
        // Only an explicit `required: false` turns the captcha off; an older server that omits it still asks.
        setState({ key: reply.key, image: reply.image, required: reply.required !== false, known: true });
      })
      // The http layer already told the user; the captcha is still asked, its image empty until a click retries.
      .catch(() => setState((now) => ({ ...now, known: true })));
  }, []);
  useEffect(refresh, [refresh]);
  return { ...state, refresh };
}
