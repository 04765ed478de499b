import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { captchaCodes } from './schema.ts';
import { sha256 } from './tokens.ts';

// svg-captcha's default export renders a given text; its typings only declare `create`.
const require = createRequire(import.meta.url);
const svgCaptcha = require('svg-captcha') as (text: string, options: object) => string;

export const CAPTCHA_TTL_SECONDS = 300;
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = { min: 60, max: 400 } as const;
export const CAPTCHA_HEIGHT = { min: 20, max: 200 } as const;
// Characters people misread (0/O/o, 1/I/l) are left out.
const CHARSET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CHARSET[randomInt(CHARSET.length)];
  return text;
}

/** Renders the code as a PNG of the requested size (svg-captcha draws glyph paths, resvg rasterises). */
export function renderCaptchaPng(text: string, width: number, height: number): Buffer {
  const svg = svgCaptcha(text, {
    width,
    height,
    fontSize: Math.round(height * 0.9),
    noise: 2,
    color: true,
    background: '#f4f6fa',
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}

// Case-insensitive, bound to its key: the same code under another key never matches.
function codeHash(key: string, code: string): string {
  return sha256(`${key}:${code.trim().toLowerCase()}`);
}

/** Stores the code for the client's key (replacing an earlier one) for five minutes. */
export async function storeCaptcha(tx: Db, key: string, code: string): Promise<void> {
  const expiresAt = sql`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})`;
  await tx
    .insert(captchaCodes)
    .values({ key, codeHash: codeHash(key, code), expiresAt })
    .onConflictDoUpdate({ target: captchaCodes.key, set: { codeHash: codeHash(key, code), expiresAt } });
  // Housekeeping: codes nobody used.
  await tx.delete(captchaCodes).where(lt(captchaCodes.expiresAt, sql`now() - interval '1 hour'`));
}

/** Single use: any attempt consumes the code, right or wrong. True only for a live, matching code. */
export async function consumeCaptcha(tx: Db, key: string, code: string): Promise<boolean> {
  const rows = await tx
    .delete(captchaCodes)
    .where(and(eq(captchaCodes.key, key), gt(captchaCodes.expiresAt, sql`now()`)))
    .returning({ codeHash: captchaCodes.codeHash });
  // Also drop an expired row for that key.
  if (rows.length === 0) await tx.delete(captchaCodes).where(eq(captchaCodes.key, key));
  const stored = rows[0]?.codeHash;
  return stored !== undefined && stored === codeHash(key, code);
}
