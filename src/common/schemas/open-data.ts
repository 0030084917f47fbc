import { z } from 'zod';

/**
 * The catalogue of the portal's open data: each dataset, its files and the meaning of each column
 * of its CSV file, for the open data screen and for anyone reusing the files.
 */

export const OPEN_DATA_FORMATS = ['csv', 'json', 'jsonld'] as const;
export type OpenDataFormat = (typeof OPEN_DATA_FORMATS)[number];

export const openDataCatalogueSchema = z.object({
  licence: z.object({ name: z.string(), url: z.string() }),
  datasets: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      description: z.string(),
      /** How many items the files hold now, and when the data last changed. */
      count: z.number(),
      modified: z.string(),
      files: z.array(z.object({ format: z.enum(OPEN_DATA_FORMATS), url: z.string(), mediaType: z.string() })),
      columns: z.array(z.object({ name: z.string(), description: z.string() })),
    }),
  ),
});
export type OpenDataCatalogue = z.infer<typeof openDataCatalogueSchema>;
