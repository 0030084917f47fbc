import { mdiAlertCircle, mdiPlus, mdiTrashCanOutline } from '@mdi/js';
import { Badge, Button, Group, Paper, Stack, Switch, Tabs, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../common/locales.js';
import type { TranslationChanges } from '../../../common/schemas/translation-status.js';
import { slugify } from '../../../common/text/slug.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import { Icon } from '../../components/ui/icon.js';
import { htmlLang } from '../../lib/i18n.js';
import { DANGER_COLOR } from '../dashboard-lists/list-colors.js';
import { SLUG_FIELD, type Texts, derivedLatin, emptyTexts } from './edit-form-state.js';
import { tabOfPath, textPath } from './edit-rules.js';
import type { EditTypeSpec, TextFieldSpec } from './edit-types.js';
import { SlugField } from './slug-field.js';
import { SourceChangesNotice } from './source-changes-notice.js';
import { TextField } from './text-field.js';
import type { ItemForm } from './use-item-form.js';

interface PanelProps {
  spec: EditTypeSpec;
  itemForm: ItemForm;
  itemId: number | null;
}

/** The name field first, then the slug made from it (for types with slugs), then the other texts. */
function FieldsInOrder({ spec, render, slug }: { spec: EditTypeSpec; render: (field: TextFieldSpec) => ReactNode; slug: ReactNode }) {
  const [first, ...rest] = spec.fields;
  return (
    <>
      {first && render(first)}
      {spec.hasSlug && slug}
      {rest.map(render)}
    </>
  );
}

/** Serbian Cyrillic or English: every text written by hand. */
function WrittenPanel({ spec, itemForm, itemId, locale, texts }: PanelProps & { locale: 'sr' | 'en'; texts: Texts }) {
  const { t } = useTranslation('dashboard-edit');
  const lang = htmlLang(locale);
  return (
    <FieldsInOrder
      spec={spec}
      render={(field) => (
        <TextField
          key={field.name}
          field={field}
          label={t(`fields.${field.name}`)}
          value={texts[field.name] ?? ''}
          onChange={(value) => itemForm.setText(locale, field.name, value)}
          onBlur={() => itemForm.blur(textPath(locale, field.name))}
          error={itemForm.errors[textPath(locale, field.name)]}
          lang={lang}
        />
      )}
      slug={
        <SlugField
          section={spec.section}
          locale={locale}
          value={texts[SLUG_FIELD] ?? ''}
          onChange={(value) => itemForm.setText(locale, SLUG_FIELD, value)}
          onBlur={() => itemForm.blur(textPath(locale, SLUG_FIELD))}
          error={itemForm.errors[textPath(locale, SLUG_FIELD)]}
          nameText={texts[spec.nameField] ?? ''}
          itemId={itemId}
          lang={lang}
        />
      }
    />
  );
}

/** A Latin field: the text derived from the Cyrillic (read-only), or written by hand once switched on. */
function LatinField({ label, isOverridden, onOverride, children, derived }: { label: string; isOverridden: boolean; onOverride: (on: boolean) => void; children: ReactNode; derived: ReactNode }) {
  const { t } = useTranslation('dashboard-edit');
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Switch label={t('latin.override', { field: label })} checked={isOverridden} onChange={(event) => onOverride(event.currentTarget.checked)} />
        {isOverridden ? children : derived}
      </Stack>
    </Paper>
  );
}

function LatinPanel({ spec, itemForm, itemId, storedSlug }: PanelProps & { storedSlug: string | null }) {
  const { t } = useTranslation('dashboard-edit');
  const { form } = itemForm;
  const lang = htmlLang('lat');
  const isOverridden = (name: string) => form.latOverrides.includes(name);
  const derivedName = cyrillicToLatin(form.sr[spec.nameField] ?? '');
  const derivedSlug = storedSlug ?? slugify(derivedName, 'lat');
  return (
    <>
      <Text>{t('latin.intro')}</Text>
      <FieldsInOrder
        spec={spec}
        render={(field) => {
          const label = t(`fields.${field.name}`);
          const derived = derivedLatin(field, form.sr);
          return (
            <LatinField
              key={field.name}
              label={label}
              isOverridden={isOverridden(field.name)}
              onOverride={(on) => itemForm.setOverride(field.name, on, derived)}
              derived={<TextField field={field} label={label} value={derived} hint={t('latin.derived')} lang={lang} readOnly />}
            >
              <TextField
                field={field}
                label={label}
                value={form.lat[field.name] ?? ''}
                onChange={(value) => itemForm.setText('lat', field.name, value)}
                onBlur={() => itemForm.blur(textPath('lat', field.name))}
                error={itemForm.errors[textPath('lat', field.name)]}
                hint={t('latin.manual')}
                lang={lang}
              />
            </LatinField>
          );
        }}
        slug={
          <LatinField
            label={t('fields.slug')}
            isOverridden={isOverridden(SLUG_FIELD)}
            onOverride={(on) => itemForm.setOverride(SLUG_FIELD, on, derivedSlug)}
            derived={<TextInput label={t('fields.slug')} value={derivedSlug} description={storedSlug ? t('latin.slugKept') : t('latin.slugMade')} lang={lang} readOnly />}
          >
            <SlugField
              section={spec.section}
              locale="lat"
              value={form.lat[SLUG_FIELD] ?? ''}
              onChange={(value) => itemForm.setText('lat', SLUG_FIELD, value)}
              onBlur={() => itemForm.blur(textPath('lat', SLUG_FIELD))}
              error={itemForm.errors[textPath('lat', SLUG_FIELD)]}
              nameText={isOverridden(spec.nameField) ? (form.lat[spec.nameField] ?? '') : derivedName}
              itemId={itemId}
              lang={lang}
            />
          </LatinField>
        }
      />
    </>
  );
}

