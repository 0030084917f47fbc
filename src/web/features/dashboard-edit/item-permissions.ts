import { usePermissions, mayOnItem } from '../../lib/permissions.js';
import type { AdminView, EditForm } from './edit-form-state.js';
import type { EditTypeSpec } from './edit-types.js';

/** What the edit screen offers the user, as the server will judge the save (content-permissions.ts). */
export interface ItemPermissions {
  /** May make the item public, take it back or change it while public, in its section before and after the edit. */
  mayPublish: boolean;
  /** May save the form as it stands (a draft, or anything with the right to publish). */
  maySave: boolean;
  mayDelete: boolean;
}

export function useItemPermissions(spec: EditTypeSpec, base: AdminView | null, form: EditForm): ItemPermissions {
  const permissions = usePermissions();
  const after = { id: base?.id ?? null, categoryId: form.own.categoryId, councilId: form.own.councilId };
  const before = base ? { id: base.id, categoryId: base.categoryId as number | null, councilId: base.councilId as number | null } : null;
  const mayIn = (action: 'create' | 'edit' | 'publish' | 'delete') =>
    mayOnItem(permissions, spec.section, action, after) && (before === null || mayOnItem(permissions, spec.section, action, before));
  const mayPublish = mayIn('publish');
  const staysDraft = form.status === 'draft' && (base === null || base.status === 'draft');
  return {
    mayPublish,
    maySave: mayIn(base ? 'edit' : 'create') && (staysDraft || mayPublish),
    mayDelete: before !== null && mayOnItem(permissions, spec.section, 'delete', before),
  };
}
