import type { z } from 'zod';
import {
  type MenuTarget,
  articleInputSchema,
  categoryInputSchema,
  fileInputSchema,
  menuItemInputSchema,
  pageInputSchema,
  presentationInputSchema,
  tagInputSchema,
} from '../../../common/schemas/content.js';
import { awardingBodyInputSchema, qualificationInputSchema } from '../../../common/schemas/qualifications.js';
import { providerInputSchema } from '../../../common/schemas/providers.js';
import { standardInputSchema } from '../../../common/schemas/standards.js';
import { councilInputSchema } from '../../../common/schemas/councils.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import type { AppContext } from '../../app-context.js';
import { currentMonth, localTimeToIso } from '../../lib/local-time.js';
import { articleType } from '../../modules/articles/article.content-type.js';
import { categoryType } from '../../modules/categories/category.content-type.js';
import type { ContentInput, ContentType } from '../../modules/content/content-type.js';
import { createContent } from '../../modules/content/content.service.js';
import { fileType } from '../../modules/files/file.content-type.js';
import { storeUpload } from '../../modules/media/media.service.js';
import { menuItemType } from '../../modules/menu/menu-item.content-type.js';
import { pageType } from '../../modules/pages/page.content-type.js';
import { presentationType } from '../../modules/presentations/presentation.content-type.js';
import { providerType } from '../../modules/providers/provider.content-type.js';
import { awardingBodyType } from '../../modules/qualifications/awarding-body.content-type.js';
import { qualificationType } from '../../modules/qualifications/qualification.content-type.js';
import { standardType } from '../../modules/standards/standard.content-type.js';
import { councilType } from '../../modules/councils/council.content-type.js';
import { tagType } from '../../modules/tags/tag.content-type.js';
import { loadSeedContent } from './content/index.js';
import type { SeedCouncil, SeedEvent, SeedMenuItem, SeedProvider, SeedQualification, SeedStandard, SeedText } from './content/schemas.js';
import { makeDocumentPdf } from './pdf.js';
import { renderSlideImage } from './slide-image.js';

const DAY_MS = 86_400_000;

/** A publish time `daysAgo` days before `now`, at a working hour so the dates look real. */
function daysAgoIso(now: Date, daysAgo: number, index: number): string {
  const at = new Date(now.getTime() - daysAgo * DAY_MS);
  at.setUTCHours(7 + (index % 8), (index * 17) % 60, 0, 0);
  return (at.getTime() > now.getTime() ? new Date(now.getTime() - 60_000) : at).toISOString();
}

/** Event times in the current or next month of the portal's zone (not UTC: at 00:30 on the 1st Belgrade is a month ahead). */
export function eventTimes(now: Date, event: SeedEvent): { eventStart: string; eventEnd: string } {
  const [currentYear, currentMonthNumber] = currentMonth(now).split('-').map(Number) as [number, number];
  const month = currentMonthNumber + event.monthOffset;
  const year = currentYear + (month > 12 ? 1 : 0);
  const normalisedMonth = month > 12 ? month - 12 : month;
  const eventStart = localTimeToIso(year, normalisedMonth, event.day, event.startHour);
  return { eventStart, eventEnd: new Date(Date.parse(eventStart) + event.durationHours * 3600_000).toISOString() };
}

function texts<K extends string>(field: K, text: SeedText) {
  return { sr: { [field]: text.sr }, en: { [field]: text.en } } as { sr: Record<K, string>; en: Record<K, string> };
}

/**
 * A qualification of the demo register as the admin API takes it, its awarding bodies by id, and
 * linked to the standard whose Serbian title is its free-text standard (as migration 0023 links them).
 */
