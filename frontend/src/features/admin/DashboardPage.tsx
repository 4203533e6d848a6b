import styled from 'styled-components';
import { paths } from '../../app/paths';
import { TextLink } from '../../ui/Button';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

const Links = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

export function DashboardPage() {
  return (
    <PlaceholderPage
      bare
      eyebrow="Admin"
      title="Dashboard"
      note="Store figures will be shown here once the dashboard API is available."
    >
      <Links>
        The home page hero images are managed under <TextLink to={paths.admin.features}>Feature images</TextLink>.
      </Links>
    </PlaceholderPage>
  );
}
