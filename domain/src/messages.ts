// Every user-facing validation and toast message of spec sections 5 and 8, word for word
// (including the spec's own spelling), so the API's errors and the storefront's toasts match.

export const MESSAGES = {
  // Generic form handling
  REQUIRED: 'This field is required',
  INVALID_FORMAT: 'Invalid format',
  VALIDATION_ERROR_TITLE: 'Validation Error',
  VALIDATION_ERROR_DESCRIPTION: 'Please check your inputs and try again',

  // Field rules
  PASSWORD:
    'Password must be 8-24 characters and include uppercase, lowercase, number, and special character (except < > $ ? | / \\)',
  ADDRESS: 'Please enter a valid address (3-100 characters)',
  CITY: 'Please enter a valid city name (letters only, 2-50 characters)',
  PINCODE: 'Please enter a valid 6-digit pincode',
  PHONE: 'Please enter a valid 10-digit mobile number starting with 6-9',
  NOTES: 'Notes cannot exceed 200 characters',
  EMAIL: 'Please enter a valid email address',
  USER_NAME: 'Please enter a valid user name (2-50 characters)',

  // Addresses
  MAX_ADDRESSES: 'You can add max 3 addresses',
  ADDRESS_ADDED: 'Address added successfully',
  ADDRESS_UPDATED: 'Address updated successfully',
  ADDRESS_DELETED: 'Address deleted successfully',

  // Admin
  SELECT_IMAGE_FIRST: 'Please select an image first',
  PRODUCT_ADDED: 'Product add successfully',
  // The spec words only the add; these are the store's own, said by REST and the back office alike.
  PRODUCT_UPDATED: 'Product updated successfully',
  PRODUCT_DELETED: 'Product deleted successfully',
  ORDER_STATUS_UPDATED: 'Order status is updated successfully!',
  FEATURE_IMAGE_ADDED: 'Feature image added successfully',
  FEATURE_IMAGE_DELETED: 'Feature image deleted successfully',
  IMAGE_UPLOADED: 'Image uploaded successfully',

  // Checkout
  CART_EMPTY: 'Your cart is empty. Please add items to proceed',
  SELECT_ADDRESS: 'Please select one address to proceed.',
  LOGIN_TO_PLACE_ORDER: 'Please login to place order.',
  ORDER_PLACED: 'Order placed successfully!',
  ORDER_PLACED_DESCRIPTION: 'You can track your order in your account.',

  // Cart quantity
  ONLY_N_IN_STOCK: (n: number): string => `Only ${n} items available in stock`,
  ONLY_N_CAN_BE_ADDED: (n: number): string => `Only ${n} quantity can be added for this item`,
  MAX_STOCK_REACHED: 'Maximum stock limit reached',
  INVALID_QUANTITY: 'Invalid quantity',
  PRODUCT_NOT_FOUND: 'Product not found',
  FAILED_TO_UPDATE_CART_ITEM: 'Failed to update cart item',
  CART_ITEM_UPDATED: 'Cart item is updated successfully',
  CART_ITEM_DELETED: 'Cart item is deleted successfully',
  FAILED_TO_UPDATE_CART_QUANTITY: 'Failed to update cart quantity',
  CART_QUANTITY_UPDATED: 'Cart quantity updated successfully',

  // Add to cart
  PLEASE_LOGIN: 'Please login',
  LOGIN_TO_ADD_TO_CART: 'You need to be logged in to add items to cart',
  OUT_OF_STOCK: 'Out of Stock',
  ERROR_ADDING_TO_CART: 'Error adding to cart',
  PRODUCT_DETAILS_MISSING: 'Product details are missing',
  FAILED_TO_ADD_TO_CART: 'Failed to add to cart',
  PLEASE_TRY_AGAIN: 'Please try again',
  FAILED_TO_ADD_PRODUCT_TO_CART: 'Failed to add product to cart',
  ERROR_ADDING_PRODUCT_TO_CART: 'Error adding product to cart',
  SOMETHING_WENT_WRONG: 'Something went wrong. Please try again later.',
  PRODUCT_ADDED_TO_CART: 'Product is added to cart',
  ADDED_TO_CART: 'Added to cart successfully',

  // Removing from cart
  FAILED_TO_REMOVE_ITEM: 'Failed to remove item',
  ERROR_REMOVING_ITEM: 'Error removing item',
  ITEM_REMOVED: 'Item removed from cart',

  // Reviews
  RATING_REQUIRED: 'Please add a rating',
  REVIEW_MESSAGE_REQUIRED: 'Please add a review message',
  PURCHASE_REQUIRED_TO_REVIEW: 'You need to purchase product to review it',
  REVIEW_NOT_ADDED: 'Review Not Added',
  ERROR_ADDING_REVIEW: 'Error adding review',
  REVIEW_ADDED: 'Review added successfully!',

  // Cancelling an order; the spec names no message for a blank reason, so this one is ours.
  CANCEL_REASON_REQUIRED: 'Please provide a reason for cancellation',
  CANCEL_FAILED_TITLE: 'Error',
  CANCEL_FAILED: 'Failed to cancel order. Please try again.',
  ORDER_CANCELLED: 'Order Cancelled',
  ORDER_CANCELLED_DESCRIPTION: 'Your order has been cancelled successfully.',

  // A staff note on an order (the back office's order history); the spec has none, so the words are ours.
  ORDER_NOTE_REQUIRED: 'Write a note before adding it',
  ORDER_NOTE_TOO_LONG: 'A note cannot exceed 1000 characters',

  // Upper bounds (store.ts); the spec names none of these, so the words are ours.
  STOCK_MAX: 'Stock cannot be more than 10,00,000',
  QUANTITY_MAX: 'Quantity cannot be more than 10,00,000',
  ORDER_TOTAL_MAX: 'An order cannot be more than ₹10,00,00,00,000; please split it',
  EMAIL_TOO_LONG: 'Email cannot exceed 254 characters',
  PASSWORD_TOO_LONG: 'Password cannot exceed 1024 characters',
  REVIEW_MESSAGE_TOO_LONG: 'Review message cannot exceed 1000 characters',
  CANCEL_REASON_TOO_LONG: 'Reason cannot exceed 500 characters',
  TEXT_TOO_LONG: 'Text cannot exceed 5000 characters',

  // Control characters (validation.ts `validateTextCharacters`); the words are ours.
  CONTROL_CHARACTERS: (label: string, lines: TextLines): string =>
    lines === 'single-line'
      ? `${label} cannot contain line breaks, tabs or other control characters`
      : `${label} cannot contain control characters (line breaks and tabs are fine)`,
} as const;