export function qualificationInput(
  q: SeedQualification,
  bodyIds: ReadonlyMap<string, number>,
  publishing: Pick<ContentInput, 'status' | 'publishedAt'>,
  standardIds: ReadonlyMap<string, number> = new Map(),
  councilIds: ReadonlyMap<string, number> = new Map(),
): z.input<typeof qualificationInputSchema> {
  const textsIn = (locale: 'sr' | 'en') => ({
    title: q.title[locale],
    description: q.description[locale],
    knowledge: q.knowledge[locale].join('\n'),
    skills: q.skills[locale].join('\n'),
    autonomy: q.autonomy[locale].join('\n'),
    entryRequirements: q.entryRequirements[locale],
    internalQa: q.internalQa[locale],
    externalQa: q.externalQa[locale],
    standard: q.standard[locale],
    sectorCouncil: q.sectorCouncil[locale],
  });
  return {
    ...publishing,
    code: q.code,
    level: q.level,
    type: q.type,
    field: q.field,
    credits: q.credits,
    hours: q.hours,
    acquisitionWays: q.acquisitionWays,
    awardingBodyIds: q.awardingBodies.map((ref) => bodyIds.get(ref)!),
    occupations: q.occupations.map((o) => ({ uri: o.uri, label: o.label })),
    registerStatus: q.registerStatus,
    registeredOn: q.registeredOn,
    validUntil: q.validUntil,
    supplementFileIds: [],
    standardId: standardIds.get(q.standard.sr.trim()) ?? null,
    councilId: councilIds.get(q.sectorCouncil.sr.trim()) ?? null,
    translations: { sr: textsIn('sr'), en: textsIn('en') },
  };
}

/** A standard of the demo register as the admin API takes it (learning outcomes one a line). */
export function standardInput(
  s: SeedStandard,
  publishing: Pick<ContentInput, 'status' | 'publishedAt'>,
  councilIds: ReadonlyMap<string, number> = new Map(),
): z.input<typeof standardInputSchema> {
  const textsIn = (locale: 'sr' | 'en') => ({
    title: s.title[locale],
    jobDescription: s.jobDescription[locale],
    entryRequirements: s.entryRequirements[locale],
    progression: s.progression[locale],
    duration: s.duration[locale],
    knowledge: s.knowledge[locale].join('\n'),
    skills: s.skills[locale].join('\n'),
    autonomy: s.autonomy[locale].join('\n'),
    assessment: s.assessment[locale],
    document: s.document[locale],
    issuer: s.issuer[locale],
    sectorCouncil: s.sectorCouncil[locale],
  });
  return {
    ...publishing,
    code: s.code,
    level: s.level,
    type: s.type,
    field: s.field,
    acquisitionWays: s.acquisitionWays,
    occupationCodes: s.occupationCodes,
    escoUris: s.escoUris,
    history: s.history,
    councilId: councilIds.get(s.sectorCouncil.sr.trim()) ?? null,
    translations: { sr: textsIn('sr'), en: textsIn('en') },
  };
}

/** The instant `days` days after `now` (before it when negative), at the start of a working day. */
function daysFromIso(now: Date, days: number): string {
  const at = new Date(now.getTime() + days * DAY_MS);
  at.setUTCHours(6, 0, 0, 0);
  return at.toISOString();
}

/**
 * A provider of the demo register as the admin API takes it: its approvals' instants in days from
 * `now`, each linked to the demo qualification of its code.
 */
export function providerInput(p: SeedProvider, publishing: Pick<ContentInput, 'status' | 'publishedAt'>, qualificationIds: ReadonlyMap<string, number>, now: Date): z.input<typeof providerInputSchema> {
  return {
    ...publishing,
    legalForm: p.legalForm,
    registrationNumber: p.registrationNumber,
    taxNumber: p.taxNumber,
    municipality: p.municipality,
    address: p.address,
    email: p.email,
    phone: p.phone,
    website: p.website,
    approvals: p.approvals.map((a) => ({
      activity: a.activity,
      programme: a.programme,
      qualificationId: a.qualification === null ? null : (qualificationIds.get(a.qualification) ?? -1),
      level: a.level,
      decisionNumber: a.decisionNumber,
      decisionDate: daysFromIso(now, -a.decisionDaysAgo).slice(0, 10),
      validFrom: daysFromIso(now, -a.validFromDaysAgo),
      validUntil: a.validUntilDaysAhead === null ? null : daysFromIso(now, a.validUntilDaysAhead),
      places: a.places,
      employers: a.employers,
      revocation: a.revocation && { at: daysFromIso(now, -a.revocation.daysAgo), reason: a.revocation.reason.sr },
    })),
    translations: { sr: { name: p.name.sr }, en: { name: p.name.en } },
  };
}

/**
 * A sector skills council of the demo content as the admin API takes it: its sector's tag and its
 * sessions' minutes by the refs of tags.json and documents.json. The standards and qualifications
 * whose Serbian free text is its Serbian name link to it (as migration 0024 links them).
 */
