import { expect, test } from '../support/test.js';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from '../support/a11y.js';
import { ADMIN } from '../support/accounts.js';
import {
  addProduct,
  adminCard,
  checkOutCashOnDelivery,
  choose,
  chooseFile,
  deleteProduct,
  newShopperPage,
  openFromSearch,
  shopCard,
  shopperPage,
  signInAdmin,
  storeMedia,
  stripedPng,
  toasts,
} from '../support/backoffice.js';
import { signedWith, startWebhookReceiver } from '../support/webhook-receiver.js';

// The back office through its UI only: the catalogue (add with an uploaded image, edit, delete),
// an order moved through its statuses while the shopper watches, hero images, and the layout on a
// phone. Shoppers act in a second browser context, so both sessions live side by side. Every
// product made here has a unique title and is deleted at the end; counts are never assumed.

test('an admin adds a product with an uploaded image, edits its price and deletes it, as a shopper watches', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const title = `E2E Linen Polo ${Date.now()}`;
  await signInAdmin(page);

  // The dashboard opens with the range's figures.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const figures = page.getByRole('definition');
  await expect(figures.first()).toHaveText(/^₹[\d,]+\.\d{2}$/);
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  await expect(page.getByRole('table', { name: 'Orders and revenue per day' }).getByRole('row')).toHaveCount(31);

  // A third party's receiver, registered for new products; its secret is shown once.
  const receiver = await startWebhookReceiver();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
  const productAdded = page.getByRole('checkbox', { name: /A product is added/ });
  await productAdded.locator('xpath=ancestor::label[1]').click();
  await expect(productAdded).toBeChecked();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secretBox = page.getByRole('region', { name: 'Copy the signing secret now' });
  const secret = (await secretBox.getByLabel('Signing secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await secretBox.getByRole('button', { name: 'I have stored it' }).click();
  await expect(secretBox).toBeHidden();
  const endpoint = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: receiver.url }) });
  await expect(endpoint).toContainText('Enabled');

  await addProduct(page, { title, price: '1499', salePrice: '1299', stock: { XS: '40' } });
  const card = adminCard(page, title);
  await expect(card).toContainText('₹1,499.00');
  await expect(card).toContainText('₹1,299.00');
  await expect(card).toContainText('Stock 40 · XS 40 · S 0');

  // The receiver got product.created, signed with the secret shown; the admin sees it delivered.
  await expect.poll(() => receiver.received.find((d) => d.event.type === 'product.created')?.event.data.product).toMatchObject({ title });
  expect(receiver.received.every((delivery) => signedWith(secret, delivery))).toBe(true);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(endpoint.getByRole('list', { name: /Recent deliveries/ })).toContainText('product.created');
  await expect(endpoint).toContainText('Delivered (200)');
  await endpoint.getByRole('button', { name: /^Disable / }).click();
  await expect(endpoint).toContainText('Disabled');
  await receiver.stop();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();

  // The shopper finds it in the listing (newest first) and in search.
  const shopper = await shopperPage(browser);
  await shopper.goto('/shop/listing?category=male&sort=newest');
  await expect(shopCard(shopper, title)).toContainText('₹1,299.00');
  const dialog = await openFromSearch(shopper, title);
  await expect(dialog.getByTestId('dialog-price')).toContainText('₹1,299.00');

  // The admin takes it off sale at a new price; the shopper sees it on the next load.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(sheet.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(sheet.getByText('Current image')).toBeVisible();
  await sheet.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('1799');
  await sheet.getByRole('textbox', { name: 'Sale Price (₹)', exact: true }).fill('0');
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Product updated successfully')).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(card).toContainText('₹1,799.00');
  await expect(card).not.toContainText('₹1,299.00');

  await shopper.goto('/shop/listing?category=male&sort=newest');
  await expect(shopCard(shopper, title)).toContainText('₹1,799.00');
  await expect(shopCard(shopper, title)).not.toContainText('₹1,299.00');

  await deleteProduct(page, title);
  await shopper.goto(`/shop/search?keyword=${encodeURIComponent(title)}`);
  await expect(shopper.getByText(/No products found matching/)).toBeVisible();
  await shopper.context().close();
});

