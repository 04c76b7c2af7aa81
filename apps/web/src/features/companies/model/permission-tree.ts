import type { TPermissionItem } from '@sunfleet/contract/permissions';

/** Each permission's ancestors and descendants in a tree, for checking a role's menus and buttons. */
export function treeIndex(items: readonly TPermissionItem[]) {
  const ancestors = new Map<string, string[]>();
  const descendants = new Map<string, string[]>();
  const walk = (nodes: readonly TPermissionItem[], above: string[]): string[] => {
    const seen: string[] = [];
    for (const node of nodes) {
      ancestors.set(node.permission, above);
      const below = walk(node.children, [...above, node.permission]);
      descendants.set(node.permission, below);
      seen.push(node.permission, ...below);
    }
    return seen;
  };
  const all = walk(items, []);
  return { ancestors, descendants, all };
}
export type TTreeIndex = ReturnType<typeof treeIndex>;

/**
 * The checked set after ticking (`checked`) or clearing a node: a ticked button or submenu brings
 * the menus it sits in; a cleared menu takes everything under it. Menus and buttons stay
 * independent otherwise, so a menu may be granted without its buttons.
 */
export function toggled(index: TTreeIndex, current: readonly string[], permission: string, checked: boolean) {
  const next = new Set(current);
  if (checked) {
    for (const above of [...(index.ancestors.get(permission) ?? []), permission]) next.add(above);
  } else {
    for (const below of [permission, ...(index.descendants.get(permission) ?? [])]) next.delete(below);
  }
  return index.all.filter((item) => next.has(item));
}
