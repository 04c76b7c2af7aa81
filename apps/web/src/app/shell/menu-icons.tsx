import type { ReactNode } from 'react';
import {
  ApiOutlined,
  BankOutlined,
  CloudUploadOutlined,
  FileTextOutlined,
  LineChartOutlined,
  SettingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ClusterOutlined,
} from '@ant-design/icons';
import type { TMenuIcon } from '../route-table.ts';

export const menuIcons: Record<TMenuIcon, ReactNode> = {
  plants: <ThunderboltOutlined />,
  devices: <ClusterOutlined />,
  demandResponse: <ApiOutlined />,
  firmware: <CloudUploadOutlined />,
  workdata: <LineChartOutlined />,
  enterprise: <BankOutlined />,
  customers: <TeamOutlined />,
  logs: <FileTextOutlined />,
  management: <SettingOutlined />,
};
