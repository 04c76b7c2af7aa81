import type { ReactNode } from 'react';
import { Card } from 'antd';
import { AuthHeading } from './auth-layout.tsx';

/** The raised card that holds each public form (sign-in, sign-up, password reset). */
export function AuthCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card
      variant="borderless"
      styles={{ body: { padding: 36 } }}
      style={{ boxShadow: '0 20px 60px rgba(0,0,0,0.18)' }}
    >
      <AuthHeading title={title} hint={hint} />
      {children}
    </Card>
  );
}
