import { expect, test } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';

// Issue #16, first slice: qualification certificates that warn and then block, as the demo seed shows
// them (tools/seed/purchasing/vendor.ts). The supplier sees its business licence expiring in 10 days and
// an expired optional certificate; the buyer sees Hangzhou Anda blocked by an expired safety licence.
// Once per language; screenshots go to tmp/screens.

const LANGS = {
  'en-US': {
    myCertificates: 'My certificates',
    expiresIn: /expires in 10 days/,
    suppliers: 'Suppliers',
    blocked: 'Blocked',
    certificates: 'Certificates',
    expiredOn: /expired on/,
    upload: 'Upload certificate',
    type: 'Certificate type',
    no: 'Certificate no.',
    from: 'Valid from',
    to: 'Valid to',
    save: 'Save',
    saved: 'Certificate saved',
  },
  'zh-CN': {
    myCertificates: '我的资质',
    expiresIn: /将在 10 天后过期/,
    suppliers: '供应商',
    blocked: '已冻结下单',
    certificates: '资质',
    expiredOn: /已于 .* 过期/,
    upload: '上传资质',
    type: '资质类型',
    no: '证书编号',
    from: '生效日期',
    to: '失效日期',
    save: '保存',
    saved: '资质证书已保存',
  },
} as const;

for (const [locale, words] of Object.entries(LANGS)) {
  test(`certificates warn the supplier and block the buyer's orders (${locale})`, async ({ browser }) => {
    const supplier = await signedIn(browser, {
      locale,
      site: e2eUrls.supplier,
      user: 'supplier',
      viewport: { width: 1280, height: 860 },
    });
    await supplier.goto(`${e2eUrls.supplier}/vdQualification`);
    await expect(supplier.getByRole('heading', { name: words.myCertificates })).toBeVisible();
    // The demo certificate expiring in 10 days (other journeys may add certificates of their own).
    const expiring = supplier.getByTestId('requirement-expiring').filter({ hasText: words.expiresIn });
    await expect(expiring.first()).toBeVisible();
    await expect(supplier.getByTestId('requirement-blocking')).toHaveCount(0);
    await supplier.screenshot({ path: `../../tmp/screens/vd-qualification-${locale}.png`, fullPage: true });
    await supplier.getByRole('button', { name: words.upload }).click();
    await expect(supplier.getByRole('dialog')).toBeVisible();
    await supplier.screenshot({ path: `../../tmp/screens/vd-qualification-upload-${locale}.png` });
    // Renew the expired ISO 9001 (the licence must stay "expiring" for the other language's run): a real
    // upload (file type 2), then the saved certificate is listed.
    const dialog = supplier.getByRole('dialog');
    await dialog
      .getByRole('combobox', { name: words.type })
      .selectOption({ label: 'ISO 9001 质量管理体系认证' });
    const certificateNo = `E2E-${locale}-${Date.now()}`;
    await dialog.getByRole('textbox', { name: words.no }).fill(certificateNo);
    await dialog.getByLabel(words.from).fill('2026-01-01');
    await dialog.getByLabel(words.to).fill('2036-12-31');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(dialog.getByText('licence.pdf')).toBeVisible();
    await dialog.getByRole('button', { name: words.save, exact: true }).click();
    await expect(supplier.getByText(words.saved).first()).toBeVisible();
    await expect(supplier.getByTestId(`certificate-${certificateNo}`)).toBeVisible();

    const buyer = await signedIn(browser, { locale, user: 'admin', viewport: { width: 1280, height: 860 } });
    await buyer.goto(`${e2eUrls.buyer}/vendor`);
    await expect(buyer.getByRole('heading', { name: words.suppliers, exact: true })).toBeVisible();
    const blocked = buyer.getByTestId('vendor-row-91330106MA2B3C4D5D');
    await expect(blocked).toContainText(words.blocked);
    await blocked.getByRole('button', { name: words.certificates }).click();
    await expect(buyer.getByTestId('requirement-blocking')).toContainText(words.expiredOn);
    await buyer.screenshot({ path: `../../tmp/screens/vendor-list-${locale}.png`, fullPage: true });
  });
}
