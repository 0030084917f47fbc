import type { Locale } from '../../../common/locales.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { foundOrNotFound, localizeItems } from '../content/public.js';
import { loadMediaMap } from '../media/media.service.js';
import * as repo from './presentation.repository.js';

/** Presentations in `locale`; lists skip untranslated ones, a detail falls back to Cyrillic. */
async function toPresentations(db: Db, rows: repo.PresentationRow[], locale: Locale, allowFallback: boolean) {
  const ids = rows.map((row) => row.id);
  const [translations, slides] = await Promise.all([ids.length ? repo.findPresentationTranslations(db, ids) : [], repo.findSlides(db, ids)]);
  const media = await loadMediaMap(db, [...rows.flatMap((r) => [r.cover_media_id, r.pdf_media_id]), ...slides.map((s) => s.media_id)]);
  return localizeItems(rows, translations, locale, allowFallback, (row, t) => {
    const ownSlides = slides.filter((s) => s.entity_id === row.id);
    return {
      title: t.title,
      summary: t.summary,
      place: t.place,
      eventDate: row.event_date,
      // A previewed draft that was never published shows the time it would be published now.
      publishedAt: row.published_at ?? nowIso(),
      cover: row.cover_media_id ? (media.get(row.cover_media_id) ?? null) : null,
      slideCount: ownSlides.length,
      slides: ownSlides.flatMap((s) => {
        const image = media.get(s.media_id);
        return image ? [{ position: s.position, image }] : [];
      }),
      pdf: row.pdf_media_id ? (media.get(row.pdf_media_id) ?? null) : null,
    };
  });
}

/** A page of the published presentations translated into `locale`, newest first, and their total. */
export async function listPublishedPresentations(db: Db, filter: { locale: Locale; page: number; limit: number }) {
  const { rows, total } = await repo.findPublishedPresentationPage(db, { ...filter, now: nowIso() });
  return { items: await toPresentations(db, rows, filter.locale, false), total, page: filter.page, limit: filter.limit };
}

/** A published presentation in `locale` (or in Cyrillic); `preview` shows it whatever its status. */
export async function getPresentation(db: Db, id: number, locale: Locale, preview: boolean) {
  const row = await repo.findPresentation(db, id, nowIso(), preview);
  return foundOrNotFound(row ? await toPresentations(db, [row], locale, true) : [], 'Presentation');
}
