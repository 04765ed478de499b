/**
 * File upload type codes (spec §3 "File upload type codes"): the `type` field of `POST /file/upload`.
 * `accept` says which sniffed content kinds each type takes (the server checks the bytes, not the name).
 */
export type UploadContentKind = 'image' | 'pdf' | 'office' | 'zip';

type UploadTypeEntry = { code: number; nameZh: string; nameEn: string; accept: readonly UploadContentKind[] };

const DOCUMENTS: readonly UploadContentKind[] = ['pdf', 'image', 'office', 'zip'];
const IMAGES: readonly UploadContentKind[] = ['image'];

export const UPLOAD_TYPES = [
  { code: 1, nameZh: '采购申请附件', nameEn: 'Purchase application attachment', accept: DOCUMENTS },
  { code: 2, nameZh: '供应商资质', nameEn: 'Vendor qualifications', accept: DOCUMENTS },
  { code: 3, nameZh: '供应商申请', nameEn: 'Vendor application', accept: DOCUMENTS },
  { code: 4, nameZh: '企业标志', nameEn: 'Enterprise logo', accept: IMAGES },
  { code: 5, nameZh: '企业文件', nameEn: 'Enterprise files', accept: DOCUMENTS },
  { code: 6, nameZh: '商品文件', nameEn: 'Product files', accept: DOCUMENTS },
  { code: 7, nameZh: '应付申请', nameEn: 'Payables application', accept: DOCUMENTS },
  { code: 8, nameZh: '商品图片', nameEn: 'Product image', accept: IMAGES },
  { code: 9, nameZh: '采购图片', nameEn: 'Procurement image', accept: IMAGES },
  { code: 10, nameZh: '竞价商品图片', nameEn: 'Bid goods image', accept: IMAGES },
  { code: 11, nameZh: '投标文件', nameEn: 'Bid file', accept: DOCUMENTS },
  { code: 12, nameZh: '申请文件', nameEn: 'Apply file', accept: DOCUMENTS },
  { code: 13, nameZh: '订单文件', nameEn: 'Order file', accept: DOCUMENTS },
  { code: 14, nameZh: '订单状态文件', nameEn: 'Order status file', accept: DOCUMENTS },
  { code: 15, nameZh: '差旅申请附件', nameEn: 'Travel application attachment', accept: DOCUMENTS },
  { code: 16, nameZh: '供应商目录申请', nameEn: 'Vendor catalogue application', accept: DOCUMENTS },
  { code: 17, nameZh: '供应商下架通知', nameEn: 'Vendor off-shelf notice', accept: DOCUMENTS },
  { code: 18, nameZh: '差旅文件', nameEn: 'Travel file', accept: DOCUMENTS },
  { code: 20, nameZh: '租户认证', nameEn: 'Tenant certification', accept: DOCUMENTS },
  { code: 21, nameZh: '差旅报告', nameEn: 'Travel report', accept: DOCUMENTS },
  { code: 24, nameZh: '询价项目', nameEn: 'Inquiry project', accept: DOCUMENTS },
  { code: 25, nameZh: '询价核价', nameEn: 'Inquiry checked', accept: DOCUMENTS },
  { code: 26, nameZh: '询价报价', nameEn: 'Inquiry quotation', accept: DOCUMENTS },
  { code: 27, nameZh: '询价商品', nameEn: 'Inquiry goods', accept: DOCUMENTS },
  { code: 28, nameZh: '询价核价登记', nameEn: 'Inquiry checked register', accept: DOCUMENTS },
  { code: 29, nameZh: '询价核价报价', nameEn: 'Inquiry checked quote', accept: DOCUMENTS },
  { code: 30, nameZh: '合同导出文件', nameEn: 'Contract export file', accept: DOCUMENTS },
  { code: 31, nameZh: '询价报告', nameEn: 'Inquiry report', accept: DOCUMENTS },
  { code: 32, nameZh: '供应商文件', nameEn: 'Vendor file', accept: DOCUMENTS },
  { code: 33, nameZh: '资产管理文件', nameEn: 'Asset management file', accept: DOCUMENTS },
  { code: 34, nameZh: '物料导出', nameEn: 'Material export', accept: DOCUMENTS },
  { code: 35, nameZh: '单位导出', nameEn: 'Unit export', accept: DOCUMENTS },
  { code: 36, nameZh: '立项审批报告', nameEn: 'Project approval report', accept: DOCUMENTS },
  { code: 41, nameZh: '发票识别文件', nameEn: 'Invoice OCR file', accept: ['pdf', 'image'] },
  { code: 42, nameZh: '供应商绩效', nameEn: 'Supplier performance', accept: DOCUMENTS },
  { code: 50, nameZh: '采购申请商品附件', nameEn: 'Purchase apply goods attachment', accept: DOCUMENTS },
] as const satisfies readonly UploadTypeEntry[];

export type UploadTypeCode = (typeof UPLOAD_TYPES)[number]['code'];
export const UPLOAD_TYPE_CODES: readonly UploadTypeCode[] = UPLOAD_TYPES.map((t) => t.code);
/** Named codes used in code (never a literal in a screen or a query). */
export const UPLOAD_TYPE = { enterpriseLogo: 4 } as const satisfies Record<string, UploadTypeCode>;

export function uploadTypeOf(code: number): (typeof UPLOAD_TYPES)[number] | undefined {
  return UPLOAD_TYPES.find((t) => t.code === code);
}

/** Spec §9: upload limit 30 MB. */
export const UPLOAD_MAX_BYTES = 30 * 1024 * 1024;
