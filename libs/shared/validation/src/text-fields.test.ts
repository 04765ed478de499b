import { describe, expect, it } from 'vitest';
import { addressField, nameLength, purchaseRemark, remark, remarkLength } from './text-fields.ts';
import { SHARED_TEXT_CASES, outcome, withParams, type Case } from './test-utils.ts';

const tooLong = (max: number) => withParams('validation.tooLong', { max });
const tooShort = (min: number) => withParams('validation.tooShort', { min });
const remarkTooLong = withParams('validation.remarkTooLong', { max: 500, maxChinese: 250 });

/** Free text keeps its spaces; only emptiness and length are checked. */
const FREE_TEXT_BASICS: readonly Case[] = [
  ['', 'validation.required'],
  [undefined, 'validation.required'],
  [3, 'validation.invalidType'],
  [' leading and trailing ', null],
  ['\u3000全角空格\n', null],
  ['-1', null],
  ['+1e5', null],
  ['007', null],
  ['１２３，。！', null],
];

describe('remarkLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['中文', 4],
    ['a中', 3],
    ['，。', 4],
    ['１', 2],
    ['é', 1],
    ['😀', 2],
    ['𠀀', 2],
  ])('%j counts %i', (value, units) => {
    expect(remarkLength(value)).toBe(units);
  });
});

describe.each([
  [
    'remark',
    remark,
    [
      ...FREE_TEXT_BASICS,
      ['a'.repeat(499), null],
      ['a'.repeat(500), null],
      ['a'.repeat(501), remarkTooLong],
      ['中'.repeat(249), null],
      ['中'.repeat(250), null],
      ['中'.repeat(251), remarkTooLong],
      ['中'.repeat(249) + 'ab', null],
      ['中'.repeat(249) + 'abc', remarkTooLong],
      ['，'.repeat(251), remarkTooLong],
      ['a'.repeat(10_000), remarkTooLong],
    ],
  ],
  [
    'purchaseRemark(100)',
    purchaseRemark(100),
    [
      ...FREE_TEXT_BASICS,
      ['a'.repeat(99), null],
      ['a'.repeat(100), null],
      ['a'.repeat(101), tooLong(100)],
      ['中'.repeat(100), null],
      ['中'.repeat(101), tooLong(100)],
      ['😀'.repeat(100), null],
      ['a'.repeat(10_000), tooLong(100)],
    ],
  ],
  [
    'purchaseRemark(1000)',
    purchaseRemark(1000),
    [
      ...FREE_TEXT_BASICS,
      ['a'.repeat(999), null],
      ['中'.repeat(1000), null],
      ['a'.repeat(1001), tooLong(1000)],
      ['a'.repeat(10_000), tooLong(1000)],
    ],
  ],
  [
    'nameLength',
    nameLength,
    [
      ...SHARED_TEXT_CASES,
      ['a', tooShort(2)],
      ['中', tooShort(2)],
      ['ab', null],
      ['张三', null],
      ['abc', null],
      ['a'.repeat(99), null],
      ['a'.repeat(100), null],
      ['中'.repeat(100), null],
      ['a'.repeat(101), tooLong(100)],
      ['a'.repeat(10_000), tooLong(100)],
      ['a b', null],
      ['-1', null],
      ['1e5', null],
      ['007', null],
      ['１２，', null],
    ],
  ],
  [
    'addressField',
    addressField,
    [
      ...SHARED_TEXT_CASES,
      ['a', null],
      ['北京市海淀区中关村大街1号', null],
      ['a'.repeat(49), null],
      ['a'.repeat(50), null],
      ['中'.repeat(50), null],
      ['a'.repeat(51), tooLong(50)],
      ['中'.repeat(51), tooLong(50)],
      ['a'.repeat(10_000), tooLong(50)],
      ['-1', null],
      ['1e5', null],
      ['007', null],
      ['１号楼，３单元', null],
    ],
  ],
] as const)('%s', (_name, schema, cases) => {
  it.each(cases as readonly Case[])('%j → %j', (input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});
