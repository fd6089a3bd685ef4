import { createContext, useContext, type ReactNode } from 'react';

/**
 * How the build draws a part of the shell that is the same on many pages (the menu, the footer):
 * given the part's name, what it depends on and the part itself, what to render in its place. The
 * browser has none and draws every part as it is.
 */
export type DrawShellPart = (name: string, sameFor: string, part: ReactNode) => ReactNode;

export const ShellPartContext = createContext<DrawShellPart | null>(null);

/**
 * A part of the shell whose markup depends only on `sameFor` (and the site), so that prerendering
 * draws it once for each `sameFor` rather than once for every page (docs/PERFORMANCE.md#build-time).
 * It adds no element of its own.
 */
export function ShellPart({ name, sameFor, children }: { name: string; sameFor: string; children: ReactNode }) {
  const draw = useContext(ShellPartContext);
  return draw ? draw(name, sameFor, children) : children;
}
