import type { Level } from '../../../common/schemas/levels.js';
import { useMessages } from '../../lib/messages.js';

/** A level's descriptors: what its holder knows, can do, and is responsible for. */
export function LevelDescriptors({ level }: { level: Pick<Level, 'knowledge' | 'skills' | 'competences'> }) {
  const { t } = useMessages('screens');
  return (
    <dl className="levels-level__descriptors">
      <dt>{t('levels.knowledge')}</dt>
      <dd>{level.knowledge}</dd>
      <dt>{t('levels.skills')}</dt>
      <dd>{level.skills}</dd>
      <dt>{t('levels.competences')}</dt>
      <dd>{level.competences}</dd>
    </dl>
  );
}