/** Whether a text field is one line (a name, a title) or may run over several (a description, a review). */
export type TextLines = 'single-line' | 'multi-line';

export interface ToastText {
  title: string;
  description?: string;
}

/** Toasts that the spec shows as a title with a description. */
export const TOASTS = {
  VALIDATION_ERROR: { title: MESSAGES.VALIDATION_ERROR_TITLE, description: MESSAGES.VALIDATION_ERROR_DESCRIPTION },
  LOGIN_REQUIRED: { title: MESSAGES.PLEASE_LOGIN, description: MESSAGES.LOGIN_TO_ADD_TO_CART },
  PRODUCT_DETAILS_MISSING: { title: MESSAGES.ERROR_ADDING_TO_CART, description: MESSAGES.PRODUCT_DETAILS_MISSING },
  ERROR_ADDING_PRODUCT_TO_CART: {
    title: MESSAGES.ERROR_ADDING_PRODUCT_TO_CART,
    description: MESSAGES.SOMETHING_WENT_WRONG,
  },
  MAX_STOCK_REACHED: (n: number): ToastText => ({
    title: MESSAGES.ONLY_N_IN_STOCK(n),
    description: MESSAGES.MAX_STOCK_REACHED,
  }),
  ORDER_PLACED: { title: MESSAGES.ORDER_PLACED, description: MESSAGES.ORDER_PLACED_DESCRIPTION },
  ORDER_CANCELLED: { title: MESSAGES.ORDER_CANCELLED, description: MESSAGES.ORDER_CANCELLED_DESCRIPTION },
  CANCEL_FAILED: (serverMessage?: string): ToastText => ({
    title: MESSAGES.CANCEL_FAILED_TITLE,
    description: serverMessage?.trim() || MESSAGES.CANCEL_FAILED,
  }),
} as const;
