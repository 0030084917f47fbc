import { articleType } from '../articles/article.content-type.js';
import { categoryType } from '../categories/category.content-type.js';
import type { ContentType } from '../content/content-type.js';
import { fileType } from '../files/file.content-type.js';
import { pageType } from '../pages/page.content-type.js';
import { presentationType } from '../presentations/presentation.content-type.js';
import { qualificationType } from '../qualifications/qualification.content-type.js';

/** The content types the site search finds (each declares its `search` fields). */
export const SEARCHABLE_TYPES: readonly ContentType[] = [articleType, pageType, presentationType, categoryType, fileType, qualificationType] as ContentType[];
