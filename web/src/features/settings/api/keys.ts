/** Query keys of the settings feature's server data. */
export const settingsKeys = {
  providerKeys: ['settings', 'providerKeys'] as const,
  providerKeyAccess: ['settings', 'providerKeyAccess'] as const,
  signedInDevices: ['settings', 'signedInDevices'] as const,
};
