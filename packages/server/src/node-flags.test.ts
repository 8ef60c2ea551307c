import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const startScript = (path: string) =>
  (JSON.parse(read(path)) as { scripts: { start: string } }).scripts.start;

describe('the server is started with its V8 options everywhere', () => {
  const flags = SERVER_NODE_FLAGS.join(' ');

  it('by npm start, at the root and in the server package', () => {
    expect(startScript('../../../package.json')).toContain(
      `node ${flags} packages/server/dist/main.js`,
    );
    expect(startScript('../package.json')).toBe(`node ${flags} dist/main.js`);
  });

  it('by the Docker image (whose start script makes the pages, then imports the server)', () => {
    const command = JSON.stringify(['node', ...SERVER_NODE_FLAGS, 'docker/app/start.mjs']);
    expect(read('../../../docker/app/start.mjs')).toContain(
      "await import('../../packages/server/dist/main.js');",
    );
    const cmd = read('../../../Dockerfile')
      .split('\n')
      .filter((line) => line.startsWith('CMD '));
    expect(cmd.map((line) => line.slice(4).replace(/",\s*"/g, '","'))).toEqual([command]);
  });
});
