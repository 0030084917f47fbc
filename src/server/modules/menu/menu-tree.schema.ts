import { z } from 'zod';
import { idSchema, statusSchema, versionSchema } from '../../../common/schemas/common.js';
import { MENUS, menuTargetSchema } from '../../../common/schemas/content.js';

/**
 * How deep a menu may nest: top-level entries and one level below them. The public header shows
 * exactly that (a bar with one drop-down level, src/web/app/layout/menu-tree.tsx and layout.css);
 * a third level would open a drop-down inside a drop-down, which the bar cannot show.
 */
export const MENU_DEPTH_MAX = 2;

/** More items than any menu needs, but a bound on one request. */
export const MENU_ITEMS_MAX = 500;

export const menuQuerySchema = z.strictObject({ menu: z.enum(MENUS) });

/** One item's place in a reordered menu, with the version the editor's screen was based on. */
export const menuPlacementSchema = z.strictObject({
  id: idSchema,
  parentId: idSchema.nullable(),
  position: z.number().int().min(0).max(100_000),
  version: versionSchema,
});
export type MenuPlacement = z.infer<typeof menuPlacementSchema>;

/** PUT /api/admin/menu-items/tree: every item of one menu with its new parent and position. */
export const menuOrderInputSchema = z.strictObject({
  menu: z.enum(MENUS),
  items: z.array(menuPlacementSchema).max(MENU_ITEMS_MAX),
});
export type MenuOrderInput = z.infer<typeof menuOrderInputSchema>;

export interface AdminMenuNode {
  id: number;
  parentId: number | null;
  position: number;
  version: number;
  status: z.infer<typeof statusSchema>;
  publishedAt: string | null;
  target: z.infer<typeof menuTargetSchema>;
  /** Serbian title of the page, category, article or presentation pointed to (null: gone, or no such target). */
  targetTitle: string | null;
  /** Whether the target can be shown on the portal now; the public menu leaves the entry out otherwise. */
  isTargetPublic: boolean;
  labels: { sr: string; lat: string; en: string | null };
  children: AdminMenuNode[];
}

export const adminMenuNodeSchema: z.ZodType<AdminMenuNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    parentId: z.number().nullable(),
    position: z.number(),
    version: z.number(),
    status: statusSchema,
    publishedAt: z.string().nullable(),
    target: menuTargetSchema,
    targetTitle: z.string().nullable(),
    isTargetPublic: z.boolean(),
    labels: z.object({ sr: z.string(), lat: z.string(), en: z.string().nullable() }),
    children: z.array(adminMenuNodeSchema),
  }),
).meta({ id: 'AdminMenuNode' });

export const adminMenuTreeSchema = z.object({
  menu: z.enum(MENUS),
  /** MENU_DEPTH_MAX, so the dashboard offers only the nesting the server accepts. */
  depthMax: z.number(),
  items: z.array(adminMenuNodeSchema),
});
export type AdminMenuTree = z.infer<typeof adminMenuTreeSchema>;
