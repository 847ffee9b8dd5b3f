import { matchPath, useLocation, useParams } from 'react-router';

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The `:params` of a page registered with a pattern. The shell renders registry pages under its catch-all route
 * (MenuPage), where useParams holds only the splat, so the pattern is matched against the page's own location (each
 * kept-alive tab has its own); a route declared with the pattern itself would give them through useParams.
 */
export function usePathParams<K extends string>(pattern: string, names: readonly K[]): Partial<Record<K, string>> {
  const { pathname } = useLocation();
  const routed = useParams();
  const matched = matchPath(pattern, pathname)?.params ?? {};
  const params: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = routed[name] ?? matched[name];
    if (value) params[name] = decode(value);
  }
  return params;
}
