/**
 * Type tests, checked by `tsc -p apps/web` and never run: a permission string not in the contract's
 * tree fails the type check (each `@ts-expect-error` line errs, or the unused directive does).
 */
import { Can, usePermissions } from './permissions.tsx';

export function PermissionChecks() {
  const granted = usePermissions();
  // @ts-expect-error 'station.shar' is not a permission
  const canShare = granted.has('station.shar');
  return (
    <>
      <Can permission="station.share">{String(canShare)}</Can>
      {/* @ts-expect-error 'station.veiw' is not a permission */}
      <Can permission="station.veiw">typo</Can>
    </>
  );
}
