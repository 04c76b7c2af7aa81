import { useContext } from 'react';
import { ConfigProvider } from 'antd';

/**
 * The class prefix antd gives a component (`ant-input`), as the app's ConfigProvider sets it: for
 * markup that renders an antd component's look without the component (ADR 0059).
 */
export function usePrefixCls(component: string): string {
  return useContext(ConfigProvider.ConfigContext).getPrefixCls(component);
}
