import { forwardRef, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import './plain-button.css';

const twoChineseChars = /^[\u4e00-\u9fa5]{2}$/;

type TPlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: 'primary' | 'text';
  size?: 'middle' | 'large';
  htmlType?: 'button' | 'submit';
  icon?: ReactNode;
  isBlock?: boolean;
  isLoading?: boolean;
  'data-testid'?: string;
};

/**
 * antd's primary and text buttons as they look, hover, press and take the focus, with the theme's
 * tokens (the company colour, dark or light), for screens that must not load antd's `Button`:
 * the sign-in page and its language switch (ADR 0059). Forwards its ref, so antd's `Dropdown` can
 * hang its menu on it.
 */
export const PlainButton = forwardRef<HTMLButtonElement, TPlainButtonProps>(function PlainButton(
  {
    variant = 'text',
    size = 'middle',
    htmlType = 'button',
    icon,
    isBlock = false,
    isLoading = false,
    className,
    style,
    children,
    ...buttonProps
  },
  ref,
) {
  const { token } = theme.useToken();
  const isLarge = size === 'large';
  const isPrimary = variant === 'primary';
  const look = {
    '--sf-font-family': token.fontFamily,
    '--sf-font-size': `${isLarge ? token.fontSizeLG : token.fontSize}px`,
    '--sf-height': `${isLarge ? token.controlHeightLG : token.controlHeight}px`,
    '--sf-padding-inline': `${token.paddingContentHorizontal - token.lineWidth}px`,
    '--sf-line-width': `${token.lineWidth}px`,
    '--sf-radius': `${isLarge ? token.borderRadiusLG : token.borderRadius}px`,
    '--sf-motion': token.motionDurationMid,
    '--sf-focus-outline': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
    '--sf-color': isPrimary ? token.colorTextLightSolid : token.colorText,
    '--sf-bg': isPrimary ? token.colorPrimary : 'transparent',
    '--sf-bg-hover': isPrimary ? token.colorPrimaryHover : token.colorFillTertiary,
    '--sf-bg-active': isPrimary ? token.colorPrimaryActive : token.colorBgTextActive,
    '--sf-shadow': isPrimary ? `0 ${token.controlOutlineWidth}px 0 ${token.controlOutline}` : 'none',
    '--sf-color-disabled': token.colorTextDisabled,
    '--sf-bg-disabled': isPrimary ? token.colorBgContainerDisabled : 'transparent',
    '--sf-border-disabled': isPrimary ? token.colorBorder : 'transparent',
  } as CSSProperties;
  const shownIcon = isLoading ? <LoadingOutlined spin /> : icon;
  // antd spaces a label of two Chinese characters ("登 录") on a bordered button without an icon.
  const isSpaced = isPrimary && !icon && typeof children === 'string' && twoChineseChars.test(children);
  const label = isSpaced ? [...children].join(' ') : children;
  return (
    <button
      ref={ref}
      type={htmlType}
      {...buttonProps}
      className={[
        'sf-button',
        isBlock && 'sf-button-block',
        isLoading && 'sf-button-loading',
        !children && shownIcon && 'sf-button-icon-only',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ ...look, ...style }}
      aria-busy={isLoading || undefined}
      onClick={isLoading ? undefined : buttonProps.onClick}
    >
      {shownIcon && <span className="sf-button-icon">{shownIcon}</span>}
      {label !== undefined && label !== false && <span>{label}</span>}
    </button>
  );
});