test('an admin moves a shopper’s order to In Shipping with notes and to Order Delivered; the shopper sees the public updates and can then review', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const title = `E2E Review Tee ${Date.now()}`;
  await signInAdmin(page);
  await addProduct(page, { title, price: '899', salePrice: '0', stock: { XS: '50' } });

  // The shopper orders it by cash on delivery.
  const { page: shopper, email } = await newShopperPage(browser);
  const dialog = await openFromSearch(shopper, title);
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog.getByTestId('dialog-quantity')).toHaveText('1');
  await shopper.keyboard.press('Escape');
  await expect(shopper.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible();
  await checkOutCashOnDelivery(shopper, '7 Station Road, Near Platform 2');

  // The admin finds it in Orders (newest first) and opens it.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  const table = page.getByRole('table', { name: 'All Orders' });
  for (const column of ['Order ID', 'User', 'Shipping Address', 'Order Date', 'Last Updated', 'Total Amount', 'Status', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Mira Das');
  await expect(row).toContainText('₹899.00');
  await expect(row.getByText('Order Placed', { exact: true })).toHaveAttribute('data-color', 'blue');
  await expectNoSeriousA11yViolations(page, 'the admin orders table');

  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText(title);
  await expect(details).toContainText('7 Station Road, Near Platform 2');
  await expect(details).toContainText('Cash on Delivery');
  await expectNoSeriousA11yViolations(page, 'the admin order details dialog');

  await choose(page, details, 'Order Status', 'In Shipping');
  await details.getByRole('button', { name: 'Update Status' }).click();
  await expect(toasts(page).getByText('Order status is updated successfully!')).toBeVisible();
  await expect(details.getByText('In Shipping', { exact: true }).first()).toBeVisible();

  // The order's history says who moved it, and takes a private and a public note.
  const timeline = details.getByRole('list', { name: 'Order history' });
  await expect(timeline.getByRole('listitem').filter({ hasText: `Status changed from Order Placed to In Shipping by ${ADMIN.userName}` })).toHaveCount(1);
  const privateNote = 'Courier asked for a landmark; called the customer';
  const publicNote = 'Your parcel left our Kolkata warehouse today';
  const noteForm = details.getByRole('form', { name: 'Add a note' });
  await noteForm.getByRole('button', { name: 'Add Note' }).click();
  await expect(noteForm.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(/Write a note before adding it/);
  await noteForm.getByRole('textbox', { name: 'Note' }).fill(privateNote);
  await noteForm.getByRole('button', { name: 'Add Note' }).click();
  await expect(timeline.getByRole('listitem').filter({ hasText: privateNote })).toContainText('Private');
  await noteForm.getByRole('textbox', { name: 'Note' }).fill(publicNote);
  await noteForm.getByRole('radio', { name: /Shown to customer/ }).locator('xpath=ancestor::label[1]').click();
  await noteForm.getByRole('button', { name: 'Add Note' }).click();
  await expect(timeline.getByRole('listitem').filter({ hasText: publicNote })).toContainText('Shown to customer');
  await expectNoSeriousA11yViolations(page, 'the admin order dialog with its history');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('In Shipping', { exact: true })).toHaveAttribute('data-color', 'yellow');

  // The shopper's account shows the yellow badge, and her order's updates: the status change and
  // the public note, never the private one.
  await shopper.goto('/shop/account');
  const history = shopper.getByRole('table', { name: 'Order History' });
  await expect(history.getByText('In Shipping', { exact: true })).toHaveAttribute('data-color', 'yellow');
  await history.getByRole('row').filter({ hasText: 'In Shipping' }).getByRole('button', { name: 'View Details' }).click();
  const updates = shopper.getByRole('dialog', { name: 'Order Details' }).getByRole('list', { name: 'Order history' });
  await expect(updates.getByRole('listitem').filter({ hasText: 'Status changed from Order Placed to In Shipping by the store' })).toHaveCount(1);
  await expect(updates.getByRole('listitem').filter({ hasText: publicNote })).toContainText('Note from the store');
  await expect(shopper.getByRole('dialog', { name: 'Order Details' })).not.toContainText(privateNote);
  await expect(updates).not.toContainText(ADMIN.userName);
  await expectNoSeriousA11yViolations(shopper, 'the shopper’s order details with its updates');

  // Delivered: now the shopper may review the product.
  // The status filter narrows the table to the orders in shipping, this one among them.
  await choose(page, page.getByRole('main'), 'Status', 'In Shipping');
  await expect(page).toHaveURL(/status=IN_SHIPPING/);
  await expect(table.getByText('Order Placed', { exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: 'View Details' }).click();
  await choose(page, details, 'Order Status', 'Order Delivered');
  await details.getByRole('button', { name: 'Update Status' }).click();
  await expect(toasts(page).getByText('Order status is updated successfully!')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('Order Delivered', { exact: true })).toHaveAttribute('data-color', 'green');

  const review = await openFromSearch(shopper, title);
  await review.getByRole('radio', { name: '5 stars' }).locator('xpath=ancestor::label[1]').click();
  await review.getByRole('textbox', { name: 'Review', exact: true }).fill('Soft and true to size.');
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toasts(shopper).getByText('Review added successfully!')).toBeVisible();
  await shopper.context().close();

  await deleteProduct(page, title);
});

test('an admin adds a hero image that the home carousel shows, then removes it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Feature Images' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feature Images' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Hero images' });
  // Count only once the images have loaded: the page shows neither the list nor its empty
  // notice until then, and a count taken too early (0) made the later counts off by the seed's.
  await expect(list.or(page.getByRole('heading', { name: 'No hero images yet' }))).toBeVisible();
  const before = await list.getByRole('listitem').count();

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toasts(page).getByText('Please select an image first')).toBeVisible();

  const panel = page.getByRole('region', { name: 'Add a hero image' });
  await chooseFile(page, panel, 'banner.png', stripedPng(640, 240, [[154, 59, 38], [250, 248, 245], [31, 28, 25]]));
  const preview = panel.getByRole('img', { name: 'Feature image preview' });
  await expect(preview).toHaveAttribute('src', storeMedia(page));
  const url = (await preview.getAttribute('src'))!;
  await expectNoSeriousA11yViolations(page, 'the feature images page with an uploaded image');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toasts(page).getByText('Feature image added successfully')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(before + 1);
  await expect(list.getByRole('img').last()).toHaveAttribute('src', url);

  // The shopper's home carousel shows it on its next load, though her home is a page the server
  // keeps for every shopper (storefront/page-cache.ts): a hero image's change announces a
  // catalogue change (feature_image's trigger), which makes every instance forget its kept pages.
  const shopper = await shopperPage(browser);
  const carousel = shopper.getByRole('region', { name: 'Featured collections' });
  await expect(carousel.locator(`img[src="${url}"]`)).toHaveCount(1);
  // With more than one slide, the carousel offers a dot per slide: the new one is the last.
  if (before > 0) await expect(carousel.getByRole('button', { name: `Show slide ${before + 1} of ${before + 1}` })).toBeVisible();

  const name = `Hero image ${before + 1}`;
  await list.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete hero image?' });
  await expectNoSeriousA11yViolations(page, 'the delete hero image confirmation');
  await confirm.getByRole('button', { name: 'Delete image' }).click();
  await expect(toasts(page).getByText('Feature image deleted successfully')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(before);
  await shopper.reload();
  await expect(shopper.getByRole('region', { name: 'Featured collections' }).locator(`img[src="${url}"]`)).toHaveCount(0);
  await shopper.context().close();
});

