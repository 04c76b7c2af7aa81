import { Flex } from 'antd';
import useSpinStyle from 'antd/es/spin/style';
import { usePrefixCls } from './use-prefix-cls.ts';

/**
 * A centred spinner for a page or the whole screen while its data or code loads: antd's large
 * `Spin` as it renders, with its own styles, without its component (the first page's entry
 * carries this; `Spin`'s delay and progress code are not needed here, ADR 0059).
 */
export function PageLoader({ isFullScreen = false }: { isFullScreen?: boolean }) {
  const prefixCls = usePrefixCls('spin');
  const [wrapCSSVar, hashId, cssVarCls] = useSpinStyle(prefixCls);
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: isFullScreen ? '100vh' : 320, width: '100%' }}
      data-testid="page-loader"
    >
      {wrapCSSVar(
        <div
          className={`${prefixCls} ${prefixCls}-lg ${prefixCls}-spinning ${hashId} ${cssVarCls}`}
          aria-live="polite"
          aria-busy="true"
        >
          <span className={`${prefixCls}-dot-holder`}>
            <span className={`${prefixCls}-dot ${prefixCls}-dot-spin`}>
              {[1, 2, 3, 4].map((dot) => (
                <i className={`${prefixCls}-dot-item`} key={dot} />
              ))}
            </span>
          </span>
        </div>,
      )}
    </Flex>
  );
}
