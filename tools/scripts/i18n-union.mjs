// Resolves conflicts in the Lingui catalogs after two lines of work both added strings:
//   node tools/scripts/i18n-union.mjs <ref-a> <ref-b>
// writes every catalog (.po) as the union of its versions at the two git refs (a translation present
// on either side is kept; where both translate one message differently, <ref-b> wins). Then run
// `npm run i18n:extract && npm run i18n:compile`, which drops what the code no longer uses.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parsePo, stringifyPo } from 'pofile-ts';

const [refA, refB] = process.argv.slice(2);
if (!refA || !refB) {
  console.error('usage: node tools/scripts/i18n-union.mjs <ref-a> <ref-b>');
  process.exit(2);
}

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 << 20 });
const at = (ref, path) => {
  try {
    const text = git('show', `${ref}:${path}`);
    return { header: text.split(/\n\s*\n/)[0], items: parsePo(text).items };
  } catch {
    return undefined;
  }
};
const keyOf = (item) => `${item.msgctxt ?? ''}\u0004${item.msgid}`;
const translated = (item) => item.msgstr.some((s) => s !== '');

const catalogs = new Set(
  [refA, refB].flatMap((ref) =>
    git('ls-tree', '-r', '--name-only', ref, 'libs/shared/i18n/src/locales')
      .split('\n')
      .filter((p) => p.endsWith('.po')),
  ),
);

for (const path of catalogs) {
  const a = at(refA, path);
  const b = at(refB, path);
  const base = a ?? b;
  const byKey = new Map();
  for (const item of [...(a?.items ?? []), ...(b?.items ?? [])]) {
    const seen = byKey.get(keyOf(item));
    if (!seen || translated(item)) byKey.set(keyOf(item), item);
  }
  const items = [...byKey.values()].sort((x, y) => (x.msgid < y.msgid ? -1 : x.msgid > y.msgid ? 1 : 0));
  // The header block is kept as written (Lingui's own order), only the messages are re-serialised.
  const body = stringifyPo({ items })
    .split(/\n\s*\n/)
    .slice(1)
    .join('\n\n');
  writeFileSync(path, `${base.header}\n\n${body}`);
  console.log(`${path}: ${items.length} messages`);
}
