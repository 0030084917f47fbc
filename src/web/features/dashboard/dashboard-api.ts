import type { Overview } from '../../../common/schemas/admin.js';
import type { AuditAction, AuditEntry } from '../../../common/schemas/audit.js';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Locale } from '../../../common/locales.js';
import type { InvitationDto, InvitationInput, InvitationPreview } from '../../../common/schemas/invitations.js';
import type { ReviewListDto, reviewListQuerySchema } from '../../../common/schemas/review.js';
import type { SessionDto, UserDto } from '../../../common/schemas/user.js';
import { apiErrorOf, apiFetch, sendJson } from '../../lib/api-client.js';
import { readToken } from '../../lib/auth-token.js';
import { useLocale } from '../../lib/locale.js';

export type { EntityType, Overview } from '../../../common/schemas/admin.js';

export interface UserList {
  items: UserDto[];
  total: number;
  page: number;
  limit: number;
}

const OVERVIEW_PATH = '/api/admin/overview';
const USERS_PATH = '/api/admin/users';
/** Enough for the portal's handful of accounts on one page; the search narrows it. */
export const USERS_PAGE_SIZE = 100;

/** Admin data changes while one looks at it: always fresh on opening a screen. */
const ADMIN_STALE_TIME = 0;

export function useOverview() {
  const locale = useLocale();
  return useQuery({ queryKey: [OVERVIEW_PATH, locale], queryFn: () => apiFetch<Overview>(OVERVIEW_PATH, locale), staleTime: ADMIN_STALE_TIME });
}

const REVIEWS_PATH = '/api/admin/reviews';
/** waiting: others' changes the user may decide on; mine: the user's own open submissions. */
export type ReviewScope = z.infer<typeof reviewListQuerySchema>['scope'];
export type ReviewListItem = ReviewListDto['items'][number];

/** The changes in review of one of the home's lists. */
export function useReviews(scope: ReviewScope) {
  const locale = useLocale();
  const path = `${REVIEWS_PATH}?${new URLSearchParams({ scope })}`;
  return useQuery({ queryKey: [REVIEWS_PATH, locale, scope], queryFn: () => apiFetch<ReviewListDto>(path, locale), staleTime: ADMIN_STALE_TIME });
}

export function useUsers(search: string) {
  const locale = useLocale();
  const query = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (search.trim()) query.set('q', search.trim());
  const path = `${USERS_PATH}?${query}`;
  return useQuery({
    queryKey: [USERS_PATH, locale, search.trim()],
    queryFn: () => apiFetch<UserList>(path, locale),
    staleTime: ADMIN_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

/** Runs an admin call, then reads again the lists of `paths` (also after a failure: a conflict means a list is out of date). */
function useAdminMutation<Input, Output>(paths: readonly string[], call: (locale: Locale, input: Input) => Promise<Output>) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(locale, input),
    onSettled: () => client.invalidateQueries({ predicate: (query) => paths.includes(String(query.queryKey[0])) }),
  });
}

/** A users call refreshes the list and the counts on the dashboard home. */
const useUserMutation = <Input, Output>(call: (locale: Locale, input: Input) => Promise<Output>) => useAdminMutation([USERS_PATH, OVERVIEW_PATH], call);

export const useCreateUser = () =>
  useUserMutation((locale, input: { name: string; email: string; groupIds: number[]; password: string }) => sendJson<UserDto>(USERS_PATH, locale, 'POST', input));

export const useUpdateUser = () =>
  useUserMutation((locale, { id, ...input }: { id: number; name: string; groupIds: number[]; active: boolean; version: number }) =>
    sendJson<UserDto>(`${USERS_PATH}/${id}`, locale, 'PUT', input),
  );

export const useResetPassword = () =>
  useUserMutation((locale, { id, password }: { id: number; password: string }) => sendJson<null>(`${USERS_PATH}/${id}/password`, locale, 'POST', { password }));

export function useChangeOwnPassword() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => sendJson<null>('/api/auth/password', locale, 'POST', input),
  });
}

/** How the user's e-mail about review comes: once a day (true), or a message for each move. */
export function useChooseNotifications() {
  const locale = useLocale();
  return useMutation({ mutationFn: (reviewDigest: boolean) => sendJson<null>('/api/auth/notifications', locale, 'PUT', { reviewDigest }) });
}

/** Someone who cannot sign in asks for a link to set a new password; the answer is the same for any address. */
export function useRequestPasswordLink() {
  const locale = useLocale();
  return useMutation({ mutationFn: (email: string) => sendJson<null>('/api/auth/password-reset/request', locale, 'POST', { email }) });
}

/** Sets a new password with the token of the e-mailed link. */
export function useSetPasswordWithLink() {
  const locale = useLocale();
  return useMutation({ mutationFn: (input: { token: string; password: string }) => sendJson<null>('/api/auth/password-reset', locale, 'POST', input) });
}

