import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables } from './config';

const README = path.resolve(import.meta.dirname, '../../../README.md');

describe('configuration', () => {
  it('documents every variable the server reads in the README', () => {
    const readme = fs.readFileSync(README, 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
    expect(configVariables.length).toBeGreaterThan(30);
    expect(configVariables.filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
  });
});
