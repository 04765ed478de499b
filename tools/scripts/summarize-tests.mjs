// Adds up the vitest and Playwright counts printed in a test log and prints "N passed, N failed".
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const text = stripVTControlCharacters(readFileSync(process.argv[2], 'utf8'));
let passed = 0;
let failed = 0;
for (const line of text.split('\n')) {
  const vitest = line.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/); // " Tests  1 failed | 43 passed (44)"
  if (vitest) {
    passed += Number(vitest[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(vitest[1].match(/(\d+) failed/)?.[1] ?? 0);
    continue;
  }
  const pw = line.match(/^\s+(\d+) (passed|failed)( \(.*\))?\s*$/); // Playwright: "  12 passed (30.0s)"
  if (pw?.[2] === 'passed') passed += Number(pw[1]);
  else if (pw) failed += Number(pw[1]);
}
console.log(`\nAll tests: ${passed} passed, ${failed} failed`);
