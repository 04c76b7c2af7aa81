import { Tooltip, theme } from 'antd';

/** Four bars, lit up to `bars` (0–4), with the RSSI in dBm as a tooltip; a dash when unknown. */
export function SignalBars({ bars, rssi }: { bars: number | null; rssi: number | null }) {
  const { token } = theme.useToken();
  if (bars === null || rssi === null) return <span data-testid="signal-bars">–</span>;
  const color = bars >= 3 ? '#22c55e' : bars === 2 ? '#f59e0b' : '#ef4444';
  return (
    <Tooltip title={`${rssi} dBm`}>
      <span
        data-testid="signal-bars"
        data-bars={bars}
        aria-label={`${bars}/4 (${rssi} dBm)`}
        style={{ display: 'inline-flex', alignItems: 'flex-end', gap: 2, height: 16 }}
      >
        {[1, 2, 3, 4].map((level) => (
          <span
            key={level}
            style={{
              width: 4,
              height: 4 + level * 3,
              borderRadius: 1,
              background: level <= bars ? color : token.colorFillSecondary,
            }}
          />
        ))}
      </span>
    </Tooltip>
  );
}
