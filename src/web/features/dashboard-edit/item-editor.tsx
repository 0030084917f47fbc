import { mdiArrowLeft } from '@mdi/js';
import { Alert, Anchor, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Locale } from '../../../common/locales.js';
import { dashboardPath } from '../../../common/routes.js';
import type { ReferenceMode, UnpublishedReference } from '../../../common/schemas/admin.js';
import type { TranslationChanges } from '../../../common/schemas/translation-status.js';
import { Icon } from '../../components/ui/icon.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';
import { PORTAL_TIME_ZONE } from '../../../common/time/zoned-time.js';
import { INTL_LOCALES } from '../shared/format.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { ConflictDialog } from './conflict-dialog.js';
import { DraftOffer } from './draft-offer.js';
import { fetchAdminItem, useDeleteItem, useRefreshRevisions, useSaveItem } from './edit-api.js';
import { type AdminView, type EditForm, emptyForm, formFromView, inputFromForm, isSameForm } from './edit-form-state.js';
import { type RuleMessages, POSITION_MAX, isFieldPath, tabOfPath } from './edit-rules.js';
import { type EditTypeSpec, ownFieldsByWidth } from './edit-types.js';
import { EditorActions } from './editor-actions.js';
import { useDescribeProblem } from './accessibility-problems.js';
import { accessibilityProblemsOf, apiFieldErrors, errorMessage, isVersionConflict, localizeFieldMessages } from './error-message.js';
import { type LocalDraft, browserStorage, clearDraft, draftKey } from './local-draft.js';
import { OwnFields, usePickerOptions } from './own-fields.js';
import { PublishingFields } from './publishing-fields.js';
import { PresenceNotice } from './presence-notice.js';
import { useItemPermissions } from './item-permissions.js';
import { RevisionsPanel } from './revisions-panel.js';
import { useItemReview, useReviewActions } from './review-api.js';
import { ReviewPanel } from './review-panel.js';
import { TranslationTabs } from './translation-tabs.js';
import { type FieldErrors, useItemForm } from './use-item-form.js';
import { useLeaveGuard } from '../../lib/use-leave-guard.js';
import { useDraftOffer, useLocalDraft } from './use-local-draft.js';
import { LeftUnpublishedNotice, UnpublishedReferencesDialog, useUnpublishedReferences } from '../dashboard/unpublished-references.js';

const ZONE = PORTAL_TIME_ZONE;
/** Navigation state of the path a new item moves to after its first save. */
const CREATED_STATE = 'isJustCreated';
/** Navigation state: what the first save left unpublished (to say so on the new path). */
const LEFT_UNPUBLISHED_STATE = 'leftUnpublished';

function isJustCreated(state: unknown): boolean {
  return !!state && typeof state === 'object' && (state as Record<string, unknown>)[CREATED_STATE] === true;
}

function leftUnpublishedOf(value: unknown): UnpublishedReference[] {
  const list = value && typeof value === 'object' ? (value as Record<string, unknown>)[LEFT_UNPUBLISHED_STATE] ?? (value as Record<string, unknown>).unpublishedReferences : null;
  return Array.isArray(list) ? (list as UnpublishedReference[]) : [];
}

/** "14:05": when the editor saved (today, so the date is left out). */
function formatClockTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONE }).format(new Date(iso));
}

interface ItemEditorProps {
  spec: EditTypeSpec;
  /** The saved item; null for a new one. */
  loaded: AdminView | null;
  /** The id of the path ('new' for a new item), which names the local draft. */
  idParam: string;
  /** How the saved translations stand against the Serbian (null: a new item, or not known yet). */
  translationChanges: TranslationChanges | null;
}

interface Conflict {
  mine: EditForm;
  myVersion: number;
  current: AdminView | null;
  loadError: string | null;
}

