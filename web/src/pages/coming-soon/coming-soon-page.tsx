import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** Placeholder for areas later issues build: an honest empty state, never sample data. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>
        <Box textAlign="center" color="inherit" padding={{ vertical: 'xxxl' }}>
          <SpaceBetween size="xs">
            <Box variant="h2" color="inherit">
              Coming soon
            </Box>
            <Box variant="p" color="text-body-secondary">
              {title} is not available in Shipdeck yet. It will appear here in a later release.
            </Box>
          </SpaceBetween>
        </Box>
      </Container>
    </ContentLayout>
  );
}

export function NotFoundPage() {
  return (
    <ContentLayout header={<Header variant="h1">Page not found</Header>}>
      <Container>
        <Box textAlign="center" padding={{ vertical: 'xxl' }} color="text-body-secondary">
          There is nothing at this address. Use the navigation to find your way.
        </Box>
      </Container>
    </ContentLayout>
  );
}
