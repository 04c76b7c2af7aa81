import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { TRouteHandle } from '../navigation-frame.tsx';
import { appRoutes, type TRouteTitle } from '../route-table.ts';

/** Menu group, highlighted entry and page: "Devices / Inverters", "Plants / Plant overview". */
export function PageBreadcrumb() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle as TRouteHandle | undefined)
    .filter((candidate) => candidate?.title)
    .at(-1);
  if (!handle) return null;
  const titles: TRouteTitle[] = [];
  for (const route of appRoutes) {
    if (route.path === handle.menuPath) titles.push(route.title);
    const child = route.children?.find((candidate) => candidate.path === handle.menuPath);
    if (child) titles.push(route.title, child.title);
  }
  if (titles.at(-1) !== handle.title) titles.push(handle.title);
  return (
    <Breadcrumb items={titles.map((title) => ({ title: t(`route.${title}`) }))} data-testid="breadcrumb" />
  );
}
