import { Flex, Spin } from 'antd';

/** A centred spinner for a page or the whole screen while its data or code loads. */
export function PageLoader({ isFullScreen = false }: { isFullScreen?: boolean }) {
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: isFullScreen ? '100vh' : 320, width: '100%' }}
      data-testid="page-loader"
    >
      <Spin size="large" />
    </Flex>
  );
}
