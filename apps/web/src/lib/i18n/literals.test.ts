import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const source = join(import.meta.dirname, '..', '..');

/** Attributes a reader sees as text. */
const shownAttributes = new Set([
  'title',
  'subTitle',
  'subtitle',
  'label',
  'placeholder',
  'tooltip',
  'okText',
  'cancelText',
  'description',
  'message',
  'alt',
  'aria-label',
]);

/** Texts that are the same in every language: the product's name, units, formats, Modbus's FC. */
const sameInEveryLanguage = new Set([
  'Sunfleet',
  'Sun',
  'fleet',
  'kWh',
  'FC',
  'name@example.com',
  'YYYY-MM-DD HH:mm:ss',
  'HH:mm',
  // Acronyms a firmware image is known by in every language.
  'SHA-256',
  'EPN',
]);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !/\.test(-d)?\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** Words a component shows as written (JSX text, or a shown attribute given as a literal). */
function literalWords(file: string): string[] {
  const tree = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const isWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !sameInEveryLanguage.has(text.trim());
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      shownAttributes.has(node.name.getText(tree)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      isWords(node.initializer.text)
    )
      found.push(`${node.name.getText(tree)}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found.map((text) => `${relative(source, file)}: ${text}`);
}

describe('components', () => {
  it('show no English written into them: every word goes through t()', () => {
    expect(componentFiles(source).flatMap(literalWords)).toEqual([]);
  });
});
