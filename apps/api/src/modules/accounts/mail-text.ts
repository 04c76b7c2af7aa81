import type { TCodePurpose } from '@sunfleet/contract/auth';
import { fillTemplate, type TLang, type TLocalized } from '@sunfleet/contract/lang';

const subjects: Record<TCodePurpose, TLocalized> = {
  signup: {
    en: 'Your Sunfleet sign-up code',
    zh: 'Sunfleet 注册验证码',
    es: 'Su código de registro de Sunfleet',
  },
  reset: {
    en: 'Your Sunfleet password reset code',
    zh: 'Sunfleet 重置密码验证码',
    es: 'Su código para restablecer la contraseña de Sunfleet',
  },
};

const bodies: TLocalized = {
  en: 'Your verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.',
  zh: '您的验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本邮件。',
  es: 'Su código de verificación es {code}. Es válido durante {minutes} minutos. Si no lo ha solicitado, ignore este mensaje.',
};

/** The e-mail that carries a verification code, in the visitor's language. */
export function verificationMail(purpose: TCodePurpose, code: string, minutes: number, lang: TLang) {
  return { subject: subjects[purpose][lang], text: fillTemplate(bodies[lang], { code, minutes }) };
}
