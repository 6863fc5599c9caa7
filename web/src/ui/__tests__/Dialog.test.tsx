import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../Dialog';

/** A page with a button that opens a dialog holding two fields and an action. */
function Page({ closeButton, focusSecond }: { closeButton?: boolean; focusSecond?: boolean }) {
  const [open, setOpen] = useState(false);
  const secondRef = useRef<HTMLInputElement>(null);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Elsewhere</a>
      {open ? (
        <Dialog
          title="Enter your code"
          onClose={() => setOpen(false)}
          closeButton={closeButton}
          initialFocus={focusSecond ? secondRef : undefined}
        >
          <input aria-label="First" />
          <input aria-label="Second" ref={secondRef} />
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Dialog>
      ) : null}
    </main>
  );
}

async function openDialog(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog') };
}

describe('Dialog', () => {
  it('is a modal dialog labelled by its title', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Enter your code' })).toBe(dialog);
  });

  it('moves focus to its first field, or to the one it is given', async () => {
    await openDialog();
    expect(document.activeElement).toBe(screen.getByLabelText('First'));
  });

  it('focuses the element it is given', async () => {
    await openDialog({ focusSecond: true });
    expect(document.activeElement).toBe(screen.getByLabelText('Second'));
  });

  it('keeps Tab and Shift+Tab inside, wrapping at both ends', async () => {
    const { user } = await openDialog({ closeButton: false });
    const first = screen.getByLabelText('First');
    const done = screen.getByRole('button', { name: 'Done' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Second'));
    await user.tab();
    expect(document.activeElement).toBe(done);
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(done);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('works the same every time it opens: focus in, Escape out, focus back', async () => {
    const { user } = await openDialog();
    for (let round = 0; round < 3; round += 1) {
      expect(document.activeElement).toBe(screen.getByLabelText('First'));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      const opener = screen.getByRole('button', { name: 'Open' });
      expect(document.activeElement).toBe(opener);
      await user.keyboard('{Enter}');
    }
  });

  it('when focus has fallen out of it, Escape still closes it and other keys bring focus back in', async () => {
    const { user } = await openDialog();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('4');
    expect(document.activeElement).toBe(screen.getByLabelText('First'));
    expect((screen.getByLabelText('First') as HTMLInputElement).value).toBe('');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes focus back inside when the field holding it is replaced', async () => {
    function Replacing() {
      const [version, setVersion] = useState(0);
      return (
        <Dialog title="Loading" onClose={() => undefined}>
          <input key={version} aria-label={`Field ${version}`} />
          <button type="button" onClick={() => setVersion((v) => v + 1)}>
            Replace
          </button>
        </Dialog>
      );
    }
    render(<Replacing />);
    expect(document.activeElement).toBe(screen.getByLabelText('Field 0'));
    // Replaced while it holds focus (fireEvent leaves focus where it is, as a loading form would).
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.activeElement).toBe(screen.getByLabelText('Field 1'));
  });

  it('closes with its close button, or a click outside, and gives focus back', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').parentElement!;
    await user.pointer({ keys: '[MouseLeft]', target: backdrop });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves out the close button when asked (a dialog with its own Cancel)', async () => {
    await openDialog({ closeButton: false });
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
  });

  it('makes the page behind it inert while open, and only while open', async () => {
    const { user, dialog } = await openDialog();
    const page = screen.getByRole('button', { name: 'Open' }).closest('body > div')!;
    expect(page.hasAttribute('inert')).toBe(true);
    expect(dialog.closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(page.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves the first dialog inert when a second opens over it, and restores it after', async () => {
    function Stacked() {
      const [second, setSecond] = useState(false);
      return (
        <Dialog title="First dialog" onClose={() => {}}>
          <button type="button" onClick={() => setSecond(true)}>
            More
          </button>
          {second ? (
            <Dialog title="Second dialog" onClose={() => setSecond(false)}>
              <button type="button">Inside</button>
            </Dialog>
          ) : null}
        </Dialog>
      );
    }
    const user = userEvent.setup();
    render(<Stacked />);
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    const first = screen.getByRole('dialog', { name: 'First dialog' });
    expect(first.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Second dialog' }).closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(first.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(more);
  });
});
