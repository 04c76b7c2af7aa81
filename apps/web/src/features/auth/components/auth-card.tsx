import type { ReactNode } from 'react';
import { theme } from 'antd';
import { AuthHeading } from './auth-layout.tsx';

/**
 * The raised card that holds each public form (sign-in, sign-up, password reset). A plain block
 * in the card's colours: antd's `Card` brings its tabs along, which the sign-in screen would load.
 */
export function AuthCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        padding: 36,
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        boxShadow: '0 20px 60px rgba(0,0,0,0.18)',
      }}
    >
      <AuthHeading title={title} hint={hint} />
      {children}
    </div>
  );
}
