import type { ContentStatus } from '../../../common/schemas/common.js';

/**
 * NOTE: Mantine's light badges and shade-6 fills are below WCAG AA contrast for small text; these
 * darker shades carry white text at 4.5:1 or more. (Buttons, links and the pager take the
 * dashboard theme's primary colour and anchor colour, which already pass.)
 */
export const STATUS_COLORS: Record<ContentStatus, string> = { draft: 'gray.7', published: 'teal.9', archived: 'grape.9' };
export const SCHEDULED_COLOR = 'blue.9';
export const DANGER_COLOR = 'red.9';
export const SUCCESS_COLOR = 'teal.9';
