import { ContentList } from './content-list-screen.js';
import { CsvImport } from './csv-import.js';

/** /dashboard/qualifications: the register's list, with the import of a CSV file above it. */
export default function QualificationsScreen() {
  return <ContentList section="qualifications" intro={<CsvImport section="qualifications" />} />;
}
