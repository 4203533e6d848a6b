import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function AccountPage() {
  return (
    <PlaceholderPage
      eyebrow="My account"
      title="Account"
      note="Your order history and your delivery addresses (up to three) will be managed here once orders and addresses are available."
    />
  );
}