const INVITATIONS_PATH = '/api/admin/invitations';

export function useInvitations() {
  const locale = useLocale();
  return useQuery({ queryKey: [INVITATIONS_PATH, locale], queryFn: () => apiFetch<{ items: InvitationDto[] }>(INVITATIONS_PATH, locale), staleTime: ADMIN_STALE_TIME });
}

export const useInvite = () => useAdminMutation([INVITATIONS_PATH], (locale, input: InvitationInput) => sendJson<InvitationDto>(INVITATIONS_PATH, locale, 'POST', input));

export const useRevokeInvitation = () => useAdminMutation([INVITATIONS_PATH], (locale, id: number) => apiFetch<null>(`${INVITATIONS_PATH}/${id}`, locale, { method: 'DELETE' }));

const INVITATION_PATH = '/api/auth/invitation';

/** Whom an invitation's link is for, while it can be accepted (the refusal says why not); nothing is asked without a token. */
export function useInvitationPreview(token: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: [INVITATION_PATH, token],
    queryFn: () => sendJson<InvitationPreview>(INVITATION_PATH, locale, 'POST', { token }),
    enabled: token !== '',
    staleTime: Infinity,
  });
}

/** Makes the invited person's account with the chosen password; answers its address, to sign in with. */
export function useAcceptInvitation() {
  const locale = useLocale();
  return useMutation({ mutationFn: (input: { token: string; password: string }) => sendJson<{ email: string }>(`${INVITATION_PATH}/accept`, locale, 'POST', input) });
}

const SESSIONS_PATH = '/api/auth/sessions';

/** The signed-in user's open sessions, read while `enabled` (the sessions dialog is open). */
export function useOwnSessions(enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: [SESSIONS_PATH, locale],
    queryFn: () => apiFetch<{ items: SessionDto[] }>(SESSIONS_PATH, locale),
    staleTime: ADMIN_STALE_TIME,
    enabled,
  });
}

/** Ends one session (an id) or every one but the current (none), then reads the list again. */
export function useEndSessions() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number | null) => apiFetch<{ ended: number } | null>(sessionId === null ? SESSIONS_PATH : `${SESSIONS_PATH}/${sessionId}`, locale, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: [SESSIONS_PATH] }),
  });
}

const AUDIT_PATH = '/api/admin/audit';
/** Entries a page of the audit screen shows. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  action: AuditAction | '';
  /** Days, YYYY-MM-DD, or empty. */
  from: string;
  to: string;
}

/** One page of the audit log with the filters, newest first. */
function auditQuery(filters: AuditFilters, query = new URLSearchParams()): URLSearchParams {
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query;
}

export function useAuditEntries(filters: AuditFilters, page: number) {
  const locale = useLocale();
  const path = `${AUDIT_PATH}?${auditQuery(filters, new URLSearchParams({ page: String(page), limit: String(AUDIT_PAGE_SIZE) }))}`;
  return useQuery({
    queryKey: [AUDIT_PATH, locale, path],
    queryFn: () => apiFetch<{ items: AuditEntry[]; total: number; page: number; limit: number }>(path, locale),
    staleTime: ADMIN_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

/** A file the dashboard's API makes (an export, an attachment), fetched with the bearer token: so not a plain link. */
export async function fetchBlob(path: string, locale: Locale): Promise<Blob> {
  const token = readToken();
  const response = await fetch(path, { headers: { lang: `/${locale}`, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) throw apiErrorOf(response.status, response.statusText, await response.json().catch(() => null));
  return response.blob();
}

/** Every entry the filters match, as the CSV file the API makes. */
export function useAuditExport() {
  const locale = useLocale();
  return useMutation({ mutationFn: (filters: AuditFilters) => fetchBlob(`${AUDIT_PATH}.csv?${auditQuery(filters)}`, locale) });
}

const TOTP_PATH = '/api/auth/totp';

/** Starts enrolling an authenticator app: a new secret and the address its QR code holds. */
export function useTotpSetup() {
  const locale = useLocale();
  return useMutation({ mutationFn: () => sendJson<{ secret: string; otpauthUrl: string }>(`${TOTP_PATH}/setup`, locale, 'POST', {}) });
}

/** Turns two-factor sign-in on with a code from the app; answers the recovery codes, shown once. */
export function useTotpEnable() {
  const locale = useLocale();
  return useMutation({ mutationFn: (code: string) => sendJson<{ recoveryCodes: string[] }>(`${TOTP_PATH}/enable`, locale, 'POST', { code }) });
}

export function useTotpDisable() {
  const locale = useLocale();
  return useMutation({ mutationFn: (input: { password: string; code: string }) => sendJson<null>(`${TOTP_PATH}/disable`, locale, 'POST', input) });
}
