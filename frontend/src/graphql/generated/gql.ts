/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment OrderHistoryRow_order on Order {\n    id\n    orderDate\n    status\n    total {\n      ...Money_money\n    }\n  }\n": typeof types.OrderHistoryRow_OrderFragmentDoc,
    "\n  fragment OrderDetails_order on Order {\n    id\n    orderDate\n    orderUpdateDate\n    status\n    paymentMethod\n    paymentStatus\n    subtotal {\n      ...Money_money\n    }\n    discount {\n      ...Money_money\n    }\n    total {\n      ...Money_money\n    }\n    discountCode\n    promotions {\n      promotionId\n      name\n      code\n      discount {\n        ...Money_money\n      }\n    }\n    cancellationReason\n    addressInfo {\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    lines {\n      id\n      title\n      image\n      size\n      quantity\n      price {\n        ...Money_money\n      }\n      lineTotal {\n        ...Money_money\n      }\n      discount {\n        ...Money_money\n      }\n      finalTotal {\n        ...Money_money\n      }\n    }\n    history {\n      id\n      ...OrderTimeline_event\n    }\n  }\n": typeof types.OrderDetails_OrderFragmentDoc,
    "\n  query MyOrders($first: Int, $after: String) {\n    myOrders(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...OrderHistoryRow_order\n        ...OrderDetails_order\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        status\n        cancellationReason\n        orderUpdateDate\n        history {\n          id\n          ...OrderTimeline_event\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  fragment AddressCard_address on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n": typeof types.AddressCard_AddressFragmentDoc,
    "\n  query Addresses {\n    addresses {\n      id\n      ...AddressCard_address\n    }\n  }\n": typeof types.AddressesDocument,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      address {\n        id\n      }\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      address {\n        id\n      }\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      deletedAddressId\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  fragment DailyChart_dayFigures on DayFigures {\n    date\n    orders\n    revenue {\n      ...Money_money\n    }\n  }\n": typeof types.DailyChart_DayFiguresFragmentDoc,
    "\n  fragment InvoicingWarning_invoicingStatus on InvoicingStatus {\n    gstinSet\n  }\n": typeof types.InvoicingWarning_InvoicingStatusFragmentDoc,
    "\n  fragment MailWarning_mailStatus on MailStatus {\n    configured\n    waiting\n    failed\n  }\n": typeof types.MailWarning_MailStatusFragmentDoc,
    "\n  fragment WebhookWarning_webhookStatus on WebhookStatus {\n    disabledForFailing\n    failing\n  }\n": typeof types.WebhookWarning_WebhookStatusFragmentDoc,
    "\n  fragment StockAlert_level on SizeStockLevel {\n    size\n    quantity\n    product {\n      id\n      title\n      image\n    }\n  }\n": typeof types.StockAlert_LevelFragmentDoc,
    "\n  fragment PromotionFigures_dashboard on Dashboard {\n    discountGiven {\n      ...Money_money\n    }\n    promotionFigures {\n      promotionId\n      name\n      code\n      uses\n      discountGiven {\n        ...Money_money\n      }\n      revenue {\n        ...Money_money\n      }\n    }\n  }\n": typeof types.PromotionFigures_DashboardFragmentDoc,
    "\n  query AdminDashboard($from: DateTimeISO, $to: DateTimeISO) {\n    dashboard(from: $from, to: $to) {\n      from\n      to\n      mail {\n        ...MailWarning_mailStatus\n      }\n      webhooks {\n        ...WebhookWarning_webhookStatus\n      }\n      invoicing {\n        ...InvoicingWarning_invoicingStatus\n      }\n      revenue {\n        ...Money_money\n      }\n      orderCount\n      ordersByStatus {\n        status\n        count\n      }\n      ordersPerDay {\n        ...DailyChart_dayFigures\n      }\n      lowStockSizes {\n        ...StockAlert_level\n      }\n      outOfStockSizes {\n        ...StockAlert_level\n      }\n      ...PromotionFigures_dashboard\n      bestSellers {\n        productId\n        title\n        quantity\n        revenue {\n          ...Money_money\n        }\n        product {\n          id\n          image\n        }\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  fragment AdminFeatureImage_featureImage on FeatureImage {\n    id\n    image\n    createdAt\n  }\n": typeof types.AdminFeatureImage_FeatureImageFragmentDoc,
    "\n  query AdminFeatureImages {\n    featureImages {\n      id\n      ...AdminFeatureImage_featureImage\n    }\n  }\n": typeof types.AdminFeatureImagesDocument,
    "\n  mutation AddFeatureImage($input: AddFeatureImageInput!) {\n    addFeatureImage(input: $input) {\n      featureImage {\n        id\n        ...AdminFeatureImage_featureImage\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddFeatureImageDocument,
    "\n  mutation DeleteFeatureImage($id: ID!) {\n    deleteFeatureImage(id: $id) {\n      deletedFeatureImageId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteFeatureImageDocument,
    "\n  fragment OrderEmails_email on EmailMessage {\n    id\n    kind\n    to\n    status\n    attempts\n    lastError\n    createdAt\n    sentAt\n  }\n": typeof types.OrderEmails_EmailFragmentDoc,
    "\n  fragment AdminOrderRow_order on Order {\n    id\n    orderDate\n    orderUpdateDate\n    status\n    total {\n      ...Money_money\n    }\n    customer {\n      userName\n      email\n    }\n    addressInfo {\n      address\n      city\n      pincode\n    }\n  }\n": typeof types.AdminOrderRow_OrderFragmentDoc,
    "\n  fragment AdminOrderDetails_order on Order {\n    id\n    orderDate\n    orderUpdateDate\n    status\n    paymentMethod\n    paymentStatus\n    paymentId\n    payerId\n    subtotal {\n      ...Money_money\n    }\n    discount {\n      ...Money_money\n    }\n    discountCode\n    total {\n      ...Money_money\n    }\n    cancellationReason\n    customer {\n      userName\n      email\n    }\n    addressInfo {\n      addressId\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    lines {\n      id\n      productId\n      title\n      image\n      size\n      quantity\n      price {\n        ...Money_money\n      }\n      lineTotal {\n        ...Money_money\n      }\n      discount {\n        ...Money_money\n      }\n      finalTotal {\n        ...Money_money\n      }\n    }\n    emails {\n      id\n      ...OrderEmails_email\n    }\n    history {\n      id\n      ...OrderTimeline_event\n    }\n  }\n": typeof types.AdminOrderDetails_OrderFragmentDoc,
    "\n  query AdminOrders($status: OrderStatus, $first: Int, $after: String) {\n    adminOrders(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...AdminOrderRow_order\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOrderDetails($id: ID!) {\n    order(id: $id) {\n      id\n      ...AdminOrderDetails_order\n    }\n  }\n": typeof types.AdminOrderDetailsDocument,
    "\n  mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      order {\n        id\n        ...AdminOrderRow_order\n        ...AdminOrderDetails_order\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      order {\n        id\n        history {\n          id\n          ...OrderTimeline_event\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddOrderNoteDocument,
    "\n  fragment ProductForm_product on Product {\n    id\n    image\n    title\n    description\n    category\n    productType\n    type\n    size\n    measurement\n    percentageIncrement\n    basePrice {\n      ...Money_money\n    }\n    baseSalePrice {\n      ...Money_money\n    }\n    totalStock\n    sizeOptions {\n      size\n      quantityAvailable\n    }\n    averageReview\n    reviewCount\n  }\n": typeof types.ProductForm_ProductFragmentDoc,
    "\n  fragment AdminProductCard_product on Product {\n    id\n    title\n    image\n    category\n    productType\n    onSale\n    basePrice {\n      ...Money_money\n    }\n    baseSalePrice {\n      ...Money_money\n    }\n    totalStock\n    sizeLabel\n    sizeOptions {\n      size\n      quantityAvailable\n    }\n  }\n": typeof types.AdminProductCard_ProductFragmentDoc,
    "\n  query AdminProducts($search: String, $category: Category, $first: Int, $after: String) {\n    adminProducts(search: $search, category: $category, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...AdminProductCard_product\n        ...ProductForm_product\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  query AdminProductToEdit($id: ID!) {\n    product(id: $id) {\n      id\n      ...ProductForm_product\n    }\n  }\n": typeof types.AdminProductToEditDocument,
    "\n  query ProductSheetStock($id: ID!) {\n    product(id: $id) {\n      id\n      totalStock\n      sizeOptions {\n        size\n        quantityAvailable\n      }\n    }\n  }\n": typeof types.ProductSheetStockDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n        ...AdminProductCard_product\n        ...ProductForm_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        ...AdminProductCard_product\n        ...ProductForm_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedProductId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  query ProductStockMovements($productId: ID!, $first: Int) {\n    productStockMovements(productId: $productId, first: $first) {\n      size\n      quantityAvailable\n      movements {\n        id\n        createdAt\n        quantityMoved\n        quantityAfter\n        reason\n        orderId\n        adminName\n      }\n    }\n  }\n": typeof types.ProductStockMovementsDocument,
    "\n  fragment PromotionForm_promotion on Promotion {\n    id\n    name\n    code\n    startsAtIst\n    endsAtIst\n    enabled\n    priority\n    combinesWithOthers\n    minSubtotal {\n      ...Money_money\n    }\n    minQuantity\n    categories\n    productTypes\n    products {\n      id\n      title\n    }\n    firstOrderOnly\n    actionKind\n    percent\n    cap {\n      ...Money_money\n    }\n    amount {\n      ...Money_money\n    }\n    buy\n    get\n    percentOffGiven\n    usageLimit\n    perShopperLimit\n  }\n": typeof types.PromotionForm_PromotionFragmentDoc,
    "\n  fragment PromotionRow_promotion on Promotion {\n    id\n    name\n    code\n    label\n    status\n    startsAt\n    endsAt\n    uses\n    usageLimit\n    revenue {\n      ...Money_money\n    }\n    discountGiven {\n      ...Money_money\n    }\n  }\n": typeof types.PromotionRow_PromotionFragmentDoc,
    "\n  query AdminPromotions {\n    promotions {\n      id\n      ...PromotionRow_promotion\n      ...PromotionForm_promotion\n    }\n  }\n": typeof types.AdminPromotionsDocument,
    "\n  query PromotionProductSearch($search: String) {\n    adminProducts(search: $search, first: 8) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n": typeof types.PromotionProductSearchDocument,
    "\n  mutation CreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      promotion {\n        id\n        ...PromotionRow_promotion\n        ...PromotionForm_promotion\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreatePromotionDocument,
    "\n  mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {\n    updatePromotion(id: $id, input: $input) {\n      promotion {\n        id\n        ...PromotionRow_promotion\n        ...PromotionForm_promotion\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdatePromotionDocument,
    "\n  mutation DeletePromotion($id: ID!) {\n    deletePromotion(id: $id) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeletePromotionDocument,
    "\n  fragment StoreDetailsForm_details on StoreDetails {\n    legalName\n    address\n    state {\n      code\n      name\n    }\n    gstin\n    taxpayerKind\n    issuesInvoices\n    updatedAt\n    hsnCodes {\n      productType\n      hsn\n      defaultHsn\n    }\n  }\n": typeof types.StoreDetailsForm_DetailsFragmentDoc,
    "\n  query AdminStoreDetails {\n    storeDetails {\n      ...StoreDetailsForm_details\n    }\n  }\n": typeof types.AdminStoreDetailsDocument,
    "\n  mutation UpdateStoreDetails($input: UpdateStoreDetailsInput!) {\n    updateStoreDetails(input: $input) {\n      storeDetails {\n        ...StoreDetailsForm_details\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateStoreDetailsDocument,
    "\n  fragment AdminWebhookDelivery_delivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    lastStatusCode\n    lastDurationMs\n    lastError\n    lastAttemptAt\n    createdAt\n  }\n": typeof types.AdminWebhookDelivery_DeliveryFragmentDoc,
    "\n  fragment AdminWebhookEndpoint_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledReason\n    disabledAt\n    failingSince\n    createdAt\n    deliveries(first: 10) {\n      id\n      ...AdminWebhookDelivery_delivery\n    }\n  }\n": typeof types.AdminWebhookEndpoint_EndpointFragmentDoc,
    "\n  query AdminWebhooks {\n    webhookEndpoints {\n      id\n      ...AdminWebhookEndpoint_endpoint\n    }\n  }\n": typeof types.AdminWebhooksDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n        url\n      }\n      secret\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        id\n        url\n      }\n      secret\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation DisableWebhookEndpoint($id: ID!) {\n    disableWebhookEndpoint(id: $id) {\n      endpoint {\n        id\n        enabled\n        disabledReason\n        disabledAt\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DisableWebhookEndpointDocument,
    "\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) {\n      endpoint {\n        id\n        enabled\n        disabledReason\n        disabledAt\n        failingSince\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.EnableWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedEndpointId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      delivery {\n        id\n        ...AdminWebhookDelivery_delivery\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ResendWebhookDeliveryDocument,
    "\n  fragment Viewer_user on User {\n    id\n    userName\n    email\n    role\n  }\n": typeof types.Viewer_UserFragmentDoc,
    "\n  query Me {\n    me {\n      ...Viewer_user\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...Viewer_user\n      }\n      token\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n      message\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment Cart_cart on Cart {\n    id\n    itemCount\n    subtotal {\n      ...Money_money\n    }\n    discount {\n      ...Money_money\n    }\n    total {\n      ...Money_money\n    }\n    discountCode\n    discountCodeProblem\n    promotions {\n      promotionId\n      name\n      code\n      discount {\n        ...Money_money\n      }\n    }\n    lines {\n      id\n      size\n      quantity\n      price {\n        ...Money_money\n      }\n      compareAtPrice {\n        ...Money_money\n      }\n      lineTotal {\n        ...Money_money\n      }\n      discount {\n        ...Money_money\n      }\n      finalTotal {\n        ...Money_money\n      }\n      quantityAvailable\n      product {\n        id\n        title\n        image\n        category\n        productType\n        totalStock\n        sizeLabel\n      }\n    }\n  }\n": typeof types.Cart_CartFragmentDoc,
    "\n  query Cart {\n    cart {\n      id\n      ...Cart_cart\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartLine($input: UpdateCartLineInput!) {\n    updateCartLine(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateCartLineDocument,
    "\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  mutation ApplyDiscountCode($code: String!) {\n    applyDiscountCode(code: $code) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.ApplyDiscountCodeDocument,
    "\n  mutation RemoveDiscountCode {\n    removeDiscountCode {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RemoveDiscountCodeDocument,
    "\n  fragment FilterPanel_facets on ProductFacets {\n    categories {\n      value\n      count\n    }\n    ageGroups {\n      value\n      count\n    }\n    productTypes {\n      value\n      count\n    }\n  }\n": typeof types.FilterPanel_FacetsFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    title\n    image\n    onSale\n    priceRange {\n      min {\n        ...Money_money\n      }\n    }\n    compareAtPriceRange {\n      min {\n        ...Money_money\n      }\n    }\n    totalStock\n    category\n    productType\n    offers\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      facets {\n        ...FilterPanel_facets\n      }\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ProductListingDocument,
    "\n  mutation CapturePayment($input: CapturePaymentInput!) {\n    capturePayment(input: $input) {\n      order {\n        id\n        paymentStatus\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CapturePaymentDocument,
    "\n  query CheckoutPaymentMethods {\n    paymentMethods\n  }\n": typeof types.CheckoutPaymentMethodsDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        total {\n          ...Money_money\n        }\n      }\n      approvalUrl\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  fragment CategoryTile_product on Product {\n    id\n    image\n  }\n": typeof types.CategoryTile_ProductFragmentDoc,
    "\n  fragment HeroCarousel_featureImage on FeatureImage {\n    id\n    image\n  }\n": typeof types.HeroCarousel_FeatureImageFragmentDoc,
    "\n  fragment ProductTypeTiles_facets on ProductFacets {\n    productTypes {\n      value\n      count\n    }\n  }\n": typeof types.ProductTypeTiles_FacetsFragmentDoc,
    "\n  query HomePage($featuredCount: Int!) {\n    featureImages {\n      id\n      ...HeroCarousel_featureImage\n    }\n    men: products(filter: { category: MALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    women: products(filter: { category: FEMALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    kids: products(filter: { category: KIDS }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    featured: products(first: $featuredCount) {\n      totalCount\n      nodes {\n        id\n        ...ProductCard_product\n      }\n      facets {\n        ...ProductTypeTiles_facets\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment MailboxMessage_email on EmailMessage {\n    id\n    kind\n    to\n    subject\n    html\n    text\n    status\n    attempts\n    lastError\n    createdAt\n    sentAt\n  }\n": typeof types.MailboxMessage_EmailFragmentDoc,
    "\n  query Mailbox($limit: Int) {\n    mailbox(limit: $limit) {\n      id\n      ...MailboxMessage_email\n    }\n  }\n": typeof types.MailboxDocument,
    "\n  query ProductDialog($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) {\n      id\n      ...ProductDetails_product\n      ...ProductReviews_product\n    }\n  }\n": typeof types.ProductDialogDocument,
    "\n  fragment ProductDialogPreview_product on Product {\n    id\n    title\n    image\n  }\n": typeof types.ProductDialogPreview_ProductFragmentDoc,
    "\n  fragment ProductDetails_product on Product {\n    id\n    title\n    description\n    image\n    category\n    productType\n    totalStock\n    onSale\n    offers\n    ...SizeSelector_product\n  }\n": typeof types.ProductDetails_ProductFragmentDoc,
    "\n  fragment SizeSelector_product on Product {\n    id\n    sizeLabel\n    defaultSize\n    sizeOptions {\n      size\n      price {\n        ...Money_money\n      }\n      compareAtPrice {\n        ...Money_money\n      }\n      quantityAvailable\n      available\n    }\n  }\n": typeof types.SizeSelector_ProductFragmentDoc,
    "\n  fragment ProductReviews_product on Product {\n    id\n    averageReview\n    reviewCount\n    reviews(first: 5) {\n      ...ProductReviews_reviews\n    }\n  }\n": typeof types.ProductReviews_ProductFragmentDoc,
    "\n  fragment ProductReviews_reviews on ReviewConnection {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      ...ReviewItem_review\n    }\n  }\n": typeof types.ProductReviews_ReviewsFragmentDoc,
    "\n  query MoreReviews($id: ID!, $after: String!) {\n    product(id: $id) {\n      id\n      reviews(first: 5, after: $after) {\n        ...ProductReviews_reviews\n      }\n    }\n  }\n": typeof types.MoreReviewsDocument,
    "\n  fragment ReviewItem_review on Review {\n    id\n    userName\n    rating\n    message\n    createdAt\n  }\n": typeof types.ReviewItem_ReviewFragmentDoc,
    "\n  mutation AddReview($input: AddReviewInput!) {\n    addReview(input: $input) {\n      review {\n        id\n        ...ReviewItem_review\n      }\n      product {\n        id\n        averageReview\n        reviewCount\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddReviewDocument,
    "\n  query SearchProducts($keyword: String!, $sort: ProductSort, $first: Int, $after: String) {\n    searchProducts(keyword: $keyword, sort: $sort, first: $first, after: $after) {\n      totalCount\n      correctedKeyword\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  fragment Money_money on Money {\n    amount\n    currencyCode\n  }\n": typeof types.Money_MoneyFragmentDoc,
    "\n  fragment OrderTimeline_event on OrderEvent {\n    id\n    createdAt\n    type\n    fromStatus\n    toStatus\n    note\n    visibility\n    actor {\n      kind\n      name\n    }\n  }\n": typeof types.OrderTimeline_EventFragmentDoc,
};
const documents: Documents = {
    "\n  fragment OrderHistoryRow_order on Order {\n    id\n    orderDate\n    status\n    total {\n      ...Money_money\n    }\n  }\n": types.OrderHistoryRow_OrderFragmentDoc,
    "\n  fragment OrderDetails_order on Order {\n    id\n    orderDate\n    orderUpdateDate\n    status\n    paymentMethod\n    paymentStatus\n    subtotal {\n      ...Money_money\n    }\n    discount {\n      ...Money_money\n    }\n    total {\n      ...Money_money\n    }\n    discountCode\n    promotions {\n      promotionId\n      name\n      code\n      discount {\n        ...Money_money\n      }\n    }\n    cancellationReason\n    addressInfo {\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    lines {\n      id\n      title\n      image\n      size\n      quantity\n      price {\n        ...Money_money\n      }\n      lineTotal {\n        ...Money_money\n      }\n      discount {\n        ...Money_money\n      }\n      finalTotal {\n        ...Money_money\n      }\n    }\n    history {\n      id\n      ...OrderTimeline_event\n    }\n  }\n": types.OrderDetails_OrderFragmentDoc,
    "\n  query MyOrders($first: Int, $after: String) {\n    myOrders(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...OrderHistoryRow_order\n        ...OrderDetails_order\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        status\n        cancellationReason\n        orderUpdateDate\n        history {\n          id\n          ...OrderTimeline_event\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  fragment AddressCard_address on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n": types.AddressCard_AddressFragmentDoc,
    "\n  query Addresses {\n    addresses {\n      id\n      ...AddressCard_address\n    }\n  }\n": types.AddressesDocument,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      address {\n        id\n      }\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AddAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      address {\n        id\n      }\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      deletedAddressId\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DeleteAddressDocument,
    "\n  fragment DailyChart_dayFigures on DayFigures {\n    date\n    orders\n    revenue {\n      ...Money_money\n    }\n  }\n": types.DailyChart_DayFiguresFragmentDoc,
    "\n  fragment InvoicingWarning_invoicingStatus on InvoicingStatus {\n    gstinSet\n  }\n": types.InvoicingWarning_InvoicingStatusFragmentDoc,
    "\n  fragment MailWarning_mailStatus on MailStatus {\n    configured\n    waiting\n    failed\n  }\n": types.MailWarning_MailStatusFragmentDoc,
    "\n  fragment WebhookWarning_webhookStatus on WebhookStatus {\n    disabledForFailing\n    failing\n  }\n": types.WebhookWarning_WebhookStatusFragmentDoc,
    "\n  fragment StockAlert_level on SizeStockLevel {\n    size\n    quantity\n    product {\n      id\n      title\n      image\n    }\n  }\n": types.StockAlert_LevelFragmentDoc,
    "\n  fragment PromotionFigures_dashboard on Dashboard {\n    discountGiven {\n      ...Money_money\n    }\n    promotionFigures {\n      promotionId\n      name\n      code\n      uses\n      discountGiven {\n        ...Money_money\n      }\n      revenue {\n        ...Money_money\n      }\n    }\n  }\n": types.PromotionFigures_DashboardFragmentDoc,
    "\n  query AdminDashboard($from: DateTimeISO, $to: DateTimeISO) {\n    dashboard(from: $from, to: $to) {\n      from\n      to\n      mail {\n        ...MailWarning_mailStatus\n      }\n      webhooks {\n        ...WebhookWarning_webhookStatus\n      }\n      invoicing {\n        ...InvoicingWarning_invoicingStatus\n      }\n      revenue {\n        ...Money_money\n      }\n      orderCount\n      ordersByStatus {\n        status\n        count\n      }\n      ordersPerDay {\n        ...DailyChart_dayFigures\n      }\n      lowStockSizes {\n        ...StockAlert_level\n      }\n      outOfStockSizes {\n        ...StockAlert_level\n      }\n      ...PromotionFigures_dashboard\n      bestSellers {\n        productId\n        title\n        quantity\n        revenue {\n          ...Money_money\n        }\n        product {\n          id\n          image\n        }\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  fragment AdminFeatureImage_featureImage on FeatureImage {\n    id\n    image\n    createdAt\n  }\n": types.AdminFeatureImage_FeatureImageFragmentDoc,
    "\n  query AdminFeatureImages {\n    featureImages {\n      id\n      ...AdminFeatureImage_featureImage\n    }\n  }\n": types.AdminFeatureImagesDocument,
    "\n  mutation AddFeatureImage($input: AddFeatureImageInput!) {\n    addFeatureImage(input: $input) {\n      featureImage {\n        id\n        ...AdminFeatureImage_featureImage\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AddFeatureImageDocument,
    "\n  mutation DeleteFeatureImage($id: ID!) {\n    deleteFeatureImage(id: $id) {\n      deletedFeatureImageId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DeleteFeatureImageDocument,
    "\n  fragment OrderEmails_email on EmailMessage {\n    id\n    kind\n    to\n    status\n    attempts\n    lastError\n    createdAt\n    sentAt\n  }\n": types.OrderEmails_EmailFragmentDoc,
    "\n  fragment AdminOrderRow_order on Order {\n    id\n    orderDate\n    orderUpdateDate\n    status\n    total {\n      ...Money_money\n    }\n    customer {\n      userName\n      email\n    }\n    addressInfo {\n      address\n      city\n      pincode\n    }\n  }\n": types.AdminOrderRow_OrderFragmentDoc,
    "\n  fragment AdminOrderDetails_order on Order {\n    id\n    orderDate\n    orderUpdateDate\n    status\n    paymentMethod\n    paymentStatus\n    paymentId\n    payerId\n    subtotal {\n      ...Money_money\n    }\n    discount {\n      ...Money_money\n    }\n    discountCode\n    total {\n      ...Money_money\n    }\n    cancellationReason\n    customer {\n      userName\n      email\n    }\n    addressInfo {\n      addressId\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    lines {\n      id\n      productId\n      title\n      image\n      size\n      quantity\n      price {\n        ...Money_money\n      }\n      lineTotal {\n        ...Money_money\n      }\n      discount {\n        ...Money_money\n      }\n      finalTotal {\n        ...Money_money\n      }\n    }\n    emails {\n      id\n      ...OrderEmails_email\n    }\n    history {\n      id\n      ...OrderTimeline_event\n    }\n  }\n": types.AdminOrderDetails_OrderFragmentDoc,
    "\n  query AdminOrders($status: OrderStatus, $first: Int, $after: String) {\n    adminOrders(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...AdminOrderRow_order\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOrderDetails($id: ID!) {\n    order(id: $id) {\n      id\n      ...AdminOrderDetails_order\n    }\n  }\n": types.AdminOrderDetailsDocument,
    "\n  mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      order {\n        id\n        ...AdminOrderRow_order\n        ...AdminOrderDetails_order\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdateOrderStatusDocument,
    "\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      order {\n        id\n        history {\n          id\n          ...OrderTimeline_event\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AddOrderNoteDocument,
    "\n  fragment ProductForm_product on Product {\n    id\n    image\n    title\n    description\n    category\n    productType\n    type\n    size\n    measurement\n    percentageIncrement\n    basePrice {\n      ...Money_money\n    }\n    baseSalePrice {\n      ...Money_money\n    }\n    totalStock\n    sizeOptions {\n      size\n      quantityAvailable\n    }\n    averageReview\n    reviewCount\n  }\n": types.ProductForm_ProductFragmentDoc,
    "\n  fragment AdminProductCard_product on Product {\n    id\n    title\n    image\n    category\n    productType\n    onSale\n    basePrice {\n      ...Money_money\n    }\n    baseSalePrice {\n      ...Money_money\n    }\n    totalStock\n    sizeLabel\n    sizeOptions {\n      size\n      quantityAvailable\n    }\n  }\n": types.AdminProductCard_ProductFragmentDoc,
    "\n  query AdminProducts($search: String, $category: Category, $first: Int, $after: String) {\n    adminProducts(search: $search, category: $category, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...AdminProductCard_product\n        ...ProductForm_product\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  query AdminProductToEdit($id: ID!) {\n    product(id: $id) {\n      id\n      ...ProductForm_product\n    }\n  }\n": types.AdminProductToEditDocument,
    "\n  query ProductSheetStock($id: ID!) {\n    product(id: $id) {\n      id\n      totalStock\n      sizeOptions {\n        size\n        quantityAvailable\n      }\n    }\n  }\n": types.ProductSheetStockDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n        ...AdminProductCard_product\n        ...ProductForm_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        ...AdminProductCard_product\n        ...ProductForm_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedProductId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DeleteProductDocument,
    "\n  query ProductStockMovements($productId: ID!, $first: Int) {\n    productStockMovements(productId: $productId, first: $first) {\n      size\n      quantityAvailable\n      movements {\n        id\n        createdAt\n        quantityMoved\n        quantityAfter\n        reason\n        orderId\n        adminName\n      }\n    }\n  }\n": types.ProductStockMovementsDocument,
    "\n  fragment PromotionForm_promotion on Promotion {\n    id\n    name\n    code\n    startsAtIst\n    endsAtIst\n    enabled\n    priority\n    combinesWithOthers\n    minSubtotal {\n      ...Money_money\n    }\n    minQuantity\n    categories\n    productTypes\n    products {\n      id\n      title\n    }\n    firstOrderOnly\n    actionKind\n    percent\n    cap {\n      ...Money_money\n    }\n    amount {\n      ...Money_money\n    }\n    buy\n    get\n    percentOffGiven\n    usageLimit\n    perShopperLimit\n  }\n": types.PromotionForm_PromotionFragmentDoc,
    "\n  fragment PromotionRow_promotion on Promotion {\n    id\n    name\n    code\n    label\n    status\n    startsAt\n    endsAt\n    uses\n    usageLimit\n    revenue {\n      ...Money_money\n    }\n    discountGiven {\n      ...Money_money\n    }\n  }\n": types.PromotionRow_PromotionFragmentDoc,
    "\n  query AdminPromotions {\n    promotions {\n      id\n      ...PromotionRow_promotion\n      ...PromotionForm_promotion\n    }\n  }\n": types.AdminPromotionsDocument,
    "\n  query PromotionProductSearch($search: String) {\n    adminProducts(search: $search, first: 8) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n": types.PromotionProductSearchDocument,
    "\n  mutation CreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      promotion {\n        id\n        ...PromotionRow_promotion\n        ...PromotionForm_promotion\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CreatePromotionDocument,
    "\n  mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {\n    updatePromotion(id: $id, input: $input) {\n      promotion {\n        id\n        ...PromotionRow_promotion\n        ...PromotionForm_promotion\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdatePromotionDocument,
    "\n  mutation DeletePromotion($id: ID!) {\n    deletePromotion(id: $id) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DeletePromotionDocument,
    "\n  fragment StoreDetailsForm_details on StoreDetails {\n    legalName\n    address\n    state {\n      code\n      name\n    }\n    gstin\n    taxpayerKind\n    issuesInvoices\n    updatedAt\n    hsnCodes {\n      productType\n      hsn\n      defaultHsn\n    }\n  }\n": types.StoreDetailsForm_DetailsFragmentDoc,
    "\n  query AdminStoreDetails {\n    storeDetails {\n      ...StoreDetailsForm_details\n    }\n  }\n": types.AdminStoreDetailsDocument,
    "\n  mutation UpdateStoreDetails($input: UpdateStoreDetailsInput!) {\n    updateStoreDetails(input: $input) {\n      storeDetails {\n        ...StoreDetailsForm_details\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdateStoreDetailsDocument,
    "\n  fragment AdminWebhookDelivery_delivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    lastStatusCode\n    lastDurationMs\n    lastError\n    lastAttemptAt\n    createdAt\n  }\n": types.AdminWebhookDelivery_DeliveryFragmentDoc,
    "\n  fragment AdminWebhookEndpoint_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledReason\n    disabledAt\n    failingSince\n    createdAt\n    deliveries(first: 10) {\n      id\n      ...AdminWebhookDelivery_delivery\n    }\n  }\n": types.AdminWebhookEndpoint_EndpointFragmentDoc,
    "\n  query AdminWebhooks {\n    webhookEndpoints {\n      id\n      ...AdminWebhookEndpoint_endpoint\n    }\n  }\n": types.AdminWebhooksDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n        url\n      }\n      secret\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        id\n        url\n      }\n      secret\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation DisableWebhookEndpoint($id: ID!) {\n    disableWebhookEndpoint(id: $id) {\n      endpoint {\n        id\n        enabled\n        disabledReason\n        disabledAt\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.DisableWebhookEndpointDocument,
    "\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) {\n      endpoint {\n        id\n        enabled\n        disabledReason\n        disabledAt\n        failingSince\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.EnableWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedEndpointId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      delivery {\n        id\n        ...AdminWebhookDelivery_delivery\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ResendWebhookDeliveryDocument,
    "\n  fragment Viewer_user on User {\n    id\n    userName\n    email\n    role\n  }\n": types.Viewer_UserFragmentDoc,
    "\n  query Me {\n    me {\n      ...Viewer_user\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...Viewer_user\n      }\n      token\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n      message\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment Cart_cart on Cart {\n    id\n    itemCount\n    subtotal {\n      ...Money_money\n    }\n    discount {\n      ...Money_money\n    }\n    total {\n      ...Money_money\n    }\n    discountCode\n    discountCodeProblem\n    promotions {\n      promotionId\n      name\n      code\n      discount {\n        ...Money_money\n      }\n    }\n    lines {\n      id\n      size\n      quantity\n      price {\n        ...Money_money\n      }\n      compareAtPrice {\n        ...Money_money\n      }\n      lineTotal {\n        ...Money_money\n      }\n      discount {\n        ...Money_money\n      }\n      finalTotal {\n        ...Money_money\n      }\n      quantityAvailable\n      product {\n        id\n        title\n        image\n        category\n        productType\n        totalStock\n        sizeLabel\n      }\n    }\n  }\n": types.Cart_CartFragmentDoc,
    "\n  query Cart {\n    cart {\n      id\n      ...Cart_cart\n    }\n  }\n": types.CartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartLine($input: UpdateCartLineInput!) {\n    updateCartLine(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdateCartLineDocument,
    "\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  mutation ApplyDiscountCode($code: String!) {\n    applyDiscountCode(code: $code) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.ApplyDiscountCodeDocument,
    "\n  mutation RemoveDiscountCode {\n    removeDiscountCode {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RemoveDiscountCodeDocument,
    "\n  fragment FilterPanel_facets on ProductFacets {\n    categories {\n      value\n      count\n    }\n    ageGroups {\n      value\n      count\n    }\n    productTypes {\n      value\n      count\n    }\n  }\n": types.FilterPanel_FacetsFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    title\n    image\n    onSale\n    priceRange {\n      min {\n        ...Money_money\n      }\n    }\n    compareAtPriceRange {\n      min {\n        ...Money_money\n      }\n    }\n    totalStock\n    category\n    productType\n    offers\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      facets {\n        ...FilterPanel_facets\n      }\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ProductListingDocument,
    "\n  mutation CapturePayment($input: CapturePaymentInput!) {\n    capturePayment(input: $input) {\n      order {\n        id\n        paymentStatus\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CapturePaymentDocument,
    "\n  query CheckoutPaymentMethods {\n    paymentMethods\n  }\n": types.CheckoutPaymentMethodsDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        total {\n          ...Money_money\n        }\n      }\n      approvalUrl\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  fragment CategoryTile_product on Product {\n    id\n    image\n  }\n": types.CategoryTile_ProductFragmentDoc,
    "\n  fragment HeroCarousel_featureImage on FeatureImage {\n    id\n    image\n  }\n": types.HeroCarousel_FeatureImageFragmentDoc,
    "\n  fragment ProductTypeTiles_facets on ProductFacets {\n    productTypes {\n      value\n      count\n    }\n  }\n": types.ProductTypeTiles_FacetsFragmentDoc,
    "\n  query HomePage($featuredCount: Int!) {\n    featureImages {\n      id\n      ...HeroCarousel_featureImage\n    }\n    men: products(filter: { category: MALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    women: products(filter: { category: FEMALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    kids: products(filter: { category: KIDS }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    featured: products(first: $featuredCount) {\n      totalCount\n      nodes {\n        id\n        ...ProductCard_product\n      }\n      facets {\n        ...ProductTypeTiles_facets\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment MailboxMessage_email on EmailMessage {\n    id\n    kind\n    to\n    subject\n    html\n    text\n    status\n    attempts\n    lastError\n    createdAt\n    sentAt\n  }\n": types.MailboxMessage_EmailFragmentDoc,
    "\n  query Mailbox($limit: Int) {\n    mailbox(limit: $limit) {\n      id\n      ...MailboxMessage_email\n    }\n  }\n": types.MailboxDocument,
    "\n  query ProductDialog($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) {\n      id\n      ...ProductDetails_product\n      ...ProductReviews_product\n    }\n  }\n": types.ProductDialogDocument,
    "\n  fragment ProductDialogPreview_product on Product {\n    id\n    title\n    image\n  }\n": types.ProductDialogPreview_ProductFragmentDoc,
    "\n  fragment ProductDetails_product on Product {\n    id\n    title\n    description\n    image\n    category\n    productType\n    totalStock\n    onSale\n    offers\n    ...SizeSelector_product\n  }\n": types.ProductDetails_ProductFragmentDoc,
    "\n  fragment SizeSelector_product on Product {\n    id\n    sizeLabel\n    defaultSize\n    sizeOptions {\n      size\n      price {\n        ...Money_money\n      }\n      compareAtPrice {\n        ...Money_money\n      }\n      quantityAvailable\n      available\n    }\n  }\n": types.SizeSelector_ProductFragmentDoc,
    "\n  fragment ProductReviews_product on Product {\n    id\n    averageReview\n    reviewCount\n    reviews(first: 5) {\n      ...ProductReviews_reviews\n    }\n  }\n": types.ProductReviews_ProductFragmentDoc,
    "\n  fragment ProductReviews_reviews on ReviewConnection {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      ...ReviewItem_review\n    }\n  }\n": types.ProductReviews_ReviewsFragmentDoc,
    "\n  query MoreReviews($id: ID!, $after: String!) {\n    product(id: $id) {\n      id\n      reviews(first: 5, after: $after) {\n        ...ProductReviews_reviews\n      }\n    }\n  }\n": types.MoreReviewsDocument,
    "\n  fragment ReviewItem_review on Review {\n    id\n    userName\n    rating\n    message\n    createdAt\n  }\n": types.ReviewItem_ReviewFragmentDoc,
    "\n  mutation AddReview($input: AddReviewInput!) {\n    addReview(input: $input) {\n      review {\n        id\n        ...ReviewItem_review\n      }\n      product {\n        id\n        averageReview\n        reviewCount\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AddReviewDocument,
    "\n  query SearchProducts($keyword: String!, $sort: ProductSort, $first: Int, $after: String) {\n    searchProducts(keyword: $keyword, sort: $sort, first: $first, after: $after) {\n      totalCount\n      correctedKeyword\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.SearchProductsDocument,
    "\n  fragment Money_money on Money {\n    amount\n    currencyCode\n  }\n": types.Money_MoneyFragmentDoc,
    "\n  fragment OrderTimeline_event on OrderEvent {\n    id\n    createdAt\n    type\n    fromStatus\n    toStatus\n    note\n    visibility\n    actor {\n      kind\n      name\n    }\n  }\n": types.OrderTimeline_EventFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderHistoryRow_order on Order {\n    id\n    orderDate\n    status\n    total {\n      ...Money_money\n    }\n  }\n"): (typeof documents)["\n  fragment OrderHistoryRow_order on Order {\n    id\n    orderDate\n    status\n    total {\n      ...Money_money\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetails_order on Order {\n    id\n    orderDate\n    orderUpdateDate\n    status\n    paymentMethod\n    paymentStatus\n    subtotal {\n      ...Money_money\n    }\n    discount {\n      ...Money_money\n    }\n    total {\n      ...Money_money\n    }\n    discountCode\n    promotions {\n      promotionId\n      name\n      code\n      discount {\n        ...Money_money\n      }\n    }\n    cancellationReason\n    addressInfo {\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    lines {\n      id\n      title\n      image\n      size\n      quantity\n      price {\n        ...Money_money\n      }\n      lineTotal {\n        ...Money_money\n      }\n      discount {\n        ...Money_money\n      }\n      finalTotal {\n        ...Money_money\n      }\n    }\n    history {\n      id\n      ...OrderTimeline_event\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetails_order on Order {\n    id\n    orderDate\n    orderUpdateDate\n    status\n    paymentMethod\n    paymentStatus\n    subtotal {\n      ...Money_money\n    }\n    discount {\n      ...Money_money\n    }\n    total {\n      ...Money_money\n    }\n    discountCode\n    promotions {\n      promotionId\n      name\n      code\n      discount {\n        ...Money_money\n      }\n    }\n    cancellationReason\n    addressInfo {\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    lines {\n      id\n      title\n      image\n      size\n      quantity\n      price {\n        ...Money_money\n      }\n      lineTotal {\n        ...Money_money\n      }\n      discount {\n        ...Money_money\n      }\n      finalTotal {\n        ...Money_money\n      }\n    }\n    history {\n      id\n      ...OrderTimeline_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($first: Int, $after: String) {\n    myOrders(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...OrderHistoryRow_order\n        ...OrderDetails_order\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($first: Int, $after: String) {\n    myOrders(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...OrderHistoryRow_order\n        ...OrderDetails_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        status\n        cancellationReason\n        orderUpdateDate\n        history {\n          id\n          ...OrderTimeline_event\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        status\n        cancellationReason\n        orderUpdateDate\n        history {\n          id\n          ...OrderTimeline_event\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressCard_address on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n"): (typeof documents)["\n  fragment AddressCard_address on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Addresses {\n    addresses {\n      id\n      ...AddressCard_address\n    }\n  }\n"): (typeof documents)["\n  query Addresses {\n    addresses {\n      id\n      ...AddressCard_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      address {\n        id\n      }\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      address {\n        id\n      }\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      address {\n        id\n      }\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      address {\n        id\n      }\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      deletedAddressId\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      deletedAddressId\n      addresses {\n        id\n        ...AddressCard_address\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DailyChart_dayFigures on DayFigures {\n    date\n    orders\n    revenue {\n      ...Money_money\n    }\n  }\n"): (typeof documents)["\n  fragment DailyChart_dayFigures on DayFigures {\n    date\n    orders\n    revenue {\n      ...Money_money\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoicingWarning_invoicingStatus on InvoicingStatus {\n    gstinSet\n  }\n"): (typeof documents)["\n  fragment InvoicingWarning_invoicingStatus on InvoicingStatus {\n    gstinSet\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailWarning_mailStatus on MailStatus {\n    configured\n    waiting\n    failed\n  }\n"): (typeof documents)["\n  fragment MailWarning_mailStatus on MailStatus {\n    configured\n    waiting\n    failed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookWarning_webhookStatus on WebhookStatus {\n    disabledForFailing\n    failing\n  }\n"): (typeof documents)["\n  fragment WebhookWarning_webhookStatus on WebhookStatus {\n    disabledForFailing\n    failing\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockAlert_level on SizeStockLevel {\n    size\n    quantity\n    product {\n      id\n      title\n      image\n    }\n  }\n"): (typeof documents)["\n  fragment StockAlert_level on SizeStockLevel {\n    size\n    quantity\n    product {\n      id\n      title\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionFigures_dashboard on Dashboard {\n    discountGiven {\n      ...Money_money\n    }\n    promotionFigures {\n      promotionId\n      name\n      code\n      uses\n      discountGiven {\n        ...Money_money\n      }\n      revenue {\n        ...Money_money\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PromotionFigures_dashboard on Dashboard {\n    discountGiven {\n      ...Money_money\n    }\n    promotionFigures {\n      promotionId\n      name\n      code\n      uses\n      discountGiven {\n        ...Money_money\n      }\n      revenue {\n        ...Money_money\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard($from: DateTimeISO, $to: DateTimeISO) {\n    dashboard(from: $from, to: $to) {\n      from\n      to\n      mail {\n        ...MailWarning_mailStatus\n      }\n      webhooks {\n        ...WebhookWarning_webhookStatus\n      }\n      invoicing {\n        ...InvoicingWarning_invoicingStatus\n      }\n      revenue {\n        ...Money_money\n      }\n      orderCount\n      ordersByStatus {\n        status\n        count\n      }\n      ordersPerDay {\n        ...DailyChart_dayFigures\n      }\n      lowStockSizes {\n        ...StockAlert_level\n      }\n      outOfStockSizes {\n        ...StockAlert_level\n      }\n      ...PromotionFigures_dashboard\n      bestSellers {\n        productId\n        title\n        quantity\n        revenue {\n          ...Money_money\n        }\n        product {\n          id\n          image\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard($from: DateTimeISO, $to: DateTimeISO) {\n    dashboard(from: $from, to: $to) {\n      from\n      to\n      mail {\n        ...MailWarning_mailStatus\n      }\n      webhooks {\n        ...WebhookWarning_webhookStatus\n      }\n      invoicing {\n        ...InvoicingWarning_invoicingStatus\n      }\n      revenue {\n        ...Money_money\n      }\n      orderCount\n      ordersByStatus {\n        status\n        count\n      }\n      ordersPerDay {\n        ...DailyChart_dayFigures\n      }\n      lowStockSizes {\n        ...StockAlert_level\n      }\n      outOfStockSizes {\n        ...StockAlert_level\n      }\n      ...PromotionFigures_dashboard\n      bestSellers {\n        productId\n        title\n        quantity\n        revenue {\n          ...Money_money\n        }\n        product {\n          id\n          image\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminFeatureImage_featureImage on FeatureImage {\n    id\n    image\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminFeatureImage_featureImage on FeatureImage {\n    id\n    image\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFeatureImages {\n    featureImages {\n      id\n      ...AdminFeatureImage_featureImage\n    }\n  }\n"): (typeof documents)["\n  query AdminFeatureImages {\n    featureImages {\n      id\n      ...AdminFeatureImage_featureImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFeatureImage($input: AddFeatureImageInput!) {\n    addFeatureImage(input: $input) {\n      featureImage {\n        id\n        ...AdminFeatureImage_featureImage\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddFeatureImage($input: AddFeatureImageInput!) {\n    addFeatureImage(input: $input) {\n      featureImage {\n        id\n        ...AdminFeatureImage_featureImage\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFeatureImage($id: ID!) {\n    deleteFeatureImage(id: $id) {\n      deletedFeatureImageId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFeatureImage($id: ID!) {\n    deleteFeatureImage(id: $id) {\n      deletedFeatureImageId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderEmails_email on EmailMessage {\n    id\n    kind\n    to\n    status\n    attempts\n    lastError\n    createdAt\n    sentAt\n  }\n"): (typeof documents)["\n  fragment OrderEmails_email on EmailMessage {\n    id\n    kind\n    to\n    status\n    attempts\n    lastError\n    createdAt\n    sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderRow_order on Order {\n    id\n    orderDate\n    orderUpdateDate\n    status\n    total {\n      ...Money_money\n    }\n    customer {\n      userName\n      email\n    }\n    addressInfo {\n      address\n      city\n      pincode\n    }\n  }\n"): (typeof documents)["\n  fragment AdminOrderRow_order on Order {\n    id\n    orderDate\n    orderUpdateDate\n    status\n    total {\n      ...Money_money\n    }\n    customer {\n      userName\n      email\n    }\n    addressInfo {\n      address\n      city\n      pincode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderDetails_order on Order {\n    id\n    orderDate\n    orderUpdateDate\n    status\n    paymentMethod\n    paymentStatus\n    paymentId\n    payerId\n    subtotal {\n      ...Money_money\n    }\n    discount {\n      ...Money_money\n    }\n    discountCode\n    total {\n      ...Money_money\n    }\n    cancellationReason\n    customer {\n      userName\n      email\n    }\n    addressInfo {\n      addressId\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    lines {\n      id\n      productId\n      title\n      image\n      size\n      quantity\n      price {\n        ...Money_money\n      }\n      lineTotal {\n        ...Money_money\n      }\n      discount {\n        ...Money_money\n      }\n      finalTotal {\n        ...Money_money\n      }\n    }\n    emails {\n      id\n      ...OrderEmails_email\n    }\n    history {\n      id\n      ...OrderTimeline_event\n    }\n  }\n"): (typeof documents)["\n  fragment AdminOrderDetails_order on Order {\n    id\n    orderDate\n    orderUpdateDate\n    status\n    paymentMethod\n    paymentStatus\n    paymentId\n    payerId\n    subtotal {\n      ...Money_money\n    }\n    discount {\n      ...Money_money\n    }\n    discountCode\n    total {\n      ...Money_money\n    }\n    cancellationReason\n    customer {\n      userName\n      email\n    }\n    addressInfo {\n      addressId\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    lines {\n      id\n      productId\n      title\n      image\n      size\n      quantity\n      price {\n        ...Money_money\n      }\n      lineTotal {\n        ...Money_money\n      }\n      discount {\n        ...Money_money\n      }\n      finalTotal {\n        ...Money_money\n      }\n    }\n    emails {\n      id\n      ...OrderEmails_email\n    }\n    history {\n      id\n      ...OrderTimeline_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($status: OrderStatus, $first: Int, $after: String) {\n    adminOrders(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...AdminOrderRow_order\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($status: OrderStatus, $first: Int, $after: String) {\n    adminOrders(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...AdminOrderRow_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderDetails($id: ID!) {\n    order(id: $id) {\n      id\n      ...AdminOrderDetails_order\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderDetails($id: ID!) {\n    order(id: $id) {\n      id\n      ...AdminOrderDetails_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      order {\n        id\n        ...AdminOrderRow_order\n        ...AdminOrderDetails_order\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {\n    updateOrderStatus(input: $input) {\n      order {\n        id\n        ...AdminOrderRow_order\n        ...AdminOrderDetails_order\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      order {\n        id\n        history {\n          id\n          ...OrderTimeline_event\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      order {\n        id\n        history {\n          id\n          ...OrderTimeline_event\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductForm_product on Product {\n    id\n    image\n    title\n    description\n    category\n    productType\n    type\n    size\n    measurement\n    percentageIncrement\n    basePrice {\n      ...Money_money\n    }\n    baseSalePrice {\n      ...Money_money\n    }\n    totalStock\n    sizeOptions {\n      size\n      quantityAvailable\n    }\n    averageReview\n    reviewCount\n  }\n"): (typeof documents)["\n  fragment ProductForm_product on Product {\n    id\n    image\n    title\n    description\n    category\n    productType\n    type\n    size\n    measurement\n    percentageIncrement\n    basePrice {\n      ...Money_money\n    }\n    baseSalePrice {\n      ...Money_money\n    }\n    totalStock\n    sizeOptions {\n      size\n      quantityAvailable\n    }\n    averageReview\n    reviewCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductCard_product on Product {\n    id\n    title\n    image\n    category\n    productType\n    onSale\n    basePrice {\n      ...Money_money\n    }\n    baseSalePrice {\n      ...Money_money\n    }\n    totalStock\n    sizeLabel\n    sizeOptions {\n      size\n      quantityAvailable\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProductCard_product on Product {\n    id\n    title\n    image\n    category\n    productType\n    onSale\n    basePrice {\n      ...Money_money\n    }\n    baseSalePrice {\n      ...Money_money\n    }\n    totalStock\n    sizeLabel\n    sizeOptions {\n      size\n      quantityAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($search: String, $category: Category, $first: Int, $after: String) {\n    adminProducts(search: $search, category: $category, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...AdminProductCard_product\n        ...ProductForm_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($search: String, $category: Category, $first: Int, $after: String) {\n    adminProducts(search: $search, category: $category, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...AdminProductCard_product\n        ...ProductForm_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductToEdit($id: ID!) {\n    product(id: $id) {\n      id\n      ...ProductForm_product\n    }\n  }\n"): (typeof documents)["\n  query AdminProductToEdit($id: ID!) {\n    product(id: $id) {\n      id\n      ...ProductForm_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductSheetStock($id: ID!) {\n    product(id: $id) {\n      id\n      totalStock\n      sizeOptions {\n        size\n        quantityAvailable\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductSheetStock($id: ID!) {\n    product(id: $id) {\n      id\n      totalStock\n      sizeOptions {\n        size\n        quantityAvailable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n        ...AdminProductCard_product\n        ...ProductForm_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n        ...AdminProductCard_product\n        ...ProductForm_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        ...AdminProductCard_product\n        ...ProductForm_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        ...AdminProductCard_product\n        ...ProductForm_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedProductId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedProductId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductStockMovements($productId: ID!, $first: Int) {\n    productStockMovements(productId: $productId, first: $first) {\n      size\n      quantityAvailable\n      movements {\n        id\n        createdAt\n        quantityMoved\n        quantityAfter\n        reason\n        orderId\n        adminName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductStockMovements($productId: ID!, $first: Int) {\n    productStockMovements(productId: $productId, first: $first) {\n      size\n      quantityAvailable\n      movements {\n        id\n        createdAt\n        quantityMoved\n        quantityAfter\n        reason\n        orderId\n        adminName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionForm_promotion on Promotion {\n    id\n    name\n    code\n    startsAtIst\n    endsAtIst\n    enabled\n    priority\n    combinesWithOthers\n    minSubtotal {\n      ...Money_money\n    }\n    minQuantity\n    categories\n    productTypes\n    products {\n      id\n      title\n    }\n    firstOrderOnly\n    actionKind\n    percent\n    cap {\n      ...Money_money\n    }\n    amount {\n      ...Money_money\n    }\n    buy\n    get\n    percentOffGiven\n    usageLimit\n    perShopperLimit\n  }\n"): (typeof documents)["\n  fragment PromotionForm_promotion on Promotion {\n    id\n    name\n    code\n    startsAtIst\n    endsAtIst\n    enabled\n    priority\n    combinesWithOthers\n    minSubtotal {\n      ...Money_money\n    }\n    minQuantity\n    categories\n    productTypes\n    products {\n      id\n      title\n    }\n    firstOrderOnly\n    actionKind\n    percent\n    cap {\n      ...Money_money\n    }\n    amount {\n      ...Money_money\n    }\n    buy\n    get\n    percentOffGiven\n    usageLimit\n    perShopperLimit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionRow_promotion on Promotion {\n    id\n    name\n    code\n    label\n    status\n    startsAt\n    endsAt\n    uses\n    usageLimit\n    revenue {\n      ...Money_money\n    }\n    discountGiven {\n      ...Money_money\n    }\n  }\n"): (typeof documents)["\n  fragment PromotionRow_promotion on Promotion {\n    id\n    name\n    code\n    label\n    status\n    startsAt\n    endsAt\n    uses\n    usageLimit\n    revenue {\n      ...Money_money\n    }\n    discountGiven {\n      ...Money_money\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromotions {\n    promotions {\n      id\n      ...PromotionRow_promotion\n      ...PromotionForm_promotion\n    }\n  }\n"): (typeof documents)["\n  query AdminPromotions {\n    promotions {\n      id\n      ...PromotionRow_promotion\n      ...PromotionForm_promotion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionProductSearch($search: String) {\n    adminProducts(search: $search, first: 8) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromotionProductSearch($search: String) {\n    adminProducts(search: $search, first: 8) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      promotion {\n        id\n        ...PromotionRow_promotion\n        ...PromotionForm_promotion\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      promotion {\n        id\n        ...PromotionRow_promotion\n        ...PromotionForm_promotion\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {\n    updatePromotion(id: $id, input: $input) {\n      promotion {\n        id\n        ...PromotionRow_promotion\n        ...PromotionForm_promotion\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {\n    updatePromotion(id: $id, input: $input) {\n      promotion {\n        id\n        ...PromotionRow_promotion\n        ...PromotionForm_promotion\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePromotion($id: ID!) {\n    deletePromotion(id: $id) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePromotion($id: ID!) {\n    deletePromotion(id: $id) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreDetailsForm_details on StoreDetails {\n    legalName\n    address\n    state {\n      code\n      name\n    }\n    gstin\n    taxpayerKind\n    issuesInvoices\n    updatedAt\n    hsnCodes {\n      productType\n      hsn\n      defaultHsn\n    }\n  }\n"): (typeof documents)["\n  fragment StoreDetailsForm_details on StoreDetails {\n    legalName\n    address\n    state {\n      code\n      name\n    }\n    gstin\n    taxpayerKind\n    issuesInvoices\n    updatedAt\n    hsnCodes {\n      productType\n      hsn\n      defaultHsn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStoreDetails {\n    storeDetails {\n      ...StoreDetailsForm_details\n    }\n  }\n"): (typeof documents)["\n  query AdminStoreDetails {\n    storeDetails {\n      ...StoreDetailsForm_details\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStoreDetails($input: UpdateStoreDetailsInput!) {\n    updateStoreDetails(input: $input) {\n      storeDetails {\n        ...StoreDetailsForm_details\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStoreDetails($input: UpdateStoreDetailsInput!) {\n    updateStoreDetails(input: $input) {\n      storeDetails {\n        ...StoreDetailsForm_details\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWebhookDelivery_delivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    lastStatusCode\n    lastDurationMs\n    lastError\n    lastAttemptAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminWebhookDelivery_delivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    lastStatusCode\n    lastDurationMs\n    lastError\n    lastAttemptAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWebhookEndpoint_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledReason\n    disabledAt\n    failingSince\n    createdAt\n    deliveries(first: 10) {\n      id\n      ...AdminWebhookDelivery_delivery\n    }\n  }\n"): (typeof documents)["\n  fragment AdminWebhookEndpoint_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledReason\n    disabledAt\n    failingSince\n    createdAt\n    deliveries(first: 10) {\n      id\n      ...AdminWebhookDelivery_delivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhooks {\n    webhookEndpoints {\n      id\n      ...AdminWebhookEndpoint_endpoint\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhooks {\n    webhookEndpoints {\n      id\n      ...AdminWebhookEndpoint_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n        url\n      }\n      secret\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n        url\n      }\n      secret\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        id\n        url\n      }\n      secret\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        id\n        url\n      }\n      secret\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableWebhookEndpoint($id: ID!) {\n    disableWebhookEndpoint(id: $id) {\n      endpoint {\n        id\n        enabled\n        disabledReason\n        disabledAt\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DisableWebhookEndpoint($id: ID!) {\n    disableWebhookEndpoint(id: $id) {\n      endpoint {\n        id\n        enabled\n        disabledReason\n        disabledAt\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) {\n      endpoint {\n        id\n        enabled\n        disabledReason\n        disabledAt\n        failingSince\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) {\n      endpoint {\n        id\n        enabled\n        disabledReason\n        disabledAt\n        failingSince\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedEndpointId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedEndpointId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      delivery {\n        id\n        ...AdminWebhookDelivery_delivery\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      delivery {\n        id\n        ...AdminWebhookDelivery_delivery\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Viewer_user on User {\n    id\n    userName\n    email\n    role\n  }\n"): (typeof documents)["\n  fragment Viewer_user on User {\n    id\n    userName\n    email\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...Viewer_user\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...Viewer_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...Viewer_user\n      }\n      token\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...Viewer_user\n      }\n      token\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n      message\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n      message\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Cart_cart on Cart {\n    id\n    itemCount\n    subtotal {\n      ...Money_money\n    }\n    discount {\n      ...Money_money\n    }\n    total {\n      ...Money_money\n    }\n    discountCode\n    discountCodeProblem\n    promotions {\n      promotionId\n      name\n      code\n      discount {\n        ...Money_money\n      }\n    }\n    lines {\n      id\n      size\n      quantity\n      price {\n        ...Money_money\n      }\n      compareAtPrice {\n        ...Money_money\n      }\n      lineTotal {\n        ...Money_money\n      }\n      discount {\n        ...Money_money\n      }\n      finalTotal {\n        ...Money_money\n      }\n      quantityAvailable\n      product {\n        id\n        title\n        image\n        category\n        productType\n        totalStock\n        sizeLabel\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment Cart_cart on Cart {\n    id\n    itemCount\n    subtotal {\n      ...Money_money\n    }\n    discount {\n      ...Money_money\n    }\n    total {\n      ...Money_money\n    }\n    discountCode\n    discountCodeProblem\n    promotions {\n      promotionId\n      name\n      code\n      discount {\n        ...Money_money\n      }\n    }\n    lines {\n      id\n      size\n      quantity\n      price {\n        ...Money_money\n      }\n      compareAtPrice {\n        ...Money_money\n      }\n      lineTotal {\n        ...Money_money\n      }\n      discount {\n        ...Money_money\n      }\n      finalTotal {\n        ...Money_money\n      }\n      quantityAvailable\n      product {\n        id\n        title\n        image\n        category\n        productType\n        totalStock\n        sizeLabel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      id\n      ...Cart_cart\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      id\n      ...Cart_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartLine($input: UpdateCartLineInput!) {\n    updateCartLine(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartLine($input: UpdateCartLineInput!) {\n    updateCartLine(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyDiscountCode($code: String!) {\n    applyDiscountCode(code: $code) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyDiscountCode($code: String!) {\n    applyDiscountCode(code: $code) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDiscountCode {\n    removeDiscountCode {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDiscountCode {\n    removeDiscountCode {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FilterPanel_facets on ProductFacets {\n    categories {\n      value\n      count\n    }\n    ageGroups {\n      value\n      count\n    }\n    productTypes {\n      value\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment FilterPanel_facets on ProductFacets {\n    categories {\n      value\n      count\n    }\n    ageGroups {\n      value\n      count\n    }\n    productTypes {\n      value\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    title\n    image\n    onSale\n    priceRange {\n      min {\n        ...Money_money\n      }\n    }\n    compareAtPriceRange {\n      min {\n        ...Money_money\n      }\n    }\n    totalStock\n    category\n    productType\n    offers\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    slug\n    title\n    image\n    onSale\n    priceRange {\n      min {\n        ...Money_money\n      }\n    }\n    compareAtPriceRange {\n      min {\n        ...Money_money\n      }\n    }\n    totalStock\n    category\n    productType\n    offers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      facets {\n        ...FilterPanel_facets\n      }\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      facets {\n        ...FilterPanel_facets\n      }\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CapturePayment($input: CapturePaymentInput!) {\n    capturePayment(input: $input) {\n      order {\n        id\n        paymentStatus\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CapturePayment($input: CapturePaymentInput!) {\n    capturePayment(input: $input) {\n      order {\n        id\n        paymentStatus\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPaymentMethods {\n    paymentMethods\n  }\n"): (typeof documents)["\n  query CheckoutPaymentMethods {\n    paymentMethods\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        total {\n          ...Money_money\n        }\n      }\n      approvalUrl\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        total {\n          ...Money_money\n        }\n      }\n      approvalUrl\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryTile_product on Product {\n    id\n    image\n  }\n"): (typeof documents)["\n  fragment CategoryTile_product on Product {\n    id\n    image\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeroCarousel_featureImage on FeatureImage {\n    id\n    image\n  }\n"): (typeof documents)["\n  fragment HeroCarousel_featureImage on FeatureImage {\n    id\n    image\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductTypeTiles_facets on ProductFacets {\n    productTypes {\n      value\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment ProductTypeTiles_facets on ProductFacets {\n    productTypes {\n      value\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($featuredCount: Int!) {\n    featureImages {\n      id\n      ...HeroCarousel_featureImage\n    }\n    men: products(filter: { category: MALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    women: products(filter: { category: FEMALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    kids: products(filter: { category: KIDS }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    featured: products(first: $featuredCount) {\n      totalCount\n      nodes {\n        id\n        ...ProductCard_product\n      }\n      facets {\n        ...ProductTypeTiles_facets\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage($featuredCount: Int!) {\n    featureImages {\n      id\n      ...HeroCarousel_featureImage\n    }\n    men: products(filter: { category: MALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    women: products(filter: { category: FEMALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    kids: products(filter: { category: KIDS }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    featured: products(first: $featuredCount) {\n      totalCount\n      nodes {\n        id\n        ...ProductCard_product\n      }\n      facets {\n        ...ProductTypeTiles_facets\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailboxMessage_email on EmailMessage {\n    id\n    kind\n    to\n    subject\n    html\n    text\n    status\n    attempts\n    lastError\n    createdAt\n    sentAt\n  }\n"): (typeof documents)["\n  fragment MailboxMessage_email on EmailMessage {\n    id\n    kind\n    to\n    subject\n    html\n    text\n    status\n    attempts\n    lastError\n    createdAt\n    sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Mailbox($limit: Int) {\n    mailbox(limit: $limit) {\n      id\n      ...MailboxMessage_email\n    }\n  }\n"): (typeof documents)["\n  query Mailbox($limit: Int) {\n    mailbox(limit: $limit) {\n      id\n      ...MailboxMessage_email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDialog($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) {\n      id\n      ...ProductDetails_product\n      ...ProductReviews_product\n    }\n  }\n"): (typeof documents)["\n  query ProductDialog($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) {\n      id\n      ...ProductDetails_product\n      ...ProductReviews_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDialogPreview_product on Product {\n    id\n    title\n    image\n  }\n"): (typeof documents)["\n  fragment ProductDialogPreview_product on Product {\n    id\n    title\n    image\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetails_product on Product {\n    id\n    title\n    description\n    image\n    category\n    productType\n    totalStock\n    onSale\n    offers\n    ...SizeSelector_product\n  }\n"): (typeof documents)["\n  fragment ProductDetails_product on Product {\n    id\n    title\n    description\n    image\n    category\n    productType\n    totalStock\n    onSale\n    offers\n    ...SizeSelector_product\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SizeSelector_product on Product {\n    id\n    sizeLabel\n    defaultSize\n    sizeOptions {\n      size\n      price {\n        ...Money_money\n      }\n      compareAtPrice {\n        ...Money_money\n      }\n      quantityAvailable\n      available\n    }\n  }\n"): (typeof documents)["\n  fragment SizeSelector_product on Product {\n    id\n    sizeLabel\n    defaultSize\n    sizeOptions {\n      size\n      price {\n        ...Money_money\n      }\n      compareAtPrice {\n        ...Money_money\n      }\n      quantityAvailable\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductReviews_product on Product {\n    id\n    averageReview\n    reviewCount\n    reviews(first: 5) {\n      ...ProductReviews_reviews\n    }\n  }\n"): (typeof documents)["\n  fragment ProductReviews_product on Product {\n    id\n    averageReview\n    reviewCount\n    reviews(first: 5) {\n      ...ProductReviews_reviews\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductReviews_reviews on ReviewConnection {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      ...ReviewItem_review\n    }\n  }\n"): (typeof documents)["\n  fragment ProductReviews_reviews on ReviewConnection {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      ...ReviewItem_review\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoreReviews($id: ID!, $after: String!) {\n    product(id: $id) {\n      id\n      reviews(first: 5, after: $after) {\n        ...ProductReviews_reviews\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoreReviews($id: ID!, $after: String!) {\n    product(id: $id) {\n      id\n      reviews(first: 5, after: $after) {\n        ...ProductReviews_reviews\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewItem_review on Review {\n    id\n    userName\n    rating\n    message\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ReviewItem_review on Review {\n    id\n    userName\n    rating\n    message\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReview($input: AddReviewInput!) {\n    addReview(input: $input) {\n      review {\n        id\n        ...ReviewItem_review\n      }\n      product {\n        id\n        averageReview\n        reviewCount\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddReview($input: AddReviewInput!) {\n    addReview(input: $input) {\n      review {\n        id\n        ...ReviewItem_review\n      }\n      product {\n        id\n        averageReview\n        reviewCount\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($keyword: String!, $sort: ProductSort, $first: Int, $after: String) {\n    searchProducts(keyword: $keyword, sort: $sort, first: $first, after: $after) {\n      totalCount\n      correctedKeyword\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchProducts($keyword: String!, $sort: ProductSort, $first: Int, $after: String) {\n    searchProducts(keyword: $keyword, sort: $sort, first: $first, after: $after) {\n      totalCount\n      correctedKeyword\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Money_money on Money {\n    amount\n    currencyCode\n  }\n"): (typeof documents)["\n  fragment Money_money on Money {\n    amount\n    currencyCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderTimeline_event on OrderEvent {\n    id\n    createdAt\n    type\n    fromStatus\n    toStatus\n    note\n    visibility\n    actor {\n      kind\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment OrderTimeline_event on OrderEvent {\n    id\n    createdAt\n    type\n    fromStatus\n    toStatus\n    note\n    visibility\n    actor {\n      kind\n      name\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;