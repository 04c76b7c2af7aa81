import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useFormStyle from 'antd/es/form/style';
import useInputStyle, { useSharedStyle as useSharedInputStyle } from 'antd/es/input/style';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { usePrefixCls } from './use-prefix-cls.ts';

/**
 * antd's form and text field as they look, without antd's `Form` and `Input` (ADR 0059): those
 * bring rc-field-form, its validator and the text area along (about 45 KB compressed), which the
 * sign-in screen — the first page, budget 170 KB — cannot carry. These render antd's own markup
 * and register antd's own styles (its style hooks), so theme, dark mode and the company colour
 * apply exactly as to antd's components; the state and the checks are the caller's.
 */

const cls = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export type TFieldStatus = '' | 'error';

/** The classes antd's `Space.Compact` gives the first or last of the controls it joins. */
export const compactItemCls = (prefixCls: string, place: 'first' | 'last') =>
  `${prefixCls}-compact-item ${prefixCls}-compact-${place}-item`;

/** A vertical antd form: labels above the fields, no required marks. */
export function PlainForm({
  onSubmit,
  children,
  'data-testid': testId,
}: {
  onSubmit: () => void;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const prefixCls = usePrefixCls('form');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = useFormStyle(prefixCls, rootCls);
  return wrapCSSVar(
    <form
      noValidate
      className={cls(
        prefixCls,
        `${prefixCls}-vertical`,
        `${prefixCls}-hide-required-mark`,
        hashId,
        cssVarCls,
        rootCls,
      )}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>,
  );
}

/** The id of a field's message, for its input's `aria-describedby`. */
export const problemIdOf = (fieldId: string) => `${fieldId}_help`;

/** One labelled field of a `PlainForm`, with its problem below it as antd shows one. */
export function PlainFormItem({
  fieldId,
  label,
  problem,
  children,
}: {
  fieldId: string;
  label: string;
  problem?: string | undefined;
  children: ReactNode;
}) {
  const formCls = usePrefixCls('form');
  const [, hashId] = useFormStyle(formCls, useCSSVarCls(formCls));
  const item = `${formCls}-item`;
  // The grid's classes as antd's form item carries them (their own styles are not needed here).
  const [row, col] = [usePrefixCls('row'), usePrefixCls('col')];
  return (
    <div
      className={cls(
        item,
        hashId,
        problem && `${item}-with-help`,
        problem && `${item}-has-error`,
        `${item}-vertical`,
      )}
    >
      <div className={cls(row, `${item}-row`, hashId)}>
        <div className={cls(col, `${item}-label`, hashId)}>
          <label htmlFor={fieldId} className={`${item}-required-mark-hidden`} title={label}>
            {label}
          </label>
        </div>
        <div className={cls(col, `${item}-control`, hashId)}>
          <div className={`${item}-control-input`}>
            <div className={`${item}-control-input-content`}>{children}</div>
          </div>
          {problem && (
            <div className={`${item}-additional`} style={{ minHeight: 24 }}>
              <div
                id={problemIdOf(fieldId)}
                role="alert"
                className={cls(`${item}-explain`, `${item}-explain-connected`, hashId)}
              >
                <div className={`${item}-explain-error`}>{problem}</div>
              </div>
            </div>
          )}
        </div>
      </div>
      {problem && <div className={`${item}-margin-offset`} style={{ marginBottom: -24 }} />}
    </div>
  );
}

export type TTextInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'prefix' | 'value' | 'onChange' | 'type'
> & {
  value: string;
  onChange: (text: string) => void;
  size?: 'middle' | 'large';
  prefix?: ReactNode;
  status?: TFieldStatus;
  /** A password: hidden, with antd's eye to show it. */
  isPassword?: boolean;
  /** The last item of a row of joined controls (antd's `Space.Compact`), e.g. after a picker. */
  isCompactLast?: boolean;
  'data-testid'?: string;
};

/** antd's `Input` (and `Input.Password`) as it renders, with a prefix icon or without. */
export function TextInput({
  value,
  onChange,
  size = 'middle',
  prefix,
  status = '',
  isPassword = false,
  isCompactLast = false,
  className,
  disabled,
  onFocus,
  onBlur,
  ...inputProps
}: TTextInputProps) {
  const prefixCls = usePrefixCls('input');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapSharedCSSVar, hashId, cssVarCls] = useSharedInputStyle(prefixCls);
  const [wrapCSSVar] = useInputStyle(prefixCls, rootCls);
  const [isFocused, setFocused] = useState(false);
  const [isShown, setShown] = useState(false);
  const isLarge = size === 'large';
  const hasAffix = Boolean(prefix) || isPassword;
  const look = cls(
    `${prefixCls}-outlined`,
    status && `${prefixCls}-status-${status}`,
    isCompactLast && compactItemCls(prefixCls, 'last'),
  );
  const input = (
    <input
      {...inputProps}
      type={isPassword && !isShown ? 'password' : 'text'}
      value={value}
      disabled={disabled}
      aria-invalid={status === 'error' || undefined}
      onChange={(event) => onChange(event.target.value)}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      className={cls(
        prefixCls,
        isLarge && `${prefixCls}-lg`,
        disabled && `${prefixCls}-disabled`,
        hashId,
        !hasAffix && cls(look, cssVarCls, rootCls, className),
      )}
    />
  );
  if (!hasAffix) return wrapSharedCSSVar(wrapCSSVar(input));
  const Eye = isShown ? EyeOutlined : EyeInvisibleOutlined;
  return wrapSharedCSSVar(
    wrapCSSVar(
      <span
        className={cls(
          `${prefixCls}-affix-wrapper`,
          isFocused && `${prefixCls}-affix-wrapper-focused`,
          disabled && `${prefixCls}-affix-wrapper-disabled`,
          isLarge && `${prefixCls}-affix-wrapper-lg`,
          hashId,
          look,
          isPassword && `${prefixCls}-password`,
          isPassword && isLarge && `${prefixCls}-password-large`,
          cssVarCls,
          rootCls,
          className,
        )}
      >
        {prefix && <span className={`${prefixCls}-prefix`}>{prefix}</span>}
        {input}
        {isPassword && (
          <span className={`${prefixCls}-suffix`}>
            <Eye
              className={`${prefixCls}-password-icon`}
              tabIndex={-1}
              // Keeps the focus (and the caret) in the field, as antd's does.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setShown((shown) => !shown)}
            />
          </span>
        )}
      </span>,
    ),
  );
}