export function councilInput(
  c: SeedCouncil,
  publishing: Pick<ContentInput, 'status' | 'publishedAt'>,
  tagIds: ReadonlyMap<string, number>,
  documentIds: ReadonlyMap<string, number>,
): z.input<typeof councilInputSchema> {
  return {
    ...publishing,
    constitutedOn: c.constitutedOn,
    tagId: c.tag === null ? null : tagIds.get(c.tag)!,
    members: c.members,
    sessions: c.sessions.map((s) => ({ date: s.date, number: s.number, agenda: s.agenda, minutesFileId: s.minutes === null ? null : documentIds.get(s.minutes)! })),
    decisions: c.decisions.map((d) => ({ number: d.number, date: d.date, subject: d.subject, standardId: null })),
    translations: { sr: { name: c.name.sr, description: c.description.sr }, en: { name: c.name.en, description: c.description.en } },
  };
}

/**
 * An item of the demo content as the admin API would store it: parsed by the same input schema, so
 * the demo content can hold nothing an editor could not save (a failure names the item and field).
 */
export function seedInput<S extends z.ZodType>(type: ContentType, schema: S, input: z.input<S>): ContentInput {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`).join('; ');
    throw new Error(`Demo ${type.label.toLowerCase()} is not valid content: ${problems}`);
  }
  return parsed.data as ContentInput;
}

/** Fills an empty portal with the demo content of ./content (its JSON files), in three locales, as `author`. */
export async function seedDemoContent(ctx: AppContext, author: SessionUser, now = new Date()): Promise<void> {
  // The demo content is the portal's own write, not anyone's action: it is not audited.
  const create = <S extends z.ZodType>(type: ContentType, schema: S, input: z.input<S>) =>
    createContent(ctx.db, type, author, seedInput(type, schema, input), null).then((view) => view.id);
  const published = (publishedAt: string) => ({ status: 'published' as const, publishedAt });
  const longAgo = daysAgoIso(now, 800, 0);
  const { categories, tags, articles, pages, presentations, documents, menus, awardingBodies, qualifications, standards, councils, providers } = loadSeedContent();

  const categoryIds = new Map<string, number>();
  for (const c of categories) {
    const name = texts('name', c.name);
    const description = texts('description', c.description);
    const id = await create(categoryType, categoryInputSchema, {
      ...published(longAgo),
      position: c.position,
      audience: c.audience,
      translations: { sr: { ...name.sr, ...description.sr }, en: { ...name.en, ...description.en } },
    });
    categoryIds.set(c.ref, id);
  }

  const tagIds = new Map<string, number>();
  for (const t of tags) tagIds.set(t.ref, await create(tagType, tagInputSchema, { ...published(longAgo), translations: texts('name', t.name) }));
  const tagsOf = (refs: string[]) => refs.map((ref) => tagIds.get(ref)!);

  for (const [index, a] of articles.entries()) {
    await create(articleType, articleInputSchema, {
      ...published(daysAgoIso(now, a.daysAgo, index)),
      categoryId: categoryIds.get(a.category)!,
      tagIds: tagsOf(a.tags),
      ...(a.event ? eventTimes(now, a.event) : {}),
      translations: {
        sr: { title: a.title.sr, summary: a.summary.sr, body: a.body.sr },
        en: { title: a.title.en, summary: a.summary.en, body: a.body.en },
      },
    });
  }

  const pageIds = new Map<string, number>();
  for (const p of pages) {
    const id = await create(pageType, pageInputSchema, {
      ...published(longAgo),
      key: p.key,
      translations: {
        sr: { title: p.title.sr, slug: p.slug.sr, body: p.body.sr },
        en: { title: p.title.en, slug: p.slug.en, body: p.body.en },
      },
    });
    pageIds.set(p.key, id);
  }

  for (const [index, p] of presentations.entries()) {
    const slideMediaIds = [];
    for (const [slideIndex, slide] of p.slides.entries()) {
      const png = await renderSlideImage({ heading: slide.heading.sr, lines: slide.lines.map((l) => l.sr), index: slideIndex + 1, total: p.slides.length, title: p.title.sr });
      const media = await storeUpload(ctx.db, ctx.storage, { bytes: png, fileName: `slajd-${slideIndex + 1}.png`, kind: 'image', actorId: author.id, audit: null });
      slideMediaIds.push(media.id);
    }
    const pdf = await makeDocumentPdf({
      title: p.title.sr,
      heading: p.title.sr,
      paragraphs: p.slides.map((s) => `${s.heading.sr}: ${s.lines.map((l) => l.sr).join('; ')}.`),
      footer: p.place.sr,
    });
    const pdfMedia = await storeUpload(ctx.db, ctx.storage, { bytes: Buffer.from(pdf), fileName: `prezentacija-${index + 1}.pdf`, kind: 'document', actorId: author.id, audit: null });
    await create(presentationType, presentationInputSchema, {
      ...published(daysAgoIso(now, p.daysAgo, index)),
      eventDate: daysAgoIso(now, p.eventDaysAgo, index),
      slideMediaIds,
      coverMediaId: slideMediaIds[0],
      pdfMediaId: pdfMedia.id,
      translations: {
        sr: { title: p.title.sr, summary: p.summary.sr, place: p.place.sr },
        en: { title: p.title.en, summary: p.summary.en, place: p.place.en },
      },
    });
  }

  const documentIds = new Map<string, number>();
  for (const [index, d] of documents.entries()) {
    const pdf = await makeDocumentPdf({ title: d.title.sr, heading: d.pdf.heading, paragraphs: d.pdf.paragraphs, footer: 'НОКС' });
    const media = await storeUpload(ctx.db, ctx.storage, { bytes: Buffer.from(pdf), fileName: d.fileName, kind: 'document', actorId: author.id, audit: null });
    const documentId = await create(fileType, fileInputSchema, {
      ...published(daysAgoIso(now, d.daysAgo, index)),
      mediaId: media.id,
      categoryId: categoryIds.get(d.category)!,
      tagIds: tagsOf(d.tags),
      year: d.year,
      translations: {
        sr: { title: d.title.sr, description: d.description.sr },
        en: { title: d.title.en, description: d.description.en },
      },
    });
    documentIds.set(d.ref, documentId);
  }

  const bodyIds = new Map<string, number>();
  for (const body of awardingBodies) {
    const id = await create(awardingBodyType, awardingBodyInputSchema, {
      ...published(longAgo),
      kind: body.kind,
      website: body.website,
      translations: { sr: { name: body.name.sr, city: body.city.sr }, en: { name: body.name.en, city: body.city.en } },
    });
    bodyIds.set(body.ref, id);
  }
  const councilIds = new Map<string, number>();
  for (const c of councils) councilIds.set(c.name.sr, await create(councilType, councilInputSchema, councilInput(c, published(longAgo), tagIds, documentIds)));
  const standardIds = new Map<string, number>();
  for (const s of standards) standardIds.set(s.title.sr, await create(standardType, standardInputSchema, standardInput(s, published(longAgo), councilIds)));
  const qualificationIds = new Map<string, number>();
  for (const q of qualifications) qualificationIds.set(q.code, await create(qualificationType, qualificationInputSchema, qualificationInput(q, bodyIds, published(longAgo), standardIds, councilIds)));
  for (const p of providers) await create(providerType, providerInputSchema, providerInput(p, published(longAgo), qualificationIds, now));

  const targetOf = (item: SeedMenuItem): MenuTarget => {
    const target = item.target;
    if (!target) return { type: 'none' };
    if (target.kind === 'page') return { type: 'page', id: pageIds.get(target.key)! };
    if (target.kind === 'category') return { type: 'category', id: categoryIds.get(target.ref)! };
    if (target.kind === 'route') return { type: 'route', route: target.route };
    return { type: 'url', url: target.url };
  };
  const createMenu = async (menu: 'main' | 'footer', items: SeedMenuItem[], parentId: number | null) => {
    for (const [position, item] of items.entries()) {
      const id = await create(menuItemType, menuItemInputSchema, {
        ...published(longAgo),
        menu,
        parentId,
        position,
        target: targetOf(item),
        translations: texts('label', item.label),
      });
      await createMenu(menu, item.children ?? [], id);
    }
  };
  await createMenu('main', menus.main, null);
  await createMenu('footer', menus.footer, null);
}
