import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// The API addresses are chosen by the user at run time, so host access is asked for then
// (optional_host_permissions), for exactly the configured origins.
export default defineConfig({
  // Explicit imports everywhere: a reader sees where each name comes from.
  imports: false,
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'pt_BR',
    permissions: ['storage', 'alarms', 'contextMenus'],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    action: { default_title: '__MSG_actionTitle__' },
    commands: {
      // Firefox gives Alt+Shift+<letter> to its menu bar's access keys first: in pt-BR, Alt+Shift+A
      // opens "Arquivo" and the command never fires. L is no menu's access key in pt-BR or English.
      'open-panel': { suggested_key: { default: browser === 'firefox' ? 'Alt+Shift+L' : 'Alt+Shift+A' }, description: '__MSG_commandOpenPanel__' },
      'next-identifier': { suggested_key: { default: 'Alt+Shift+N' }, description: '__MSG_commandNextIdentifier__' },
    },
    // The hover card is an extension page framed by the content script; only it is exposed to pages
    // (and, in Chrome, under a URL that changes every session, so no page can frame it on its own).
    web_accessible_resources: [
      { resources: ['card.html'], matches: ['<all_urls>'], ...(browser === 'firefox' ? {} : { use_dynamic_url: true }) },
    ],
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'atalaia@atalaia.app',
              strict_min_version: '142.0',
              // Identifiers typed or hovered by the user are sent to the records API the user configures.
              data_collection_permissions: { required: ['personallyIdentifyingInfo'] },
            },
          },
        }
      : {}),
  }),
  vite: () => ({ plugins: [preact()] }),
  hooks: {
    // The fixture gallery (synthetic records for tests and screenshots) ships only in test builds.
    'entrypoints:found': (_wxt, entrypoints) => {
      if (process.env.WXT_GALLERY) return;
      const gallery = entrypoints.findIndex((entrypoint) => entrypoint.name === 'gallery');
      if (gallery >= 0) entrypoints.splice(gallery, 1);
    },
  },
});
