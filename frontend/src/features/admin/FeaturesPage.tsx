import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function FeaturesPage() {
  return (
    <PlaceholderPage
      bare
      eyebrow="Admin"
      title="Feature Images"
      note="Uploading hero images for the home page carousel, and reviewing the current ones, will happen here once image upload is available."
    />
  );
}
