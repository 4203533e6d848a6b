import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function OrdersPage() {
  return (
    <PlaceholderPage
      bare
      eyebrow="Admin"
      title="Orders"
      note="All orders, with their details and status updates, will be listed here once the orders API is available."
    />
  );
}
