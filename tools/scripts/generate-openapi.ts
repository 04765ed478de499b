// `npm run openapi:generate`: builds the API (no database, no port), writes one OpenAPI 3.1 document
// per gateway to openapi/ and the openapi-typescript `paths` to libs/shared/api-client/src/generated/.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { generateOpenApiFiles, REPO_ROOT } from '../../apps/api/src/openapi-documents.ts';

const files = await generateOpenApiFiles();
for (const [path, content] of files) {
  const target = join(REPO_ROOT, path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}
console.log(`wrote ${files.size} files:\n${[...files.keys()].map((p) => `  ${p}`).join('\n')}`);
