import { expect, test } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';
import { apiCall as call, apiToken, apiUploadPdf, apiUrl as api } from './api-session.ts';

// Issue #16 §5, certificate expiry → order refused → renewal, once per language. Arranged through the API
// (so that no other journey's supplier is ever left blocked): Huaxia asks suppliers of paper for a new
// mandatory certificate, Suzhou Hengsteel (supplier2) serves paper and holds one that expired yesterday,
// and the purchaser's request for its paper is under approval. The approver's approval — which creates the
// order — is refused with the translated reason, naming supplier, certificate and date; supplier2 uploads
// a renewed certificate in its portal, valid at once; the same approval then goes through and the request
// links its order. Whatever happens, the allocation is removed at the end (Suzhou is never left blocked).
// Screenshots go to tmp/screens.

const LANGS = {
  'en-US': {
    approve: 'Approve',
    refused:
      /Nothing can be ordered from 苏州恒钢材料有限公司: its mandatory certificate ".*" expired on \d{4}-\d{2}-\d{2}/,
    myCertificates: 'My certificates',
    upload: 'Upload certificate',
    type: 'Certificate type',
    no: 'Certificate no.',
    from: 'Valid from',
    to: 'Valid to',
    save: 'Save',
    saved: 'Certificate saved',
    approvedStatus: 'Approved',
  },
  'zh-CN': {
    approve: '通过',
    refused: /不能向苏州恒钢材料有限公司下单：其必备资质“.*”已于 \d{4}-\d{2}-\d{2} 过期/,
    myCertificates: '我的资质',
    upload: '上传资质',
    type: '资质类型',
    no: '证书编号',
    from: '生效日期',
    to: '失效日期',
    save: '保存',
    saved: '资质证书已保存',
    approvedStatus: '已审批',
  },
} as const;

const SUZHOU = '00000000-0000-4000-8000-000000002002';
const HUAXIA = '00000000-0000-4000-8000-000000001001';
const HUAXIA_SHANGHAI = '00000000-0000-4000-8000-000000005001';
const PROCUREMENT_CC = '00000000-0000-4000-8000-000000007001';
const PURCHASER = '00000000-0000-4000-8000-000000003002';
const PURCHASER_OFFICE = '00000000-0000-4000-8000-000000008001';
/** A day relative to today in China, YYYY-MM-DD. */
const chinaDay = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

