import { Alert, Anchor, List, Text } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESSIBILITY_MESSAGES, type AccessibilityProblem, checkRichText } from '../../../common/content-accessibility.js';
import type { Locale } from '../../../common/locales.js';
import { useLocale } from '../../lib/locale.js';

type ElementKind = 'image' | 'heading' | 'link' | 'table' | 'text';

function kindOf(element: string): ElementKind {
  if (element === 'img') return 'image';
  if (element === 'a') return 'link';
  if (element === 'table') return 'table';
  return /^h[1-6]$/.test(element) ? 'heading' : 'text';
}

/** Says a problem in the dashboard's language: what is wrong, and where ("… (link 3 “here”)"). */
export function useDescribeProblem(): (problem: AccessibilityProblem) => string {
  const { t } = useTranslation('dashboard-edit');
  const locale: Locale = useLocale();
  return (problem) => {
    const place = t('accessibility.where', { element: t(`accessibility.elements.${kindOf(problem.element)}`), n: problem.occurrence });
    const excerpt = problem.excerpt ? ` “${problem.excerpt}”` : '';
    return `${ACCESSIBILITY_MESSAGES[locale][problem.rule]} (${place}${excerpt})`;
  };
}

interface AccessibilityProblemsProps {
  html: string;
  /** Takes the editor to the problem's place in the text. */
  onReveal: (problem: AccessibilityProblem) => void;
}

/**
 * The accessibility problems of a rich text as it is being written: the rules the server applies
 * when the item is published (src/common/content-accessibility.ts), checked as the editor types.
 * Each problem is a button that puts the caret on its element.
 */
export function AccessibilityProblems({ html, onReveal }: AccessibilityProblemsProps) {
  const { t } = useTranslation('dashboard-edit');
  const describe = useDescribeProblem();
  // Checked once typing pauses, not on every keystroke.
  const deferred = useDeferredValue(html);
  const problems = useMemo(() => checkRichText(deferred), [deferred]);
  if (problems.length === 0) return null;
  return (
    <Alert color="yellow" variant="outline" mt="xs" data-testid="accessibility-problems">
      <Text fw={600} size="sm">
        {t('accessibility.title', { count: problems.length })}
      </Text>
      <List size="sm" spacing={2}>
        {problems.map((problem) => (
          <List.Item key={`${problem.rule}-${problem.element}-${problem.occurrence}`}>
            <Anchor component="button" type="button" size="sm" ta="start" onClick={() => onReveal(problem)}>
              {describe(problem)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
