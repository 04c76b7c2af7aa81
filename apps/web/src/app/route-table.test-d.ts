/** Type test, checked by `tsc -p apps/web` and never run: a route cannot need a permission the tree lacks. */
import type { TAppRoute } from './route-table.ts';

export const typoRoute: TAppRoute = {
  id: 'typo',
  path: '/typo',
  title: 'plants',
  // @ts-expect-error 'station.veiw' is not a permission
  permission: 'station.veiw',
};
