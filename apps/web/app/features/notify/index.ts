export { PushSettingsCard } from './push-settings-card';
