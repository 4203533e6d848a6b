import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function CheckoutPage() {
  return (
    <PlaceholderPage
      eyebrow="Checkout"
      title="Checkout"
      note="Your delivery address, cart and order total will be shown here, with Place Order (Cash on Delivery), once the cart is available."
    />
  );
}