test('every admin screen is accessible, and on a phone the menu is a drawer and nothing scrolls sideways @phone', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const isPhone = testInfo.project.name === 'phone';
  if (isPhone) await page.setViewportSize({ width: 375, height: 812 });
  await signInAdmin(page);

  // Exact names: "Returns" is also part of "GST returns".
  const go = async (name: string) => {
    if (isPhone) {
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
      await page.getByRole('button', { name: 'Open admin menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Admin menu' });
      await expect(drawer.getByRole('link')).toHaveCount(9);
      await drawer.getByRole('link', { name, exact: true }).click();
      await expect(drawer).toBeHidden();
    } else {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  };
  const check = async (where: string) => {
    await expectNoSeriousA11yViolations(page, where);
    await expectNoHorizontalScroll(page, where);
  };

  await expect(page.getByRole('table', { name: 'Orders and revenue per day' })).toBeVisible();
  await check('the dashboard');
  if (!isPhone) {
    // The side menu's column runs the long dashboard's full height, and its links stay in view at the bottom.
    const heights = () =>
      page.evaluate(() => ({ column: document.querySelector('aside')!.getBoundingClientRect().height, page: document.documentElement.scrollHeight }));
    const { column, page: pageHeight } = await heights();
    expect(pageHeight).toBeGreaterThan(page.viewportSize()!.height);
    expect(column).toBeGreaterThanOrEqual(pageHeight - 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  if (isPhone) {
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await check('the open admin menu drawer');
    await page.keyboard.press('Escape');
  }
  await page.getByRole('radio', { name: 'Custom' }).locator('xpath=ancestor::label[1]').click();
  await expect(page.getByLabel('From')).toBeVisible();
  await check('the dashboard with a custom range');

  await go('Products');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await check('the products grid');
  await page.getByRole('button', { name: 'Add New Product' }).click();
  await check('the Add New Product sheet');
  await page.getByRole('dialog', { name: 'Add New Product' }).getByRole('button', { name: 'Cancel' }).click();
  const firstCard = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
  await firstCard.getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
  await check('the Edit Product sheet');
  await page.keyboard.press('Escape');
  await firstCard.getByRole('button', { name: /^Delete / }).click();
  await check('the delete product confirmation');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await go('Orders');
  await check('the orders page');
  await go('Returns');
  await expect(page.getByRole('status').filter({ hasText: /\d+ requests?/ })).toBeVisible();
  await check('the returns page');
  await go('Feature Images');
  await check('the feature images page');
  await go('Webhooks');
  await expect(page.getByRole('checkbox', { name: /An order is placed/ })).toBeVisible();
  await check('the webhooks page');
  await go('Store details');
  await expect(page.getByRole('form', { name: 'Store details' })).toBeVisible();
  await check('the store details page');
  await go('Promotions');
  await check('the promotions page');
  await page.getByRole('button', { name: 'Add promotion' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Promotion' })).toBeVisible();
  await check('the Add Promotion sheet');
  await page.keyboard.press('Escape');

  // Logout ends the session and goes back to sign in.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
