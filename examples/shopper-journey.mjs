#!/usr/bin/env node
// A third-party storefront's shopper journey against Threadline's public GraphQL API, in plain
// JavaScript with nothing but `fetch` (Node 20+ or any browser). It walks a new shopper from the
// listing to a cancelled order and stops with an error at the first answer that is not what
// docs/api.md promises. The test suite runs it against a real server, so the guide cannot rot.
//
//   node examples/shopper-journey.mjs                      # against http://localhost:4000/graphql
//   THREADLINE_API=https://shop.example/graphql node examples/shopper-journey.mjs

const API = process.env.THREADLINE_API ?? 'http://localhost:4000/graphql';

/** One GraphQL request, answered as sent: `data` beside any `errors`. Throws on transport errors only. */
async function graphqlAnswer(query, variables = {}, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(API, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return { status: response.status, body: await response.json() };
}

/** One GraphQL request. Throws on transport errors and on `errors` (they mean a broken request). */
async function graphql(query, variables = {}, token) {
  const { status, body } = await graphqlAnswer(query, variables, token);
  if (body.errors?.length) {
    const [first] = body.errors;
    throw new Error(`${first.extensions?.code ?? status}: ${first.message}`);
  }
  return { data: body.data, cost: body.extensions?.cost };
}

/** Mutations refuse with `userErrors` instead of throwing: treat an unexpected refusal as a failure. */
function expectNoUserErrors(payload, step) {
  if (payload.userErrors.length) {
    throw new Error(`${step} was refused: ${payload.userErrors.map((e) => `${e.field ?? ''} ${e.message}`).join('; ')}`);
  }
  return payload;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

const say = (line) => console.log(line);
const rupees = (money) => `₹${money.amount}`;

// ---------------------------------------------------------------------------------------------
// 1. The listing: women's polos, cheapest first, with the counts a filter panel shows.
const LISTING = /* GraphQL */ `
  query Listing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
    products(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes {
        id
        slug
        title
        onSale
        priceRange { min { amount currencyCode } max { amount currencyCode } }
        compareAtPriceRange { min { amount currencyCode } }
      }
      facets {
        categories { value count }
        productTypes { value count }
      }
    }
  }
`;

const listing = await graphql(LISTING, { filter: { category: 'FEMALE', productTypes: ['POLO_NECK'] }, sort: 'PRICE_LOW_TO_HIGH', first: 3 });
const page = listing.data.products;
check(page.nodes.length > 0, 'the demo catalogue has polos for women');
check(page.nodes.every((p, i, all) => i === 0 || Number(all[i - 1].priceRange.min.amount) <= Number(p.priceRange.min.amount)), 'cheapest first');
const femalePolos = page.facets.productTypes.find((facet) => facet.value === 'POLO_NECK').count;
check(femalePolos === page.totalCount, 'the cut facet counts the same products as the listing');
say(`Listing: ${page.totalCount} women's polos, from ${rupees(page.nodes[0].priceRange.min)} (query cost ${listing.cost?.requestedQueryCost ?? 'n/a'})`);

if (page.pageInfo.hasNextPage) {
  const next = await graphql(LISTING, { filter: { category: 'FEMALE', productTypes: ['POLO_NECK'] }, sort: 'PRICE_LOW_TO_HIGH', first: 3, after: page.pageInfo.endCursor });
  const seen = new Set(page.nodes.map((p) => p.id));
  check(next.data.products.nodes.every((p) => !seen.has(p.id)), 'the next page continues without repeats');
  say(`  next page: ${next.data.products.nodes.map((p) => p.title).join(', ')}`);
}

// ---------------------------------------------------------------------------------------------
// 2. Search with a typo, filtered and sorted like the listing.
const SEARCH = /* GraphQL */ `
  query Search($keyword: String!, $filter: ProductFilter, $sort: ProductSort) {
    searchProducts(keyword: $keyword, filter: $filter, sort: $sort, first: 5) {
      totalCount
      correctedKeyword
      nodes { slug title priceRange { min { amount } } }
      facets { categories { value count } }
    }
  }
`;
const search = (await graphql(SEARCH, { keyword: 'pollo', filter: { category: 'FEMALE' }, sort: 'PRICE_LOW_TO_HIGH' })).data.searchProducts;
check(search.totalCount > 0, 'a small typo still finds polos');
say(`Search "pollo" (searched as "${search.correctedKeyword ?? 'pollo'}"): ${search.totalCount} for women, cheapest ${search.nodes[0].title} at ₹${search.nodes[0].priceRange.min.amount}`);

// ---------------------------------------------------------------------------------------------
// 3. A product page by its slug: what each size costs, how many of it are in stock, and the newest reviews.
const PRODUCT = /* GraphQL */ `
  query Product($slug: String!) {
    product(slug: $slug) {
      id
      slug
      title
      totalStock
      sizeLabel
      defaultSize
      sizeOptions { size price { amount currencyCode } compareAtPrice { amount } quantityAvailable available }
      reviews(first: 3) { totalCount nodes { userName rating message } pageInfo { hasNextPage endCursor } }
    }
  }
`;
const product = (await graphql(PRODUCT, { slug: page.nodes[0].slug })).data.product;
check(product.slug === page.nodes[0].slug, 'product(slug:) finds the product');
check(
  product.sizeOptions.reduce((sum, option) => sum + option.quantityAvailable, 0) === product.totalStock,
  'stock is kept per size, and totalStock is their sum',
);
say(
  `Product ${product.title}: ${product.sizeLabel} ${product.sizeOptions
    .map((o) => `${o.size} ${rupees(o.price)} (${o.available ? `${o.quantityAvailable} in stock` : 'sold out'})`)
    .join(', ')}; ${product.reviews.totalCount} reviews`,
);

// A slug that names nothing (an old link) blanks only its own field: `product` is null, the
// NOT_FOUND error says why at its path, and the rest of the answer is there.
const missing = await graphqlAnswer(`query Missing { product(slug: "no-such-tee") { id } products(first: 1) { totalCount } }`);
check(
  missing.status === 200 && missing.body.data.product === null && missing.body.data.products.totalCount > 0,
  'a missing product is null beside the rest of the data',
);
check(missing.body.errors[0].extensions.code === 'NOT_FOUND' && missing.body.errors[0].path[0] === 'product', 'a missing product says NOT_FOUND at its path');
say('A missing slug: product is null, NOT_FOUND at ["product"], the listing still answered');

// ---------------------------------------------------------------------------------------------
// 4. A new shopper: register, then sign in for a bearer token.
const email = `journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const password = 'Journey@2026';
const registered = (
  await graphql(
    `mutation Register($input: RegisterInput!) { register(input: $input) { user { id } message userErrors { code field message } } }`,
    { input: { userName: 'Journey Shopper', email, password } },
  )
).data.register;
expectNoUserErrors(registered, 'register');

const login = expectNoUserErrors(
  (
    await graphql(
      `mutation Login($input: LoginInput!) { login(input: $input) { token expiresAt user { userName } userErrors { code field message } } }`,
      { input: { email, password } },
    )
  ).data.login,
  'login',
);
const token = login.token;
check(new Date(login.expiresAt) > new Date(), 'the token says when it expires');
say(`Signed in as ${login.user.userName}; the token works until ${login.expiresAt}`);

// ---------------------------------------------------------------------------------------------
// 5. The cart: two pieces in the dearest size that has two in stock (a sold-out size is listed but
//    cannot be bought; each size is its own stock).
const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    itemCount
    subtotal { amount currencyCode }
    discount { amount currencyCode }
    total { amount currencyCode }
    discountCode
    promotions { name code discount { amount } }
    lines { id size quantity price { amount } compareAtPrice { amount } lineTotal { amount } discount { amount } finalTotal { amount } product { title } }
  }
`;
const size = product.sizeOptions.findLast((option) => option.quantityAvailable >= 2);
check(size !== undefined, 'a size with two pieces in stock');
const added = expectNoUserErrors(
  (
    await graphql(
      `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cart { ...CartFields } userErrors { code field message } } } ${CART_FIELDS}`,
      { input: { productId: product.id, size: size.size, quantity: 2 } },
      token,
    )
  ).data.addToCart,
  'addToCart',
);
const [line] = added.cart.lines;
check(line.price.amount === size.price.amount, 'the cart charges what sizeOptions showed');
check(Number(added.cart.subtotal.amount) === Number(size.price.amount) * 2, 'the subtotal is the line total');
say(`Cart: ${added.cart.itemCount} × ${line.product.title} (${line.size}) = ${rupees(added.cart.subtotal)}`);
// Promotions are priced by the server: show `discount`, `promotions` and `total` as they come,
// never work a discount out yourself. A code the store does not have is refused at `code`, with the
// reason to show beside your code box, and the cart stays as it was.
const code = (
  await graphql(
    `mutation Code($code: String!) { applyDiscountCode(code: $code) { cart { ...CartFields } userErrors { code field message } } } ${CART_FIELDS}`,
    { code: 'NO-SUCH-CODE' },
    token,
  )
).data.applyDiscountCode;
check(code.cart === null && code.userErrors[0]?.field === 'code', 'an unknown discount code is refused at its field');
say(`Discount code refused as expected: ${code.userErrors[0].message}`);
say(`Saved ${rupees(added.cart.discount)} (${added.cart.promotions.map((p) => p.name).join(', ') || 'no promotion in force'}); total ${rupees(added.cart.total)}`);

// ---------------------------------------------------------------------------------------------
// 6. A delivery address: a mistyped phone is refused at its field, then the right one is kept.
const ADD_ADDRESS = /* GraphQL */ `
  mutation AddAddress($input: AddressInput!) {
    addAddress(input: $input) { address { id city } userErrors { code field message } }
  }
`;
const address = { address: '12 Station Road', city: 'Bongaon', pincode: '743235', phone: '12345', notes: 'Ring twice' };
const refused = (await graphql(ADD_ADDRESS, { input: address }, token)).data.addAddress;
check(refused.address === null && refused.userErrors.some((e) => e.field === 'phone'), 'a bad phone is refused at the phone field');
say(`Address refused as expected: ${refused.userErrors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
const saved = expectNoUserErrors((await graphql(ADD_ADDRESS, { input: { ...address, phone: '9876543210' } }, token)).data.addAddress, 'addAddress');

// ---------------------------------------------------------------------------------------------
// 7. Checkout, cash on delivery, safe to retry: the same idempotency key gives the same order.
const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order { id status paymentMethod paymentStatus total { amount currencyCode } lines { title size quantity price { amount } lineTotal { amount } } }
      approvalUrl
      userErrors { code field message }
    }
  }
`;
const idempotencyKey = `checkout-${email}`;
const placed = expectNoUserErrors(
  (await graphql(PLACE_ORDER, { input: { addressId: saved.address.id, paymentMethod: 'COD', idempotencyKey } }, token)).data.placeOrder,
  'placeOrder',
);
const replayed = expectNoUserErrors(
  (await graphql(PLACE_ORDER, { input: { addressId: saved.address.id, paymentMethod: 'COD', idempotencyKey } }, token)).data.placeOrder,
  'placeOrder (retry)',
);
check(replayed.order.id === placed.order.id, 'a retried checkout returns the first order');
// Cash on delivery has nothing to approve: show your own confirmation. PAYPAL sends the shopper to approvalUrl.
check(placed.approvalUrl === null, 'cash on delivery has no approval page');
check(placed.order.total.amount === added.cart.total.amount, "the order total is the cart's total, promotions taken off");
say(`Order ${placed.order.id}: ${placed.order.status}, ${placed.order.paymentMethod} ${placed.order.paymentStatus}, total ${rupees(placed.order.total)}`);

// ---------------------------------------------------------------------------------------------
// 8. The order history, then cancel the order: its pieces go back to stock.
const history = (
  await graphql(`query History { myOrders(first: 10) { totalCount nodes { id status total { amount } } pageInfo { hasNextPage } } }`, {}, token)
).data.myOrders;
check(history.totalCount === 1 && history.nodes[0].id === placed.order.id, 'the new order is in the history');

const canceled = expectNoUserErrors(
  (
    await graphql(
      `mutation Cancel($input: CancelOrderInput!) { cancelOrder(input: $input) { order { id status paymentStatus cancellationReason } userErrors { code field message } } }`,
      { input: { orderId: placed.order.id, reason: 'Ordered the wrong size' } },
      token,
    )
  ).data.cancelOrder,
  'cancelOrder',
);
check(canceled.order.status === 'CANCELED', 'the order is canceled');
check(canceled.order.paymentStatus === 'CANCELED', 'nothing will be collected for a canceled order');
const restocked = (await graphql(PRODUCT, { slug: product.slug })).data.product;
check(restocked.totalStock === product.totalStock, 'the canceled pieces are back in stock');
check(
  restocked.sizeOptions.find((option) => option.size === size.size).quantityAvailable === size.quantityAvailable,
  'in the size they were taken from',
);
say(`Canceled: "${canceled.order.cancellationReason}"; stock back to ${restocked.totalStock}`);

// The old key with a new cart is a new checkout, and is refused as such: the first (canceled)
// order is not passed off as this one's. A new checkout makes a new key.
expectNoUserErrors(
  (await graphql(`mutation Add($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code field message } } }`, { input: { productId: product.id, size: size.size, quantity: 1 } }, token)).data.addToCart,
  'addToCart (again)',
);
const reused = (await graphql(PLACE_ORDER, { input: { addressId: saved.address.id, paymentMethod: 'COD', idempotencyKey } }, token)).data.placeOrder;
check(reused.order === null && reused.userErrors[0]?.code === 'IDEMPOTENCY_KEY_REUSED', 'an idempotency key sent with another cart is refused');
say(`The old idempotency key with a new cart: ${reused.userErrors[0].code}`);

// ---------------------------------------------------------------------------------------------
// 9. Permissions are errors, not data: the back office refuses a shopper.
try {
  await graphql(`query { adminOrders(first: 1) { totalCount } }`, {}, token);
  throw new Error('a shopper could read the back office');
} catch (error) {
  check(String(error.message).startsWith('FORBIDDEN'), `a shopper gets FORBIDDEN, got ${error.message}`);
  say('The back office answers a shopper with FORBIDDEN');
}

// ---------------------------------------------------------------------------------------------
// 10. Forgot password. The answer never says whether an account exists; the link goes by e-mail.
const REQUEST_RESET = `mutation Forgot($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message userErrors { code field message } } }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { ok userErrors { code field message } } }`;
// A storefront of your own adds `resetUrl: 'https://your.shop/reset'` (an origin the store lists in
// RESET_URL_ORIGINS): the e-mail then links to https://your.shop/reset?token=…. Without it, as
// here, the link opens the store's own /auth/reset-password?token=….
const asked = expectNoUserErrors((await graphql(REQUEST_RESET, { input: { email } })).data.requestPasswordReset, 'requestPasswordReset');
const unknown = expectNoUserErrors((await graphql(REQUEST_RESET, { input: { email: `nobody-${email}` } })).data.requestPasswordReset, 'requestPasswordReset');
check(asked.message === unknown.message, 'an unknown e-mail gets the same answer');
say(`Asked for a reset link: "${asked.message}"`);

// The shopper clicks the link in the e-mail. A store without SMTP_URL keeps its e-mails in the
// mailbox instead, which only an admin may read (every shopper's e-mails are there): sign in as the
// demo admin a development store has (README), or the admin THREADLINE_ADMIN_EMAIL/_PASSWORD name.
const adminLogin = (
  await graphql(`mutation Login($input: LoginInput!) { login(input: $input) { token userErrors { code } } }`, {
    input: { email: process.env.THREADLINE_ADMIN_EMAIL ?? 'admin@threadline.store', password: process.env.THREADLINE_ADMIN_PASSWORD ?? 'Admin@1234' },
  })
).data.login;
const mailbox = adminLogin.token ? (await graphql(`query { mailbox(limit: 20) { to kind text } }`, {}, adminLogin.token)).data.mailbox : [];
const resetEmail = mailbox.find((message) => message.to === email && message.kind === 'PASSWORD_RESET');
const resetToken = resetEmail && /reset-password\?token=([A-Za-z0-9_-]+)/.exec(resetEmail.text)?.[1];
if (!resetToken) {
  say('The reset link went to the mail server (SMTP_URL is set), or no admin could read the mailbox; skipping the reset itself.');
} else {
  const weak = (await graphql(RESET, { input: { token: resetToken, password: 'weak' } })).data.resetPassword;
  check(!weak.ok && weak.userErrors[0]?.field === 'password', 'a weak password is refused at its field, with the rules');
  const newPassword = 'Journey@2027';
  expectNoUserErrors((await graphql(RESET, { input: { token: resetToken, password: newPassword } })).data.resetPassword, 'resetPassword');
  const reused = (await graphql(RESET, { input: { token: resetToken, password: newPassword } })).data.resetPassword;
  check(reused.userErrors[0]?.code === 'RESET_TOKEN_INVALID', 'a reset link works once');
  // Every session from before the reset is signed out, on every device.
  check((await graphql(`query { me { id } }`, {}, token)).data.me === null, 'the old token no longer signs in');
  const again = (await graphql(`mutation Login($input: LoginInput!) { login(input: $input) { token userErrors { code } } }`, { input: { email, password: newPassword } })).data.login;
  check(again.token, 'the new password signs in');
  say('Reset the password: the old session is signed out and the new password signs in');
}

await graphql(`mutation { logout { success } }`, {}, token);
if (adminLogin.token) await graphql(`mutation { logout { success } }`, {}, adminLogin.token);
say('Signed out. Journey complete.');
