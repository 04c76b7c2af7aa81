import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import {
  flowDirections,
  flowNodesOf,
  type TEnergyFlowView,
  type TFlowDirection,
  type TFlowNode,
} from '../model/energy-flow.ts';

const hub = { x: 280, y: 170 };
const nodePlaces: Record<TFlowNode, { x: number; y: number; color: string }> = {
  pv: { x: 280, y: 42, color: '#f59e0b' },
  generator: { x: 480, y: 60, color: '#a855f7' },
  grid: { x: 80, y: 170, color: '#3b82f6' },
  load: { x: 480, y: 170, color: '#22c55e' },
  battery: { x: 280, y: 298, color: '#14b8a6' },
};
const nodeRadius = 34;

/** Dashes run along the line from node to hub; the offset animation sets which way they move. */
function FlowLine({ node, direction }: { node: TFlowNode; direction: TFlowDirection }) {
  const place = nodePlaces[node];
  const isIdle = direction === 'idle';
  return (
    <path
      d={`M ${place.x} ${place.y} L ${hub.x} ${hub.y}`}
      stroke={isIdle ? 'rgba(148,163,184,.35)' : place.color}
      strokeWidth={3}
      strokeDasharray={isIdle ? undefined : '8 8'}
      fill="none"
      data-testid={`flow-line-${node}`}
      data-direction={direction}
    >
      {!isIdle && (
        <animate
          attributeName="stroke-dashoffset"
          from={direction === 'toHub' ? 32 : 0}
          to={direction === 'toHub' ? 0 : 32}
          dur="1s"
          repeatCount="indefinite"
        />
      )}
    </path>
  );
}

function FlowNode({ node, label, value }: { node: TFlowNode; label: string; value: string }) {
  const { token } = theme.useToken();
  const place = nodePlaces[node];
  return (
    <g data-testid={`flow-node-${node}`}>
      <circle
        cx={place.x}
        cy={place.y}
        r={nodeRadius}
        fill={token.colorBgContainer}
        stroke={place.color}
        strokeWidth={3}
      />
      <text x={place.x} y={place.y - 4} textAnchor="middle" fontSize={12} fill={token.colorTextSecondary}>
        {label}
      </text>
      <text
        x={place.x}
        y={place.y + 14}
        textAnchor="middle"
        fontSize={13}
        fontWeight={600}
        fill={token.colorText}
      >
        {value}
      </text>
    </g>
  );
}

const kw = (value: number) => `${formatNumber(Math.abs(value), 2)} kW`;

/** The live energy flow: PV, battery with state of charge, grid import/export, load, generator. */
export function EnergyFlowDiagram({ flow }: { flow: TEnergyFlowView }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const directions = flowDirections(flow);
  const gridLabel =
    directions.grid === 'toHub'
      ? t('plants.flow.gridImport')
      : directions.grid === 'fromHub'
        ? t('plants.flow.gridExport')
        : t('plants.flow.grid');
  const soc = flow.socPercent === null ? '' : ` ${formatNumber(flow.socPercent, 0)}%`;
  const nodeTexts: Record<TFlowNode, { label: string; kw: number | null }> = {
    pv: { label: t('plants.flow.pv'), kw: flow.pvKw },
    grid: { label: gridLabel, kw: flow.gridKw },
    load: { label: t('plants.flow.load'), kw: flow.loadKw },
    battery: { label: `${t('plants.flow.battery')}${soc}`, kw: flow.batteryKw },
    generator: { label: t('plants.flow.generator'), kw: flow.generatorKw },
  };
  const nodes = flowNodesOf(flow).map((node) => ({
    node,
    label: nodeTexts[node].label,
    value: kw(nodeTexts[node].kw ?? 0),
  }));

  return (
    <svg
      viewBox="0 0 560 340"
      width="100%"
      style={{ maxHeight: 340 }}
      role="img"
      aria-label={t('plants.flow.title')}
      data-testid="energy-flow"
    >
      {nodes.map(({ node }) => (
        <FlowLine key={node} node={node} direction={directions[node]} />
      ))}
      <circle cx={hub.x} cy={hub.y} r={14} fill={token.colorPrimary} />
      {nodes.map((item) => (
        <FlowNode key={item.node} {...item} />
      ))}
    </svg>
  );
}
