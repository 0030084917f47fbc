import { SettingsScreen } from '../alerts/settings-screen.js';

/** A subscriber's e-mail alerts, by the link every message carries. */
export default function AlertSettingsScreen() {
  return <SettingsScreen />;
}
