import { SearchOutlined } from '@ant-design/icons';
import { Input, type InputRef, theme } from 'antd';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLang, useText } from '../../i18n/useText.ts';
import { MenuIcon } from '../icons.tsx';
import { filterMenuByRoles, nodeTitle } from '../menuTree.ts';
import { rolesOf, useSession } from '../stores/session.ts';
import { type MenuHit, normalizeQuery, searchMenu } from './searchMenu.ts';
import { searchTexts } from './texts.ts';
import './search.css';

/** Ctrl+K (⌘K on a Mac) anywhere in the console. */
const isShortcut = (e: globalThis.KeyboardEvent) => (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';

/**
 * The top search box and its menu search overlay (spec §2). Focusing, clicking or typing in the box, or Ctrl+K,
 * opens the overlay: the menu items the user may open whose name in the current language starts with the text.
 * Arrow keys move the highlight, Enter opens it (or the first result), Esc clears the box and closes, a click outside
 * closes. On a small screen the top bar's overflow menu shows it in a dialog, which `onPick` closes.
 */
export function TopSearch({ onPick }: { onPick?: () => void } = {}) {
  const text = useText();
  useLang(); // names are read in the current language: re-render when it changes
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const menu = useSession((s) => s.menu);
  const userInfo = useSession((s) => s.userInfo);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  /** The highlighted result; -1 until an arrow key is pressed. */
  const [active, setActive] = useState(-1);
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<InputRef>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  // The whole menu (not only the picked top menu's tree): every page the user may open can be found.
  const hits = open ? searchMenu(filterMenuByRoles(menu ?? [], rolesOf(userInfo)), query, nodeTitle) : [];
  const current = Math.min(active, hits.length - 1);
  const typed = normalizeQuery(query).length;

  const show = () => {
    setOpen(true);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (hit: MenuHit) => {
    close();
    setQuery('');
    inputRef.current?.blur();
    navigate(hit.route);
    onPick?.();
  };

  // Ctrl+K from anywhere focuses the box and opens the overlay.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      inputRef.current?.focus();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A click anywhere outside the box and its overlay closes it.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (boxRef.current?.contains(e.target as Node)) return;
      setOpen(false);
      setActive(-1);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  // Keep the highlighted result in view while the arrows move through a long list.
  useEffect(() => {
    if (current < 0) return;
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an input method's composition (typing Chinese) are not ours.
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Escape') {
      if (open || query) e.preventDefault();
      // Esc gives up the search: the next one starts from an empty box, not appended to this one.
      setQuery('');
      close();
      return;
    }
    if (e.key === 'Tab') return close();
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return show();
      if (hits.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // From no highlight, Down goes to the first result and Up to the last; both wrap around.
      const from = current < 0 ? (step > 0 ? -1 : hits.length) : current;
      setActive((from + step + hits.length) % hits.length);
      return;
    }
    if (e.key === 'Enter' && open) {
      e.preventDefault();
      const hit = hits[current < 0 ? 0 : current];
      if (hit) pick(hit);
    }
  };

  return (
    <div className="menu-search" ref={boxRef}>
      <Input
        ref={inputRef}
        data-testid="top-search"
        className="menu-search-input"
        size="small"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={text(searchTexts.placeholder)}
        aria-label={text(searchTexts.label)}
        role="combobox"
        aria-expanded={open}
        aria-controls={open && hits.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open && current >= 0 ? `${listId}-${current}` : undefined}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          show();
        }}
        onFocus={show}
        onClick={() => {
          if (!open) show();
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <div
          className="menu-search-overlay"
          data-testid="menu-search-overlay"
          style={{
            background: token.colorBgElevated,
            boxShadow: token.boxShadowSecondary,
            borderRadius: token.borderRadiusLG,
            color: token.colorText,
          }}
        >
          {hits.length > 0 ? (
            <div
              className="menu-search-list"
              role="listbox"
              id={listId}
              ref={listRef}
              aria-label={text(searchTexts.results)}
            >
              {hits.map((hit, i) => (
                <div
                  key={hit.route}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === current}
                  className="menu-search-item"
                  style={i === current ? { background: token.controlItemBgActive } : undefined}
                  // Move, not enter: a list scrolled by the arrow keys must not steal the highlight.
                  onMouseMove={() => i !== current && setActive(i)}
                  // Keep the focus in the box, so the keys still work after a hover.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(hit)}
                  // The keys are handled by the box (aria-activedescendant); this only serves a focused option.
                  tabIndex={-1}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') pick(hit);
                  }}
                >
                  <span className="menu-search-icon" style={{ color: token.colorPrimary }}>
                    <MenuIcon source={hit.node.source} />
                  </span>
                  <span className="menu-search-text">
                    <span className="menu-search-name">
                      <mark style={{ color: token.colorPrimary }}>{hit.title.slice(0, typed)}</mark>
                      {hit.title.slice(typed)}
                    </span>
                    <span className="menu-search-trail" style={{ color: token.colorTextSecondary }}>
                      {hit.trail.join(' / ')}
                    </span>
                  </span>
                </div>
              ))}
            </div>
          ) : (
            <div className="menu-search-empty" role="status" style={{ color: token.colorTextSecondary }}>
              {text(searchTexts.noMatch)}
            </div>
          )}
          <div className="menu-search-hint" style={{ color: token.colorTextTertiary }}>
            {text(searchTexts.hint)}
          </div>
        </div>
      )}
    </div>
  );
}
