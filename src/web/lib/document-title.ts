import { useEffect } from 'react';

/** The portal's name: a short Cyrillic acronym in every locale (SPEC §2). */
export const APP_NAME = 'НОКС';

export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}

/** Sets document.title to `${title} | НОКС` (just НОКС without a title) while mounted. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
