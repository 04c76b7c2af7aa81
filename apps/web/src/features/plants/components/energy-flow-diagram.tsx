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

/** Where a node's name goes, outside its circle and clear of its line to the hub. */
const labelPlaces: Record<TFlowNode, { dx: number; dy: number; anchor: 'start' | 'middle' }> = {
  pv: { dx: nodeRadius + 8, dy: 4, anchor: 'start' },
  generator: { dx: 0, dy: nodeRadius + 16, anchor: 'middle' },
  grid: { dx: 0, dy: nodeRadius + 18, anchor: 'middle' },
  load: { dx: 0, dy: nodeRadius + 18, anchor: 'middle' },
  battery: { dx: nodeRadius + 8, dy: 4, anchor: 'start' },
};
/** The widest text a circle holds at 13 px; longer values are squeezed to it. */
const innerWidth = nodeRadius * 2 - 10;

/**
 * A node: its name outside the circle (names are long in Spanish, "Importación de red"), inside
 * the value and, for the battery, its state of charge.
 */
function FlowNode({
  node,
  label,
  caption,
  value,
}: {
  node: TFlowNode;
  label: string;
  caption: string;
  value: string;
}) {
  const { token } = theme.useToken();
  const place = nodePlaces[node];
  const labelPlace = labelPlaces[node];
  // About 7.5 px a character at 13 px semibold.
  const isWide = value.length * 7.5 > innerWidth;
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
      <text
        x={place.x + labelPlace.dx}
        y={place.y + labelPlace.dy}
        textAnchor={labelPlace.anchor}
        fontSize={12}
        fill={token.colorTextSecondary}
        data-testid={`flow-label-${node}`}
      >
        {label}
      </text>
      {caption && (
        <text x={place.x} y={place.y - 6} textAnchor="middle" fontSize={12} fill={token.colorTextSecondary}>
          {caption}
        </text>
      )}
      <text
        x={place.x}
        y={place.y + (caption ? 12 : 5)}
        textAnchor="middle"
        fontSize={13}
        fontWeight={600}
        fill={token.colorText}
        {...(isWide && { textLength: innerWidth, lengthAdjust: 'spacingAndGlyphs' })}
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
  const soc = flow.socPercent === null ? '' : `${formatNumber(flow.socPercent, 0)}%`;
  const nodeTexts: Record<TFlowNode, { label: string; kw: number | null }> = {
    pv: { label: t('plants.flow.pv'), kw: flow.pvKw },
    grid: { label: gridLabel, kw: flow.gridKw },
    load: { label: t('plants.flow.load'), kw: flow.loadKw },
    battery: { label: t('plants.flow.battery'), kw: flow.batteryKw },
    generator: { label: t('plants.flow.generator'), kw: flow.generatorKw },
  };
  const nodes = flowNodesOf(flow).map((node) => ({
    node,
    label: nodeTexts[node].label,
    caption: node === 'battery' ? soc : '',
    value: kw(nodeTexts[node].kw ?? 0),
  }));

  return (
    <svg
      viewBox="-40 0 640 360"
      width="100%"
      style={{ maxHeight: 360 }}
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