for (const [locale, words] of Object.entries(LANGS)) {
  test(`an expired mandatory certificate refuses the order until the supplier renews it (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const [admin, purchaser, supplier] = [
      await apiToken(request, 'buyer', 'admin', HUAXIA),
      await apiToken(request, 'buyer', 'purchaser', HUAXIA),
      await apiToken(request, 'supplier', 'supplier2', HUAXIA),
    ];
    const typeName = `E2E 排污许可证 ${locale} ${Date.now()}`;
    const categories = await call<{ classificationList: { id: string; code: string }[] }[]>(
      request,
      admin,
      '/masterdata/procurementCategories/list',
    );
    const paper =
      categories.flatMap((c) => c.classificationList).find((c) => c.code === 'OFF-PAPER')?.id ?? '';
    expect(paper).not.toBe('');
    const suppliers = await call<{ vendorId: string; categoryIds: string[] }[]>(
      request,
      admin,
      '/vendor/list',
    );
    const before = suppliers.find((s) => s.vendorId === SUZHOU)?.categoryIds ?? [];
    const { id: typeId } = await call<{ id: string }>(request, admin, '/vendor/qualificationType/save', {
      name: typeName,
      remindDays: 30,
      categoryIds: [paper],
    });
    try {
      await call(request, admin, '/vendor/category/save', {
        vendorId: SUZHOU,
        categoryIds: [...new Set([...before, paper])],
      });
      // The old certificate, uploaded by the supplier, expired yesterday.
      const fileId = await apiUploadPdf(request, supplier, 2, 'old.pdf');
      await call(request, supplier, '/vdQualification/save', {
        typeId,
        certificateNo: `OLD-${locale}`,
        fileId,
        validFrom: chinaDay(-400),
        validTo: chinaDay(-1),
      });
      // The purchaser's request for Suzhou's paper, submitted (under budget: one approval, the superior's).
      const invoiceTitles = await call<{ id: string }[]>(
        request,
        purchaser,
        '/masterdata/invoiceTitles/list',
      );
      const saved = await call<{ id: string; code: string }>(
        request,
        purchaser,
        '/procurementApply/holdSubmit',
        {
          kind: 'nonCatalogue',
          title: `E2E ${locale} 复印纸`,
          needByDate: chinaDay(14),
          legalEntityId: HUAXIA_SHANGHAI,
          invoiceTitleId: invoiceTitles[0]?.id,
          receiverId: PURCHASER,
          receivingAddressId: PURCHASER_OFFICE,
          contractCreatorId: PURCHASER,
          costCentreId: PROCUREMENT_CC,
          budgetPeriod: chinaDay(0).slice(0, 4),
          purpose: 1,
          purchaseType: 1,
          currency: 'CNY',
          lines: [
            {
              source: 'manual',
              vendorId: SUZHOU,
              productCode: 'A4-80',
              name: 'A4 复印纸',
              spec: '80g',
              unit: '包',
              unitPrice: '25.00',
              quantity: '4',
              amount: '100.00',
              taxRate: 13,
              categoryId: paper,
              accountingCode: '660201',
              capexExpense: 2,
              goodsService: 1,
            },
          ],
        },
      );
      await call(request, purchaser, '/procurementApply/commit', { id: saved.id, confirmOverBudget: true });

      // The approver approves: the order cannot be created, and the dialog says why.
      const approver = await signedIn(browser, {
        locale,
        user: 'approver',
        viewport: { width: 1280, height: 860 },
      });
      await approver.goto(`${e2eUrls.buyer}/procurement/pendingApproval`);
      const row = approver.getByTestId(`task-row-${saved.id}`);
      await row.getByRole('button', { name: words.approve, exact: true }).click();
      const dialog = approver.getByRole('dialog');
      await dialog.getByRole('button', { name: words.approve, exact: true }).click();
      await expect(dialog.getByText(words.refused)).toBeVisible();
      await expect(dialog).toContainText(typeName);
      await approver.screenshot({ path: `../../tmp/screens/certificate-refusal-${locale}.png` });
      await approver.keyboard.press('Escape');
      await expect(row).toBeVisible();

      // The supplier sees the lapse and uploads a renewed certificate in its portal.
      const portal = await signedIn(browser, {
        locale,
        site: e2eUrls.supplier,
        user: 'supplier2',
        viewport: { width: 1280, height: 860 },
      });
      await portal.goto(`${e2eUrls.supplier}/vdQualification`);
      await expect(portal.getByRole('heading', { name: words.myCertificates })).toBeVisible();
      await expect(portal.getByTestId('requirement-blocking')).toContainText(typeName);
      await portal.getByRole('button', { name: words.upload }).click();
      const upload2 = portal.getByRole('dialog');
      await upload2.getByRole('combobox', { name: words.type }).selectOption({ label: typeName });
      await upload2.getByRole('textbox', { name: words.no }).fill(`NEW-${locale}`);
      await upload2.getByLabel(words.from).fill(chinaDay(0));
      await upload2.getByLabel(words.to).fill(chinaDay(3 * 365));
      await upload2.locator('input[type=file]').setInputFiles({
        name: 'renewed.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      await expect(upload2.getByText('renewed.pdf')).toBeVisible();
      await upload2.getByRole('button', { name: words.save, exact: true }).click();
      await expect(portal.getByText(words.saved).first()).toBeVisible();
      await expect(portal.getByTestId('requirement-blocking')).toHaveCount(0);
      await portal.screenshot({
        path: `../../tmp/screens/certificate-renewed-${locale}.png`,
        fullPage: true,
      });

      // The same approval now goes through: the request is approved and links its order.
      await approver.reload();
      await row.getByRole('button', { name: words.approve, exact: true }).click();
      await approver.getByRole('dialog').getByRole('button', { name: words.approve, exact: true }).click();
      await expect(row).toHaveCount(0);
      const buyer = await signedIn(browser, {
        locale,
        user: 'purchaser',
        viewport: { width: 1280, height: 860 },
      });
      await buyer.goto(`${e2eUrls.buyer}/procurement/applyDetail/${saved.id}`);
      await expect(buyer.getByText(words.approvedStatus, { exact: true }).first()).toBeVisible({
        timeout: 30_000,
      });
      await expect(buyer.getByTestId('linked-orders').getByRole('link').first()).toHaveText(/^PO\d{12}$/);
      await buyer.screenshot({ path: `../../tmp/screens/certificate-order-created-${locale}.png` });
    } finally {
      // Never leave the demo supplier blocked: the certificate is no longer asked of paper suppliers.
      await request.post(api('/vendor/qualificationType/save'), {
        headers: { token: admin },
        data: { id: typeId, name: typeName, remindDays: 30, categoryIds: [] },
      });
      await request.post(api('/vendor/category/save'), {
        headers: { token: admin },
        data: { vendorId: SUZHOU, categoryIds: before },
      });
    }
  });
}
