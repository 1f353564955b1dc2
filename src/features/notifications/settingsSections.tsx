import type { ComponentType } from 'react';
import { EmailSettings } from './components/EmailSettings';

export interface SettingsSection {
  key: string;
  Section: ComponentType<{ uid: string }>;
}

/**
 * The sections of /settings, in order. Each takes the signed-in uid and saves its own choices.
 * The activity setting ("Active today" on posts and chats) is added here as its own section.
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [{ key: 'email', Section: EmailSettings }];
