/** The short form of an order id shown in lists (its last 8 characters); the dialog shows it in full. */
export function shortOrderId(id: string): string {
  return `#${id.slice(-8)}`;
}
