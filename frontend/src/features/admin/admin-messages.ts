// The back office's own failure words; the spec only logs these failures, a back office must say
// what went wrong. Success messages (shared with the REST face) are in @threadline/domain MESSAGES.

export const ADMIN_MESSAGES = {
  UPLOAD_FAILED: 'Image upload failed',
  UPLOAD_NETWORK: 'The image could not be sent. Please check your connection and try again.',
  SAVE_FAILED: 'Could not save the product',
  DELETE_FAILED: 'Could not delete',
  STATUS_FAILED: 'Could not update the order status',
  NOTE_FAILED: 'Could not add the note',
} as const;
