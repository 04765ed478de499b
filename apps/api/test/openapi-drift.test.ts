import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateOpenApiFiles, REPO_ROOT } from '../src/openapi-documents.ts';

describe('OpenAPI documents', () => {
  it('are committed exactly as the routes generate them (run `npm run openapi:generate`)', async () => {
    const files = await generateOpenApiFiles();
    expect(files.size).toBe(22);
    for (const [path, content] of files) {
      const committed = await readFile(join(REPO_ROOT, path), 'utf8').catch(() => '(missing)');
      expect(committed, `${path} is stale: run npm run openapi:generate`).toBe(content);
    }
  });

  it('split the API by gateway: paths without the prefix, servers = the prefix', async () => {
    const files = await generateOpenApiFiles();
    const v1 = JSON.parse(files.get('openapi/api-v1.json') ?? '{}') as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, unknown>;
    };
    expect(v1.openapi).toBe('3.1.0');
    expect(v1.servers).toEqual([{ url: '/api/v1' }]);
    expect(Object.keys(v1.paths)).toEqual(
      expect.arrayContaining([
        '/tenant/buyer/login',
        '/employee/loginEmployee',
        '/menu/list',
        '/person/addresses/list',
        '/person/addresses/setDefult/{id}/{type}',
      ]),
    );
    expect(Object.keys(v1.paths).some((p) => p.startsWith('/api/v1'))).toBe(false);
    expect(files.get('libs/shared/api-client/src/generated/api-v1.ts')).toContain(
      "'/person/addresses/addOrModify'",
    );
  }, 30_000);
});
