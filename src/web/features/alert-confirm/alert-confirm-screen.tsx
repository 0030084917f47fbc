import { ConfirmScreen } from '../alerts/confirm-screen.js';

/** Confirming a subscription to e-mail alerts, by the link of its confirmation message. */
export default function AlertConfirmScreen() {
  return <ConfirmScreen />;
}
