import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function SearchPage() {
  return (
    <PlaceholderPage
      eyebrow="Search"
      title="Search Products"
      note="A keyword search across the catalogue will be here once the search API is available."
    />
  );
}
