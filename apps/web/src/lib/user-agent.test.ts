import { describe, expect, it } from 'vitest';
import { describeBrowser } from './user-agent.ts';

describe('a browser as a person reads it', () => {
  it('names common browsers and systems', () => {
    expect(describeBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual(
      { browser: 'Firefox 133', system: 'Linux' },
    );
    expect(
      describeBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Edge 131', system: 'Windows' });
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', system: 'iPhone' });
  });

  it('falls back to the raw text, and to nothing without one', () => {
    expect(describeBrowser('curl/8.5.0')).toEqual({ browser: 'curl/8.5.0', system: '' });
    expect(describeBrowser('')).toEqual({ browser: '', system: '' });
  });
});
