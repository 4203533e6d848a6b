import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function ProductsPage() {
  return (
    <PlaceholderPage
      bare
      eyebrow="Admin"
      title="Products"
      note="The product catalogue, with Add New Product, Edit and Delete, will be managed here once the admin catalogue API is available."
    />
  );
}
