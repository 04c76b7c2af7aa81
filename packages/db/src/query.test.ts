import { describe, expect, it } from 'vitest';
import { builtOnce, builtOncePerShape } from './query.ts';

/** A stand-in for a Drizzle query: counts how often it was prepared, and under which name. */
const fakeQuery = (text: string, names: string[]) => ({
  prepare: (name: string) => {
    names.push(name);
    return { text };
  },
});

describe('queries built once', () => {
  it('prepares a query unnamed, so PostgreSQL plans every call with its values', () => {
    const names: string[] = [];
    expect(builtOnce(fakeQuery('SELECT 1', names))).toEqual({ text: 'SELECT 1' });
    expect(names).toEqual(['']);
  });

  it('builds each shape the first time it is asked for and reuses it after', () => {
    const names: string[] = [];
    const built: string[] = [];
    const query = builtOncePerShape(
      (options: { sort: string; page: number }) => options.sort,
      (options) => {
        built.push(options.sort);
        return fakeQuery(`ORDER BY ${options.sort}`, names);
      },
    );
    expect(query({ sort: 'name', page: 1 })).toEqual({ text: 'ORDER BY name' });
    expect(query({ sort: 'name', page: 2 })).toBe(query({ sort: 'name', page: 3 }));
    expect(query({ sort: 'capacity', page: 1 })).toEqual({ text: 'ORDER BY capacity' });
    expect(built).toEqual(['name', 'capacity']);
  });
});
