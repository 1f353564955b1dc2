import type { ComponentType } from 'react';
import { ActivitySection } from './components/ActivitySection';
import { EmailSettings } from './components/EmailSettings';

export interface SettingsSection {
  key: string;
  Section: ComponentType<{ uid: string }>;
}

/**
 * The sections of /settings, in order. Each takes the signed-in uid and saves its own choices.
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { key: 'email', Section: EmailSettings },
  { key: 'activity', Section: ActivitySection },
];
