import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormKey } from '../../../common/forms/form-definitions.js';
import type { SubmissionState } from '../../../common/forms/form-state.js';
import type { AdminSubmission, submissionQueueSchema } from '../../../common/schemas/forms.js';
import type { z } from 'zod';
import { apiFetch, sendJson } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { fetchBlob } from '../dashboard/dashboard-api.js';

export type SubmissionQueue = z.infer<typeof submissionQueueSchema>;
export type { AdminSubmission };

const API = '/api/admin/submissions';
export const QUEUE_PAGE_SIZE = 20;

/** What the queue shows: a form's submissions, in a state or all, given to me, to nobody or to anyone. */
export interface QueueFilters {
  form: FormKey;
  state: SubmissionState | '';
  assigned: '' | 'me' | 'none';
  page: number;
}

export function useSubmissionQueue(filters: QueueFilters) {
  const locale = useLocale();
  const query = new URLSearchParams({ form: filters.form, page: String(filters.page), limit: String(QUEUE_PAGE_SIZE) });
  if (filters.state) query.set('state', filters.state);
  if (filters.assigned) query.set('assigned', filters.assigned);
  const path = `${API}?${query.toString()}`;
  return useQuery({ queryKey: [API, locale, path], queryFn: () => apiFetch<SubmissionQueue>(path, locale), staleTime: 0, placeholderData: keepPreviousData });
}

export function useSubmission(id: number) {
  const locale = useLocale();
  return useQuery({ queryKey: [API, locale, id], queryFn: () => apiFetch<AdminSubmission>(`${API}/${id}`, locale), staleTime: 0 });
}

/** One move of the agency on a submission; the submission's answer replaces the one shown, and the queue is read again. */
export function useSubmissionMove<Body>(id: number, step: 'assign' | 'state' | 'notes' | 'replies' | 'standard') {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => sendJson<AdminSubmission>(`${API}/${id}/${step}`, locale, 'POST', body),
    onSuccess: (submission) => {
      client.setQueryData([API, locale, id], submission);
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] === API && typeof query.queryKey[2] === 'string' });
    },
  });
}

export function useEraseSubmission(id: number) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`${API}/${id}`, locale, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ predicate: (query) => query.queryKey[0] === API }),
  });
}

export const exportQueue = (form: FormKey, locale: Parameters<typeof fetchBlob>[1]) => fetchBlob(`${API}/export?form=${form}`, locale);
export const downloadAttachment = (id: number, fileId: number, locale: Parameters<typeof fetchBlob>[1]) => fetchBlob(`${API}/${id}/files/${fileId}`, locale);
