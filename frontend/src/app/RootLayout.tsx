import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, ScrollRestoration, useHref, useNavigate, useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { AuthGuard } from './AuthGuard';

const grow = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.85); }
`;

// A thin bar while the next page's code loads (routes are lazy).
const Progress = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.skipLink};
  height: 3px;
  background: ${({ theme }) => theme.color.accent};
  transform-origin: left;
  animation: ${grow} 2s cubic-bezier(0.1, 0.7, 0.2, 1) forwards;
`;

/** The root route: react-aria links use the router, the guard decides who sees what. */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      {navigation.state === 'loading' ? <Progress aria-hidden="true" /> : null}
      <ScrollRestoration />
      <AuthGuard>
        <Outlet />
      </AuthGuard>
    </AriaRouterProvider>
  );
}
