import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import { zh } from './zh.ts';

describe('counted phrases', () => {
  const translator = async (lng: string) => {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      resources: { en: { translation: en }, es: { translation: es }, zh: { translation: zh } },
    });
    return instance.t.bind(instance);
  };

  it('say one plant, dictionary or item in the singular, and more in the plural', async () => {
    const english = await translator('en');
    expect(english('plants.list.total', { count: 1 })).toBe('1 plant');
    expect(english('plants.list.total', { count: 2 })).toBe('2 plants');
    expect(english('protocols.list.total', { count: 1 })).toBe('1 dictionary');
    const spanish = await translator('es');
    expect(spanish('plants.list.total', { count: 1 })).toBe('1 planta');
    expect(spanish('plants.list.total', { count: 0 })).toBe('0 plantas');
    expect((await translator('zh'))('plants.list.total', { count: 1 })).toBe('共 1 个电站');
  });
});
