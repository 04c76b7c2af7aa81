import { GatewayDetailPage } from '@/features/gateways/pages/gateway-detail-page';
import { BatteryDetailPage } from '@/features/devices/pages/battery-detail-page';
import { InverterDetailPage } from '@/features/devices/pages/inverter-detail-page';
import { RemoteUpgradeButton } from '@/features/upgrades/components/remote-upgrade-button';

/** /device/inverter/:sn with its "Remote upgrade" (the upgrades feature; ADR 0007, 0046). */
export function InverterDetail() {
  return (
    <InverterDetailPage
      upgradeAction={(sn) => <RemoteUpgradeButton target={{ kind: 'inverter', key: sn, sn }} />}
    />
  );
}

/** /device/gateway/detail/:id with its "Remote upgrade". */
export function GatewayDetail() {
  return (
    <GatewayDetailPage
      upgradeAction={(gateway) => (
        <RemoteUpgradeButton
          target={{ kind: 'gateway', key: gateway.id, sn: gateway.sn }}
          current={gateway.softwareVersion}
        />
      )}
    />
  );
}

/** /device/battery/:sn with its "Remote upgrade": the BMS's images pass through the gateway (ADR 0055). */
export function BatteryDetail() {
  return (
    <BatteryDetailPage
      upgradeAction={(sn) => (
        <RemoteUpgradeButton target={{ kind: 'inverter', key: sn, sn, screen: 'battery' }} />
      )}
    />
  );
}
