import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {lineAndColumn, readJsonFile} from './jsonFile';

const dir = mkdtempSync(join(tmpdir(), 'json-file-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('readJsonFile', () => {
  it('parses a valid file', () => {
    expect(readJsonFile(write('ok.json', '{"a": [1, 2]}'))).toEqual({a: [1, 2]});
  });

  it('names the file, line and column of a syntax error', () => {
    const file = write('missing-comma.json', '{\n  "a": 1,\n  "b": 2\n  "c": 3\n}\n');
    expect(() => readJsonFile(file, dir)).toThrow(/^missing-comma\.json:4:3: not valid JSON: /);
  });

  it('points at the end of a file that stops too early', () => {
    const file = write('cut.json', '{\n  "a": [1,\n');
    expect(() => readJsonFile(file, dir)).toThrow(/^cut\.json:3:1: not valid JSON/);
  });

  it('names the full path when no site folder is given', () => {
    const file = write('trailing.json', '[1, 2,]');
    expect(() => readJsonFile(file)).toThrow(`${file}:1:7: not valid JSON`);
  });

  it('finds an unexpected token in a long file, where the message only quotes the text around it', () => {
    const file = write(
      'token.json',
      `{\n  "first-long-key": 1,\n  "second-long-key": nope,\n  "third-long-key": 3\n}\n`,
    );
    // V8 reads the n as the start of null and stops at the o.
    expect(() => readJsonFile(file, dir)).toThrow(/^token\.json:3:23: not valid JSON/);
  });
});

describe('lineAndColumn', () => {
  it('counts from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({line: 1, column: 1});
    expect(lineAndColumn('ab\ncd', 4)).toEqual({line: 2, column: 2});
  });
});
