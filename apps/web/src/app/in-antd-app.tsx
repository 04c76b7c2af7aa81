import type { ComponentType } from 'react';
import { App as AntdApp } from 'antd';

/** The page inside antd's `App`, for public pages whose hooks call `App.useApp()`. */
export function inAntdApp(Page: ComponentType): ComponentType {
  return function PageInAntdApp() {
    return (
      <AntdApp>
        <Page />
      </AntdApp>
    );
  };
}
