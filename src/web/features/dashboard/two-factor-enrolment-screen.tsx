import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dashboardPath } from '../../../common/routes.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';
import { setTotpEnabled, signOut } from '../../lib/session.js';
import { TwoFactorSetup } from './two-factor-setup.js';

/**
 * In place of the dashboard while REQUIRE_TOTP_FOR asks the signed-in user to enrol a second
 * factor (the API opens nothing else to them until then); once the recovery codes are saved,
 * the dashboard opens at the same path.
 */
export default function TwoFactorEnrolmentScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const navigate = useNavigate();
  useDocumentTitle(t('twoFactor.enrolTitle'));
  return (
    <Center component="main" id="main" tabIndex={-1} mih="100vh" p="md" bg="gray.0">
      <Paper component="section" withBorder shadow="sm" p="xl" w="100%" maw={560} aria-labelledby="enrol-title">
        <Stack>
          <Title order={1} size="h2" id="enrol-title">
            {t('twoFactor.enrolTitle')}
          </Title>
          <Text>{t('twoFactor.enrolIntro')}</Text>
          <Text size="sm">{t('twoFactor.intro')}</Text>
          <TwoFactorSetup onDone={() => setTotpEnabled(true)} />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => void signOut(locale).then(() => navigate(dashboardPath(locale)))}>
              {t('shell.signOut')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
