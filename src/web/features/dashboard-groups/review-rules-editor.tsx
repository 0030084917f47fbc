import { Button, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewRule } from '../../../common/review.js';
import { REVIEW_RULES_MAX } from '../../../common/schemas/review.js';
import { apiFieldErrors } from '../dashboard/error-text.js';
import { RowList } from '../dashboard-edit/row-list.js';
import { localizeGroupFieldErrors, repeatedRowErrors } from './grant-rules.js';
import { SubjectFields } from './grants-editor.js';
import { GroupErrorAlert, groupErrorText } from './group-errors.js';
import { useReviewRules, useSaveReviewRules } from './groups-api.js';
import { newReviewRule, subjectChoices } from './review-rule-rows.js';

interface RuleFieldsProps {
  rule: ReviewRule;
  index: number;
  onChange: (rule: ReviewRule) => void;
  errors: Readonly<Record<string, string>>;
}

/** One rule: the subject, its section when it has sections, and whether publishing there needs review. */
function RuleFields({ rule, index, onChange, errors }: RuleFieldsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <SubjectFields row={rule} subjects={subjectChoices(rule)} onChange={onChange} field={`rules.${index}`} errors={errors} />
      <Checkbox label={t('groups.reviewRules.review')} checked={rule.review} onChange={(event) => onChange({ ...rule, review: event.currentTarget.checked })} mb={8} />
    </>
  );
}

/** The rules as rows, sent as a whole set; the API's messages are shown on the row they name (rules.N, rules.N.section). */
function ReviewRulesForm({ saved }: { saved: ReviewRule[] }) {
  const { t } = useTranslation('dashboard');
  const save = useSaveReviewRules();
  const [rules, setRules] = useState(saved);
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [isSaved, setSaved] = useState(false);
  const checkRules = (next: readonly ReviewRule[]) => repeatedRowErrors(next, 'rules', t('groups.reviewRules.duplicate'));

  function change(next: ReviewRule[]) {
    setRules(next);
    setSaved(false);
    // Rows moved with the change: the messages are those of the form's check now, the API's no longer apply.
    if (Object.keys(messages).length > 0) setMessages(checkRules(next));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = checkRules(rules);
    setMessages(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      // The answer is the set as stored (in the server's order), which the rows then show.
      setRules((await save.mutateAsync(rules)).rules);
      setSaved(true);
    } catch (error) {
      setMessages(localizeGroupFieldErrors(apiFieldErrors(error), t));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {save.isError && <GroupErrorAlert error={save.error} />}
        <RowList
          legend={t('groups.reviewRules.legend')}
          hint={t('groups.reviewRules.hint')}
          add={t('groups.reviewRules.add')}
          max={REVIEW_RULES_MAX}
          empty={newReviewRule}
          isOrdered={false}
          rowName={(number) => t('groups.reviewRules.row', { number })}
          row={(rule, index, changeRule) => <RuleFields rule={rule} index={index} onChange={changeRule} errors={messages} />}
          rowError={(index) => messages[`rules.${index}`]}
          value={rules}
          onChange={change}
          error={messages.rules}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('groups.reviewRules.save')}
          </Button>
          <Text role="status">{isSaved ? t('groups.reviewRules.saved') : ''}</Text>
        </Group>
      </Stack>
    </form>
  );
}

/** Below the groups (admins only): where publishing needs the approval of someone other than the author. */
export function ReviewRulesSection() {
  const { t } = useTranslation('dashboard');
  const rules = useReviewRules();
  return (
    <Stack component="section" aria-labelledby="review-rules-title" gap="md">
      <Title order={2} id="review-rules-title">
        {t('groups.reviewRules.title')}
      </Title>
      <Text maw={720}>{t('groups.reviewRules.intro')}</Text>
      {rules.isPending && <Loader aria-label={t('common.loading')} />}
      {rules.isError && (
        <Text c="#bf360c" role="alert">
          {groupErrorText(rules.error, t)}
        </Text>
      )}
      {rules.data && <ReviewRulesForm saved={rules.data.rules} />}
    </Stack>
  );
}
