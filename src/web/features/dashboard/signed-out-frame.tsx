import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title.js';

/** The card the screens for someone not signed in share: sign-in, a forgotten password, a new password. */
export function SignedOutFrame({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Center component="main" id="main" tabIndex={-1} mih="100vh" p="md" bg="gray.0">
      <Paper component="section" withBorder shadow="sm" p="xl" w="100%" maw={420} aria-labelledby={id}>
        <Stack>
          <Title order={1} size="h2" id={id}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
