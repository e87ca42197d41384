/** "Install" button beside the search, shown only on beforeinstallprompt, gone once used or installed. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function installButton(label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'install-app';
  button.textContent = label;
  return button;
}

window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  const offer = event as InstallPromptEvent;
  const label = document.querySelector<HTMLMetaElement>('meta[name="polyhedral:install"]')?.content;
  const anchor =
    document.querySelector('header .header > div:last-child') ?? document.querySelector('header');
  if (!label || !anchor || document.querySelector('.install-app')) return;
  const button = installButton(label);
  button.addEventListener('click', async () => {
    button.remove();
    await offer.prompt();
    await offer.userChoice;
  });
  anchor.prepend(button);
});

window.addEventListener('appinstalled', () => {
  document.querySelector('.install-app')?.remove();
});
