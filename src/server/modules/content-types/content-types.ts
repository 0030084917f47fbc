import { articleType } from '../articles/article.content-type.js';
import { categoryType } from '../categories/category.content-type.js';
import { councilType } from '../councils/council.content-type.js';
import type { ContentType, EntityType } from '../content/content-type.js';
import { fileType } from '../files/file.content-type.js';
import { levelType } from '../levels/level.content-type.js';
import { menuItemType } from '../menu/menu-item.content-type.js';
import { pageType } from '../pages/page.content-type.js';
import { providerType } from '../providers/provider.content-type.js';
import { presentationType } from '../presentations/presentation.content-type.js';
import { awardingBodyType } from '../qualifications/awarding-body.content-type.js';
import { qualificationType } from '../qualifications/qualification.content-type.js';
import { standardType } from '../standards/standard.content-type.js';
import { tagType } from '../tags/tag.content-type.js';

/**
 * Every content type of the portal, by the name the admin API gives it: the one list the rest of
 * the server derives its lists of types from (what is published on a schedule, searched,
 * translated, counted on the dashboard). A type missing here, or declared without
 * saying what the others need of it (ContentType's required fields), does not compile.
 * See docs/decisions/0025-one-registry-of-content-types.md.
 *
 * The sitemap is not derived from here: it lists the public pages of the route table
 * (CONTENT_ROUTES in src/common/routes.ts), so a type without a public page (the awarding bodies)
 * stays out of it by having no route, with nothing to declare here.
 */
export const CONTENT_TYPES: Readonly<Record<EntityType, ContentType>> = {
  article: articleType,
  category: categoryType,
  page: pageType,
  presentation: presentationType,
  tag: tagType,
  file: fileType,
  menu_item: menuItemType,
  level: levelType,
  qualification: qualificationType,
  awarding_body: awardingBodyType,
  standard: standardType,
  provider: providerType,
  council: councilType,
};

/** The content types in the registry's order. */
export const ALL_CONTENT_TYPES: readonly ContentType[] = Object.values(CONTENT_TYPES);

/**
 * The tables whose rows become public at a time of their own (status and published_at). Every
 * content type is published through the shared mechanism, so every type's table is one: a new
 * type's scheduled items then end cached responses at their time without anyone listing it.
 */
export const SCHEDULED_TABLES: readonly string[] = ALL_CONTENT_TYPES.map((type) => type.table);

/** The content types the site search finds (those that declare what it indexes of them). */
export const SEARCHABLE_TYPES: readonly ContentType[] = ALL_CONTENT_TYPES.filter((type) => type.search !== null);