function useRuleMessages(): RuleMessages {
  const { t } = useTranslation('dashboard-edit');
  return {
    required: t('rules.required'),
    tooLong: (max) => t('rules.tooLong', { max }),
    endBeforeStart: t('rules.endBeforeStart'),
    endWithoutStart: t('rules.endWithoutStart'),
    position: t('rules.position', { max: POSITION_MAX }),
    dateTime: t('rules.dateTime'),
    tooManyRows: (rows) => t('rules.tooManyRows', { rows }),
    rowTooLong: (row, max) => t('rules.rowTooLong', { row, max }),
    date: t('rules.date'),
    endDateBeforeStart: t('rules.endDateBeforeStart'),
    volume: t('rules.volume'),
    registrationNumber: t('rules.registrationNumber'),
    taxNumber: t('rules.taxNumber'),
    revocationReason: t('rules.revocationReason'),
  };
}

/**
 * The edit screen's form for one item (new or saved): texts per locale, publishing, the type's
 * own fields, save with version checks, conflicts, local drafts, revisions, preview and delete.
 */
export function ItemEditor({ spec, loaded, idParam, translationChanges }: ItemEditorProps) {
  const { t } = useTranslation('dashboard-edit');
  const locale = useLocale();
  const describeProblem = useDescribeProblem();
  const navigate = useNavigate();
  const location = useLocation();
  const messages = useRuleMessages();

  const [base, setBase] = useState(loaded);
  // The version the next save is based on (a restored draft or "keep mine" may set it).
  const [version, setVersion] = useState(loaded?.version ?? null);
  const baseForm = useMemo(() => (base ? formFromView(spec, base, ZONE) : emptyForm(spec)), [spec, base]);
  const itemForm = useItemForm(spec, baseForm, messages);
  const isDirty = !isSameForm(itemForm.form, baseForm);

  const key = draftKey(spec.section, idParam);
  const [offer, setOffer] = useDraftOffer(key, baseForm);
  const draft = useLocalDraft({ key, form: itemForm.form, isDirty, baseVersion: version, isPaused: offer !== null });
  const guard = useLeaveGuard(isDirty);

  const [tab, setTab] = useState<Locale>('sr');
  const [notice, setNotice] = useState<string>(() => (isJustCreated(location.state) ? t('status.created') : ''));
  useEffect(() => {
    // Said once: a reload of the new item's path does not say it again.
    if (isJustCreated(location.state)) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, []);
  const [failure, setFailure] = useState<{ text: string; details: string[] } | null>(null);
  const references = useUnpublishedReferences();
  // What the last save left unpublished, though the item is public (the editor chose so).
  const [leftUnpublished, setLeftUnpublished] = useState<UnpublishedReference[]>(() => leftUnpublishedOf(location.state));
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const save = useSaveItem(spec.section);
  const remove = useDeleteItem(spec.section);
  const refreshRevisions = useRefreshRevisions(spec.section, base?.id ?? null);
  const pickers = usePickerOptions(spec);
  const itemReview = useItemReview(spec.section, base?.id ?? null);
  const reviewActions = useReviewActions(spec.section, base?.id ?? 0);

  const sectionName = t(`sections.${spec.section}`);
  const ownFields = ownFieldsByWidth(spec);
  const permissions = useItemPermissions(spec, base, itemForm.form);
  const ownProps = { spec, itemForm, itemId: base?.id ?? null, savedPageKey: typeof base?.key === 'string' ? base.key : null };
  const savedName = base?.translations.sr?.[spec.nameField];
  const heading = base ? (typeof savedName === 'string' && savedName) || t('untitled') : t(`newHeading.${spec.section}`);
  useDocumentTitle(`${heading} · ${sectionName}`);
  useHotkeys([['mod+S', () => void submit()]], [], true);

  // After a refused save, the first field in error gets the focus (once its tab is shown).
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Shows the first tab that has a message (fields beside the tabs are always visible). */
  function revealErrors(errors: FieldErrors) {
    const tabs = Object.keys(errors).map(tabOfPath);
    if (!tabs.includes(tab)) {
      const first = tabs.find((entry) => entry !== null);
      if (first) setTab(first);
    }
    setFocusRequest((count) => count + 1);
  }

  /** A form the editor is leaving (restore, load theirs) stays on this device to be offered back. */
  function keepAside(form: EditForm, basedOn: number | null) {
    const kept = { savedAt: new Date().toISOString(), baseVersion: basedOn, form };
    draft.keep(kept);
    setOffer(kept);
  }

  function showSaved(view: AdminView, sent: EditForm) {
    setBase(view);
    setVersion(view.version);
    // Text typed while the save was on its way stays (as unsaved changes).
    if (isSameForm(itemForm.latest.current, sent)) itemForm.replace(formFromView(spec, view, ZONE));
    setNotice(t('status.saved', { time: formatClockTime(view.updatedAt, locale) }));
    setLeftUnpublished(leftUnpublishedOf(view));
    void refreshRevisions();
  }

  function openConflict(mine: EditForm) {
    setConflict({ mine, myVersion: version ?? 0, current: null, loadError: null });
    fetchAdminItem(spec.section, base!.id, locale).then(
      (current) => setConflict((open) => open && { ...open, current }),
      (error: unknown) => setConflict((open) => open && { ...open, loadError: errorMessage(error, t) }),
    );
  }

  function showSaveError(error: unknown, sent: EditForm) {
    if (isVersionConflict(error) && base) return openConflict(sent);
    const problems = accessibilityProblemsOf(error);
    if (problems) {
      const details = problems.map((problem) => `${t(`locales.${problem.locale}`)} · ${describeProblem(problem)}`);
      return setFailure({ text: t('accessibility.refused'), details });
    }
    const placed = itemForm.setApiErrors(localizeFieldMessages(apiFieldErrors(error), t));
    if (Object.keys(placed).length > 0) {
      revealErrors(placed);
      setFailure({ text: t('errors.fields'), details: Object.entries(placed).filter(([path]) => !isFieldPath(spec, path)).map(([, message]) => message) });
    } else {
      setFailure({ text: t('errors.saveFailed', { message: errorMessage(error, t) }), details: [] });
    }
  }

  /**
   * The form as it is sent (a save or a submission), once its rules pass; null, with the fields in
   * error shown, when they do not.
   */
  function formToSend(): EditForm | null {
    setFailure(null);
    setNotice('');
    const found = itemForm.validate();
    if (Object.keys(found).length > 0) {
      revealErrors(found);
      setFailure({ text: t('errors.fields'), details: [] });
      return null;
    }
    // Should the session have ended, the request waits for the sign-in dialog (and is sent again
    // after it); the text is kept on this device first all the same, should the editor sign out instead.
    draft.flush();
    return itemForm.latest.current;
  }

  /** Saves the form; `referenceMode` is the editor's answer about unpublished references, when asked. */
  async function submit(event?: FormEvent, referenceMode?: ReferenceMode) {
    event?.preventDefault();
    if (save.isPending) return;
    setLeftUnpublished([]);
    const sent = formToSend();
    if (!sent) return;
    const mode = referenceMode ?? references.modeFor(sent.status === 'published');
    try {
      const view = await save.mutateAsync({ id: base?.id ?? null, input: inputFromForm(spec, sent, ZONE), version, references: mode });
      draft.clear(sent);
      if (base) return showSaved(view, sent);
      guard.release();
      void navigate(dashboardPath(locale, spec.section, view.id), { replace: true, state: { [CREATED_STATE]: true, [LEFT_UNPUBLISHED_STATE]: leftUnpublishedOf(view) } });
    } catch (error) {
      // Published, it would refer to items that are not: the editor decides, then the save goes on.
      if (references.ask(error, (answer) => void submit(undefined, answer))) return;
      showSaveError(error, sent);
    }
  }

  /**
   * Submits the form as it stands for review, as a change to publish. The form then shows the
   * version in force again; the change is in the review panel, which can put it back in the form.
   */
  async function submitForReview() {
    if (!base || reviewActions.submit.isPending) return;
    const sent = formToSend();
    if (!sent) return;
    try {
      await reviewActions.submit.mutateAsync({ ...inputFromForm(spec, { ...sent, status: 'published' }, ZONE), version });
      draft.clear(sent);
      if (isSameForm(itemForm.latest.current, sent)) itemForm.replace(baseForm);
      setNotice(t('review.submitted'));
    } catch (error) {
      showSaveError(error, sent);
    }
  }

  function editSubmittedChange(proposal: AdminView) {
    if (isDirty) keepAside(itemForm.latest.current, version);
    itemForm.replace(formFromView(spec, { ...proposal, version: base?.version ?? proposal.version }, ZONE));
    setNotice(t('review.changeInForm'));
  }

  function answerReferences(mode: 'publish' | 'leave') {
    references.answer(mode);
    void submit(undefined, mode);
  }

  function keepMine() {
    const current = conflict?.current;
    if (!current) return;
    setBase(current);
    setVersion(current.version);
    setConflict(null);
    setNotice(t('conflict.keptNotice', { version: current.version }));
    void refreshRevisions();
  }

  function loadCurrent() {
    const current = conflict?.current;
    if (!current) return;
    keepAside(itemForm.latest.current, current.version);
    setBase(current);
    setVersion(current.version);
    itemForm.replace(formFromView(spec, current, ZONE));
    setConflict(null);
    void refreshRevisions();
  }

  function restoreDraft(stored: LocalDraft) {
    itemForm.replace(stored.form);
    setVersion(stored.baseVersion ?? base?.version ?? null);
    setOffer(null);
    setNotice(t('draft.restored'));
  }

  function discardDraft() {
    const storage = browserStorage();
    if (storage) clearDraft(storage, key);
    setOffer(null);
  }

  async function deleteItem() {
    if (!base) return;
    try {
      await remove.mutateAsync(base.id);
      draft.clear(itemForm.latest.current);
      discardDraft();
      guard.release();
      void navigate(dashboardPath(locale, spec.section), { replace: true });
    } catch (error) {
      setFailure({ text: t('errors.deleteFailed', { message: errorMessage(error, t) }), details: [] });
    }
    setDeleteOpen(false);
  }

  function showRestored(view: AdminView, restoredVersion: number, unsaved: EditForm | null) {
    if (unsaved) keepAside(unsaved, view.version);
    setBase(view);
    setVersion(view.version);
    itemForm.replace(formFromView(spec, view, ZONE));
    setNotice(t('revisions.restored', { version: restoredVersion }));
  }

  const names = useMemo(
    () => {
      const byId = (options: { value: string; label: string }[]) => new Map(options.map((option) => [option.value, option.label]));
      return { categories: byId(pickers.categories), tags: byId(pickers.tags), awardingBodies: byId(pickers.awardingBodies), files: byId(pickers.files), councils: byId(pickers.councils) };
    },
    [pickers.categories, pickers.tags, pickers.awardingBodies, pickers.files, pickers.councils],
  );

  return (
    <>
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Anchor component={Link} to={dashboardPath(locale, spec.section)} c="noksBlue.8" size="sm">
          <Group gap={4} component="span">
            <Icon path={mdiArrowLeft} size={16} />
            {t('backToList', { section: sectionName })}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {base ? t('itemNumber', { type: t(`types.${spec.section}`), id: base.id }) : t(`types.${spec.section}`)}
            </Text>
            <Title order={1}>{heading}</Title>
          </Stack>
          <EditorActions spec={spec} base={base} tab={tab} isDirty={isDirty} isSaving={save.isPending} permissions={permissions} onDelete={() => setDeleteOpen(true)} />
        </Group>

        <Text role="status" fw={600} c="teal.9">
          {notice}
        </Text>
        <LeftUnpublishedNotice references={leftUnpublished} />
        <PresenceNotice section={spec.section} itemId={base?.id ?? null} />
        {failure && (
          <Alert color="noksRed" variant="outline" role="alert">
            <Text c="noksRed.9">{failure.text}</Text>
            {failure.details.length > 0 && (
              <List size="sm" c="noksRed.9">
                {failure.details.map((detail) => (
                  <List.Item key={detail}>{detail}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {offer && <DraftOffer draft={offer} loadedVersion={base?.version ?? null} onRestore={() => restoreDraft(offer)} onDiscard={discardDraft} />}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TranslationTabs
              spec={spec}
              itemForm={itemForm}
              itemId={base?.id ?? null}
              tab={tab}
              onTabChange={setTab}
              storedLatinSlug={latinSlugOf(base)}
              translationChanges={translationChanges}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Paper withBorder p="md" component="section" aria-labelledby="publishing-title">
                <Title order={2} size="h4" id="publishing-title" mb="sm">
                  {t('publishing.title')}
                </Title>
                <PublishingFields itemForm={itemForm} base={base} permissions={permissions} />
              </Paper>
              {ownFields.side.length > 0 && (
                <Paper withBorder p="md" component="section" aria-labelledby="details-title">
                  <Title order={2} size="h4" id="details-title" mb="sm">
                    {t('own.title')}
                  </Title>
                  <Stack gap="sm">
                    <OwnFields names={ownFields.side} {...ownProps} />
                  </Stack>
                </Paper>
              )}
            </Stack>
          </Grid.Col>
        </Grid>

        {ownFields.wide.length > 0 && (
          <Paper withBorder p="md">
            <Stack gap="lg">
              <OwnFields names={ownFields.wide} {...ownProps} />
            </Stack>
          </Paper>
        )}

        {base && itemReview.data && (itemReview.data.review !== null || permissions.isReviewed || (permissions.maySubmit && !permissions.mayPublish)) && (
          <ReviewPanel
            spec={spec}
            base={base}
            review={itemReview.data}
            permissions={permissions}
            isSubmitting={reviewActions.submit.isPending}
            onSubmit={() => void submitForReview()}
            onEditChange={editSubmittedChange}
            onApproved={(view) => showSaved(view, itemForm.latest.current)}
          />
        )}

        {base && version !== null && (
          <RevisionsPanel
            spec={spec}
            itemId={base.id}
            currentVersion={version}
            isDirty={isDirty}
            onBeforeRestore={() => draft.flush()}
            onRestored={(view, restored) => showRestored(view, restored, isDirty ? itemForm.latest.current : null)}
          />
        )}
      </Stack>
    </form>

      {conflict && (
        <ConflictDialog
          spec={spec}
          mine={conflict.mine}
          myVersion={conflict.myVersion}
          current={conflict.current}
          loadError={conflict.loadError}
          names={names}
          onKeepMine={keepMine}
          onLoadCurrent={loadCurrent}
          onClose={() => setConflict(null)}
        />
      )}
      <UnpublishedReferencesDialog
        references={references.asked}
        itemName={nameInForm(spec, itemForm.form) || heading}
        onAnswer={answerReferences}
        onCancel={references.close}
      />
      <ConfirmDialog
        opened={isDeleteOpen}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        onConfirm={() => void deleteItem()}
        onCancel={() => setDeleteOpen(false)}
        isDanger
        isPending={remove.isPending}
      >
        {t('delete.text', { name: heading })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={guard.blocker.state === 'blocked'}
        title={t('leave.title')}
        confirmLabel={t('leave.leave')}
        cancelLabel={t('leave.stay')}
        onConfirm={() => {
          draft.flush();
          guard.blocker.proceed?.();
        }}
        onCancel={() => guard.blocker.reset?.()}
      >
        {t('leave.text')}
      </ConfirmDialog>
    </>
  );
}

/** The item's Serbian name as typed now. */
function nameInForm(spec: EditTypeSpec, form: EditForm): string {
  const name = form.sr[spec.nameField];
  return typeof name === 'string' ? name.trim() : '';
}

function latinSlugOf(base: AdminView | null): string | null {
  const slug = base?.translations.lat?.slug;
  return typeof slug === 'string' ? slug : null;
}