/** English is optional: added and removed here (removed texts come back if it is added again). */
function EnglishPanel(props: PanelProps) {
  const { t } = useTranslation('dashboard-edit');
  const { form, setEnglish } = props.itemForm;
  const removed = useRef<Texts | null>(null);

  function remove() {
    removed.current = form.en;
    setEnglish(null);
  }

  if (!form.en) {
    return (
      <>
        <Text>{t('english.none')}</Text>
        <Group>
          <Button variant="outline" leftSection={<Icon path={mdiPlus} size={18} />} onClick={() => setEnglish(removed.current ?? emptyTexts(props.spec))}>
            {t('english.add')}
          </Button>
        </Group>
      </>
    );
  }
  return (
    <>
      <Group justify="flex-end">
        <Button variant="outline" color="noksRed.9" leftSection={<Icon path={mdiTrashCanOutline} size={18} />} onClick={remove}>
          {t('english.remove')}
        </Button>
      </Group>
      <WrittenPanel {...props} locale="en" texts={form.en} />
    </>
  );
}

interface TranslationTabsProps extends PanelProps {
  tab: Locale;
  onTabChange: (tab: Locale) => void;
  /** The Latin slug saved with the item (kept unless written by hand). */
  storedLatinSlug: string | null;
  /** How the saved translations stand against the Serbian (null: a new item, or not known yet). */
  translationChanges: TranslationChanges | null;
}

/** The translations older than the Serbian they follow (the Cyrillic itself never is). */
function staleLocales(changes: TranslationChanges | null): Set<Locale> {
  return new Set((['lat', 'en'] as const).filter((locale) => changes?.item[locale].state === 'stale'));
}

/**
 * One tab per locale; a tab with a field in error is marked (in text too, for screen readers), and
 * so is an outdated translation, whose panel then shows what changed in the Serbian.
 */
export function TranslationTabs({ tab, onTabChange, storedLatinSlug, translationChanges, ...panel }: TranslationTabsProps) {
  const { t } = useTranslation('dashboard-edit');
  const withErrors = new Set(Object.keys(panel.itemForm.errors).map(tabOfPath));
  const outdated = staleLocales(translationChanges);
  return (
    <Tabs value={tab} onChange={(value) => value && onTabChange(value as Locale)} keepMounted={false}>
      <Tabs.List aria-label={t('tabs.label')}>
        {LOCALES.map((locale) => (
          <Tabs.Tab
            key={locale}
            value={locale}
            rightSection={
              outdated.has(locale) || withErrors.has(locale) ? (
                <Group component="span" gap={6} wrap="nowrap">
                  {outdated.has(locale) && (
                    <Badge component="span" variant="filled" color={DANGER_COLOR} size="sm">
                      {t('tabs.outdated')}
                    </Badge>
                  )}
                  {withErrors.has(locale) && (
                    <Text component="span" c="var(--mantine-color-error)" display="inline-flex">
                      <Icon path={mdiAlertCircle} size={18} />
                    </Text>
                  )}
                </Group>
              ) : null
            }
          >
            {t(`locales.${locale}`)}
            {withErrors.has(locale) && <VisuallyHidden>{` (${t('tabs.hasErrors')})`}</VisuallyHidden>}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LOCALES.map((locale) => (
        <Tabs.Panel key={locale} value={locale} pt="md">
          <Stack gap="md">
            {locale !== 'sr' && translationChanges && outdated.has(locale) && <SourceChangesNotice spec={panel.spec} changes={translationChanges} locale={locale} />}
            {locale === 'sr' && <WrittenPanel {...panel} locale="sr" texts={panel.itemForm.form.sr} />}
            {locale === 'lat' && <LatinPanel {...panel} storedSlug={storedLatinSlug} />}
            {locale === 'en' && <EnglishPanel {...panel} />}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
