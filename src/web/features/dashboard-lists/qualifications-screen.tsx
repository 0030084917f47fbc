import { Stack } from '@mantine/core';
import { ContentList } from './content-list-screen.js';
import { CsvImport } from './csv-import.js';
import { UnresolvedStandards } from './unresolved-standards.js';

/** /dashboard/qualifications: the register's list, with the import of a CSV file and the qualifications whose standard is still text above it. */
export default function QualificationsScreen() {
  return (
    <ContentList
      section="qualifications"
      intro={
        <Stack gap="xl">
          <CsvImport section="qualifications" />
          <UnresolvedStandards />
        </Stack>
      }
    />
  );
}
