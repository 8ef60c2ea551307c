import { gzipSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BackupFileError, checkBackup, relativeMemberNames, tarEntries } from './archive';

interface Member {
  name: string;
  data?: string;
  /** Written in the header's prefix field (ustar), the last part in its name field. */
  prefix?: string;
}

/** A ustar header as PGlite's tar writer makes one. */
function header({ name, data = '', prefix = '' }: Member): Buffer {
  const block = Buffer.alloc(512);
  const put = (start: number, text: string) => block.write(text, start, 'utf8');
  put(0, name);
  put(100, '0000644\0');
  put(124, `${Buffer.byteLength(data).toString(8).padStart(11, '0')}\0`);
  put(156, name.endsWith('/') ? '5' : '0');
  put(257, 'ustar\u000000');
  put(345, prefix);
  block.fill(0x20, 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  put(148, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

function tar(members: Member[]): Buffer {
  const parts = members.flatMap((member) => {
    const data = Buffer.from(member.data ?? '');
    return [header(member), data, Buffer.alloc((512 - (data.length % 512)) % 512)];
  });
  return Buffer.concat([...parts, Buffer.alloc(1024)]);
}

const fullName = (member: Member) =>
  member.prefix ? `${member.prefix}/${member.name}` : member.name;

/** A data directory as a backup of an earlier version names it: from the root. */
const absolute: Member[] = [
  { name: '/PG_VERSION', data: '18\n' },
  { name: '/global/' },
  { name: '/global/pg_control', data: 'control' },
  { name: '1112', prefix: '/base/16384', data: 'x'.repeat(600) },
];

describe('backup archives', () => {
  it('names the members relative to the data directory, every header still valid', () => {
    const relative = relativeMemberNames(tar(absolute));
    const entries = [...tarEntries(relative)];
    expect(entries.map((entry) => entry.name)).toEqual([
      'PG_VERSION',
      'global/',
      'global/pg_control',
      'base/16384/1112',
    ]);
    const data = entries.map((entry) =>
      relative.toString('utf8', entry.dataOffset, entry.dataOffset + entry.size),
    );
    expect(data).toEqual(absolute.map((member) => member.data ?? ''));
  });

  it('accepts a backup of either kind, and the same summary for both', () => {
    const old = gzipSync(tar(absolute));
    const summary = checkBackup(old, 'old.tgz');
    expect(summary).toEqual({ files: 4, bytes: 3 + 7 + 600 });
    const renamed = gzipSync(relativeMemberNames(gunzipSync(old)));
    expect(checkBackup(renamed, 'new.tgz')).toEqual(summary);
  });

  it('refuses a path leaving the directory, named either way', () => {
    for (const name of ['/../escape', '../escape', 'base/../../escape'])
      expect(() => checkBackup(gzipSync(tar([...absolute, { name }])), 'bad.tgz')).toThrow(
        new BackupFileError(
          `bad.tgz is not a usable backup of the embedded database: a path outside the directory (${name})`,
        ),
      );
  });

  it('strips only the leading slashes, whatever the names', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/).filter((text) => text !== '..');
    const member = fc.record({
      parts: fc.array(segment, { minLength: 1, maxLength: 4 }),
      slashes: fc.integer({ min: 0, max: 2 }),
      inPrefix: fc.boolean(),
      data: fc.string({ maxLength: 700 }),
    });
    fc.assert(
      fc.property(fc.array(member, { minLength: 1, maxLength: 6 }), (specs) => {
        const members = specs.map(({ parts, slashes, inPrefix, data }): Member => {
          const lead = '/'.repeat(slashes);
          const last = parts.at(-1) ?? '';
          return inPrefix && parts.length > 1
            ? { prefix: lead + parts.slice(0, -1).join('/'), name: last, data }
            : { name: lead + parts.join('/'), data };
        });
        const renamed = relativeMemberNames(tar(members));
        const entries = [...tarEntries(renamed)];
        expect(entries.map((entry) => entry.name)).toEqual(
          members.map((member) => fullName(member).replace(/^\/+/, '')),
        );
        expect(
          entries.map((entry) =>
            renamed.toString('utf8', entry.dataOffset, entry.dataOffset + entry.size),
          ),
        ).toEqual(members.map((member) => member.data));
      }),
    );
  });
});
