import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useOutlet, type UIMatch } from 'react-router';
import { KeepAliveContext } from '@/components/keep-alive';
import type { TRouteHandle } from '../navigation-frame.tsx';

/** At most this many pages stay alive; the oldest goes first. */
const maxKeptPages = 5;

const isKeptAlive = (matches: UIMatch[]) =>
  (matches.at(-1)?.handle as TRouteHandle | undefined)?.isKeptAlive === true;

/**
 * The routed page. Pages flagged `isKeptAlive` stay mounted (hidden) after the user leaves, one
 * per path, so their scroll position, filters and loaded data survive a visit elsewhere.
 */
export function KeptOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const isCurrentKept = isKeptAlive(useMatches());
  const kept = useRef(new Map<string, ReactNode>());
  const [, setGeneration] = useState(0);

  if (isCurrentKept && !kept.current.has(pathname)) {
    kept.current.set(pathname, outlet);
    const oldest = kept.current.keys().next().value;
    if (kept.current.size > maxKeptPages && oldest !== undefined) kept.current.delete(oldest);
  }

  const clearKeptPages = useCallback(() => {
    kept.current.clear();
    setGeneration((generation) => generation + 1);
  }, []);
  const keepAlive = useMemo(() => ({ clearKeptPages }), [clearKeptPages]);

  return (
    <KeepAliveContext.Provider value={keepAlive}>
      {[...kept.current.entries()].map(([path, element]) => (
        <div key={path} hidden={path !== pathname}>
          {element}
        </div>
      ))}
      {!isCurrentKept && outlet}
    </KeepAliveContext.Provider>
  );
}
