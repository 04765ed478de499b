import { createHash } from 'node:crypto';
import type { BusinessInfoAdapter, EnterpriseQuery, RiskSignal, RiskSignalKind } from './types.ts';

// The deterministic simulator (default, RISK_PROVIDER=simulator): nothing leaves the machine and every
// answer says `simulated: true`. The same credit code, kind and day always give the same signals: each
// company has a risk profile derived from the SHA-256 of its code, and a signal of a kind occurs on the
// days whose hash (code, kind, day) falls under that profile's rate. A later day can only add signals
// (the daily refresh finds "new" ones); a signal older than a year leaves the answer.

const hash = (text: string) => createHash('sha256').update(text).digest();
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** Days between signals of a kind, by profile (0: never). */
const RATES: Record<RiskSignalKind, readonly number[]> = {
  dishonesty: [0, 0, 150, 90],
  abnormal: [0, 120, 90, 60],
  lawsuit: [0, 60, 45, 30],
  opinion: [40, 25, 20, 12],
};

const TEXTS: Record<
  RiskSignalKind,
  { source: string; titles: readonly string[]; content: (name: string, n: number) => string }
> = {
  dishonesty: {
    source: '全国法院失信被执行人名单（模拟）',
    titles: ['被列为失信被执行人', '失信被执行人：未履行生效判决', '失信被执行人：违反财产报告制度'],
    content: (name, n) =>
      `${name}因未履行(2026)沪0115执${1000 + (n % 9000)}号案件确定的义务，被列入失信被执行人名单，涉案金额 ${(n % 90) + 10} 万元。`,
  },
  abnormal: {
    source: '国家企业信用信息公示系统（模拟）',
    titles: [
      '列入经营异常名录：通过登记的住所无法联系',
      '列入经营异常名录：未按规定公示年度报告',
      '列入经营异常名录：公示信息隐瞒真实情况',
    ],
    content: (name, n) =>
      `${name}被市场监督管理局列入经营异常名录，决定书文号 市监异字〔2026〕${100 + (n % 900)} 号。`,
  },
  lawsuit: {
    source: '中国裁判文书网（模拟）',
    titles: ['买卖合同纠纷（被告）', '劳动争议（被告）', '承揽合同纠纷（被告）'],
    content: (name, n) =>
      `${name}作为被告涉及民事诉讼，案号 (2026)苏0505民初${2000 + (n % 8000)}号，标的额 ${(n % 200) + 5} 万元。`,
  },
  opinion: {
    source: '网络舆情（模拟）',
    titles: [
      '媒体报道：产品质量抽检不合格',
      '媒体报道：拖欠供应商货款',
      '媒体报道：获评优秀供应商',
      '论坛讨论：交付延迟',
    ],
    content: (name, n) =>
      `关于${name}的公开报道，转载 ${(n % 300) + 3} 次，情感倾向${n % 3 === 0 ? '正面' : '负面'}。`,
  },
};

const dayMs = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** Public opinion: mostly a notice, a third a warning; abnormal and lawsuits: a warning, a third high. */
const levelOf = (kind: RiskSignalKind, byte: number): 1 | 2 | 3 =>
  kind === 'opinion' ? (byte % 3 === 0 ? 2 : 1) : byte % 3 === 0 ? 3 : 2;

/** 0 (clean) … 3 (risky), from the code alone. */
export function riskProfile(socialCreditCode: string): number {
  return (hash(`risk-profile-19:${socialCreditCode}`)[0] ?? 0) % 4;
}

function signalsOf(query: EnterpriseQuery, kind: RiskSignalKind, asOf: string): RiskSignal[] {
  const rate = RATES[kind][riskProfile(query.socialCreditCode)] ?? 0;
  if (rate === 0) return [];
  const texts = TEXTS[kind];
  const out: RiskSignal[] = [];
  for (let back = 0; back < 365; back += 1) {
    const day = addDays(asOf, -back);
    const h = hash(`${query.socialCreditCode}:${kind}:${day}`);
    const n = h.readUInt32BE(0);
    if (n % rate !== 0) continue;
    out.push({
      key: `sim-${kind}-${day}-${h.subarray(4, 8).toString('hex')}`,
      kind,
      // From a byte apart from `n`, whose value decided the day (a multiple of the rate).
      level: kind === 'dishonesty' ? 3 : levelOf(kind, h[16] ?? 0),
      title: pick(texts.titles, h[8] ?? 0),
      content: texts.content(query.name, h.readUInt32BE(9)),
      source: texts.source,
      occurredOn: day,
      details: { reference: h.subarray(12, 16).toString('hex').toUpperCase() },
    });
  }
  return out;
}

export function simulatorBusinessInfo(): BusinessInfoAdapter {
  return {
    name: 'simulator',
    simulated: true,
    async details(query) {
      const h = hash(`details:${query.socialCreditCode}`);
      const year = 1998 + ((h[0] ?? 0) % 25);
      return {
        provider: 'simulator',
        simulated: true,
        costUnits: 1,
        data: {
          name: query.name,
          socialCreditCode: query.socialCreditCode,
          legalRepresentative: pick(['张伟', '王芳', '李强', '刘洋', '陈静', '杨磊'], h[1] ?? 0),
          registeredCapital: `${((h[2] ?? 0) % 50) * 100 + 500} 万元人民币`,
          establishedOn: `${year}-${String(((h[3] ?? 0) % 12) + 1).padStart(2, '0')}-${String(((h[4] ?? 0) % 28) + 1).padStart(2, '0')}`,
          registrationStatus:
            riskProfile(query.socialCreditCode) === 3
              ? '存续（在营、开业、在册）·异常'
              : '存续（在营、开业、在册）',
          industry: pick(
            ['通用设备制造业', '金属制品业', '批发业', '电气机械和器材制造业', '软件和信息技术服务业'],
            h[5] ?? 0,
          ),
          address: pick(
            [
              '上海市浦东新区张江路 88 号',
              '江苏省苏州市工业园区星湖街 328 号',
              '浙江省杭州市西湖区文三路 90 号',
              '江苏省无锡市新吴区长江路 21 号',
            ],
            h[6] ?? 0,
          ),
          businessScope: '一般项目：机械设备、五金产品、电子产品的研发与销售；技术服务。（模拟数据）',
        },
      };
    },
    async signals(query, kind, asOf) {
      return { provider: 'simulator', simulated: true, costUnits: 1, data: signalsOf(query, kind, asOf) };
    },
  };
}
