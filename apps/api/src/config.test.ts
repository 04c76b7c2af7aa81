import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnvironment, repoRoot, ZEnvironment } from './config.ts';

describe('config', () => {
  it('refuses bad values with a list of every problem', () => {
    const bad = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db',
      JWT_SECRET: 'short',
      SMTP_URL: 'not a url',
      SUNFLEET_DEMO: 'yes',
      ADMIN_EMAIL: 'not-an-email',
      LOG_LEVEL: 'loud',
    };
    let thrown: unknown;
    try {
      parseEnvironment(bad);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const { problems, message } = thrown as ConfigError;
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(Object.keys(bad));
    expect(problems).toContain('JWT_SECRET: must be at least 32 characters');
    expect(problems).toContain('ADMIN_EMAIL: Enter a valid e-mail address');
    expect(message).toMatch(/^Invalid configuration:\n {2}- PORT: /);
  });

  it('applies defaults, reads relative paths from the repository root, and treats empty as unset', () => {
    const config = loadConfig({
      DATA_DIR: '',
      JWT_SECRET: 'j'.repeat(32),
      BRAND_HOSTS: 'Solar.example, brand.test',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(repoRoot, 'data'),
      webDist: join(repoRoot, 'apps/web/dist'),
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      brandHosts: ['solar.example', 'brand.test'],
      demo: true,
    });
  });

  it('with DATABASE_URL, refuses to start without JWT_SECRET and seeds no demo unless asked', () => {
    const databaseUrl = 'postgres://db.example/sunfleet';
    expect(() => parseEnvironment({ DATABASE_URL: databaseUrl })).toThrow(
      'JWT_SECRET: required with DATABASE_URL, the same in every process',
    );
    const secret = 'j'.repeat(32);
    expect(loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: secret })).toMatchObject({
      jwtSecret: secret,
      demo: false,
      runsIngest: true,
    });
    expect(loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: secret, SUNFLEET_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: secret, INGEST: '0' }).runsIngest).toBe(false);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
      expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("lists every variable in the README's configuration table, and no other", () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const table = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
    const documented = [...table.matchAll(/^\| (.+?) \|/gm)].flatMap(([, names]) =>
      [...(names ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map(([, name]) => name),
    );
    expect(documented.sort()).toEqual(Object.keys(ZEnvironment.shape).sort());
  });
});
