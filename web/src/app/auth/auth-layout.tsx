import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { NotificationsFlashbar } from '../notifications/notifications-context';

/** A longer form (sign up) gets room for two columns; a narrow viewport still shrinks it. */
const WIDE_CARD = { maxWidth: 760 } as const;

/** Centered card for the pages outside the app shell (sign in, sign up, first account). */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  wide,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="shipdeck-auth-page">
      <div className="shipdeck-auth-card" style={wide ? WIDE_CARD : undefined}>
        <SpaceBetween size="l">
          <Box variant="h1" fontSize="display-l" textAlign="center">
            Shipdeck
          </Box>
          <NotificationsFlashbar />
          <Container
            header={
              <Header variant="h2" description={description}>
                {title}
              </Header>
            }
            footer={footer}
          >
            {children}
          </Container>
        </SpaceBetween>
      </div>
    </div>
  );
}
