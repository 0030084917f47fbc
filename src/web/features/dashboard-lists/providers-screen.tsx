import { ContentList } from './content-list-screen.js';
import { CsvImport } from './csv-import.js';

/** /dashboard/providers: the register of adult-education providers, with the import of a CSV file above it. */
export default function ProvidersScreen() {
  return <ContentList section="providers" intro={<CsvImport section="providers" />} />;
}
